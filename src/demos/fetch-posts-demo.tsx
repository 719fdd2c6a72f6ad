import { AlertCircle, Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { fetchPosts, FETCH_TIMEOUT_MS, POSTS_LIMIT, preview, type Post } from "./fetch-posts";

type Status = "idle" | "loading" | "success" | "error";

export function FetchPostsDemo({ timeoutMs = FETCH_TIMEOUT_MS }: { timeoutMs?: number }) {
  const [status, setStatus] = useState<Status>("idle");
  const [posts, setPosts] = useState<Post[]>([]);
  const controllerRef = useRef<AbortController | null>(null);

  // Leaving the page (or pressing Reset) cancels the request, so no update lands afterwards.
  useEffect(() => () => controllerRef.current?.abort(), []);

  async function loadPosts() {
    controllerRef.current?.abort(); // only the newest request may update the screen
    const controller = new AbortController();
    controllerRef.current = controller;
    setStatus("loading");
    try {
      const result = await fetchPosts(controller.signal, timeoutMs);
      setPosts(result);
      setStatus("success");
    } catch {
      // Aborted by us (a newer press or unmount): not a failure, and nobody is listening.
      if (controller.signal.aborted) return;
      setPosts([]);
      setStatus("error");
    }
  }

  const loading = status === "loading";
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Sends a real GET request for {POSTS_LIMIT} posts to jsonplaceholder.typicode.com.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass} onClick={loadPosts} disabled={loading}>
          <Download aria-hidden="true" size={16} />
          {loading ? "Loading..." : "Fetch posts"}
        </button>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {loading && "Fetching posts…"}
          {status === "success" && `Loaded ${posts.length} posts.`}
        </p>
      </div>
      {status === "error" && (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-100"
        >
          <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
          Failed to fetch posts
        </p>
      )}
      {status === "success" && (
        <ul aria-label="Posts" className="space-y-3">
          {posts.map((post) => (
            <li
              key={post.id}
              className="rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800"
            >
              <p className="font-semibold text-slate-900 dark:text-white">{post.title}</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {preview(post.body)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// Tailwind classes for the button: shape and text, a focus ring for keyboard users, and its
// colours in light and dark mode.
const buttonClass =
  "inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-4 " +
  "text-sm font-medium " +
  "disabled:cursor-not-allowed disabled:opacity-60 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 " +
  "bg-sky-700 text-white hover:bg-sky-800 " +
  "dark:bg-sky-600 dark:text-slate-950 dark:hover:bg-sky-500";

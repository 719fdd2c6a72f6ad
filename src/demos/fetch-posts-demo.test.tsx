import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BODY_PREVIEW_CHARS, POSTS_LIMIT, POSTS_URL } from "@/data/constants";
import { FetchPostsDemo } from "./fetch-posts-demo";

const posts = [1, 2, 3].map((id) => ({
  userId: 7,
  id,
  title: `Post number ${id}`,
  body: `${"x".repeat(BODY_PREVIEW_CHARS - 1)}${id}-and-more-text-that-must-not-show`,
}));

// MSW matches paths; the query string is checked inside a handler instead.
const endpoint = POSTS_URL.split("?")[0];
// The demo's only URL is answered here; any other request fails the test.
const server = setupServer(http.get(endpoint, () => HttpResponse.json(posts)));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const fetchButton = () => screen.getByRole("button", { name: /fetch posts|loading/i });

describe("FetchPostsDemo", () => {
  it("lists three posts with the body cut to 100 characters", async () => {
    let limit: string | null = null;
    server.use(
      http.get(endpoint, ({ request }) => {
        limit = new URL(request.url).searchParams.get("_limit");
        return HttpResponse.json(posts);
      }),
    );
    const user = userEvent.setup();
    render(<FetchPostsDemo />);
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Fetch posts" }));

    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Post number 1");
    expect(items[0]).toHaveTextContent(`${"x".repeat(BODY_PREVIEW_CHARS - 1)}1…`);
    expect(screen.queryByText(/and-more-text/)).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loaded 3 posts.");
    expect(screen.getByRole("button", { name: "Fetch posts" })).toBeEnabled();
    expect(limit).toBe(String(POSTS_LIMIT));
  });

  it('reads "Loading..." and is disabled while the request is in flight', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(endpoint, async () => {
        await answered;
        return HttpResponse.json(posts);
      }),
    );
    const user = userEvent.setup();
    render(<FetchPostsDemo />);
    await user.click(screen.getByRole("button", { name: "Fetch posts" }));

    expect(fetchButton()).toHaveTextContent("Loading...");
    expect(fetchButton()).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Fetching posts…");
    answer();
    expect(await screen.findAllByRole("listitem")).toHaveLength(3);
    expect(fetchButton()).toHaveTextContent("Fetch posts");
  });

  it.each([
    ["a 500 status", () => new HttpResponse("Server down", { status: 500 })],
    ["a network error", () => HttpResponse.error()],
    [
      "malformed JSON",
      () => new HttpResponse("{ not json", { headers: { "Content-Type": "application/json" } }),
    ],
    ["the wrong shape", () => HttpResponse.json({ posts: "nope" })],
    ["a post missing its title", () => HttpResponse.json([{ id: 1, body: "no title" }])],
  ])("shows the error for %s, then works again", async (_case, failure) => {
    server.use(http.get(endpoint, failure, { once: true }));
    const user = userEvent.setup();
    render(<FetchPostsDemo />);
    await user.click(screen.getByRole("button", { name: "Fetch posts" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch posts");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();

    // The next press clears the error and succeeds (the default handler answers again).
    await user.click(screen.getByRole("button", { name: "Fetch posts" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await screen.findAllByRole("listitem")).toHaveLength(3);
  });

  it("gives up after the timeout and shows the error", async () => {
    server.use(
      http.get(endpoint, async () => {
        await delay("infinite");
        return HttpResponse.json(posts);
      }),
    );
    const user = userEvent.setup();
    render(<FetchPostsDemo timeoutMs={30} />);
    await user.click(screen.getByRole("button", { name: "Fetch posts" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch posts");
    expect(screen.getByRole("button", { name: "Fetch posts" })).toBeEnabled();
  });

  it("aborts the request on unmount and never updates afterwards", async () => {
    let requestSignal: AbortSignal | undefined;
    let answer: () => void = () => {};
    server.use(
      http.get(endpoint, async ({ request }) => {
        requestSignal = request.signal;
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(posts);
      }),
    );
    const consoleError = vi.spyOn(console, "error");
    const user = userEvent.setup();
    const { unmount } = render(<FetchPostsDemo />);
    await user.click(screen.getByRole("button", { name: "Fetch posts" }));
    await waitFor(() => expect(requestSignal).toBeDefined());

    unmount();
    expect(requestSignal?.aborted).toBe(true);
    answer();
    await delay(20);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("sends one request per press and shows the newest answer", async () => {
    let calls = 0;
    let answerFirst: () => void = () => {};
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    server.use(
      http.get(endpoint, async () => {
        calls += 1;
        const call = calls;
        if (call === 1) await firstAnswered;
        return HttpResponse.json(
          posts.map((post) => ({ ...post, title: `${post.title} (call ${call})` })),
        );
      }),
    );
    const user = userEvent.setup();
    render(<FetchPostsDemo />);
    await user.click(screen.getByRole("button", { name: "Fetch posts" }));
    await user.click(fetchButton()); // disabled while loading: no second request
    answerFirst();
    expect(await screen.findByText("Post number 1 (call 1)")).toBeInTheDocument();
    expect(calls).toBe(1);

    await user.click(screen.getByRole("button", { name: "Fetch posts" }));
    expect(await screen.findByText("Post number 1 (call 2)")).toBeInTheDocument();
    expect(screen.queryByText("Post number 1 (call 1)")).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

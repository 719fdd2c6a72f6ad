import { Heart } from "lucide-react";
import { useId, useOptimistic, useState, useTransition } from "react";

/** How long the pretend server takes to answer. */
const SERVER_DELAY_MS = 1500;

// Stands in for a request to a server; it fails when the checkbox asks it to.
function saveLike(shouldFail: boolean) {
  return new Promise<void>((resolve, reject) => {
    setTimeout(
      () => (shouldFail ? reject(new Error("Server unavailable")) : resolve()),
      SERVER_DELAY_MS,
    );
  });
}

export function OptimisticLikeDemo() {
  const failId = useId();
  const [likes, setLikes] = useState(41);
  const [shouldFail, setShouldFail] = useState(false);
  const [message, setMessage] = useState(
    "Press Like: the count changes before the server answers.",
  );
  const [isPending, startTransition] = useTransition();
  // While a transition runs, the optimistic value wins; afterwards React falls back to `likes`.
  const [optimisticLikes, addOptimisticLike] = useOptimistic(
    likes,
    (current, added: number) => current + added,
  );

  function handleLike() {
    startTransition(async () => {
      addOptimisticLike(1);
      try {
        await saveLike(shouldFail);
        startTransition(() => {
          setLikes((count) => count + 1);
          setMessage("Saved: the server confirmed your like.");
        });
      } catch {
        // Nothing to undo by hand: the optimistic +1 disappears when the transition ends.
        startTransition(() => setMessage("Could not save: your like was rolled back."));
      }
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" className={buttonClass} onClick={handleLike}>
          <Heart aria-hidden="true" size={16} />
          Like
        </button>
        <p className="text-lg font-semibold text-slate-900 dark:text-white">
          {optimisticLikes} likes
        </p>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={failId}
          type="checkbox"
          checked={shouldFail}
          onChange={(event) => setShouldFail(event.target.checked)}
          className="size-4 accent-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:accent-sky-400"
        />
        <label htmlFor={failId} className="text-sm text-slate-800 dark:text-slate-200">
          Make the server fail
        </label>
      </div>
      <p
        role="status"
        className={
          isPending
            ? "text-sm text-amber-900 dark:text-amber-200"
            : "text-sm text-slate-700 dark:text-slate-300"
        }
      >
        {isPending ? "Saving…" : message}
      </p>
    </div>
  );
}

// Tailwind classes for the button: shape and text, a focus ring for keyboard users, and its
// colours in light and dark mode.
const buttonClass =
  "inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-4 " +
  "text-sm font-medium " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 " +
  "bg-sky-700 text-white hover:bg-sky-800 " +
  "dark:bg-sky-600 dark:text-slate-950 dark:hover:bg-sky-500";

import { ArrowUp } from "lucide-react";
import { memo, useState } from "react";
import { cn } from "@/lib/cn";
import { useWindowScroll } from "@/lib/use-window-scroll";

const SHOW_AFTER_PX = 240;
/** Scrolls smaller than this (a bounce, a resize) do not count as a change of direction. */
const DIRECTION_SLACK_PX = 4;
/** From here up the button sits beside the text, over the "On this page" column. */
const besideTextQuery = "(min-width: 80rem)";

/**
 * Whether the button shows. Where it would sit over the text (below `xl`) it keeps clear of
 * what the reader is reading: it hides while they scroll down, and shows when they scroll back
 * up (looking for the top) or reach the end (where the page keeps room for it below the text).
 */
export function createVisibility() {
  let last = 0;
  let shown = false;
  return (root: HTMLElement): "near-top" | "hidden" | "shown" => {
    const top = root.scrollTop;
    const atEnd = top + root.clientHeight >= root.scrollHeight - 2;
    if (top <= SHOW_AFTER_PX) shown = false;
    else if (atEnd || window.matchMedia(besideTextQuery).matches) shown = true;
    else if (top < last - DIRECTION_SLACK_PX) shown = true;
    else if (top > last + DIRECTION_SLACK_PX) shown = false;
    last = top;
    return top <= SHOW_AFTER_PX ? "near-top" : shown ? "shown" : "hidden";
  };
}

/** Back to the top of the lesson: smooth, or instant when the reader prefers less motion. */
export const ScrollToTop = memo(function ScrollToTop() {
  const [visibility] = useState(createVisibility);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const state = useWindowScroll(visibility, "near-top");
  // A keyboard user who reached the button keeps it, whichever way the page then scrolls.
  const visible = state === "shown" || (keyboardFocus && state === "hidden");
  const scrollUp = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  };
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      title="Scroll to top"
      onClick={scrollUp}
      onFocus={(event) => setKeyboardFocus(event.currentTarget.matches(":focus-visible"))}
      onBlur={() => setKeyboardFocus(false)}
      className={cn(
        "fixed right-4 bottom-4 z-30 grid size-11 cursor-pointer place-items-center rounded-full bg-sky-700 text-white shadow-lg transition-[opacity,visibility] duration-200 hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 motion-reduce:transition-none sm:right-6 sm:bottom-6 dark:bg-sky-500 dark:text-slate-950 dark:hover:bg-sky-400 print:hidden",
        !visible && "invisible opacity-0",
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
});

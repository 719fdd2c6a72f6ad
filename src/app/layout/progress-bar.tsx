import { memo } from "react";
import { computeProgress } from "@/lib/progress";
import { useWindowScroll } from "@/lib/use-window-scroll";

/** A thin bar across the top showing how far the reader has scrolled through the lesson. */
export const ProgressBar = memo(function ProgressBar() {
  const progress = useWindowScroll(
    (root) => computeProgress(root.scrollTop, root.scrollHeight, root.clientHeight),
    0,
  );
  return (
    <div
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      className="fixed inset-x-0 top-0 z-50 h-1 bg-transparent print:hidden"
    >
      <div
        className="h-full origin-left bg-gradient-to-r from-sky-600 to-indigo-600 dark:from-sky-400 dark:to-indigo-400"
        style={{ transform: `scaleX(${progress / 100})` }}
      />
    </div>
  );
});

import { ArrowUp } from "lucide-react";
import { memo } from "react";
import { cn } from "@/lib/cn";
import { useWindowScroll } from "@/lib/use-window-scroll";

const SHOW_AFTER_PX = 240;

/** Back to the top of the lesson: smooth, or instant when the reader prefers less motion. */
export const ScrollToTop = memo(function ScrollToTop() {
  const visible = useWindowScroll((root) => root.scrollTop > SHOW_AFTER_PX, false);
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
      className={cn(
        "fixed right-4 bottom-4 z-30 grid size-11 cursor-pointer place-items-center rounded-full bg-sky-700 text-white shadow-lg transition-[opacity,visibility] duration-200 hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 motion-reduce:transition-none sm:right-6 sm:bottom-6 dark:bg-sky-500 dark:text-slate-950 dark:hover:bg-sky-400 print:hidden",
        !visible && "invisible opacity-0",
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
});

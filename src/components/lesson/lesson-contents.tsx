import { ChevronDown, ListTree } from "lucide-react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { activeHeadingId } from "@/lib/active-heading";
import { cn } from "@/lib/cn";
import { useWindowScroll } from "@/lib/use-window-scroll";
import { useLesson } from "./lesson-context";

/**
 * "On this page" for screens without the contents column (below `xl`): a bar under the
 * lesson's title that stays at the top while the lesson scrolls, naming the part in view, and
 * opens into the list of the lesson's `h2`s. A native `<details>`, so it opens before the app
 * has loaded too, and is announced as a disclosure. The list drops over the text (it is
 * positioned), so opening it never moves the page.
 */
export function LessonContents() {
  const { headings = [], onJump } = useLesson();
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const active = useWindowScroll((root) => activeHeadingId(headings, root), headings[0]?.id ?? "");

  useEffect(() => {
    if (!open) return;
    const element = details.current;
    const close = () => element && (element.open = false);
    const onPointerDown = (event: PointerEvent) => {
      if (!element?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      element?.querySelector("summary")?.focus();
    };
    // Tabbing past the last entry leaves the list: it closes rather than hang over the text.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element?.contains(next)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    element?.addEventListener("keydown", onKeyDown);
    element?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      element?.removeEventListener("keydown", onKeyDown);
      element?.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  if (headings.length === 0) return null;
  const current = headings.find((heading) => heading.id === active) ?? headings[0];

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // Without the app (before it loads) the link jumps by itself, as a plain anchor.
    if (!onJump) return;
    event.preventDefault();
    if (details.current) details.current.open = false;
    onJump(id);
  };

  return (
    <nav
      // Its own landmark name: the desktop column is "On this page", and although only one of
      // the two is ever displayed, a page's landmarks keep distinct names (html-validate).
      aria-label="Lesson contents"
      data-slot="lesson-contents"
      // The editor's tooltips keep clear of it while it is stuck (src/playground/editor/editor-tooltips.ts).
      data-sticky-bar
      className="sticky top-14 z-10 -mx-4 mt-4 border-y border-slate-200 bg-white/95 backdrop-blur sm:-mx-8 lg:top-0 xl:hidden dark:border-slate-800 dark:bg-slate-950/95 print:hidden"
    >
      <details
        ref={details}
        className="group"
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="flex h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600 sm:px-8 [&::-webkit-details-marker]:hidden">
          <ListTree aria-hidden="true" className="size-4 shrink-0 text-sky-700 dark:text-sky-400" />
          <span className="shrink-0 font-semibold text-slate-900 dark:text-white">
            On this page
          </span>
          <span className="min-w-0 truncate text-slate-600 dark:text-slate-400">
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, now reading: </span>
            {current.text}
          </span>
          <ChevronDown
            aria-hidden="true"
            className="ml-auto size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <ol className="absolute inset-x-0 top-full max-h-[min(65vh,30rem)] overflow-y-auto overscroll-contain border-b border-slate-200 bg-white py-2 shadow-lg dark:border-slate-800 dark:bg-slate-950">
          {headings.map((heading) => {
            const here = heading.id === current.id;
            return (
              <li key={heading.id}>
                <a
                  href={`#${heading.id}`}
                  aria-current={here ? "location" : undefined}
                  onClick={(event) => jump(event, heading.id)}
                  className={cn(
                    "block border-l-2 py-2.5 pr-4 pl-[calc(1rem-2px)] text-sm leading-snug no-underline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600 sm:pl-[calc(2rem-2px)]",
                    here
                      ? "border-sky-600 bg-sky-50 font-medium text-sky-900 dark:border-sky-400 dark:bg-sky-950/60 dark:text-sky-200"
                      : "border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-900 dark:hover:text-white",
                  )}
                >
                  {heading.text}
                </a>
              </li>
            );
          })}
        </ol>
      </details>
    </nav>
  );
}

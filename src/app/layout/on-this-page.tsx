import type { MouseEvent } from "react";
import type { LessonHeading } from "@/data/sections";
import { activeHeadingId } from "@/lib/active-heading";
import { cn } from "@/lib/cn";
import { useWindowScroll } from "@/lib/use-window-scroll";

interface OnThisPageProps {
  headings: readonly LessonHeading[];
  onJump: (headingId: string) => void;
}

/**
 * The lesson's h2 list in a right-hand column on wide screens (`xl`), highlighting the part in
 * view. A click scrolls to the heading and focuses it without touching the URL.
 */
export function OnThisPage({ headings, onJump }: OnThisPageProps) {
  const active = useWindowScroll((root) => activeHeadingId(headings, root), headings[0]?.id ?? "");
  if (headings.length === 0) return null;

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    onJump(id);
  };

  return (
    <nav
      aria-labelledby="on-this-page-title"
      className="fixed top-0 right-0 hidden h-screen w-56 overflow-y-auto overscroll-contain px-4 pt-12 pb-8 xl:block print:hidden"
    >
      <p
        id="on-this-page-title"
        className="mb-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
      >
        On this page
      </p>
      <ol className="flex flex-col gap-0.5 border-l border-slate-200 text-sm dark:border-slate-800">
        {headings.map((heading) => {
          const current = heading.id === active;
          return (
            <li key={heading.id}>
              <a
                href={`#${heading.id}`}
                aria-current={current ? "location" : undefined}
                onClick={(event) => jump(event, heading.id)}
                className={cn(
                  "-ml-px block border-l-2 py-1 pr-1 pl-3 leading-snug no-underline transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 motion-reduce:transition-none",
                  current
                    ? "border-sky-600 font-medium text-sky-800 dark:border-sky-400 dark:text-sky-300"
                    : "border-transparent text-slate-600 hover:border-slate-400 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white",
                )}
              >
                {heading.text}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

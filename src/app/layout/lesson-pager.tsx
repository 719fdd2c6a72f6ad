import { ArrowLeft, ArrowRight } from "lucide-react";
import type { MouseEvent } from "react";
import { neighbours, type Section, type SectionId } from "@/data/sections";
import { cn } from "@/lib/cn";

interface LessonPagerProps {
  sectionId: SectionId;
  onOpenSection: (id: SectionId) => void;
  /** Called on intent (pointer over, focus, press), as the sidebar does. */
  onPrefetch: (id: SectionId) => void;
}

/**
 * Previous / next lesson at the end of each lesson. Real links (so "open in new tab" and
 * printing work), but a plain click switches in place, like the sidebar: the URL never changes.
 */
export function LessonPager({ sectionId, onOpenSection, onPrefetch }: LessonPagerProps) {
  const { previous, next } = neighbours(sectionId);
  return (
    <nav
      aria-label="Previous and next lessons"
      data-after-lesson
      className="mt-16 grid gap-3 border-t border-slate-200 pt-8 sm:grid-cols-2 dark:border-slate-800 print:hidden"
    >
      {previous && (
        <PagerLink
          section={previous}
          direction="previous"
          onOpen={onOpenSection}
          onPrefetch={onPrefetch}
        />
      )}
      {next && (
        <PagerLink section={next} direction="next" onOpen={onOpenSection} onPrefetch={onPrefetch} />
      )}
    </nav>
  );
}

interface PagerLinkProps {
  section: Section;
  direction: "previous" | "next";
  onOpen: (id: SectionId) => void;
  onPrefetch: (id: SectionId) => void;
}

function PagerLink({ section, direction, onOpen, onPrefetch }: PagerLinkProps) {
  const isNext = direction === "next";
  const label = isNext ? "Next" : "Previous";
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's meaning (new tab, new window, download).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpen(section.id as SectionId);
  };
  const prefetch = () => onPrefetch(section.id as SectionId);
  return (
    <a
      href={`${import.meta.env.BASE_URL}?section=${section.id}`}
      rel={isNext ? "next" : "prev"}
      aria-label={`${label}: ${section.title}`}
      onClick={onClick}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={prefetch}
      className={cn(
        "group flex flex-col gap-1 rounded-xl border border-slate-200 px-5 py-4 no-underline transition-colors hover:border-sky-600 hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:hover:border-sky-400 dark:hover:bg-slate-900",
        isNext ? "text-right sm:col-start-2" : "text-left",
      )}
    >
      <span className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        {!isNext && <ArrowLeft aria-hidden="true" className="size-4" />}
        <span className={cn(isNext && "ml-auto")}>{label}</span>
        {isNext && <ArrowRight aria-hidden="true" className="size-4" />}
      </span>{" "}
      <span className="font-semibold text-sky-800 group-hover:underline dark:text-sky-300">
        {section.title}
      </span>
    </a>
  );
}

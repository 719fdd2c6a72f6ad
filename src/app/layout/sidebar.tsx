import { BookOpen, Check, X } from "lucide-react";
import { memo, useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { sections, type SectionId } from "@/data/sections";
import { useLessonProgress } from "@/lib/challenge-progress";
import { cn } from "@/lib/cn";
import { WorkControls } from "../work/work-controls";

interface SidebarProps {
  activeId: SectionId;
  /** Only meaningful below `lg`; at `lg` and up the sidebar is always shown. */
  open: boolean;
  onSelect: (id: SectionId) => void;
  onClose: () => void;
  /** Called on intent (pointer over, focus, press): the lesson's chunk starts loading. */
  onPrefetch: (id: SectionId) => void;
  /** Extra controls for the header (e.g. search). */
  headerActions?: ReactNode;
}

export const SIDEBAR_ID = "guide-sidebar";

/**
 * The lesson list: fixed at the left, 80 units (320 px) wide. Below `lg` it slides in over
 * the page; while closed there it is `invisible`, so it leaves the tab order and the
 * accessibility tree once the 300 ms slide has finished.
 */
export function Sidebar({
  activeId,
  open,
  onSelect,
  onClose,
  onPrefetch,
  headerActions,
}: SidebarProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  return (
    <aside
      id={SIDEBAR_ID}
      aria-label="Lessons"
      className={cn(
        "fixed inset-y-0 left-0 z-40 flex w-80 max-w-[calc(100vw-2.5rem)] flex-col border-r border-slate-200 bg-slate-50 duration-300 ease-out motion-reduce:transition-none lg:visible lg:translate-x-0 dark:border-slate-800 dark:bg-slate-900 print:hidden",
        // Visibility flips at once on opening (so the close button can take focus) and only
        // after the slide on closing.
        open
          ? "visible translate-x-0 shadow-2xl transition-[translate] lg:shadow-none"
          : "invisible -translate-x-full transition-[translate,visibility]",
      )}
    >
      <div className="border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-sky-600 to-indigo-700 text-white shadow"
          >
            <BookOpen className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-lg leading-tight font-bold text-slate-900 dark:text-white">
              React Guide
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">Complete documentation</p>
          </div>
          <Button
            ref={closeRef}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Close navigation"
            onClick={onClose}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        {/* Full width under the title: room for the word "Search" and its shortcut. */}
        {headerActions && (
          <div className="mt-3 [&>button]:w-full [&>button]:justify-start">{headerActions}</div>
        )}
      </div>
      <nav aria-label="Sections" className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">
        <ol className="flex flex-col gap-1">
          {sections.map((section, index) => (
            <SidebarItem
              key={section.id}
              id={section.id}
              title={section.title}
              number={index + 1}
              active={section.id === activeId}
              onSelect={onSelect}
              onPrefetch={onPrefetch}
            />
          ))}
        </ol>
      </nav>
      <WorkControls />
    </aside>
  );
}

interface SidebarItemProps {
  id: SectionId;
  title: string;
  number: number;
  active: boolean;
  onSelect: (id: SectionId) => void;
  onPrefetch: (id: SectionId) => void;
}

/**
 * Memoized: a switch re-renders only the two items whose `active` changed, not all 16. Once a
 * challenge of the lesson is solved, the item shows how many ("2/3"); its name stays the
 * lesson's title, and the count is its description.
 */
const SidebarItem = memo(function SidebarItem({
  id,
  title,
  number,
  active,
  onSelect,
  onPrefetch,
}: SidebarItemProps) {
  const progress = useLessonProgress(id);
  const progressId = useId();
  const solved = progress.solved > 0;
  return (
    <li>
      <button
        type="button"
        data-section={id}
        aria-current={active ? "page" : undefined}
        aria-describedby={solved ? progressId : undefined}
        onClick={() => onSelect(id)}
        onPointerEnter={() => onPrefetch(id)}
        onFocus={() => onPrefetch(id)}
        onPointerDown={() => onPrefetch(id)}
        className={cn(
          "flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600",
          active
            ? "bg-sky-700 text-white shadow-sm dark:bg-sky-500 dark:text-slate-950"
            : "text-slate-700 hover:bg-slate-200/70 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "grid size-6 shrink-0 place-items-center rounded-md text-xs tabular-nums",
            active
              ? "bg-sky-900 text-white dark:bg-sky-300 dark:text-slate-950"
              : "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
          )}
        >
          {number}
        </span>
        {title}
        {solved && (
          <span
            aria-hidden="true"
            data-slot="lesson-progress"
            className={cn(
              "ml-auto inline-flex shrink-0 items-center gap-1 rounded-full px-1.5 text-xs tabular-nums",
              active
                ? "bg-sky-900 text-white dark:bg-sky-300 dark:text-slate-950"
                : "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
            )}
          >
            <Check className="size-3" />
            {progress.solved}/{progress.total}
          </span>
        )}
      </button>
      {solved && (
        <span id={progressId} className="sr-only">
          {progress.solved} of {progress.total} challenges solved
        </span>
      )}
    </li>
  );
});

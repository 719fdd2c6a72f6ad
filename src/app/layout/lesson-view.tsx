import { RefreshCw, WifiOff } from "lucide-react";
import {
  Component,
  Fragment,
  memo,
  startTransition,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { LessonContext, RevealedPartsContext } from "@/components/lesson/lesson-context";
import { mdxComponents } from "@/components/lesson/mdx-components";
import { Button } from "@/components/ui/button";
import type { SectionId } from "@/data/sections";
import { setLessonChallengeCount } from "@/lib/challenge-progress";
import { useRestoreCount } from "@/lib/incoming-work";
import { forgetFailedLesson, loadLesson, prefetchLesson } from "../lesson-loader";
import { LessonPager } from "./lesson-pager";
import { OnThisPage } from "./on-this-page";

/** Where the reader asked to land: the top of the lesson, or one of its headings. */
export interface LessonTarget {
  sectionId: SectionId;
  headingId?: string;
  /** Set when the reader navigated (not on first load): focus moves to the landing spot. */
  focus: boolean;
  /**
   * A switch to the top of a lesson that scrolled there before rendering it: nothing is left
   * to scroll, and the heading takes focus once the lesson is painted.
   */
  atTop?: boolean;
}

interface LessonContentProps {
  target: LessonTarget;
  /** Switches section (and optionally lands on a heading), as the sidebar does. */
  onOpenSection: (id: SectionId, headingId?: string) => void;
}

interface LessonViewProps extends LessonContentProps {
  /** A switch to another lesson (or heading) is under way; the lesson shown stays meanwhile. */
  pending?: boolean;
}

/**
 * Opening a lesson from the page paints its first part at once and reveals the rest a part per
 * frame, in transitions that yield to the browser, so the click answers within a frame or two
 * however long the lesson is. The first view and a jump to a heading render it whole.
 */
function useRevealedParts(parts: number, target: LessonTarget) {
  const [revealed, setRevealed] = useState(() => (target.focus ? 0 : Infinity));
  useEffect(() => {
    if (revealed >= parts) return;
    const frame = requestAnimationFrame(() => startTransition(() => setRevealed((n) => n + 1)));
    return () => cancelAnimationFrame(frame);
  }, [revealed, parts]);
  return target.headingId ? Infinity : revealed;
}

/** Memoized: the urgent half of a switch (sidebar, title, `pending`) leaves it alone. */
const LessonContent = memo(function LessonContent({ target, onOpenSection }: LessonContentProps) {
  const {
    default: Content,
    headings = [],
    parts = 0,
    challengeCount = 0,
  } = use(loadLesson(target.sectionId));
  const revealed = useRevealedParts(parts, target);
  // An opened work file renders the lesson's examples and challenges again, with its work.
  const restores = useRestoreCount();
  const article = useRef<HTMLElement>(null);
  // The same element on every reveal: React skips the parts already on the page.
  const content = useMemo(() => <Content components={mdxComponents} />, [Content]);
  const { sectionId } = target;
  const jump = useCallback(
    (headingId: string) => onOpenSection(sectionId, headingId),
    [onOpenSection, sectionId],
  );
  const lesson = useMemo(
    () => ({ sectionId, headings, onJump: jump }),
    [sectionId, headings, jump],
  );

  // The sidebar's "solved/total" needs the total, which only the lesson's module knows.
  useEffect(() => setLessonChallengeCount(sectionId, challengeCount), [sectionId, challengeCount]);

  useEffect(() => {
    if (!target.focus) return;
    const root = article.current;
    const heading = target.headingId
      ? root?.querySelector<HTMLElement>(`[id="${CSS.escape(target.headingId)}"]`)
      : root?.querySelector<HTMLElement>("h1");
    if (!heading) return;
    const land = () => heading.focus({ preventScroll: true });
    if (target.headingId) heading.scrollIntoView({ block: "start" });
    else if (!target.atTop) window.scrollTo({ top: 0 });
    if (!target.atTop) {
      land();
      return;
    }
    // Focus right after the new lesson is painted: focusing now would force the browser to
    // work out the styles of the whole new lesson before it can paint (~25 ms at 4× CPU).
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(land);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [target]);

  return (
    <>
      <article ref={article} data-lesson={target.sectionId} className="lesson">
        <LessonContext value={lesson}>
          <RevealedPartsContext value={revealed}>
            <Fragment key={restores}>{content}</Fragment>
          </RevealedPartsContext>
        </LessonContext>
      </article>
      <LessonPager
        sectionId={target.sectionId}
        onOpenSection={onOpenSection}
        onPrefetch={prefetchLesson}
      />
      <OnThisPage headings={headings} onJump={jump} />
    </>
  );
});

/** Same height as a short lesson's first screen, so nothing jumps when the lesson arrives. */
function LessonSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="min-h-[80vh] animate-pulse motion-reduce:animate-none"
    >
      <span className="sr-only">Loading lesson…</span>
      <div className="h-10 w-2/3 rounded-lg bg-slate-200 dark:bg-slate-800" />
      <div className="mt-6 space-y-3">
        <div className="h-4 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-11/12 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-4/5 rounded bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}

interface LoadBoundaryProps {
  sectionId: SectionId;
  children: ReactNode;
}

/** If a lesson's chunk cannot load (offline, a deploy in between), offer to try again. */
class LessonLoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn(`Lesson "${this.props.sectionId}" failed to load:`, error);
  }

  retry = () => {
    forgetFailedLesson(this.props.sectionId);
    this.setState({ failed: false });
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="flex min-h-[50vh] flex-col items-start gap-4 rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-50"
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <WifiOff aria-hidden="true" className="size-5" />
          This lesson could not be loaded.
        </p>
        <p>Check your connection, then try again. Everything else on the page still works.</p>
        <Button onClick={this.retry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
}

/**
 * The lesson, or its skeleton while the first one loads (or loads again after "Try again"). A
 * switch renders a lesson only once its module has loaded (src/app/routes/guide-page.tsx);
 * meanwhile the current one stays, `pending`: it dims after a moment (a fast switch shows no
 * flash) and a status tells screen readers what is happening.
 */
export function LessonView({ target, pending = false, onOpenSection }: LessonViewProps) {
  return (
    <>
      <p role="status" className="sr-only">
        {pending ? "Loading lesson…" : ""}
      </p>
      <div
        data-pending={pending || undefined}
        aria-busy={pending || undefined}
        className="transition-opacity duration-200 data-pending:opacity-60 data-pending:delay-300 motion-reduce:transition-none"
      >
        <Suspense fallback={<LessonSkeleton />}>
          <LessonLoadBoundary key={target.sectionId} sectionId={target.sectionId}>
            <LessonContent target={target} onOpenSection={onOpenSection} />
          </LessonLoadBoundary>
        </Suspense>
      </div>
    </>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { getSection, isSectionId, sectionFromSearch, type SectionId } from "@/data/sections";
import { onLessonRequest } from "@/lib/incoming-work";
import { lessonReady, loadLesson, prefetchLesson, showingLesson } from "../lesson-loader";
import { LessonView, type LessonTarget } from "../layout/lesson-view";
import { ProgressBar } from "../layout/progress-bar";
import { ScrollToTop } from "../layout/scroll-to-top";
import { Sidebar } from "../layout/sidebar";
import { TopBar } from "../layout/top-bar";
import { WelcomeBanner } from "../layout/welcome-banner";
import { SearchButton } from "../search/search-button";
import { stopWarmUp } from "../warm-up";
import { useLessonLinks } from "./use-lesson-links";

const desktopQuery = "(min-width: 64rem)";

/**
 * The single guide screen. The active section lives in state only: switching never changes
 * the URL. `?section=<id>` picks the first section, so every lesson is still linkable.
 *
 * A lesson that has loaded (prefetched on hover, focus or press) opens in one synchronous
 * render: one frame. One still on its way is waited for outside React: the sidebar's highlight
 * and the top bar's title follow the press at once, the lesson on screen stays, dimmed
 * (`pending`, see `LessonView`), and the new one replaces it in one render when its chunk has
 * arrived. Measured against the alternatives (cold switch to React Hooks, 4× CPU): rendering
 * at once showed a skeleton and then waited out React's 300 ms pause before revealing content
 * that replaced a fallback (~500 ms); a transition kept the old lesson but rendered the new one
 * in 5 ms slices between other work (~300 ms).
 */
export function GuidePage() {
  const { search } = useLocation();
  const [target, setTarget] = useState<LessonTarget>(() => ({
    sectionId: sectionFromSearch(search),
    focus: false,
  }));
  const [activeId, setActiveId] = useState<SectionId>(target.sectionId);
  // The newest press: a lesson that arrives after the reader has chosen another is not shown.
  const latestRequest = useRef<object>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const menuRef = useRef<HTMLButtonElement>(null);

  const closeSidebar = useCallback(() => {
    setSidebarOpen(false);
    menuRef.current?.focus();
  }, []);

  const openSection = useCallback((sectionId: SectionId, headingId?: string) => {
    stopWarmUp();
    setSidebarOpen(false);
    setActiveId(sectionId);
    const request = {};
    latestRequest.current = request;
    const show = () => {
      // A later press has moved on: this lesson is no longer wanted.
      if (latestRequest.current !== request) return;
      // Scrolled here, while the layout is still the current lesson's: after the swap, the
      // lesson's effect would force a layout of the whole new lesson before it is painted.
      if (!headingId) window.scrollTo({ top: 0 });
      setTarget({ sectionId, headingId, focus: true, atTop: !headingId });
    };
    if (lessonReady(sectionId)) show();
    // A failed load opens too: the lesson's boundary then offers to try again.
    else loadLesson(sectionId).then(show, show);
  }, []);

  useLessonLinks(openSection, prefetchLesson);

  // A shared link opened in this tab shows its lesson (src/app/work/open-shared-link.ts).
  useEffect(() => onLessonRequest((id) => isSectionId(id) && openSection(id)), [openSection]);

  // The idle prefetch follows the reader: its next lesson is the one after the lesson shown.
  useEffect(() => showingLesson(target.sectionId), [target.sectionId]);

  useEffect(() => {
    if (!sidebarOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeSidebar();
    };
    // Growing past the breakpoint shows the sidebar anyway; drop the small-screen open state.
    const desktop = window.matchMedia(desktopQuery);
    const onResize = () => desktop.matches && setSidebarOpen(false);
    document.addEventListener("keydown", onKey);
    desktop.addEventListener("change", onResize);
    return () => {
      document.removeEventListener("keydown", onKey);
      desktop.removeEventListener("change", onResize);
    };
  }, [sidebarOpen, closeSidebar]);

  return (
    <div className="min-h-screen bg-white text-slate-800 dark:bg-slate-950 dark:text-slate-200">
      <a
        href="#lesson"
        className="sr-only z-50 rounded-md bg-sky-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to lesson
      </a>
      <Sidebar
        activeId={activeId}
        open={sidebarOpen}
        // Stable: the memoized sidebar items skip a switch unless their highlight changes.
        onSelect={openSection}
        onClose={closeSidebar}
        onPrefetch={prefetchLesson}
        headerActions={<SearchButton onOpenSection={openSection} />}
      />
      {sidebarOpen && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="sidebar-overlay"
          className="fixed inset-0 z-30 cursor-default bg-slate-950/60 lg:hidden"
          onClick={closeSidebar}
        />
      )}
      <div className="lg:pl-80 xl:pr-56">
        <TopBar
          sidebarOpen={sidebarOpen}
          onMenu={() => (sidebarOpen ? closeSidebar() : setSidebarOpen(true))}
          menuRef={menuRef}
          title={getSection(activeId).title}
          actions={<SearchButton onOpenSection={openSection} shortcut={false} />}
        />
        <main
          id="lesson"
          tabIndex={-1}
          data-boot-hide
          className="mx-auto w-full max-w-4xl px-4 pt-8 pb-24 outline-none sm:px-8 lg:pt-12"
        >
          {/* Fixed-position chrome, kept inside the main landmark so no content sits outside one. */}
          <ProgressBar />
          <ScrollToTop />
          {target.sectionId === "introduction" && <WelcomeBanner />}
          <LessonView
            target={target}
            pending={activeId !== target.sectionId}
            onOpenSection={openSection}
          />
        </main>
      </div>
    </div>
  );
}

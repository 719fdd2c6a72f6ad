import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { useLocation } from "react-router";
import { getSection, sectionFromSearch, type SectionId } from "@/data/sections";
import { lessonReady, prefetchLesson, showingLesson } from "../lesson-loader";
import { LessonView, type LessonTarget } from "../layout/lesson-view";
import { ProgressBar } from "../layout/progress-bar";
import { ScrollToTop } from "../layout/scroll-to-top";
import { Sidebar } from "../layout/sidebar";
import { TopBar } from "../layout/top-bar";
import { WelcomeBanner } from "../layout/welcome-banner";
import { SearchButton } from "../search/search-button";
import { useLessonLinks } from "./use-lesson-links";

const desktopQuery = "(min-width: 64rem)";

/**
 * The single guide screen. The active section lives in state only: switching never changes
 * the URL. `?section=<id>` picks the first section, so every lesson is still linkable.
 *
 * A lesson that has loaded (prefetched on hover, focus or press) opens in one synchronous
 * render: one frame, measured faster than a transition or a default-priority update here. One
 * still on its way opens in a transition: the sidebar's highlight and the top bar's title follow
 * the press at once, the lesson on screen stays, dimmed (`pending`, see `LessonView`), and the
 * two swap in one commit when the chunk arrives. Switching synchronously there showed a
 * skeleton first and then waited out React's 300 ms pause before revealing content that had
 * replaced a fallback (cold switch to React Hooks, 4× CPU: ~500 → ~320 ms).
 */
export function GuidePage() {
  const { search } = useLocation();
  const [target, setTarget] = useState<LessonTarget>(() => ({
    sectionId: sectionFromSearch(search),
    focus: false,
  }));
  const [activeId, setActiveId] = useState<SectionId>(target.sectionId);
  const [switching, startSwitch] = useTransition();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const menuRef = useRef<HTMLButtonElement>(null);

  const closeSidebar = useCallback(() => {
    setSidebarOpen(false);
    menuRef.current?.focus();
  }, []);

  const openSection = useCallback((sectionId: SectionId, headingId?: string) => {
    const next: LessonTarget = { sectionId, headingId, focus: true };
    setSidebarOpen(false);
    if (lessonReady(sectionId)) {
      setActiveId(sectionId);
      setTarget(next);
    } else {
      setActiveId(sectionId);
      startSwitch(() => setTarget(next));
    }
  }, []);

  useLessonLinks(openSection, prefetchLesson);

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
        onSelect={(id) => openSection(id)}
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
          <LessonView target={target} pending={switching} onOpenSection={openSection} />
        </main>
      </div>
    </div>
  );
}

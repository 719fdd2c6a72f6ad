import { useEffect } from "react";
import { isSectionId, type SectionId } from "@/data/sections";

export interface LessonLinkTarget {
  sectionId: SectionId;
  headingId?: string;
}

/**
 * Where a link inside a lesson points when it names another lesson of this guide
 * (`/?section=hooks#usecontext`), or null for any other link.
 */
export function lessonLinkTarget(href: string, origin: string, base: string) {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== base) return null;
  const sectionId = url.searchParams.get("section");
  if (!isSectionId(sectionId)) return null;
  const headingId = decodeURIComponent(url.hash.slice(1)) || undefined;
  return { sectionId, headingId } satisfies LessonLinkTarget;
}

/** The lesson a link inside the current lesson points to, for an event on (or in) that link. */
function lessonLinkOf(target: EventTarget | null) {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!link || !link.closest("#lesson") || link.getAttribute("target")) return null;
  return lessonLinkTarget(
    link.getAttribute("href") ?? "",
    window.location.origin,
    import.meta.env.BASE_URL,
  );
}

/**
 * Cross-links between lessons open in place, the way the sidebar does (the URL never changes,
 * as the spec asks), and land on their heading. The links stay real `href`s: they work before
 * the app has loaded, and a modified or middle click still opens a new tab. Intent on such a
 * link (pointer over, focus, press) calls `prefetch` with its lesson, as the sidebar does.
 */
export function useLessonLinks(
  open: (sectionId: SectionId, headingId?: string) => void,
  prefetch?: (sectionId: SectionId) => void,
) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = lessonLinkOf(event.target);
      if (!target) return;
      event.preventDefault();
      open(target.sectionId, target.headingId);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [open]);

  useEffect(() => {
    if (!prefetch) return;
    // pointerenter does not bubble; pointerover and focusin do, so one listener serves all links.
    const onIntent = (event: Event) => {
      const target = lessonLinkOf(event.target);
      if (target) prefetch(target.sectionId);
    };
    const events = ["pointerover", "focusin", "pointerdown"] as const;
    for (const type of events) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent);
    };
  }, [prefetch]);
}

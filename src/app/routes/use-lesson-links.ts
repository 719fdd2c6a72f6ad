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

/**
 * Cross-links between lessons open in place, the way the sidebar does (the URL never changes,
 * as the spec asks), and land on their heading. The links stay real `href`s: they work before
 * the app has loaded, and a modified or middle click still opens a new tab.
 */
export function useLessonLinks(open: (sectionId: SectionId, headingId?: string) => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!link || !link.closest("#lesson") || link.getAttribute("target")) return;
      const target = lessonLinkTarget(
        link.getAttribute("href") ?? "",
        window.location.origin,
        import.meta.env.BASE_URL,
      );
      if (!target) return;
      event.preventDefault();
      open(target.sectionId, target.headingId);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [open]);
}

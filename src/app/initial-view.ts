import { defaultSectionId, isSectionId, type SectionId } from "@/data/sections";
import { viewFor } from "@/lib/view-rule";

/**
 * What a URL shows first: a section's lesson, or the not-found screen for any other path. The
 * build prerenders every view (pipeline/prerender.ts), and the boot script (src/boot/boot.ts)
 * applies this same rule (src/lib/view-rule.ts) before the page paints.
 */
export type InitialView = SectionId | "404";

export function initialView(pathname: string, search: string, base = "/"): InitialView {
  return viewFor({ pathname, search }, base, isSectionId, defaultSectionId) as InitialView;
}

import { sectionFromSearch, type SectionId } from "@/data/sections";

/**
 * What a URL shows first: a section's lesson, or the not-found screen for any other path. The
 * build prerenders every view (build/prerender.ts), and the boot script (build/boot-script.ts)
 * applies this same rule before the page paints.
 */
export type InitialView = SectionId | "404";

export function initialView(pathname: string, search: string, base = "/"): InitialView {
  return pathname === base ? sectionFromSearch(search) : "404";
}

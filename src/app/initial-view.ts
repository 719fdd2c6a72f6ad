import { sectionFromSearch } from "@/data/sections";

/**
 * Which prerendered page fits a URL: "home" is the introduction as prerendered into
 * index.html, "section" any other lesson (rendered on the client), "404" any other path.
 * The same rule runs in the boot script (build/boot-script.ts) before the page paints.
 */
export type InitialView = "home" | "section" | "404";

export function initialView(pathname: string, search: string, base = "/"): InitialView {
  if (pathname !== base) return "404";
  return sectionFromSearch(search) === "introduction" ? "home" : "section";
}

/**
 * The one rule for what a URL shows first, shared by the app (src/app/initial-view.ts) and the
 * boot script (src/boot/boot.ts), which applies it before the page paints: at the site's root,
 * the section `?section=` names if it is one, else the default; on any other path, "404".
 * No imports, so the boot script stays a few kilobytes.
 */
export function viewFor(
  location: { pathname: string; search: string },
  base: string,
  isSection: (id: string) => boolean,
  defaultView: string,
): string {
  if (location.pathname !== base) return "404";
  let section: string | null = null;
  try {
    section = new URLSearchParams(location.search).get("section");
  } catch {
    section = null;
  }
  return section !== null && isSection(section) ? section : defaultView;
}

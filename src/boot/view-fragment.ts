/**
 * A prerendered view as the build writes it (build/prerender.ts) and the boot script reads it:
 * JSON, so that no host rewrites its name or answers it with a page (hosts with "clean URLs"
 * redirect `.html` files, and SPA fallbacks answer unknown names with index.html). `kind` and
 * `view` are the marker: the boot script uses a fetched view only when it is the one it asked
 * for, and otherwise lets the app render the view itself.
 */
export const VIEW_KIND = "react-guide/view";

/**
 * On `<html>` when the page holds its view's first screen only (index.html): the boot script
 * appends the rest of the lesson from the view's fragment before the app hydrates it.
 */
export const REST_ATTRIBUTE = "data-view-rest";

export interface ViewFragment {
  kind: typeof VIEW_KIND;
  /** The view's id: a section id or "404". */
  view: string;
  /** `#root`'s HTML with the lesson's first screen only. */
  html: string;
  /** The rest of the lesson, in pieces appended to its `<article>` a frame apart. */
  parts: string[];
}

export function isViewFragment(value: unknown, view: string): value is ViewFragment {
  if (typeof value !== "object" || value === null) return false;
  const fragment = value as Partial<ViewFragment>;
  return (
    fragment.kind === VIEW_KIND &&
    fragment.view === view &&
    typeof fragment.html === "string" &&
    Array.isArray(fragment.parts) &&
    fragment.parts.every((part) => typeof part === "string")
  );
}

/**
 * A prerendered view as the build writes it (pipeline/prerender.ts) and the boot script reads it:
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

/** The marker of a view's rest: the lesson below its first screen. */
export const VIEW_REST_KIND = "react-guide/view-rest";

/** A view's first screen: all the page needs before its first paint. */
export interface ViewFragment {
  kind: typeof VIEW_KIND;
  /** The view's id: a section id or "404". */
  view: string;
  /** `#root`'s HTML with the lesson's first screen only. */
  html: string;
}

/**
 * The rest of a section's lesson, a file of its own: a deep link's first paint waits only for
 * the first screen (~5 kB gzip for React Hooks, where the whole view is ~31 kB).
 */
export interface ViewRest {
  kind: typeof VIEW_REST_KIND;
  view: string;
  /** Pieces appended to the lesson's `<article>` a frame apart. */
  parts: string[];
}

const marked = (value: unknown, kind: string, view: string): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  (value as { kind?: unknown }).kind === kind &&
  (value as { view?: unknown }).view === view;

export function isViewFragment(value: unknown, view: string): value is ViewFragment {
  return marked(value, VIEW_KIND, view) && typeof value.html === "string";
}

export function isViewRest(value: unknown, view: string): value is ViewRest {
  return (
    marked(value, VIEW_REST_KIND, view) &&
    Array.isArray(value.parts) &&
    value.parts.every((part) => typeof part === "string")
  );
}

import type { ConsoleLevel, FromRunner } from "../protocol";

/**
 * What a reader's app does in their own browser tab but the sandbox would swallow or turn into
 * a crash, made to behave here too, and what would take the preview away, contained with a
 * word in the console panel. Installed once, before any reader code runs.
 */
interface ShimOptions {
  post: (message: FromRunner) => void;
  /** A line in the reader's console panel. */
  note: (level: ConsoleLevel, text: string) => void;
}

/** More dialogs than this in one go, without the page getting a moment, is a loop. */
export const DIALOG_LIMIT = 3;

/**
 * A link that leaves the page, shown to the reader in the console panel. Same-page fragments
 * (`#section`) are left alone: they only scroll.
 */
function leavingLink(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest("a[href], area[href]");
  if (!link) return null;
  const href = link.getAttribute("href") ?? "";
  const url = new URL(href, location.href);
  const newTab = (link.getAttribute("target") ?? "_self") !== "_self";
  const samePage =
    url.origin === location.origin &&
    url.pathname === location.pathname &&
    url.search === location.search &&
    url.hash !== "";
  return samePage && !newTab ? null : { href, newTab };
}

/**
 * Links and forms the reader's code did not handle would load another page into the frame (or,
 * for `target="_blank"`, be refused by the sandbox in silence). React handlers run before these
 * listeners, on the root, so a handled click or submit (`<Link>`, `event.preventDefault()`,
 * `<form action={fn}>`) has its default already prevented.
 */
function containNavigation({ post, note }: ShimOptions) {
  window.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const link = leavingLink(event);
    if (link === null) return;
    event.preventDefault();
    note(
      "warn",
      link.newTab
        ? `The preview stayed put: <a href="${link.href}" target> opens another tab or window, ` +
            "which the sandboxed preview may not do. In your own app, the link would work."
        : `The preview stayed put: a plain link (<a href="${link.href}">) loads a new page, ` +
            "which would replace this app. In a React Router app, use <Link to> (or " +
            "useNavigate) to change the route without leaving the page.",
    );
  });
  window.addEventListener("submit", (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    note(
      "warn",
      "A form was submitted without event.preventDefault(), which would reload the page and " +
        "lose the app's state. Call event.preventDefault() in onSubmit, or pass a function to " +
        "<form action={…}>.",
    );
  });
  // location.assign, location.href = …, location.reload: none of them can be stopped from a
  // script, so the guide is told and puts a fresh runner in place (see use-runner.ts).
  window.addEventListener("beforeunload", () => post({ type: "leaving" }));
}

/**
 * alert, confirm and prompt are the browser's own dialogs (the frame has allow-modals), as in
 * the reader's own tab. Each one pauses the page until the reader answers, so the guide is
 * told not to take the wait for a hung runner; and a loop that opens dialogs without end is
 * stopped after a few, or the reader could never leave it.
 */
function watchDialogs({ post }: ShimOptions) {
  let inARow = 0;
  for (const name of ["alert", "confirm", "prompt"] as const) {
    const original = window[name].bind(window) as (...args: unknown[]) => unknown;
    const wrapped = (...args: unknown[]) => {
      inARow += 1;
      if (inARow === 1) queueMicrotask(() => (inARow = 0));
      if (inARow > DIALOG_LIMIT)
        throw new Error(
          `This code opened more than ${DIALOG_LIMIT} dialogs in a row (${name}), so it was ` +
            "stopped. Is a dialog called in a loop, or on every render?",
        );
      post({ type: "dialog", open: true });
      try {
        return original(...args);
      } finally {
        post({ type: "dialog", open: false });
      }
    };
    Object.defineProperty(window, name, { value: wrapped, configurable: true, writable: true });
  }
}

/** The Storage interface, kept in memory for as long as the preview lives. */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(String(key)) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(String(key), String(value));
  }
  removeItem(key: string) {
    this.#items.delete(String(key));
  }
  clear() {
    this.#items.clear();
  }
  [name: string]: unknown;
}

/**
 * In an opaque origin, merely reading `localStorage` throws a SecurityError, so code from the
 * lessons that remembers a setting would crash here. It gets storage in memory instead: it
 * works while the preview lives and keeps nothing (the guide stores nothing about a reader).
 */
function memoryStorage({ note }: ShimOptions) {
  for (const name of ["localStorage", "sessionStorage"] as const) {
    const storage = new MemoryStorage();
    let told = false;
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        if (!told) {
          told = true;
          note(
            "info",
            `${name} works here in memory only: what you save lasts until the preview restarts, ` +
              "and nothing is written to your browser.",
          );
        }
        return storage;
      },
    });
  }
}

export function installSandboxShims(options: ShimOptions) {
  containNavigation(options);
  watchDialogs(options);
  memoryStorage(options);
}

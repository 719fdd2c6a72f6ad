/**
 * The guide's half of "the editor keeps the keyboard" (the runner's half is
 * runner/focus-in-frame.ts): when a preview frame reports that it got the page's focus without
 * the reader, the focus goes back to the element that had it. A frame the reader entered with
 * Tab keeps it: that press happened here, in the guide's page, just before.
 */

/** How recent a Tab here must be for the frame's focus to be the reader's doing. */
const TAB_MS = 1000;

let before: HTMLElement | null = null;
let tabAt = -Infinity;
let watching = false;

/** Starts following where the page's focus is (once per page; every runner calls it). */
export function watchPageFocus() {
  if (watching) return;
  watching = true;
  document.addEventListener(
    "focusin",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !(target instanceof HTMLIFrameElement)) before = target;
    },
    true,
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Tab") tabAt = performance.now();
    },
    true,
  );
}

/** Forgets the last focus and Tab: a new page's state (the unit tests share one document). */
export function resetPageFocus() {
  before = null;
  tabAt = -Infinity;
}

/** `frame` says it took the page's focus without the reader: the focus goes back, in place. */
export function giveFocusBack(frame: HTMLIFrameElement | null) {
  if (!frame || document.activeElement !== frame) return;
  if (performance.now() - tabAt < TAB_MS) return;
  if (before?.isConnected) before.focus({ preventScroll: true });
}

import type { FromRunner } from "../protocol";

/**
 * Focus inside the frame never scrolls the guide. Checks click and type with user-event, which
 * focuses elements in the frame; a plain `focus()` there scrolls every ancestor to show the
 * element, the guide's page included: pressing Check threw the reader up to the preview
 * (measured: 785 px on the Hooks lesson). The frame is sized to its content and never scrolls
 * itself, so nothing is lost by focusing without scrolling; what is focused stays the same.
 */
export function focusWithoutScrolling(prototype: HTMLElement = HTMLElement.prototype) {
  const focus = prototype.focus;
  prototype.focus = function focusInPlace(this: HTMLElement, options?: FocusOptions) {
    focus.call(this, { ...options, preventScroll: true });
  };
}

/** Keys the guide answers wherever focus is: Ctrl+K / ⌘K (search) and Escape. */
export function isGuideShortcut(event: KeyboardEvent) {
  if (event.key === "Escape") return true;
  return (
    event.key.toLowerCase() === "k" &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}

/**
 * The reader's own key presses that the guide answers are passed on to it, so Ctrl+K opens
 * search and Escape closes what it closes even while focus is in the preview. Presses made by
 * checks (user-event's, not trusted) never are. The frame still sees the key too, except
 * Ctrl+K, which would otherwise reach the browser's own search box.
 */
export function forwardGuideShortcuts(
  post: (message: FromRunner) => void,
  target: Window = window,
) {
  target.addEventListener(
    "keydown",
    (event) => {
      if (!event.isTrusted || !isGuideShortcut(event)) return;
      if (event.key !== "Escape") event.preventDefault();
      post({
        type: "shortcut",
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
      });
    },
    true,
  );
}

import { isGuideShortcut, type FromRunner } from "../protocol";

/**
 * The reader's own presses of the guide's keys (protocol.ts, `isGuideShortcut`) are passed on,
 * so Ctrl+K opens search and Escape leaves the preview even while focus is in it. Presses made
 * by checks (user-event's, not trusted) never are. Ctrl+K is taken before the page sees it (it
 * would otherwise reach the browser's own search box); Escape goes first to the code in the
 * frame, and is passed on only if that code did not claim it (a dialog it closes, say).
 */
export function forwardGuideShortcuts(
  post: (message: FromRunner) => void,
  target: Window = window,
) {
  const forward = (event: KeyboardEvent) =>
    post({
      type: "shortcut",
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
    });
  target.addEventListener(
    "keydown",
    (event) => {
      if (!event.isTrusted || event.key === "Escape" || !isGuideShortcut(event)) return;
      event.preventDefault();
      forward(event);
    },
    true,
  );
  target.addEventListener("keydown", (event) => {
    if (!event.isTrusted || event.key !== "Escape" || event.defaultPrevented) return;
    if (isGuideShortcut(event)) forward(event);
  });
}

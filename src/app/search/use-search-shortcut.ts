import { useEffect } from "react";

/** Where "/" is a character the reader is typing, not a command. */
export function isTextEntry(target: EventTarget | null) {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !==
      null
  );
}

/** True for Ctrl+K / ⌘K anywhere, and for "/" outside text fields. */
export function isSearchShortcut(event: KeyboardEvent) {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if (event.key.toLowerCase() === "k") return (event.ctrlKey || event.metaKey) && !event.shiftKey;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !isTextEntry(event.target);
}

/** Opens search on Ctrl+K, ⌘K or "/" (the keys docs sites share). */
export function useSearchShortcut(onOpen: () => void, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // Ctrl+K would otherwise focus the browser's own search box.
      event.preventDefault();
      onOpen();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onOpen, enabled]);
}

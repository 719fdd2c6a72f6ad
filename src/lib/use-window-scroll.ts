import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange);
  // Content that grows or shrinks (a lesson switch, a demo) changes progress without a scroll.
  const observer = new ResizeObserver(onChange);
  observer.observe(document.body);
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
    observer.disconnect();
  };
}

/**
 * A value derived from the window's scroll position, re-rendering only when it changes.
 * `serverValue` is used while prerendering and hydrating.
 */
export function useWindowScroll<T>(read: (root: HTMLElement) => T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => read(document.documentElement),
    () => serverValue,
  );
}

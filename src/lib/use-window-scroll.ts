import { useEffect, useState, useSyncExternalStore } from "react";

type Read<T> = (root: HTMLElement) => T;

/**
 * A store for one hook: `read` runs only when the page has scrolled, resized or changed size,
 * in those events' callbacks, where layout is already up to date. Rendering and React's own
 * snapshot checks get the value measured last, so they never force a layout in the middle of a
 * commit (a lesson switch paid ~20 ms at 4× CPU for that before it could paint).
 */
function createScrollStore<T>(initialRead: Read<T>) {
  let read = initialRead;
  let measured = false;
  let value: T;
  const measure = () => {
    value = read(document.documentElement);
    measured = true;
  };
  return {
    /** The next measurement uses `next` (a re-render may pass a new function). */
    setRead(next: Read<T>) {
      read = next;
    },
    subscribe(onChange: () => void) {
      const update = () => {
        measure();
        onChange();
      };
      window.addEventListener("scroll", update, { passive: true });
      window.addEventListener("resize", update);
      // Content that grows or shrinks (a lesson switch, a demo) changes progress without a
      // scroll. The observer also reports once right after the first layout.
      const observer = new ResizeObserver(update);
      observer.observe(document.body);
      return () => {
        window.removeEventListener("scroll", update);
        window.removeEventListener("resize", update);
        observer.disconnect();
      };
    },
    getSnapshot() {
      if (!measured) measure();
      return value;
    },
  };
}

/**
 * A value derived from the window's scroll position, re-rendering only when it changes.
 * `serverValue` is used while prerendering and hydrating.
 */
export function useWindowScroll<T>(read: Read<T>, serverValue: T): T {
  const [store] = useState(() => createScrollStore(read));
  useEffect(() => store.setRead(read), [store, read]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => serverValue);
}

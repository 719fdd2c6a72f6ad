import { useEffect, useReducer, useState } from "react";

/** One module, loaded once and kept: what a component that shows it on demand needs. */
export interface ModuleLoader<T> {
  /** The module if it has loaded, else null (synchronous: a later render shows it at once). */
  get: () => T | null;
  /** Loads it, once. A failed load is forgotten, so the next call tries again (back online). */
  load: () => Promise<T>;
}

export function moduleLoader<T>(importModule: () => Promise<T>): ModuleLoader<T> {
  let loaded: { module: T } | null = null;
  let request: Promise<T> | null = null;
  return {
    get: () => (loaded ? loaded.module : null),
    load() {
      request ??= importModule().then(
        (module) => {
          loaded = { module };
          return module;
        },
        (error: unknown) => {
          request = null;
          throw error;
        },
      );
      return request;
    },
  };
}

/**
 * The loader's module once `wanted` is true: at once if it has loaded before, else after it
 * loads (null until then), like `React.lazy` without Suspense. A Suspense retry renders in time
 * slices, giving a frame to the browser every few milliseconds: at 4× CPU the Edit panel
 * appeared about 250 ms after its chunk had arrived, and its sandboxed preview could not start
 * loading before. A state update renders in one go. A module that fails to load is thrown to the
 * nearest error boundary, as a lazy component's is, unless `failure` is "ignore" (the caller
 * does without it, and the hook keeps returning null).
 */
export function useModule<T>(
  loader: ModuleLoader<T>,
  wanted = true,
  failure: "throw" | "ignore" = "throw",
): T | null {
  const [, loadedNow] = useReducer((count: number) => count + 1, 0);
  const [error, setError] = useState<{ cause: unknown } | null>(null);
  const module = wanted ? loader.get() : null;
  const waiting = wanted && module === null && error === null;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    loader.load().then(
      () => live && loadedNow(),
      (cause: unknown) => live && setError({ cause: cause ?? new Error("A module did not load") }),
    );
    return () => {
      live = false;
    };
  }, [waiting, loader]);
  if (error && failure === "throw") throw error.cause;
  return module;
}

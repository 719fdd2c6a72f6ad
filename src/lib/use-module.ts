import { useEffect, useState } from "react";

type Loaded<T> = { module: T } | { error: unknown };

/**
 * Loads a module once `wanted` turns true and returns it when it is there (null before), like
 * `React.lazy` without Suspense. A Suspense retry renders in time slices, giving a frame to the
 * browser every few milliseconds: at 4× CPU the Edit panel appeared about 250 ms after its
 * chunk had arrived, and its sandboxed preview could not start loading before. A state update
 * renders in one go. A module that fails to load is thrown to the nearest error boundary, as
 * a lazy component's is.
 */
export function useModule<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    load().then(
      (module) => live && setLoaded({ module }),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, load]);
  if (loaded && "error" in loaded) throw loaded.error;
  return loaded ? loaded.module : null;
}

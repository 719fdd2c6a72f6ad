interface IdleOptions {
  /** With requestIdleCallback: run by then even if the browser never turns idle. */
  timeoutMs: number;
  /** Without it (Safari): run after this delay instead. */
  fallbackMs: number;
}

/** Runs `callback` once the browser is idle; returns a function that cancels it. */
export function whenIdle(callback: () => void, { timeoutMs, fallbackMs }: IdleOptions) {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, fallbackMs);
  return () => clearTimeout(timer);
}

interface IdleOptions {
  /** With requestIdleCallback: run by then even if the browser never turns idle. */
  timeoutMs: number;
  /** Without it (Safari): run after this delay instead. */
  fallbackMs: number;
}

/** What a callback gets when it runs from a timer: no idle time promised. */
const NO_IDLE_TIME: IdleDeadline = { didTimeout: true, timeRemaining: () => 0 };

/**
 * Runs `callback` once the browser is idle, with the idle time left (none when it runs from
 * the timeout or the fallback); returns a function that cancels it.
 */
export function whenIdle(
  callback: (deadline: IdleDeadline) => void,
  { timeoutMs, fallbackMs }: IdleOptions,
) {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => callback(NO_IDLE_TIME), fallbackMs);
  return () => clearTimeout(timer);
}

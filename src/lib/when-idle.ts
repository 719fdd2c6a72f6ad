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

/**
 * Runs `callback` in a task after the browser has drawn its next frame: what is on screen now
 * (a pressed tab, a switched block, an answer the reader waited on) is shown before the work.
 * Where there are no frames (no `requestAnimationFrame`), in the next task.
 */
export function afterNextFrame(callback: () => void) {
  if (typeof requestAnimationFrame === "function")
    requestAnimationFrame(() => setTimeout(callback, 0));
  else setTimeout(callback, 0);
}

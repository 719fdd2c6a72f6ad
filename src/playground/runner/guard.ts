/** Thrown into the reader's code when one synchronous run of it has looped too long. */
export class RanTooLongError extends Error {
  constructor(limitMs: number) {
    super(`This code ran for more than ${limitMs / 1000} s without stopping, so it was stopped.`);
    this.name = "RanTooLongError";
  }
}

/**
 * A guard the compiler calls at the top of every loop body. It measures how long the current
 * synchronous run has lasted: the first call in a task notes the time, and a microtask (which
 * can only run once the stack is empty, that is once the loop has finished) clears it. So a
 * loop that never yields trips it after `limitMs`, while a long-lived app that loops briefly in
 * many tasks never does.
 */
export type LoopGuard = (() => void) & {
  /** Re-arms a guard that has tripped, for the next run of new code. */
  reset: () => void;
};

export function createLoopGuard(
  limitMs: number,
  onTrip: (error: RanTooLongError) => void,
): LoopGuard {
  let runStart: number | null = null;
  let calls = 0;
  // Once tripped, every loop of that code stops at once: React retries a failed render, and
  // each retry would otherwise spin for the whole limit again.
  let tripped = false;
  const guard = () => {
    if (tripped) throw new RanTooLongError(limitMs);
    // Reading the clock on every iteration would slow tight loops; every 1,000th is enough.
    calls += 1;
    if (calls % 1000 !== 0 && runStart !== null) return;
    const now = performance.now();
    if (runStart === null) {
      runStart = now;
      queueMicrotask(() => {
        runStart = null;
      });
      return;
    }
    if (now - runStart > limitMs) {
      tripped = true;
      const error = new RanTooLongError(limitMs);
      onTrip(error);
      throw error;
    }
  };
  return Object.assign(guard, {
    reset: () => {
      tripped = false;
      runStart = null;
    },
  });
}

/**
 * Whether a sandboxed preview on the page is running code or checks, so that other work can wait
 * for it. On two cores, the editor's type and lint workers (which start after each pause in
 * typing) took the CPU from the preview's run and a Check: at 4× CPU a Check's results came
 * 2.3–5.3 s after the press with the workers and 1.0–1.1 s without them. The workers' answers
 * can wait a moment; the preview is what the reader is looking at.
 */
let running = 0;
let waiting: (() => void)[] = [];

/** Marks the start of a run or a check; call the returned function once it has answered. */
export function startRunnerWork(): () => void {
  running += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running -= 1;
    if (running > 0) return;
    const callbacks = waiting;
    waiting = [];
    for (const callback of callbacks) callback();
  };
}

/**
 * Calls `callback` at once when no preview is running, else when the last one has answered, and
 * after `limitMs` at the latest (a frame that hangs is restarted by its own watchdog). Returns a
 * function that cancels the call.
 */
export function afterRunnerWork(callback: () => void, limitMs: number): () => void {
  if (running === 0) {
    callback();
    return () => {};
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    window.clearTimeout(timer);
    waiting = waiting.filter((entry) => entry !== once);
    callback();
  };
  const timer = window.setTimeout(once, limitMs);
  waiting.push(once);
  return () => {
    done = true;
    window.clearTimeout(timer);
    waiting = waiting.filter((entry) => entry !== once);
  };
}

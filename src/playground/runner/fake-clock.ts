/**
 * The clock of `vi.useFakeTimers()` in a reader's test file. It replaces only the timers of the
 * reader's own modules (their globals, see check-scope.ts), never the page's: React's scheduler
 * and user-event keep running on real time, so a test cannot freeze the runner.
 */

interface FakeTimer {
  at: number;
  callback: (...args: unknown[]) => void;
  args: unknown[];
  /** Set for intervals: the period. */
  every?: number;
}

/** Fired in one advance before the clock gives up (a timer that keeps scheduling itself). */
const LOOP_LIMIT = 10_000;

export function createFakeClock() {
  let now = 0;
  // Far above the page's own timer ids, so the two kinds never share one.
  let nextId = 2 ** 30;
  const timers = new Map<number, FakeTimer>();

  const schedule = (
    callback: TimerHandler,
    ms: number | undefined,
    args: unknown[],
    every?: number,
  ) => {
    if (typeof callback !== "function")
      throw new TypeError("Fake timers need a function, not a string of code.");
    const delay = Math.max(0, Number(ms) || 0);
    const id = nextId++;
    timers.set(id, {
      at: now + delay,
      callback: callback as FakeTimer["callback"],
      args,
      every: every === undefined ? undefined : Math.max(1, delay),
    });
    return id;
  };

  /** The timer due first (by time, then by creation), if it is due by `limit`. */
  const due = (limit: number) => {
    let found: [number, FakeTimer] | null = null;
    for (const entry of timers)
      if (entry[1].at <= limit && (!found || entry[1].at < found[1].at)) found = entry;
    return found;
  };

  const fire = ([id, timer]: [number, FakeTimer]) => {
    now = Math.max(now, timer.at);
    if (timer.every) timer.at = now + timer.every;
    else timers.delete(id);
    timer.callback(...timer.args);
  };

  const runUntil = (limit: number) => {
    for (let fired = 0; ; fired += 1) {
      if (fired > LOOP_LIMIT)
        throw new Error(
          `Fake timers fired ${LOOP_LIMIT} times without stopping: a timer keeps scheduling itself.`,
        );
      const next = due(limit);
      if (!next) break;
      fire(next);
    }
  };

  return {
    timers: {
      setTimeout: (callback: TimerHandler, ms?: number, ...args: unknown[]) =>
        schedule(callback, ms, args),
      setInterval: (callback: TimerHandler, ms?: number, ...args: unknown[]) =>
        schedule(callback, ms, args, Number(ms) || 0),
      clearTimeout: (id: unknown) => void timers.delete(id as number),
      clearInterval: (id: unknown) => void timers.delete(id as number),
    },
    advance(ms: number) {
      const target = now + Math.max(0, ms);
      runUntil(target);
      now = target;
    },
    /** Fires the next timer, whatever its time. */
    next() {
      const first = due(Infinity);
      if (first) fire(first);
    },
    runAll() {
      runUntil(Infinity);
    },
    runPending() {
      const limit = Math.max(now, ...[...timers.values()].map((timer) => timer.at));
      const pending = new Set(timers.keys());
      for (const entry of [...timers].sort((a, b) => a[1].at - b[1].at))
        if (pending.has(entry[0]) && timers.has(entry[0]) && entry[1].at <= limit) fire(entry);
    },
    count: () => timers.size,
    clear: () => timers.clear(),
  };
}

export type FakeClock = ReturnType<typeof createFakeClock>;

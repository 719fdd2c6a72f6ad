/**
 * Timers that keep time while the checks run with the frame scrolled out of view. Chromium runs
 * a cross-origin frame's delayed timers at most once a second while the frame is outside the
 * viewport, and the runner's frame is one (sandboxed, opaque origin): a Check pressed with the
 * preview scrolled away took seconds, every wait of user-event's and Testing Library's landing
 * on the next whole second. The guide's own timers run on time, and its messages reach the frame
 * at once, so while the checks run (`hold`) the frame asks the guide to wake it when its next
 * timer is due; each timer runs once, from its own timer or the wake, whichever comes first.
 * Outside checks the browser's throttling stays as it is: a preview out of view may rest.
 *
 * `installWakeUps` replaces the four timer functions of `globalThis`, so it runs before React
 * (whose scheduler keeps the `setTimeout` it finds as it loads) and before anything else.
 */

type Handler = (...args: unknown[]) => void;
// The browser's timer functions, loosely typed: ids are only stored and handed back.
type Start = (handler: unknown, ms?: number, ...args: unknown[]) => unknown;
type Stop = (id: unknown) => void;

interface Timer {
  handler: Handler;
  args: unknown[];
  ms: number;
  repeat: boolean;
  /** When it is next due, on `performance.now()`'s clock. */
  due: number;
  /** The browser's timer of its current round. */
  native: unknown;
  /** Its id: the browser's id of its first round. */
  id: unknown;
}

export interface WakeUps {
  /** While at least one hold is on, the frame asks for wake-ups; returns the release. */
  hold: () => () => void;
  /** The guide's wake-up arrived: runs every timer that is due. */
  wake: () => void;
  /** Puts the browser's own timer functions back (for tests). */
  uninstall: () => void;
}

/**
 * `ask(ms)`: asks the guide to wake the frame in `ms` milliseconds, replacing any earlier
 * request; `ask(null)` withdraws it.
 */
export function installWakeUps(ask: (ms: number | null) => void): WakeUps {
  const native = {
    setTimeout: globalThis.setTimeout as unknown as Start,
    clearTimeout: globalThis.clearTimeout as unknown as Stop,
    setInterval: globalThis.setInterval as unknown as Start,
    clearInterval: globalThis.clearInterval as unknown as Stop,
  };
  // Keyed by the browser's id of each timer's first round: ids the browser never hands out
  // twice, so those of timers it runs itself (a string of code) cannot collide with them.
  const timers = new Map<unknown, Timer>();
  let holds = 0;
  let askedFor: number | null = null;

  const askForNext = () => {
    let next: number | null = null;
    if (holds > 0)
      for (const timer of timers.values()) next = Math.min(next ?? Infinity, timer.due);
    if (next === askedFor) return;
    askedFor = next;
    ask(next === null ? null : Math.max(0, Math.ceil(next - performance.now())));
  };

  const arm = (timer: Timer) => {
    timer.due = performance.now() + timer.ms;
    timer.native = native.setTimeout.call(globalThis, () => fire(timer), timer.ms);
  };

  const fire = (timer: Timer) => {
    if (timers.get(timer.id) !== timer) return; // cleared, or run by the other source
    native.clearTimeout.call(globalThis, timer.native); // when the guide's wake came first
    if (timer.repeat) arm(timer);
    else timers.delete(timer.id);
    try {
      timer.handler.apply(globalThis, timer.args);
    } finally {
      askForNext();
    }
  };

  const start = (repeat: boolean) =>
    function (handler: TimerHandler, ms?: number, ...args: unknown[]) {
      if (typeof handler !== "function")
        return (repeat ? native.setInterval : native.setTimeout).call(globalThis, handler, ms);
      const timer: Timer = {
        handler: handler as Handler,
        args,
        ms: Math.max(0, Number(ms) || 0),
        repeat,
        due: 0,
        native: null,
        id: null,
      };
      arm(timer);
      timer.id = timer.native;
      timers.set(timer.id, timer);
      if (holds > 0) askForNext();
      return timer.id;
    };

  const stop = (id: unknown) => {
    const timer = timers.get(id);
    if (!timer) {
      native.clearTimeout.call(globalThis, id);
      return;
    }
    native.clearTimeout.call(globalThis, timer.native);
    timers.delete(id);
    if (holds > 0) askForNext();
  };

  Object.assign(globalThis, {
    setTimeout: start(false),
    setInterval: start(true),
    clearTimeout: stop,
    clearInterval: stop,
  });

  return {
    hold() {
      holds += 1;
      askForNext();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        askForNext();
      };
    },
    wake() {
      askedFor = null; // that request is spent
      const now = performance.now();
      const due = [...timers.values()].filter((timer) => timer.due <= now);
      due.sort((a, b) => a.due - b.due);
      for (const timer of due)
        try {
          fire(timer);
        } catch (error) {
          // As the browser reports a timer's error, without stopping the other timers.
          globalThis.reportError(error);
        }
      askForNext();
    },
    uninstall() {
      Object.assign(globalThis, native);
    },
  };
}

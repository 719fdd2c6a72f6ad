/**
 * The globals a reader's module sees during a check. evaluate.ts passes them as the module's own
 * bindings, so they shadow the page's for the reader's code only: React's scheduler, user-event
 * and Testing Library keep the real timers and are never counted. What the reader starts here is
 * recorded, so a check can ask what is still alive after the component unmounted, and it is all
 * stopped when the check ends (nothing ticks on into the next check).
 */

export interface LiveResources {
  /** Intervals started and not cleared. */
  intervals: number;
  /** Timeouts started that have neither fired nor been cleared. */
  timeouts: number;
  /** `window`/`document` listeners added and not removed, e.g. "window resize". */
  listeners: string[];
  /**
   * How many times the reader's timer callbacks (intervals' and timeouts') have run so far:
   * evidence of time passing for the code itself, where a loaded machine runs timers late.
   */
  timerCalls: number;
}

interface Listener {
  target: "window" | "document";
  type: string;
  callback: EventListenerOrEventListenerObject;
  capture: boolean;
}

// Numbers in browsers, objects in Node: only ever compared and handed back.
type Timer = unknown;
type ClearTimer = (id: never) => void;

const captureOf = (options: unknown) =>
  typeof options === "boolean" ? options : Boolean((options as { capture?: boolean })?.capture);

/**
 * A stand-in for `window` or `document`: reads and writes go to the real object (methods bound
 * to it), except the names in `own`. Passing it where the DOM expects the real node fails, which
 * reader code has no reason to do.
 */
function standIn<T extends object>(real: T, own: Record<string, unknown>): T {
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(real, {
    get(target, key) {
      if (Object.hasOwn(own, key)) return own[key as string];
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== "function" || /^[A-Z]/.test(String(key))) return value;
      // Bound once, so `document.addEventListener === document.addEventListener` holds.
      if (!bound.has(key)) bound.set(key, (value as (...args: unknown[]) => unknown).bind(target));
      return bound.get(key);
    },
    set: (target, key, value) => Reflect.set(target, key, value, target),
    has: (target, key) => Object.hasOwn(own, key) || Reflect.has(target, key),
  });
}

export interface CheckScope {
  /** Name → value: the bindings that shadow the page's globals in the reader's module. */
  globals: Record<string, unknown>;
  live: () => LiveResources;
  /** Clears every timer and removes every listener the reader's code left behind. */
  stopAll: () => void;
}

export interface ScopeOptions {
  /** The reader's console (its lines go to the check's `logs`). */
  console: Console;
  /** The reader's fetch (the check's fake server). */
  fetch: typeof fetch;
  /**
   * Where timers go: the page's by default; the Testing lesson's runner passes a clock it can
   * move by hand (vi.useFakeTimers) without touching React's scheduler.
   */
  timers?: () => Timers;
  /**
   * Hears what the reader's timer and listener callbacks throw: the page's error event only
   * says "Script error." for code of another origin, as the reader's is here.
   */
  onError?: (error: unknown) => void;
}

/** The four timer functions, as the page or a fake clock provides them. */
export interface Timers {
  setTimeout: (handler: TimerHandler, ms?: number, ...args: unknown[]) => unknown;
  setInterval: (handler: TimerHandler, ms?: number, ...args: unknown[]) => unknown;
  clearTimeout: (id: never) => void;
  clearInterval: (id: never) => void;
}

export function createCheckScope(options: ScopeOptions): CheckScope {
  const page: Timers = {
    setTimeout: globalThis.setTimeout.bind(globalThis),
    clearTimeout: globalThis.clearTimeout.bind(globalThis),
    setInterval: globalThis.setInterval.bind(globalThis),
    clearInterval: globalThis.clearInterval.bind(globalThis),
  };
  const clock = options.timers ?? (() => page);
  const timeouts = new Map<Timer, ClearTimer>();
  const intervals = new Map<Timer, ClearTimer>();
  const listeners = new Set<Listener>();
  let timerCalls = 0;
  // Reported, then swallowed: a timer's error has no caller to go back to (in the browser it
  // would only reach the error event, in Node it would end the process).
  const reported = <T extends unknown[]>(callback: (...args: T) => unknown) =>
    function (this: unknown, ...args: T) {
      try {
        return callback.apply(this, args);
      } catch (error) {
        if (!options.onError) throw error;
        options.onError(error);
      }
    };
  const wrappedListeners = new WeakMap<object, EventListener>();
  const asReported = (callback: EventListenerOrEventListenerObject) => {
    if (typeof callback !== "function") return callback;
    if (!wrappedListeners.has(callback)) wrappedListeners.set(callback, reported(callback));
    return wrappedListeners.get(callback)!;
  };

  const setTimeoutTracked = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const timers = clock();
    if (typeof handler !== "function") return timers.setTimeout(handler, ms, ...args);
    const id: Timer = timers.setTimeout(
      reported((...callArgs: unknown[]) => {
        timeouts.delete(id);
        timerCalls += 1;
        (handler as (...values: unknown[]) => void)(...callArgs);
      }),
      ms,
      ...args,
    );
    timeouts.set(id, timers.clearTimeout);
    return id;
  };
  const setIntervalTracked = (handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const timers = clock();
    const callback =
      typeof handler === "function"
        ? reported((...callArgs: unknown[]) => {
            timerCalls += 1;
            (handler as (...values: unknown[]) => void)(...callArgs);
          })
        : handler;
    const id: Timer = timers.setInterval(callback, ms, ...args);
    intervals.set(id, timers.clearInterval);
    return id;
  };
  // The HTML spec lets either clear function clear either kind of timer.
  const clear = (id: Timer) => {
    if (id === undefined || id === null) return;
    const stop = timeouts.get(id) ?? intervals.get(id) ?? clock().clearTimeout;
    timeouts.delete(id);
    intervals.delete(id);
    stop(id as never);
  };

  function listenerMethods(target: "window" | "document", real: EventTarget) {
    const find = (type: string, callback: unknown, capture: boolean) =>
      [...listeners].find(
        (entry) =>
          entry.target === target &&
          entry.type === type &&
          entry.callback === callback &&
          entry.capture === capture,
      );
    return {
      addEventListener(
        type: string,
        callback: EventListenerOrEventListenerObject | null,
        options?: boolean | AddEventListenerOptions,
      ) {
        real.addEventListener(type, callback && asReported(callback), options);
        const capture = captureOf(options);
        if (!callback || find(type, callback, capture)) return;
        const entry: Listener = { target, type, callback, capture };
        listeners.add(entry);
        const settings = typeof options === "object" ? options : {};
        // A listener that removes itself (once, or an aborted signal) is no longer alive.
        if (settings.once)
          real.addEventListener(type, () => listeners.delete(entry), { once: true, capture });
        settings.signal?.addEventListener("abort", () => listeners.delete(entry));
      },
      removeEventListener(
        type: string,
        callback: EventListenerOrEventListenerObject | null,
        options?: boolean | EventListenerOptions,
      ) {
        real.removeEventListener(type, callback && asReported(callback), options);
        const entry = find(type, callback, captureOf(options));
        if (entry) listeners.delete(entry);
      },
    };
  }

  const windowMethods = listenerMethods("window", window);
  const timers = {
    setTimeout: setTimeoutTracked,
    setInterval: setIntervalTracked,
    clearTimeout: clear,
    clearInterval: clear,
  };
  const readerDocument = standIn(document, listenerMethods("document", document));
  const shadowed: Record<string, unknown> = {
    ...timers,
    ...windowMethods,
    console: options.console,
    fetch: options.fetch,
    document: readerDocument,
  };
  const readerWindow = standIn(window, shadowed);
  // `window.window`, `window.self` and `globalThis` are the stand-in itself.
  Object.assign(shadowed, { window: readerWindow, self: readerWindow, globalThis: readerWindow });

  return {
    globals: shadowed,
    live: () => ({
      intervals: intervals.size,
      timeouts: timeouts.size,
      listeners: [...listeners].map((entry) => `${entry.target} ${entry.type}`),
      timerCalls,
    }),
    stopAll() {
      for (const id of [...timeouts.keys(), ...intervals.keys()]) clear(id);
      for (const entry of listeners) {
        const real = entry.target === "window" ? window : document;
        real.removeEventListener(entry.type, asReported(entry.callback), entry.capture);
      }
      listeners.clear();
    },
  };
}

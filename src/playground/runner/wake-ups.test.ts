import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installWakeUps, type WakeUps } from "./wake-ups";

// The real timers, to wait with while the ones under test are a throttled browser's.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const pause = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/**
 * A frame out of view: its own timers come late (here, never, until `deliver` runs them), as
 * Chromium runs a hidden cross-origin frame's timers at most once a second.
 */
function throttledBrowser() {
  const pending = new Map<number, () => void>();
  let nextId = 100;
  globalThis.setTimeout = ((handler: () => void) => {
    nextId += 1;
    pending.set(nextId, handler);
    return nextId;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = ((id: number) => pending.delete(id)) as typeof clearTimeout;
  return {
    pending,
    /** The browser's late round: every timer it holds runs now. */
    deliver() {
      for (const [id, handler] of [...pending]) {
        pending.delete(id);
        handler();
      }
    },
  };
}

let wakeUps: WakeUps | null = null;
const asked: (number | null)[] = [];

beforeEach(() => {
  asked.length = 0;
});

afterEach(() => {
  wakeUps?.uninstall();
  wakeUps = null;
  globalThis.setTimeout = realSetTimeout;
  globalThis.clearTimeout = realClearTimeout;
});

describe("with the browser's own timers", () => {
  beforeEach(() => {
    wakeUps = installWakeUps((ms) => asked.push(ms));
  });

  it("runs timeouts with their arguments, and not once cleared", async () => {
    const calls: unknown[] = [];
    setTimeout((a: number, b: string) => calls.push([a, b]), 5, 1, "two");
    const cleared = setTimeout(() => calls.push("cleared"), 5);
    clearTimeout(cleared);
    await pause(40);
    expect(calls).toEqual([[1, "two"]]);
  });

  it("repeats intervals until they are cleared", async () => {
    let ticks = 0;
    const id = setInterval(() => (ticks += 1), 5);
    // A loaded machine may stall the event loop for tens of milliseconds: wait for the ticks.
    await vi.waitFor(() => expect(ticks).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    clearInterval(id);
    const seen = ticks;
    await pause(30);
    expect(ticks).toBe(seen);
  });

  it("asks the guide for nothing outside a hold", async () => {
    setTimeout(() => {}, 10);
    await pause(30);
    expect(asked).toEqual([]);
  });
});

describe("in a frame out of view", () => {
  it("asks for a wake-up at its next timer while held, and withdraws it on release", () => {
    throttledBrowser();
    wakeUps = installWakeUps((ms) => asked.push(ms));
    const release = wakeUps.hold();
    expect(asked).toEqual([]); // no timer, nothing to ask for
    setTimeout(() => {}, 500);
    setTimeout(() => {}, 50);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toBeGreaterThan(450);
    expect(asked[1]).toBeLessThanOrEqual(50);
    expect(asked[1]).toBeGreaterThan(40);
    release();
    expect(asked.at(-1)).toBeNull();
    release(); // twice changes nothing
    expect(asked).toHaveLength(3);
  });

  it("a wake-up runs the timers that are due, in order, and each only once", async () => {
    const browser = throttledBrowser();
    wakeUps = installWakeUps((ms) => asked.push(ms));
    const release = wakeUps.hold();
    const calls: string[] = [];
    setTimeout(() => calls.push("later"), 20);
    setTimeout(() => calls.push("sooner"), 1);
    setTimeout(() => calls.push("not yet"), 10_000);
    await pause(40);
    wakeUps.wake();
    expect(calls).toEqual(["sooner", "later"]);
    // The browser's late round finds them done.
    browser.deliver();
    expect(calls).toEqual(["sooner", "later", "not yet"]);
    // The next request is for nothing: every timer has run.
    expect(asked.at(-1)).toBeNull();
    release();
  });

  it("an interval woken up goes on, and stops when cleared", async () => {
    throttledBrowser();
    wakeUps = installWakeUps((ms) => asked.push(ms));
    const release = wakeUps.hold();
    let ticks = 0;
    const id = setInterval(() => (ticks += 1), 5);
    for (let round = 0; round < 3; round += 1) {
      await pause(15);
      wakeUps.wake();
    }
    expect(ticks).toBe(3);
    expect(asked.at(-1)).toBeGreaterThan(0); // its next round
    clearInterval(id);
    expect(asked.at(-1)).toBeNull();
    await pause(15);
    wakeUps.wake();
    expect(ticks).toBe(3);
    release();
  });

  it("a timer that throws is reported, and the others due still run", async () => {
    throttledBrowser();
    wakeUps = installWakeUps(() => {});
    const reported: unknown[] = [];
    vi.stubGlobal("reportError", (error: unknown) => void reported.push(error));
    const release = wakeUps.hold();
    const calls: string[] = [];
    setTimeout(() => {
      throw new Error("broken timer");
    }, 1);
    setTimeout(() => calls.push("after it"), 2);
    await pause(20);
    wakeUps.wake();
    expect(calls).toEqual(["after it"]);
    expect(String(reported[0])).toContain("broken timer");
    vi.unstubAllGlobals();
    release();
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { compileModule } from "./compile";
import { resetWarmUp, warmUpCompiler, WARM_UP_COMPILES, WARM_UP_WAIT_MS } from "./warm-up";

// The real compiler, counted.
vi.mock("./compile", async (importOriginal) => {
  const original = await importOriginal<typeof import("./compile")>();
  return { ...original, compileModule: vi.fn(original.compileModule) };
});

const idle: IdleRequestCallback[] = [];
const timeouts: (number | undefined)[] = [];
/** Runs the idle callbacks waiting now, each with `ms` of idle time. */
function idleFor(ms: number) {
  const waiting = idle.splice(0);
  let now = 0;
  for (const callback of waiting)
    callback({ didTimeout: false, timeRemaining: () => Math.max(0, ms - (now += 1)) });
}
/** Runs the idle callbacks waiting now as their timeouts run them: with no idle time. */
function timeOut() {
  for (const callback of idle.splice(0)) callback({ didTimeout: true, timeRemaining: () => 0 });
}

beforeEach(() => {
  vi.mocked(compileModule).mockClear();
  idle.length = 0;
  timeouts.length = 0;
  resetWarmUp();
  vi.stubGlobal(
    "requestIdleCallback",
    (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      timeouts.push(options?.timeout);
      return idle.push(callback);
    },
  );
});

const code = "export default function App() { return <p>hi</p>; }";

describe("warmUpCompiler", () => {
  it("compiles the code in idle time, WARM_UP_COMPILES times in all, then never again", () => {
    warmUpCompiler(code, "App.tsx", () => true);
    expect(compileModule).not.toHaveBeenCalled(); // nothing before the frame is idle
    idleFor(5); // a short idle period: a few compiles, the rest later
    const first = vi.mocked(compileModule).mock.calls.length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(WARM_UP_COMPILES);
    while (idle.length) idleFor(1000);
    expect(compileModule).toHaveBeenCalledTimes(WARM_UP_COMPILES);
    expect(vi.mocked(compileModule).mock.calls.every(([source]) => source === code)).toBe(true);
    warmUpCompiler(code, "App.tsx", () => true);
    expect(idle).toHaveLength(0);
  });

  it("does not wait for idle time that never comes: a step from the timeout compiles once", () => {
    warmUpCompiler(code, "App.tsx", () => true);
    // Chromium gives the runner's frame no idle periods: every step comes from its timeout.
    expect(timeouts).toEqual([WARM_UP_WAIT_MS]);
    timeOut();
    expect(compileModule).toHaveBeenCalledTimes(1);
    while (idle.length) timeOut();
    expect(compileModule).toHaveBeenCalledTimes(WARM_UP_COMPILES);
    expect(timeouts.every((timeout) => timeout === WARM_UP_WAIT_MS)).toBe(true);
  });

  it("stops as soon as other work comes", () => {
    let idleNow = true;
    warmUpCompiler(code, "App.tsx", () => idleNow);
    idleFor(5);
    const before = vi.mocked(compileModule).mock.calls.length;
    idleNow = false; // a new run or a check arrived
    while (idle.length) idleFor(1000);
    expect(compileModule).toHaveBeenCalledTimes(before);
  });

  it("warms nothing with code that does not compile", () => {
    warmUpCompiler("export default function (", "App.tsx", () => true);
    while (idle.length) idleFor(1000);
    expect(compileModule).toHaveBeenCalledTimes(1);
  });
});

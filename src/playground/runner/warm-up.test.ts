import { beforeEach, describe, expect, it, vi } from "vitest";
import { compileModule } from "./compile";
import { resetWarmUp, warmUpCompiler, WARM_UP_COMPILES } from "./warm-up";

// The real compiler, counted.
vi.mock("./compile", async (importOriginal) => {
  const original = await importOriginal<typeof import("./compile")>();
  return { ...original, compileModule: vi.fn(original.compileModule) };
});

const idle: IdleRequestCallback[] = [];
/** Runs the idle callbacks waiting now, each with `ms` of idle time. */
function idleFor(ms: number) {
  const waiting = idle.splice(0);
  let now = 0;
  for (const callback of waiting)
    callback({ didTimeout: false, timeRemaining: () => Math.max(0, ms - (now += 1)) });
}

beforeEach(() => {
  vi.mocked(compileModule).mockClear();
  idle.length = 0;
  resetWarmUp();
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
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

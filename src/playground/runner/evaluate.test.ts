// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import { compileModule } from "./compile";
import { loadModule } from "./evaluate";

// The real compiler, watched: how often a text is compiled.
vi.mock("./compile", async (importOriginal) => {
  const original = await importOriginal<typeof import("./compile")>();
  return { ...original, compileModule: vi.fn(original.compileModule) };
});

const noGuard = Object.assign(() => {}, { reset: () => {} });
const ran: string[] = [];

beforeEach(() => {
  vi.mocked(compileModule).mockClear();
  ran.length = 0;
  Object.assign(globalThis, { ran });
});

const counter = (label: string) => `
(globalThis as unknown as { ran: string[] }).ran.push(${JSON.stringify(label)});
let clicks = 0;
export function click() { clicks += 1; return clicks; }
`;

describe("loadModule", () => {
  it("compiles a text once, and runs its top level afresh on every load", () => {
    const first = loadModule(counter("a"), "src/count.ts", noGuard);
    const second = loadModule(counter("a"), "src/count.ts", noGuard);
    expect(compileModule).toHaveBeenCalledTimes(1);
    expect(ran).toEqual(["a", "a"]);
    // Each load has its own exports and its own module state.
    expect(second.exports).not.toBe(first.exports);
    const click = (loaded: typeof first) => (loaded.exports.click as () => number)();
    expect([click(first), click(first), click(second)]).toEqual([1, 2, 1]);
  });

  it("compiles a changed text, a text under another file name, and other companions anew", () => {
    // Compiled modules outlive a load (and a test): texts no other test compiles.
    loadModule(counter("c"), "src/count.ts", noGuard);
    loadModule(counter("d"), "src/count.ts", noGuard);
    loadModule(counter("d"), "src/other.ts", noGuard);
    expect(compileModule).toHaveBeenCalledTimes(3);
    loadModule(counter("d"), "src/other.ts", noGuard, { globals: { fetch: () => null } });
    expect(compileModule).toHaveBeenCalledTimes(4);
    expect(ran).toEqual(["c", "d", "d", "d"]);
  });

  it("keeps a bounded number of compiled modules", () => {
    for (let index = 0; index < 40; index += 1)
      loadModule(counter(`m${index}`), "src/count.ts", noGuard);
    expect(compileModule).toHaveBeenCalledTimes(40);
    // The most recent ones are kept; the first ones were dropped and compile again.
    loadModule(counter("m39"), "src/count.ts", noGuard);
    expect(compileModule).toHaveBeenCalledTimes(40);
    loadModule(counter("m0"), "src/count.ts", noGuard);
    expect(compileModule).toHaveBeenCalledTimes(41);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetReactWarnings } from "./react-warnings";
import { FORGET_REACT_WARNINGS } from "./shared-names";

const key = Symbol.for(FORGET_REACT_WARNINGS);
const scope = globalThis as { [key]?: (() => void)[] };

afterEach(() => {
  delete scope[key];
});

describe("forgetReactWarnings", () => {
  it("calls what each of React's files registered", () => {
    const dom = vi.fn();
    const runtime = vi.fn();
    scope[key] = [dom, runtime];
    expect(forgetReactWarnings()).toBe(2);
    expect(dom).toHaveBeenCalledOnce();
    expect(runtime).toHaveBeenCalledOnce();
  });

  it("does nothing where React was not built to forget (the unit tests' own React)", () => {
    expect(forgetReactWarnings()).toBe(0);
  });
});

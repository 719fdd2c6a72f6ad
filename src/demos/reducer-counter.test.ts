// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  counterReducer,
  initialCounterState,
  parseStep,
  type CounterAction,
  type CounterState,
} from "./reducer-counter";

const state = (count: number, step: number): CounterState => ({ count, step });

describe("counterReducer", () => {
  it("starts at count 0 with step 1", () => {
    expect(initialCounterState).toEqual({ count: 0, step: 1 });
  });

  it("increments and decrements by the step", () => {
    expect(counterReducer(state(0, 1), { type: "increment" })).toEqual(state(1, 1));
    expect(counterReducer(state(4, 5), { type: "increment" })).toEqual(state(9, 5));
    expect(counterReducer(state(0, 1), { type: "decrement" })).toEqual(state(-1, 1));
    expect(counterReducer(state(10, 3), { type: "decrement" })).toEqual(state(7, 3));
  });

  it("sets the step from the input's text", () => {
    expect(counterReducer(state(2, 1), { type: "setStep", value: "5" })).toEqual(state(2, 5));
    expect(counterReducer(state(2, 1), { type: "setStep", value: "-2" })).toEqual(state(2, -2));
    expect(counterReducer(state(2, 1), { type: "setStep", value: "0.5" })).toEqual(state(2, 0.5));
  });

  it.each(["abc", "", "   ", "2x", "NaN", "Infinity"])(
    "falls back to step 1 when %j cannot be parsed as a number",
    (value) => {
      expect(counterReducer(state(3, 7), { type: "setStep", value })).toEqual(state(3, 1));
      expect(parseStep(value)).toBe(1);
    },
  );

  it("resets to count 0 and step 1", () => {
    expect(counterReducer(state(42, 6), { type: "reset" })).toEqual({ count: 0, step: 1 });
  });

  it("never mutates the state it is given", () => {
    const before = Object.freeze(state(1, 2));
    const after = counterReducer(before, { type: "increment" });
    expect(after).not.toBe(before);
    expect(before).toEqual(state(1, 2));
  });

  it('throws "Unknown action type" for an action it does not know', () => {
    const unknown = { type: "multiply" } as unknown as CounterAction;
    expect(() => counterReducer(state(1, 1), unknown)).toThrow(new Error("Unknown action type"));
  });
});

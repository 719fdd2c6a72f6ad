// @vitest-environment node
import { describe, expect, it } from "vitest";
import { appendToConsole, clearedConsole, CONSOLE_LIMIT, emptyConsole } from "./console-log";
import type { ConsoleEntry } from "../protocol";

const log = (text: string, count = 1): ConsoleEntry => ({ level: "log", text, count });

describe("the console panel's log", () => {
  it("appends in order and collapses a repeat of the last line, across batches too", () => {
    let state = appendToConsole(emptyConsole, [log("a"), log("b", 2)]);
    state = appendToConsole(state, [log("b"), { level: "error", text: "b", count: 1 }]);
    expect(state.lines.map(({ text, count, level }) => [level, text, count])).toEqual([
      ["log", "a", 1],
      ["log", "b", 3],
      ["error", "b", 1],
    ]);
    expect(state.received).toBe(5);
    expect(state.levels).toEqual({ log: 4, info: 0, warn: 0, error: 1 });
  });

  it("keeps the last CONSOLE_LIMIT lines and counts the rest as dropped", () => {
    const many = Array.from({ length: CONSOLE_LIMIT + 5 }, (_, index) => log(`line ${index}`));
    const state = appendToConsole(emptyConsole, many, 7);
    expect(state.lines).toHaveLength(CONSOLE_LIMIT);
    expect(state.lines[0].text).toBe("line 5");
    expect(state.dropped).toBe(12);
  });

  it("gives every line its own id, and never reuses one after a clear", () => {
    const state = appendToConsole(emptyConsole, [log("a"), log("b")]);
    const cleared = clearedConsole(state);
    expect(cleared.lines).toEqual([]);
    expect(cleared.received).toBe(0);
    expect(cleared.dropped).toBe(0);
    const next = appendToConsole(cleared, [log("c")]);
    expect(next.lines[0].id).toBeGreaterThan(state.lines[1].id);
    expect(new Set(state.lines.map((line) => line.id)).size).toBe(2);
  });

  it("keeps the same log when nothing changes, so the panel does not render again", () => {
    const cleared = clearedConsole(appendToConsole(emptyConsole, [log("a")]));
    expect(clearedConsole(cleared)).toBe(cleared);
    expect(appendToConsole(cleared, [])).toBe(cleared);
    const withLine = appendToConsole(cleared, [log("b")]);
    expect(appendToConsole(withLine, [])).toBe(withLine);
    expect(clearedConsole(withLine)).not.toBe(withLine);
  });
});

// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSOLE_BATCH_LIMIT, type ConsoleEntry } from "../protocol";
import { captureConsole, CONSOLE_FLUSH_MS } from "./console-capture";

const methods = ["log", "info", "warn", "error", "debug"] as const;
let saved: ((...args: unknown[]) => void)[];

beforeEach(() => {
  vi.useFakeTimers();
  saved = methods.map((method) => console[method]);
  // The frame's own console still gets every call: a silent stand-in for the test's output.
  for (const method of methods) console[method] = () => {};
});
afterEach(() => {
  methods.forEach((method, index) => (console[method] = saved[index]));
  vi.useRealTimers();
});

function capture() {
  const batches: { entries: ConsoleEntry[]; dropped: number }[] = [];
  const output = captureConsole((entries, dropped) => batches.push({ entries, dropped }));
  return { output, batches };
}

describe("captureConsole", () => {
  it("sends a burst of lines as one batch, in order, with their levels", () => {
    const { batches } = capture();
    console.log("effect ran");
    console.info("info");
    console.warn("careful");
    console.error(new Error("broken"));
    console.debug("debug is a log");
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(CONSOLE_FLUSH_MS);
    expect(batches).toEqual([
      {
        dropped: 0,
        entries: [
          { level: "log", text: "effect ran", count: 1 },
          { level: "info", text: "info", count: 1 },
          { level: "warn", text: "careful", count: 1 },
          { level: "error", text: "Error: broken", count: 1 },
          { level: "log", text: "debug is a log", count: 1 },
        ],
      },
    ]);
  });

  it("still calls the frame's own console", () => {
    const own = vi.fn();
    console.log = own;
    capture();
    console.log("hello", 1);
    expect(own).toHaveBeenCalledWith("hello", 1);
  });

  it("collapses the same line in a row, and keeps only the latest lines of a flood", () => {
    const { batches } = capture();
    for (let index = 0; index < 1000; index += 1) console.log("tick");
    for (let index = 0; index < CONSOLE_BATCH_LIMIT + 30; index += 1) console.log(`line ${index}`);
    vi.advanceTimersByTime(CONSOLE_FLUSH_MS);
    expect(batches).toHaveLength(1);
    const [{ entries, dropped }] = batches;
    expect(entries).toHaveLength(CONSOLE_BATCH_LIMIT);
    expect(dropped).toBe(31); // the collapsed "tick" line and the first 30 numbered ones
    expect(entries[0].text).toBe("line 30");
    expect(entries.at(-1)?.text).toBe(`line ${CONSOLE_BATCH_LIMIT + 29}`);
  });

  it("counts repeats of a line", () => {
    const { output, batches } = capture();
    console.log("again");
    console.log("again");
    console.warn("again"); // another level: another line
    output.flush();
    expect(batches[0].entries).toEqual([
      { level: "log", text: "again", count: 2 },
      { level: "warn", text: "again", count: 1 },
    ]);
  });

  it("drops lines while muted, and sends its own notes in order", () => {
    const { output, batches } = capture();
    console.log("before");
    output.setMuted(true);
    console.log("during a check");
    output.setMuted(true); // nested: the old preview's cleanup, say
    output.setMuted(false);
    console.log("still during the check");
    output.setMuted(false);
    output.note("info", "a note");
    console.log("after");
    output.flush();
    expect(batches[0].entries.map((entry) => entry.text)).toEqual(["before", "a note", "after"]);
  });

  it("flushes on demand and sends nothing when there is nothing new", () => {
    const { output, batches } = capture();
    output.flush();
    expect(batches).toEqual([]);
    console.log("one");
    output.flush();
    vi.advanceTimersByTime(CONSOLE_FLUSH_MS);
    expect(batches).toHaveLength(1);
  });

  it("does not recurse when formatting a value logs", () => {
    const { output, batches } = capture();
    const noisy = {
      toString() {
        console.log("inside");
        return "noisy";
      },
    };
    console.log("%s", noisy);
    output.flush();
    expect(batches[0].entries).toHaveLength(1);
  });
});

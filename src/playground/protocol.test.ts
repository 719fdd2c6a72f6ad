import { describe, expect, it } from "vitest";
import {
  CONSOLE_BATCH_LIMIT,
  frameName,
  isFromRunner,
  isToRunner,
  readFrameName,
} from "./protocol";

const entry = { level: "log", text: "hi", count: 1 };

describe("messages from the runner", () => {
  it.each([
    { type: "ready" },
    { type: "ready", started: 3 },
    { type: "ready", started: undefined },
    { type: "rendered", runId: 1 },
    { type: "compile-error", runId: 1, message: "Unexpected token", line: 2, column: 3 },
    { type: "runtime-error", runId: 1, message: "Kaboom" },
    { type: "runtime-error", runId: 1, message: "Kaboom", componentStack: "\n    at App" },
    { type: "timeout", runId: 1 },
    { type: "check-result", runId: 1, results: [{ name: "Works", passed: true }] },
    { type: "pong", seq: 4 },
    { type: "resize", height: 120 },
    { type: "console", runId: 1, entries: [entry], dropped: 0 },
    {
      type: "console",
      runId: 2,
      entries: ["log", "info", "warn", "error"].map((level) => ({ ...entry, level, count: 3 })),
      dropped: 12,
    },
    { type: "dialog", open: true },
    { type: "leaving" },
    { type: "focus-taken" },
    { type: "wake-at", ms: 50 },
    { type: "wake-at", ms: 0 },
    { type: "wake-at", ms: null },
  ])("accepts %o", (message) => {
    expect(isFromRunner(message)).toBe(true);
  });

  it.each([
    null,
    "ready",
    { type: "ready", started: "3" },
    { type: "nope" },
    { type: "rendered" },
    { type: "runtime-error", runId: 1, message: "x", componentStack: 3 },
    { type: "console", runId: 1, entries: [entry] },
    { type: "console", runId: 1, entries: entry, dropped: 0 },
    { type: "console", runId: 1, entries: [{ ...entry, level: "trace" }], dropped: 0 },
    { type: "console", runId: 1, entries: [{ ...entry, text: 42 }], dropped: 0 },
    { type: "console", runId: 1, entries: [{ ...entry, count: 0 }], dropped: 0 },
    { type: "console", runId: 1, entries: [{ ...entry, count: 1.5 }], dropped: 0 },
    { type: "console", runId: 1, entries: [entry], dropped: -1 },
    { type: "console", runId: "1", entries: [entry], dropped: 0 },
    {
      type: "console",
      runId: 1,
      entries: Array.from({ length: CONSOLE_BATCH_LIMIT + 1 }, () => entry),
      dropped: 0,
    },
    { type: "dialog", open: "yes" },
    { type: "dialog" },
    { type: "wake-at" },
    { type: "wake-at", ms: -1 },
    { type: "wake-at", ms: "50" },
    { type: "wake-at", ms: Infinity },
  ])("rejects %o", (message) => {
    expect(isFromRunner(message)).toBe(false);
  });
});

describe("messages to the runner", () => {
  it("accepts the requests and nothing else", () => {
    expect(isToRunner({ type: "run", runId: 1, source: "", file: "a.tsx" })).toBe(true);
    expect(
      isToRunner({ type: "check", runId: 1, source: "", file: "a.tsx", challenge: "a/b" }),
    ).toBe(true);
    expect(isToRunner({ type: "ping", seq: 1 })).toBe(true);
    expect(isToRunner({ type: "channel" })).toBe(true);
    expect(isToRunner({ type: "prepare-checks" })).toBe(true);
    expect(isToRunner({ type: "wake" })).toBe(true);
    expect(isToRunner({ type: "wake-at", ms: 5 })).toBe(false);
    expect(isToRunner({ type: "prepare-check" })).toBe(false);
    expect(isToRunner({ type: "console", runId: 1, entries: [], dropped: 0 })).toBe(false);
    expect(isToRunner({ type: "run", runId: 1, source: 1, file: "a.tsx" })).toBe(false);
  });
});

describe("a frame's first run, in its name", () => {
  const start = {
    runId: 4,
    source: 'export default () => <p title="a">é</p>;',
    file: "a.tsx",
    checks: true,
  };

  it("reads back what was written", () => {
    expect(readFrameName(frameName(start))).toEqual(start);
  });

  it.each([
    "",
    "preview",
    "react-guide-run:",
    "react-guide-run:{not json",
    `react-guide-run:${JSON.stringify({ ...start, runId: "4" })}`,
    `react-guide-run:${JSON.stringify({ ...start, checks: undefined })}`,
    JSON.stringify(start),
  ])("finds no run in %j", (name) => {
    expect(readFrameName(name)).toBeNull();
  });
});

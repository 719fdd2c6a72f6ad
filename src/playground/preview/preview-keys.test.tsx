import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Challenge } from "@/challenges/types";
import { fakeRunner, renders } from "@/test/fake-runner";
import { ChallengeWorkspace } from "../challenge/challenge-workspace";
import EditPanel from "../edit/edit-panel";
import { isFromRunner, isGuideShortcut, type FromRunner, type ToRunner } from "../protocol";

const code = "export function CounterDemo() { return <p>0</p>; }";
const keys = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
const ctrlK = { type: "shortcut", key: "k", ...keys, ctrlKey: true } as const;
const escape = { type: "shortcut", key: "Escape", ...keys } as const;

/** Records the keydowns the guide's document sees. */
function documentKeys() {
  const seen: KeyboardEvent[] = [];
  const listener = (event: KeyboardEvent) => seen.push(event);
  document.addEventListener("keydown", listener);
  return { seen, stop: () => document.removeEventListener("keydown", listener) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the guide's shortcuts from inside the preview", () => {
  it("accepts only Ctrl+K, ⌘K and a plain Escape", () => {
    expect(isGuideShortcut({ ...keys, key: "k", ctrlKey: true })).toBe(true);
    expect(isGuideShortcut({ ...keys, key: "K", metaKey: true })).toBe(true);
    expect(isGuideShortcut({ ...keys, key: "Escape" })).toBe(true);
    expect(isGuideShortcut({ ...keys, key: "k" })).toBe(false);
    expect(isGuideShortcut({ ...keys, key: "k", ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isGuideShortcut({ ...keys, key: "a", ctrlKey: true })).toBe(false);
    expect(isGuideShortcut({ ...keys, key: "Escape", ctrlKey: true })).toBe(false);
    expect(isGuideShortcut({ ...keys, key: "Tab" })).toBe(false);
  });

  it("refuses a forwarded key that is not one of them, or has malformed flags", () => {
    expect(isFromRunner(ctrlK)).toBe(true);
    expect(isFromRunner(escape)).toBe(true);
    expect(isFromRunner({ ...ctrlK, key: "a" })).toBe(false);
    expect(isFromRunner({ ...escape, key: "Enter" })).toBe(false);
    expect(isFromRunner({ ...ctrlK, ctrlKey: "yes" })).toBe(false);
    expect(isFromRunner({ type: "shortcut", key: "Escape" })).toBe(false);
  });

  it("hands Ctrl+K to the guide's key handlers as a press on the frame", () => {
    const runner = fakeRunner(renders);
    render(<EditPanel title="Counter" file="src/demos/keys-demo.tsx" code={code} />);
    const frame = runner.start("Counter preview");
    const listening = documentKeys();
    runner.emit(ctrlK);
    listening.stop();
    expect(listening.seen).toHaveLength(1);
    const [press] = listening.seen;
    expect([press.key, press.ctrlKey, press.shiftKey]).toEqual(["k", true, false]);
    expect(press.target).toBe(frame);
  });

  it("ignores a shortcut message from any window but its own frame, and one of another key", () => {
    const runner = fakeRunner(renders);
    render(<EditPanel title="Counter" file="src/demos/keys2-demo.tsx" code={code} />);
    runner.start("Counter preview");
    const listening = documentKeys();
    runner.emit(ctrlK, window);
    runner.emit({ ...ctrlK, key: "a" } as unknown as FromRunner);
    listening.stop();
    expect(listening.seen).toHaveLength(0);
  });

  it("leaves the preview on an Escape nothing on the page claims, and only then", () => {
    const runner = fakeRunner(renders);
    render(<EditPanel title="Counter" file="src/demos/keys3-demo.tsx" code={code} />);
    runner.start("Counter preview");
    const exit = screen.getByRole("group", { name: "Counter preview" });
    const claim = (event: KeyboardEvent) => event.preventDefault();
    document.addEventListener("keydown", claim);
    runner.emit(escape);
    document.removeEventListener("keydown", claim);
    expect(exit).not.toHaveFocus();
    runner.emit(escape);
    expect(exit).toHaveFocus();
  });
});

describe("Check keeps the reader's place", () => {
  const challenge: Challenge = {
    starter: "export default function App() { return <p>0</p>; }",
    solution: "export default function App() { return <p>1</p>; }",
    hint: "Count.",
    explanation: "Counted.",
    checks: [],
  };

  it("gives focus back to the Check button when the checks had taken it into the frame", async () => {
    let frame: HTMLIFrameElement | null = null;
    let focusedDuringCheck: Element | null = null;
    const runner = fakeRunner((message: ToRunner): FromRunner[] => {
      if (message.type !== "check") return renders(message);
      frame?.focus(); // the checks click and type in the frame
      focusedDuringCheck = document.activeElement;
      return [
        { type: "check-result", runId: message.runId, results: [{ name: "A", passed: true }] },
      ];
    });
    render(<ChallengeWorkspace id="keys/keep-place" name="Keep place" challenge={challenge} />);
    frame = runner.start("Challenge preview: Keep place");
    const check = screen.getByRole("button", { name: "Check" });
    check.focus();
    act(() => check.click());
    expect(await screen.findByText("All 1 checks passed. Well done!")).toBeInTheDocument();
    expect(focusedDuringCheck).toBe(frame);
    expect(check).toHaveFocus();
  });

  it("leaves focus alone when the reader moved it elsewhere meanwhile", async () => {
    const runner = fakeRunner((message: ToRunner): FromRunner[] => {
      if (message.type !== "check") return renders(message);
      screen.getByRole("button", { name: "Show hint" }).focus();
      return [
        { type: "check-result", runId: message.runId, results: [{ name: "A", passed: true }] },
      ];
    });
    render(<ChallengeWorkspace id="keys/moved-on" name="Moved on" challenge={challenge} />);
    runner.start("Challenge preview: Moved on");
    const check = screen.getByRole("button", { name: "Check" });
    check.focus();
    act(() => check.click());
    await screen.findByText("All 1 checks passed. Well done!");
    expect(screen.getByRole("button", { name: "Show hint" })).toHaveFocus();
  });
});

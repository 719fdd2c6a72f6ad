import { EditorView } from "@codemirror/view";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Challenge } from "@/challenges/types";
import { fakeRunner, renders } from "@/test/fake-runner";
import ChallengePanel from "./challenge-panel";
import { ChallengeWorkspace } from "./challenge-workspace";
import { readFrameName, type FromRunner, type ToRunner } from "../protocol";
import { loadCodeEditor } from "../editor/code-editor";
import { afterRunnerWork } from "../preview/runner-activity";

const challenge: Challenge = {
  starter: "export default function Counter() { return <p>starter</p>; }",
  solution: "export default function Counter() { return <p>solved</p>; }",
  hint: "Look at the `onClick` handler.",
  explanation: "The solution stores the next number.",
  checks: [],
};

/** Grades like the real runner would: the solution passes both checks, anything else one. */
function grader(message: ToRunner): FromRunner[] {
  if (message.type !== "check") return renders(message);
  const solved = message.source.includes("solved");
  return [
    {
      type: "check-result",
      runId: message.runId,
      results: [
        { name: "Shows a counter", passed: true },
        {
          name: "Clicking adds one",
          passed: solved,
          message: solved ? undefined : "After one click it still reads 0.",
        },
      ],
    },
  ];
}

function editorText() {
  return EditorView.findFromDOM(screen.getByRole("textbox"))!.state.doc.toString();
}

afterEach(() => {
  vi.useRealTimers();
});

// CodeMirror loads apart from the editor's shell: loaded first, an editor renders at once.
beforeAll(async () => {
  await loadCodeEditor();
});

describe("ChallengeWorkspace", () => {
  it("runs the starter, checks it, and checks the loaded solution", async () => {
    const user = userEvent.setup();
    const runner = fakeRunner(grader);
    render(
      <ChallengeWorkspace id="core-concepts/count-up" name="Count up" challenge={challenge} />,
    );
    expect(screen.getByRole("textbox", { name: "Challenge code: Count up" })).toBeInTheDocument();
    expect(editorText()).toBe(challenge.starter);
    // Its frame starts with the starter, and knows it will check (see FrameStart).
    expect(
      readFrameName((screen.getByTitle("Challenge preview: Count up") as HTMLIFrameElement).name),
    ).toMatchObject({ source: challenge.starter, checks: true });
    const frame = runner.start("Challenge preview: Count up");
    // Scripts, forms and dialogs, but never the guide's origin (no allow-same-origin).
    expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-forms allow-modals");
    expect(frame.getAttribute("src")).toMatch(/playground\.html\?v=\w+$/);
    expect(runner.requests()[0]).toMatchObject({ type: "run", source: challenge.starter });
    // A challenge's frame gets its checks ready before it is asked (a demo's never is).
    expect(runner.sent.slice(0, 2).map((message) => message.type)).toEqual([
      "prepare-checks",
      "run",
    ]);

    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(runner.requests().at(-1)).toMatchObject({
      type: "check",
      challenge: "core-concepts/count-up",
      source: challenge.starter,
    });
    const status = await screen.findByText("1 of 2 checks passed");
    const results = status.closest("[role=status]") as HTMLElement;
    expect(within(results).getByText("Passed:", { exact: false })).toBeInTheDocument();
    expect(within(results).getByText("After one click it still reads 0.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show solution" }));
    expect(screen.getByText(challenge.explanation)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Load solution into the editor" }));
    expect(editorText()).toBe(challenge.solution);
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("All 2 checks passed. Well done!")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(editorText()).toBe(challenge.starter);
  });

  it("keeps the preview's height while a check runs, and takes the last one when it ends", async () => {
    const user = userEvent.setup();
    const runner = fakeRunner((message) => (message.type === "check" ? [] : renders(message)));
    render(<ChallengeWorkspace id="core-concepts/tall" name="Tall" challenge={challenge} />);
    const frame = runner.start("Challenge preview: Tall");
    runner.emit({ type: "resize", height: 300 });
    expect(frame.style.height).toBe("300px");
    await user.click(screen.getByRole("button", { name: "Check" }));
    const check = runner.requests().at(-1)!;
    expect(check.type).toBe("check");
    runner.emit({ type: "resize", height: 40 }); // the checks emptied the preview
    runner.emit({ type: "resize", height: 280 });
    expect(frame.style.height).toBe("300px");
    runner.emit(grader(check)[0]);
    expect(await screen.findByText(/checks? passed|failed/)).toBeInTheDocument();
    expect(frame.style.height).toBe("280px");
    runner.emit({ type: "resize", height: 310 }); // the preview, rendered again
    expect(frame.style.height).toBe("310px");
  });

  it("keeps the editor's checks waiting from a run to the check that replaces it, until it answers", async () => {
    const user = userEvent.setup();
    const runner = fakeRunner(() => []); // the starter's run is still under way
    render(<ChallengeWorkspace id="core-concepts/busy" name="Busy" challenge={challenge} />);
    runner.start("Challenge preview: Busy");
    const checks = vi.fn();
    afterRunnerWork(checks, 10_000);
    await user.click(screen.getByRole("button", { name: "Check" }));
    const check = runner.requests().at(-1)!;
    expect(check.type).toBe("check");
    expect(checks).not.toHaveBeenCalled();
    runner.emit(grader(check)[0]);
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it("keeps a check pressed right after an edit: the edit's own run does not replace it", async () => {
    const user = userEvent.setup();
    const runner = fakeRunner((message) => (message.type === "check" ? [] : renders(message)));
    render(<ChallengeWorkspace id="core-concepts/quick" name="Quick" challenge={challenge} />);
    runner.start("Challenge preview: Quick");
    await user.click(screen.getByRole("button", { name: "Show solution" }));
    await user.click(screen.getByRole("button", { name: "Load solution into the editor" }));
    await user.click(screen.getByRole("button", { name: "Check" }));
    // Whatever the loaded solution's own run would do, it does within this time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const check = runner.requests().at(-1);
    expect(check).toMatchObject({ type: "check", source: challenge.solution });
    runner.emit(grader(check!)[0]);
    expect(await screen.findByText("All 2 checks passed. Well done!")).toBeInTheDocument();
  });

  it("shows and hides the hint", async () => {
    const user = userEvent.setup();
    render(<ChallengeWorkspace id="core-concepts/hinted" name="Hinted" challenge={challenge} />);
    const button = screen.getByRole("button", { name: "Show hint" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    const hint = screen.getByText(/Look at the/);
    expect(hint).toHaveTextContent("Hint: Look at the onClick handler.");
    // Backticked words in challenge prose are code, as in the lessons.
    expect(within(hint).getByText("onClick").tagName).toBe("CODE");
    await user.click(screen.getByRole("button", { name: "Hide hint" }));
    expect(screen.queryByText(/Look at the/)).not.toBeInTheDocument();
  });

  it("says so when the code ran too long, and restarts in a new frame", () => {
    vi.useFakeTimers();
    const runner = fakeRunner(); // never answers: a loop the runner's guards missed
    render(<ChallengeWorkspace id="core-concepts/stuck" name="Stuck" challenge={challenge} />);
    const first = runner.start("Challenge preview: Stuck");
    act(() => vi.advanceTimersByTime(1100));
    expect(runner.sent.some((message) => message.type === "ping")).toBe(true);
    act(() => vi.advanceTimersByTime(1800));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("alert")).toHaveTextContent("This code ran too long and was stopped.");

    act(() => screen.getByRole("button", { name: "Restart" }).click());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    const second = fakeRunner(renders);
    expect(second.start("Challenge preview: Stuck")).not.toBe(first);
    expect(second.requests()[0]).toMatchObject({ type: "run", source: challenge.starter });
  });

  it("restarts a check that hung the runner as a plain run", () => {
    vi.useFakeTimers();
    const runner = fakeRunner((message) => (message.type === "run" ? renders(message) : []));
    render(<ChallengeWorkspace id="core-concepts/hung" name="Hung" challenge={challenge} />);
    runner.start("Challenge preview: Hung");
    act(() => screen.getByRole("button", { name: "Check" }).click());
    expect(screen.getByRole("button", { name: "Check" })).toHaveAttribute("aria-disabled", "true");
    act(() => vi.advanceTimersByTime(3_250));
    expect(screen.getByRole("alert")).toHaveTextContent("This code ran too long");
    expect(screen.getByRole("button", { name: "Check" })).toHaveAttribute("aria-disabled", "false");

    act(() => screen.getByRole("button", { name: "Restart" }).click());
    const second = fakeRunner(renders);
    second.start("Challenge preview: Hung");
    expect(second.requests()).toEqual([
      expect.objectContaining({ type: "run", source: challenge.starter }),
    ]);
  });

  it("waits for a busy runner that still answers pings", async () => {
    vi.useFakeTimers();
    const runner = fakeRunner((message) =>
      message.type === "ping" ? [{ type: "pong", seq: message.seq }] : [],
    );
    render(<ChallengeWorkspace id="core-concepts/slow" name="Slow" challenge={challenge} />);
    runner.start("Challenge preview: Slow");
    // Pongs arrive a moment after each ping, as from another page.
    for (let tick = 0; tick < 24; tick += 1) await act(async () => vi.advanceTimersByTime(250));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the runner's own timeout and a runtime error with a way back", async () => {
    const user = userEvent.setup();
    const runner = fakeRunner();
    render(<ChallengeWorkspace id="core-concepts/broken" name="Broken" challenge={challenge} />);
    runner.start("Challenge preview: Broken");
    const runId = (runner.requests()[0] as { runId: number }).runId;
    runner.emit({ type: "runtime-error", runId, message: "boom is not defined" });
    // The runner says "rendered" after an error in that render; the error stays on screen.
    runner.emit({ type: "rendered", runId });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("boom is not defined");
    await user.click(within(alert).getByRole("button", { name: "Reset code" }));
    runner.emit({ type: "timeout", runId });
    expect(screen.getByRole("alert")).toHaveTextContent("This code ran too long");
  });

  it("ignores messages from anything but its own frame, and stale answers", () => {
    const runner = fakeRunner();
    render(<ChallengeWorkspace id="core-concepts/guarded" name="Guarded" challenge={challenge} />);
    runner.start("Challenge preview: Guarded");
    const runId = (runner.requests()[0] as { runId: number }).runId;
    runner.emit({ type: "runtime-error", runId, message: "forged" }, window);
    runner.emit({ type: "runtime-error", runId: runId - 1, message: "stale" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

/** Which elements were scrolled into view, and how, from now on. */
function scrolledIntoView() {
  const calls: { slot: string | null; text: string; options: unknown }[] = [];
  vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (
    this: Element,
    options?: boolean | ScrollIntoViewOptions,
  ) {
    calls.push({
      slot: this.getAttribute("data-slot"),
      text: this.textContent ?? "",
      options,
    });
  });
  return calls;
}

describe("what a press opens comes into view, focus staying on the button", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("the results, once the check has answered", async () => {
    const user = userEvent.setup();
    const runner = fakeRunner(grader);
    render(<ChallengeWorkspace id="core-concepts/seen" name="Seen" challenge={challenge} />);
    runner.start("Challenge preview: Seen");
    const scrolled = scrolledIntoView();
    const check = screen.getByRole("button", { name: "Check" });
    await user.click(check);
    await screen.findByText("1 of 2 checks passed");
    const results = scrolled.filter((call) => call.slot === "check-results");
    expect(results).toHaveLength(1);
    expect(results[0].text).toContain("1 of 2 checks passed");
    expect(results[0].options).toMatchObject({ block: "nearest" });
    expect(check).toHaveFocus();
  });

  it("the results kept from an earlier visit are not scrolled to on their own", async () => {
    const user = userEvent.setup();
    const runner = fakeRunner(grader);
    const { unmount } = render(
      <ChallengeWorkspace id="core-concepts/kept" name="Kept" challenge={challenge} />,
    );
    runner.start("Challenge preview: Kept");
    await user.click(screen.getByRole("button", { name: "Check" }));
    await screen.findByText("1 of 2 checks passed");
    unmount();
    const scrolled = scrolledIntoView();
    render(<ChallengeWorkspace id="core-concepts/kept" name="Kept" challenge={challenge} />);
    expect(screen.getByText("1 of 2 checks passed")).toBeInTheDocument();
    expect(scrolled).toEqual([]);
  });

  it("the hint and the solution when shown, not when hidden", async () => {
    const user = userEvent.setup();
    fakeRunner(grader);
    render(<ChallengeWorkspace id="core-concepts/help" name="Help" challenge={challenge} />);
    const scrolled = scrolledIntoView();
    const hint = screen.getByRole("button", { name: "Show hint" });
    await user.click(hint);
    expect(scrolled.map((call) => call.text)).toEqual(["Hint: Look at the onClick handler."]);
    expect(hint).toHaveFocus();
    const solution = screen.getByRole("button", { name: "Show solution" });
    await user.click(solution);
    expect(scrolled.at(-1)).toMatchObject({ slot: "challenge-solution" });
    expect(solution).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Hide hint" }));
    await user.click(screen.getByRole("button", { name: "Hide solution" }));
    expect(scrolled).toHaveLength(2);
  });

  it("the workspace itself when the reader has just pressed Start, not when reopened", () => {
    fakeRunner(grader);
    const scrolled = scrolledIntoView();
    const { unmount } = render(
      <ChallengeWorkspace id="core-concepts/opened" name="Opened" challenge={challenge} />,
    );
    expect(scrolled).toEqual([]);
    unmount();
    render(
      <ChallengeWorkspace id="core-concepts/opened" name="Opened" challenge={challenge} reveal />,
    );
    expect(scrolled.map((call) => call.slot)).toEqual(["challenge-workspace"]);
  });
});

describe("ChallengePanel", () => {
  it("explains an unknown challenge instead of failing", async () => {
    render(<ChallengePanel id="no-such-lesson/nothing" name="Nothing" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This challenge (no-such-lesson/nothing) could not be found.",
    );
  });
});

import { EditorView } from "@codemirror/view";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { Profiler } from "react";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { fakeRunner, renders } from "@/test/fake-runner";
import EditPanel from "./edit-panel";
import { afterRunnerWork } from "../preview/runner-activity";
import { ERROR_DELAY_MS, START_LIMIT_MS } from "../preview/use-runner";
import { readFrameName } from "../protocol";
import { loadCodeEditor } from "../editor/code-editor";
import { startEarlyFrame } from "../preview/early-frame";

const code = "export function CounterDemo() { return <p>0</p>; }";

function editor() {
  return EditorView.findFromDOM(screen.getByRole("textbox", { name: "Edit Counter code" }))!;
}

function type(text: string) {
  act(() => editor().dispatch({ changes: { from: editor().state.doc.length, insert: text } }));
}

afterEach(() => {
  vi.useRealTimers();
});

// CodeMirror loads apart from the editor's shell: loaded first, an editor renders at once.
beforeAll(async () => {
  await loadCodeEditor();
});

describe("EditPanel", () => {
  it("runs each edit at once while the preview is free, and the latest one when it answers", () => {
    const runner = fakeRunner(); // answers only when told to
    render(<EditPanel title="Counter" file="src/demos/eager-demo.tsx" code={code} />);
    runner.start("Counter preview");
    expect(runner.requests()).toEqual([
      { type: "run", runId: 2, source: code, file: "src/demos/eager-demo.tsx" },
    ]);
    runner.emit({ type: "rendered", runId: 2 });
    type("\n// a");
    // No pause first: the edit is in the frame as soon as it is made.
    expect(runner.requests()).toHaveLength(2);
    expect(runner.requests()[1]).toMatchObject({ runId: 3, source: `${code}\n// a` });
    // While that runs, the reader types on: nothing is sent until the frame answers...
    type("b");
    type("c");
    expect(runner.requests()).toHaveLength(2);
    // ...and then only the text as it is now.
    runner.emit({ type: "rendered", runId: 3 });
    expect(runner.requests()).toHaveLength(3);
    expect(runner.requests()[2]).toMatchObject({ runId: 4, source: `${code}\n// abc` });
    runner.emit({ type: "rendered", runId: 4 });
    expect(runner.requests()).toHaveLength(3);
  });

  it("sends an edit to the preview before the editor has redrawn it", () => {
    // What the editor holds at the moment each run is sent.
    const seen: string[] = [];
    const runner = fakeRunner((message) => {
      if (message.type === "run" && message.runId > 2) seen.push(editor().state.doc.toString());
      return [];
    });
    render(<EditPanel title="Counter" file="src/demos/early-demo.tsx" code={code} />);
    runner.start("Counter preview");
    runner.emit({ type: "rendered", runId: 2 });
    type("\n// early");
    // Posted while CodeMirror was still making its new state: the preview's process runs the
    // code while the guide's redraws the editor.
    expect(seen).toEqual([code]);
    expect(editor().state.doc.toString()).toBe(`${code}\n// early`);
  });

  it("sends its requests through a port handed to the frame once it is ready", async () => {
    const runner = fakeRunner(renders);
    render(<EditPanel title="Counter" file="src/demos/port-demo.tsx" code={code} />);
    const frame = runner.start("Counter preview");
    await act(async () => {}); // the runner's answers arrive in a microtask
    type("\n// typed");
    // The window carried the port and nothing else: a request posted to a frame in another
    // process that way waits until the guide's page has drawn the keystroke.
    const calls = vi.mocked(frame.contentWindow!.postMessage).mock.calls as unknown[][];
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toEqual({ type: "channel" });
    expect(calls[0]![2]).toHaveLength(1);
    expect(runner.requests().map((request) => request.type === "run" && request.source)).toEqual([
      code,
      `${code}\n// typed`,
    ]);
    // A demo's frame is never told to get the checks ready (only a challenge's is).
    expect(runner.sent.some((message) => message.type === "prepare-checks")).toBe(false);
  });

  it("does not run the same text twice when it is put into the editor from outside", async () => {
    const runner = fakeRunner(renders);
    render(<EditPanel title="Counter" file="src/demos/reset-demo.tsx" code={code} />);
    runner.start("Counter preview");
    await act(async () => {}); // the runner's answers arrive in a microtask
    type("\n// mine");
    await act(async () => {});
    act(() => screen.getByRole("button", { name: "Reset code" }).click());
    await act(async () => {});
    expect(runner.requests().map((request) => request.type === "run" && request.source)).toEqual([
      code,
      `${code}\n// mine`,
      code,
    ]);
    // The text typed is replaced, though the text put in is the one the editor started with.
    expect(editor().state.doc.toString()).toBe(code);
  });

  it("renders nothing while the reader types", () => {
    const runner = fakeRunner();
    let commits = 0;
    render(
      <Profiler id="panel" onRender={() => (commits += 1)}>
        <EditPanel title="Counter" file="src/demos/quiet-demo.tsx" code={code} />
      </Profiler>,
    );
    runner.start("Counter preview");
    runner.emit({ type: "rendered", runId: 2 });
    type("\n// a");
    // (React may render once more after an update, even one that changes nothing.)
    runner.emit({ type: "rendered", runId: 3 });
    const before = commits;
    type("b");
    type("c");
    expect(runner.requests()).toHaveLength(3);
    // The preview answers the same way again: nothing to render either.
    runner.emit({ type: "rendered", runId: 4 });
    expect(commits).toBe(before);
  });

  it("keeps the editor's checks waiting until the preview has run the latest edit", () => {
    vi.useFakeTimers();
    const runner = fakeRunner();
    render(<EditPanel title="Counter" file="src/demos/waiting-demo.tsx" code={code} />);
    runner.start("Counter preview");
    runner.emit({ type: "rendered", runId: 2 });
    type("\n// a");
    const checks = vi.fn();
    afterRunnerWork(checks, 10_000);
    type("b"); // waits for the frame
    runner.emit({ type: "rendered", runId: 3 });
    // The edit typed meanwhile is sent at once; the checks wait for its answer too.
    expect(runner.requests()).toHaveLength(3);
    expect(checks).not.toHaveBeenCalled();
    runner.emit({ type: "rendered", runId: 4 });
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it("shows a syntax error under the editor until the code compiles again", async () => {
    const runner = fakeRunner();
    render(<EditPanel title="Counter" file="src/demos/syntax-demo.tsx" code={code} />);
    runner.start("Counter preview");
    runner.emit({
      type: "compile-error",
      runId: 2,
      message: "Unexpected token",
      line: 1,
      column: 9,
    });
    expect(screen.getByText(/line 1, column 9/).closest("p")).toHaveTextContent(
      "Syntax error at line 1, column 9: Unexpected token",
    );
    type("\n// fixed");
    await waitFor(() => expect(runner.requests()).toHaveLength(2));
    runner.emit({ type: "rendered", runId: 3 });
    expect(screen.queryByText(/Syntax error/)).not.toBeInTheDocument();
  });

  it("keeps edits while the page is open and resets to the original", () => {
    const file = "src/demos/kept-demo.tsx";
    const first = render(<EditPanel title="Counter" file={file} code={code} />);
    type("\n// mine");
    first.unmount(); // the reader switches lessons

    render(<EditPanel title="Counter" file={file} code={code} />);
    expect(editor().state.doc.toString()).toBe(`${code}\n// mine`);
    act(() => screen.getByRole("button", { name: "Reset code" }).click());
    expect(editor().state.doc.toString()).toBe(code);
  });

  it("contains a runtime error in the preview, with a reset, once typing pauses", () => {
    vi.useFakeTimers();
    const runner = fakeRunner();
    const file = "src/demos/throwing-demo.tsx";
    render(<EditPanel title="Counter" file={file} code={code} />);
    runner.start("Counter preview");
    runner.emit({ type: "rendered", runId: 2 });
    type("\n// broken");
    runner.emit({ type: "runtime-error", runId: 3, message: "count is not defined" });
    // Perhaps a word half typed: the reader may type on.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ERROR_DELAY_MS));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("count is not defined");
    act(() => within(alert).getByRole("button", { name: "Reset code" }).click());
    expect(editor().state.doc.toString()).toBe(code);
  });

  it("never shows the error of a word the reader went on typing", () => {
    vi.useFakeTimers();
    const runner = fakeRunner();
    render(<EditPanel title="Counter" file="src/demos/midword-demo.tsx" code={code} />);
    runner.start("Counter preview");
    runner.emit({ type: "rendered", runId: 2 });
    type("\n// c");
    runner.emit({ type: "runtime-error", runId: 3, message: "c is not defined" });
    act(() => vi.advanceTimersByTime(ERROR_DELAY_MS - 100));
    type("ount");
    runner.emit({
      type: "compile-error",
      runId: 4,
      message: "Unexpected token",
      line: 2,
      column: 1,
    });
    act(() => vi.advanceTimersByTime(ERROR_DELAY_MS - 100));
    type(" ");
    act(() => vi.advanceTimersByTime(ERROR_DELAY_MS * 3));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText(/Syntax error/)).not.toBeInTheDocument();
    runner.emit({ type: "rendered", runId: 5 });
    act(() => vi.advanceTimersByTime(ERROR_DELAY_MS * 3));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows an error at once when the reader acts in the preview long after typing", () => {
    vi.useFakeTimers();
    const runner = fakeRunner();
    render(<EditPanel title="Counter" file="src/demos/click-demo.tsx" code={code} />);
    runner.start("Counter preview");
    runner.emit({ type: "rendered", runId: 2 });
    type("\n// typed");
    runner.emit({ type: "rendered", runId: 3 });
    act(() => vi.advanceTimersByTime(5000));
    // A click handler that throws, seconds later.
    runner.emit({ type: "runtime-error", runId: 3, message: "boom" });
    expect(screen.getByRole("alert")).toHaveTextContent("boom");
  });

  it("says so when the runner page never starts, and offers a restart", () => {
    vi.useFakeTimers();
    render(<EditPanel title="Counter" file="src/demos/offline-demo.tsx" code={code} />);
    const first = screen.getByTitle("Counter preview");
    expect(screen.getByText("Starting the preview…")).toHaveAttribute("role", "status");
    act(() => vi.advanceTimersByTime(START_LIMIT_MS));
    expect(screen.getByRole("alert")).toHaveTextContent("The preview did not start.");
    act(() => screen.getByRole("button", { name: "Restart" }).click());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByTitle("Counter preview")).not.toBe(first);
  });

  it("creates the frame with its first run in its name, and does not send that run again", async () => {
    const runner = fakeRunner(renders);
    render(<EditPanel title="Counter" file="src/demos/named-demo.tsx" code={code} />);
    const frame = screen.getByTitle("Counter preview") as HTMLIFrameElement;
    const start = readFrameName(frame.name);
    expect(start).toEqual({
      runId: expect.any(Number) as number,
      source: code,
      file: "src/demos/named-demo.tsx",
      checks: false,
    });
    runner.start("Counter preview", { runName: true });
    await act(async () => {}); // the runner's answers arrive in a microtask
    // The frame ran it at once: the guide awaited its answer instead of sending it again.
    expect(runner.requests()).toEqual([]);
    expect(screen.queryByText("Starting the preview…")).not.toBeInTheDocument();
    type("\n// next");
    expect(runner.requests()).toEqual([
      {
        type: "run",
        runId: start!.runId + 1,
        source: `${code}\n// next`,
        file: "src/demos/named-demo.tsx",
      },
    ]);
  });

  it("sends code typed before the frame was ready, not the run its name carries", async () => {
    const runner = fakeRunner(renders);
    render(<EditPanel title="Counter" file="src/demos/early-name-demo.tsx" code={code} />);
    const start = readFrameName((screen.getByTitle("Counter preview") as HTMLIFrameElement).name);
    type("\n// quick");
    runner.start("Counter preview", { runName: true });
    await act(async () => {});
    expect(runner.requests()).toEqual([
      {
        type: "run",
        runId: start!.runId + 1,
        source: `${code}\n// quick`,
        file: "src/demos/early-name-demo.tsx",
      },
    ]);
    // The frame's own start is an answer to nothing the reader still has on screen.
    expect(screen.queryByText("Starting the preview…")).not.toBeInTheDocument();
  });

  it("gives a restarted frame the code on screen in its name", async () => {
    const runner = fakeRunner(renders);
    render(<EditPanel title="Counter" file="src/demos/restart-name-demo.tsx" code={code} />);
    const first = runner.start("Counter preview", { runName: true });
    await act(async () => {});
    type("\n// loops");
    runner.emit({ type: "timeout", runId: runner.requests()[0]!.runId });
    act(() => screen.getByRole("button", { name: "Restart" }).click());
    const second = screen.getByTitle("Counter preview") as HTMLIFrameElement;
    expect(second).not.toBe(first);
    expect(readFrameName(second.name)).toMatchObject({
      runId: runner.requests()[0]!.runId + 1,
      source: `${code}\n// loops`,
    });
  });

  it("writes nothing to storage", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    render(<EditPanel title="Counter" file="src/demos/private-demo.tsx" code={code} />);
    type("\n// mine");
    expect(setItem).not.toHaveBeenCalled();
  });

  describe("with a frame the Edit press started", () => {
    /**
     * The frame of `source`, started in a parking place as the box does (early-frame.ts), and a
     * stand-in for Chromium's `moveBefore` (jsdom has none, and loads a moved frame anew): it
     * records the move and leaves the frame where it is. Browser tests see the real move.
     */
    function earlyFrame(source: string, file: string) {
      const moveBefore = vi.fn();
      Object.defineProperty(Element.prototype, "moveBefore", {
        value: moveBefore,
        configurable: true,
      });
      const parking = document.createElement("div");
      document.body.append(parking);
      onTestFinished(() => {
        delete (Element.prototype as Partial<Element>).moveBefore;
        parking.remove();
      });
      const early = startEarlyFrame(parking, { code: source, file }, "Counter preview")!;
      return { early, moveBefore };
    }

    it("takes it over with what it said before the panel was there, and runs nothing twice", async () => {
      const file = "src/demos/adopted-demo.tsx";
      const { early, moveBefore } = earlyFrame(code, file);
      const runner = fakeRunner(renders);
      // The frame loads while the panel's code is on its way: ready, its run drawn, its size.
      runner.start("Counter preview", { runName: true });
      runner.emit({ type: "resize", height: 240 });
      await act(async () => {});
      render(<EditPanel title="Counter" file={file} code={code} earlyFrame={early} />);
      // Moved into the panel's place for the frame, not replaced by a new one.
      expect(moveBefore).toHaveBeenCalledWith(early.element, null);
      const place = moveBefore.mock.contexts[0] as HTMLElement;
      expect(place).toHaveAttribute("data-slot", "adopted-frame");
      expect(screen.getByRole("group", { name: "Counter preview" })).toContainElement(place);
      expect(screen.getAllByTitle("Counter preview")).toEqual([early.element]);
      expect(early.element.style.height).toBe("240px");
      // Its run was the demo's code, drawn: awaited, not sent again, and not "starting".
      expect(runner.requests()).toEqual([]);
      expect(screen.queryByText("Starting the preview…")).not.toBeInTheDocument();
      type("\n// next");
      expect(runner.requests()).toEqual([
        { type: "run", runId: 2, source: `${code}\n// next`, file },
      ]);
    });

    it("sends the code on screen when it differs from the code the frame started with", async () => {
      const file = "src/demos/adopted-kept-demo.tsx";
      const { early } = earlyFrame(code, file);
      const kept = `${code}\n// kept from before`;
      const runner = fakeRunner(renders);
      render(<EditPanel title="Counter" file={file} code={kept} earlyFrame={early} />);
      runner.start("Counter preview", { runName: true });
      await act(async () => {});
      expect(runner.requests()).toEqual([{ type: "run", runId: 2, source: kept, file }]);
    });

    it("gives way to a new frame when the preview is restarted", () => {
      vi.useFakeTimers();
      const file = "src/demos/adopted-offline-demo.tsx";
      const { early } = earlyFrame(code, file);
      render(<EditPanel title="Counter" file={file} code={code} earlyFrame={early} />);
      act(() => vi.advanceTimersByTime(START_LIMIT_MS));
      expect(screen.getByRole("alert")).toHaveTextContent("The preview did not start.");
      act(() => screen.getByRole("button", { name: "Restart" }).click());
      const group = screen.getByRole("group", { name: "Counter preview" });
      expect(group.querySelector("[data-slot=adopted-frame]")).toBeNull();
      const fresh = within(group).getByTitle("Counter preview") as HTMLIFrameElement;
      expect(fresh).not.toBe(early.element);
      expect(readFrameName(fresh.name)).toMatchObject({ source: code, file });
    });
  });
});

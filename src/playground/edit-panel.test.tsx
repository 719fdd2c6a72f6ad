import { EditorView } from "@codemirror/view";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeRunner, renders } from "@/test/fake-runner";
import EditPanel from "./edit-panel";
import { afterRunnerWork } from "./runner-activity";
import { RUN_DELAY_MS } from "./use-edited-source";
import { START_LIMIT_MS } from "./use-runner";
import { loadCodeEditor } from "./code-editor";

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
  it("runs the demo's source, then each edit once typing pauses", () => {
    vi.useFakeTimers();
    const runner = fakeRunner(renders);
    render(<EditPanel title="Counter" file="src/demos/debounce-demo.tsx" code={code} />);
    runner.start("Counter preview");
    expect(runner.requests()).toEqual([
      { type: "run", runId: 1, source: code, file: "src/demos/debounce-demo.tsx" },
    ]);
    type("\n// a");
    act(() => vi.advanceTimersByTime(RUN_DELAY_MS - 50));
    type("b");
    act(() => vi.advanceTimersByTime(RUN_DELAY_MS - 50));
    expect(runner.requests()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(50));
    expect(runner.requests()).toHaveLength(2);
    expect(runner.requests()[1]).toMatchObject({ type: "run", source: `${code}\n// ab` });
  });

  it("keeps the editor's checks waiting from an edit until the preview has run it", () => {
    vi.useFakeTimers();
    const runner = fakeRunner();
    render(<EditPanel title="Counter" file="src/demos/waiting-demo.tsx" code={code} />);
    runner.start("Counter preview");
    runner.emit({ type: "rendered", runId: 1 });
    type("\n// a");
    const checks = vi.fn();
    afterRunnerWork(checks, 10_000);
    act(() => vi.advanceTimersByTime(RUN_DELAY_MS));
    expect(runner.requests()).toHaveLength(2);
    // The run is sent; the checks still wait for its answer.
    expect(checks).not.toHaveBeenCalled();
    runner.emit({ type: "rendered", runId: 2 });
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it("shows a syntax error under the editor until the code compiles again", async () => {
    const runner = fakeRunner();
    render(<EditPanel title="Counter" file="src/demos/syntax-demo.tsx" code={code} />);
    runner.start("Counter preview");
    runner.emit({
      type: "compile-error",
      runId: 1,
      message: "Unexpected token",
      line: 1,
      column: 9,
    });
    expect(screen.getByText(/line 1, column 9/).closest("p")).toHaveTextContent(
      "Syntax error at line 1, column 9: Unexpected token",
    );
    type("\n// fixed");
    await waitFor(() => expect(runner.requests()).toHaveLength(2));
    runner.emit({ type: "rendered", runId: 2 });
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

  it("contains a runtime error in the preview, with a reset", () => {
    const runner = fakeRunner();
    const file = "src/demos/throwing-demo.tsx";
    render(<EditPanel title="Counter" file={file} code={code} />);
    runner.start("Counter preview");
    type("\n// broken");
    runner.emit({ type: "runtime-error", runId: 1, message: "count is not defined" });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("count is not defined");
    act(() => within(alert).getByRole("button", { name: "Reset code" }).click());
    expect(editor().state.doc.toString()).toBe(code);
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

  it("writes nothing to storage", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    render(<EditPanel title="Counter" file="src/demos/private-demo.tsx" code={code} />);
    type("\n// mine");
    expect(setItem).not.toHaveBeenCalled();
  });
});

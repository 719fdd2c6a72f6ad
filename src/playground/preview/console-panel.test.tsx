import { EditorView } from "@codemirror/view";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeRunner, renders } from "@/test/fake-runner";
import { ANNOUNCE_EVERY_MS, ConsolePanel } from "./console-panel";
import { appendToConsole, emptyConsole, type ConsoleLog } from "./console-log";
import EditPanel from "../edit/edit-panel";
import type { ConsoleEntry, FromRunner, ToRunner } from "../protocol";
import { LEFT_PAGE_NOTE } from "./use-runner";
import { loadCodeEditor } from "../editor/code-editor";

const entry = (text: string, level: ConsoleEntry["level"] = "log", count = 1): ConsoleEntry => ({
  level,
  text,
  count,
});
const withLines = (...entries: ConsoleEntry[]) => appendToConsole(emptyConsole, entries);

afterEach(() => {
  vi.useRealTimers();
});

// CodeMirror loads apart from the editor's shell: loaded first, an editor renders at once.
beforeAll(async () => {
  await loadCodeEditor();
});

describe("ConsolePanel", () => {
  it("lists the lines in order, names warnings and errors, and counts repeats", () => {
    render(
      <ConsolePanel
        title="Counter"
        onClear={() => {}}
        log={withLines(
          entry("effect ran"),
          entry("careful", "warn"),
          entry("broken", "error"),
          entry("tick", "log", 4),
        )}
      />,
    );
    const panel = screen.getByRole("region", { name: "Counter console" });
    const items = within(panel).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "effect ran",
      "Warning: careful",
      "Error: broken",
      "tick×4 times",
    ]);
    expect(within(panel).getByRole("group", { name: "Console messages" })).toHaveAttribute(
      "tabindex",
      "0",
    );
  });

  it("says when it is empty, and clears on request", async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <ConsolePanel title="Counter" onClear={onClear} log={withLines(entry("one"))} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Clear console" }));
    expect(onClear).toHaveBeenCalledOnce();
    rerender(<ConsolePanel title="Counter" onClear={onClear} log={emptyConsole} />);
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
    expect(screen.getByText(/Nothing logged/)).toBeInTheDocument();
  });

  it("says how many older lines it no longer holds", () => {
    const many = Array.from({ length: 205 }, (_, index) => entry(`line ${index}`));
    render(<ConsolePanel title="Counter" onClear={() => {}} log={withLines(...many)} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(200);
    expect(screen.getByText(/5 older messages not kept/)).toBeInTheDocument();
  });

  it("announces new lines politely, summed up at most every ANNOUNCE_EVERY_MS", () => {
    vi.useFakeTimers();
    let log: ConsoleLog = emptyConsole;
    const { rerender } = render(<ConsolePanel title="Counter" onClear={() => {}} log={log} />);
    const status = screen.getByRole("status");
    for (let index = 0; index < 30; index += 1) {
      log = appendToConsole(log, [entry(`tick ${index}`)]);
      rerender(<ConsolePanel title="Counter" onClear={() => {}} log={log} />);
      act(() => vi.advanceTimersByTime(50));
    }
    // 1.5 s of lines, one every 50 ms: still nothing said, then one summary.
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(ANNOUNCE_EVERY_MS - 1500));
    expect(status).toHaveTextContent("30 new console messages. Latest: tick 29");
    log = appendToConsole(log, [entry("bad", "error"), entry("hm", "warn")]);
    rerender(<ConsolePanel title="Counter" onClear={() => {}} log={log} />);
    act(() => vi.advanceTimersByTime(ANNOUNCE_EVERY_MS));
    expect(status).toHaveTextContent("2 new console messages (1 error, 1 warning). Latest: hm");
    const told = status.textContent;
    act(() => vi.advanceTimersByTime(ANNOUNCE_EVERY_MS * 2));
    expect(status.textContent).toBe(told); // nothing new, nothing said
  });
});

/** Renders like the runner, and logs what the test asks, tagged with the current run. */
function logger(lines: () => ConsoleEntry[]) {
  return (message: ToRunner): FromRunner[] => {
    if (message.type !== "run") return [];
    return [
      { type: "console", runId: message.runId, entries: lines(), dropped: 0 },
      ...renders(message),
    ];
  };
}

describe("the console under an Edit tab's preview", () => {
  const code = "export function CounterDemo() { return <p>hi</p>; }";

  it("shows the current run's lines and drops other runs' and other frames'", async () => {
    const runner = fakeRunner(logger(() => [entry("first run")]));
    render(<EditPanel title="Counter" file="src/demos/counter-demo.tsx" code={code} />);
    runner.start("Counter preview");
    const panel = await screen.findByRole("region", { name: "Counter console" });
    expect(await within(panel).findByText("first run")).toBeInTheDocument();
    runner.emit({ type: "console", runId: 99, entries: [entry("stale")], dropped: 0 });
    runner.emit({ type: "console", runId: 1, entries: [entry("elsewhere")], dropped: 0 }, window);
    expect(within(panel).queryByText("stale")).not.toBeInTheDocument();
    expect(within(panel).queryByText("elsewhere")).not.toBeInTheDocument();
  });

  it("starts a new log when the code runs again", async () => {
    vi.useFakeTimers();
    let run = 0;
    const runner = fakeRunner(logger(() => [entry(`run ${++run}`)]));
    render(<EditPanel title="Counter" file="src/demos/counter-demo.tsx" code={code} />);
    runner.start("Counter preview");
    const panel = screen.getByRole("region", { name: "Counter console" });
    await act(async () => {}); // the runner's answers arrive in a microtask
    expect(within(panel).getByText("run 1")).toBeInTheDocument();
    const view = EditorView.findFromDOM(
      screen.getByRole("textbox", { name: "Edit Counter code" }),
    )!;
    act(() => view.dispatch({ changes: { from: view.state.doc.length, insert: " " } }));
    await act(async () => {});
    expect(within(panel).getByText("run 2")).toBeInTheDocument();
    expect(within(panel).queryByText("run 1")).not.toBeInTheDocument();
  });

  it.each([
    [
      "through the window",
      (runner: ReturnType<typeof fakeRunner>) => runner.emit({ type: "leaving" }),
    ],
    [
      "through its port, when the window's copy comes from no frame",
      (runner: ReturnType<typeof fakeRunner>, first: HTMLIFrameElement) => {
        // What Chromium may deliver as the page unloads: the window message with another source.
        runner.emit({ type: "leaving" }, null);
        expect(screen.getByTitle("Counter preview")).toBe(first);
        runner.emitThroughPort({ type: "leaving" });
      },
    ],
  ])("restarts a preview that navigated away and says why (told %s)", async (_how, leave) => {
    const runner = fakeRunner(logger(() => []));
    render(<EditPanel title="Counter" file="src/demos/counter-demo.tsx" code={code} />);
    const first = runner.start("Counter preview");
    leave(runner, first);
    const second = screen.getByTitle("Counter preview");
    expect(second).not.toBe(first);
    runner.start("Counter preview");
    const panel = screen.getByRole("region", { name: "Counter console" });
    expect(await within(panel).findByText(LEFT_PAGE_NOTE.text)).toBeInTheDocument();
    expect(runner.requests().filter((request) => request.type === "run")).toHaveLength(2);
  });

  it("takes the leaving said through both the port and the window as one", async () => {
    const runner = fakeRunner(logger(() => []));
    render(<EditPanel title="Counter" file="src/demos/counter-demo.tsx" code={code} />);
    const first = runner.start("Counter preview");
    // The window's copy comes from the same (old) frame: no second restart, and the code is
    // not taken for code that leaves every time it runs.
    runner.emitThroughPort({ type: "leaving" }, { andWindow: true });
    const second = screen.getByTitle("Counter preview");
    expect(second).not.toBe(first);
    runner.start("Counter preview");
    expect(runner.requests().filter((request) => request.type === "run")).toHaveLength(2);
    expect(screen.queryByText(/loads another page every time it runs/)).not.toBeInTheDocument();
  });

  it("stops code that leaves each time it runs, whatever the frame says on its way out", () => {
    const runner = fakeRunner(logger(() => []));
    render(<EditPanel title="Counter" file="src/demos/counter-demo.tsx" code={code} />);
    const first = runner.start("Counter preview");
    // Chromium may fire the page's beforeunload twice for one navigation: one leaving.
    runner.emitTogether([{ type: "leaving" }, { type: "leaving" }]);
    expect(screen.getByTitle("Counter preview")).not.toBe(first);
    expect(screen.queryByText(/loads another page every time it runs/)).not.toBeInTheDocument();
    runner.start("Counter preview");
    const rerun = runner.requests().at(-1)!;
    expect(rerun.type).toBe("run");
    // The new frame leaves too; its "rendered", sent after, does not cover the verdict.
    runner.emitTogether([
      { type: "leaving" },
      { type: "rendered", runId: rerun.type === "run" ? rerun.runId : 0 },
    ]);
    expect(screen.getByRole("alert")).toHaveTextContent(/loads another page every time it runs/);
  });
});

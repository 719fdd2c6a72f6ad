import { EditorView } from "@codemirror/view";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { holdLinkedCode, resetIncomingWork } from "@/lib/incoming-work";
import { keepLinkedCode, resetVisitWork } from "@/lib/visit-work";
import { fakeRunner, renders } from "@/test/fake-runner";
import { loadCodeEditor } from "../editor/code-editor";
import EditPanel from "../edit/edit-panel";
import { readFrameName } from "../protocol";

const shipped = "export function LinkDemo() { return <p>shipped</p>; }";
const linked = "export function LinkDemo() { return <p>from a link</p>; }";
const file = "src/demos/link-demo.tsx";

beforeAll(async () => {
  await loadCodeEditor();
});

afterEach(() => {
  resetIncomingWork();
  resetVisitWork();
});

function editorText() {
  return EditorView.findFromDOM(
    screen.getByRole("textbox", { name: "Edit Link code" }),
  )!.state.doc.toString();
}

describe("code from a link in Edit", () => {
  it("is shown, but no frame exists and nothing runs until Run", async () => {
    keepLinkedCode(file, linked);
    holdLinkedCode(file);
    const runner = fakeRunner(renders);
    render(<EditPanel title="Link" file={file} code={shipped} />);
    expect(editorText()).toBe(linked);
    expect(screen.queryByTitle("Link preview")).toBeNull();
    const notice = screen.getByRole("group", { name: "Code from a link" });
    // The link's arrival lands here.
    expect(notice).toHaveFocus();

    // Typing is the reader's own act, but still runs nothing while the code is held.
    act(() => {
      const view = EditorView.findFromDOM(screen.getByRole("textbox", { name: "Edit Link code" }))!;
      view.dispatch({ changes: { from: view.state.doc.length, insert: "\n// read it" } });
    });
    expect(screen.queryByTitle("Link preview")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Run" }));
    // Run: the frame starts with what the editor holds now.
    const frame = runner.start("Link preview", { runName: true });
    expect(screen.queryByRole("group", { name: "Code from a link" })).toBeNull();
    expect(readFrameName(frame.name)?.source).toBe(`${linked}\n// read it`);
  });

  it("runs at once when the code is not a link's", () => {
    const runner = fakeRunner(renders);
    render(<EditPanel title="Link" file={file} code={shipped} />);
    runner.start("Link preview");
    expect(screen.queryByRole("group", { name: "Code from a link" })).toBeNull();
    expect(runner.requests()).toHaveLength(1);
  });
});

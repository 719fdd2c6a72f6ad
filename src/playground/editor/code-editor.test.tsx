import { EditorView } from "@codemirror/view";
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CodeEditor, loadCodeEditor } from "./code-editor";

const source = "const a = 1;\nconst b = ;\nexport default a;";

function view() {
  return EditorView.findFromDOM(screen.getByRole("textbox", { name: "Edit Counter code" }))!;
}

// CodeMirror loads apart from the editor's shell: loaded first, an editor renders at once.
beforeAll(async () => {
  await loadCodeEditor();
});

describe("CodeEditor", () => {
  it("shows the code in place at once, and the editor as soon as CodeMirror has loaded", async () => {
    vi.resetModules(); // a shell that has not loaded CodeMirror yet
    const fresh = await import("./code-editor");
    render(<fresh.CodeEditor value={source} onChange={() => {}} label="Edit Counter code" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the editor…");
    expect(document.querySelector("[data-slot=code-editor-loading] pre")).toHaveTextContent(
      "const a = 1; const b = ; export default a;",
    );
    expect(screen.queryByRole("textbox")).toBeNull();
    const box = await screen.findByRole("textbox", { name: "Edit Counter code" });
    expect(EditorView.findFromDOM(box)?.state.doc.toString()).toBe(source);
    expect(document.querySelector("[data-slot=code-editor-loading]")).toBeNull();
  });

  it("is a labelled, editable text box that says how to leave it", () => {
    render(<CodeEditor value={source} onChange={() => {}} label="Edit Counter code" />);
    const box = screen.getByRole("textbox", { name: "Edit Counter code" });
    expect(box).toHaveAttribute("contenteditable", "true");
    expect(box).toHaveAccessibleDescription(/Press Escape, then Tab, to leave the editor\./);
    expect(view().state.doc.toString()).toBe(source);
  });

  it("reports the reader's edits", () => {
    const onChange = vi.fn();
    render(<CodeEditor value={source} onChange={onChange} label="Edit Counter code" />);
    view().dispatch({ changes: { from: 0, insert: "// mine\n" } });
    expect(onChange).toHaveBeenLastCalledWith(`// mine\n${source}`);
  });

  it("reports a typed character as the browser announces it, and what CodeMirror made of it", async () => {
    const onChange = vi.fn();
    render(<CodeEditor value={source} onChange={onChange} label="Edit Counter code" />);
    const editor = view();
    editor.dispatch({ selection: { anchor: 11 } }); // after "const a = 1"
    const { node, offset } = editor.domAtPos(11);
    document.getSelection()!.setBaseAndExtent(node, offset, node, offset);
    const typing = new InputEvent("beforeinput", { inputType: "insertText", data: "2" });
    Object.defineProperty(typing, "getTargetRanges", { value: () => [] });
    editor.contentDOM.dispatchEvent(typing);
    // Before the browser has inserted it or CodeMirror has read it back.
    expect(onChange).toHaveBeenLastCalledWith(source.replace("= 1;", "= 12;"));
    expect(editor.state.doc.toString()).toBe(source);
    // Here nothing inserts it (jsdom): the text CodeMirror has is sent right after.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onChange).toHaveBeenLastCalledWith(source);
  });

  it("replaces its text when the value changes from outside (reset, solution)", () => {
    const { rerender } = render(
      <CodeEditor value={source} onChange={() => {}} label="Edit Counter code" />,
    );
    rerender(<CodeEditor value="export {};" onChange={() => {}} label="Edit Counter code" />);
    expect(view().state.doc.toString()).toBe("export {};");
  });

  it("shows a syntax error with its line and column and marks that line", () => {
    const error = { message: "Unexpected token", line: 2, column: 11 };
    const { rerender } = render(
      <CodeEditor value={source} onChange={() => {}} label="Edit Counter code" error={error} />,
    );
    expect(screen.getByText(/line 2, column 11/).closest("p")).toHaveTextContent(
      "Syntax error at line 2, column 11: Unexpected token",
    );
    const marked = document.querySelectorAll(".cm-error-line");
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent("const b = ;");
    expect(screen.getByRole("textbox")).toHaveAccessibleDescription(/line 2, column 11/);

    rerender(<CodeEditor value={source} onChange={() => {}} label="Edit Counter code" />);
    expect(screen.queryByText(/Syntax error/)).not.toBeInTheDocument();
    expect(document.querySelectorAll(".cm-error-line")).toHaveLength(0);
  });

  it("underlines the token where the compiler stopped and marks its line number", () => {
    const error = { message: 'Unexpected token, expected ","', line: 2, column: 7 };
    render(
      <CodeEditor value={source} onChange={() => {}} label="Edit Counter code" error={error} />,
    );
    const token = document.querySelectorAll(".cm-error-token");
    expect(token).toHaveLength(1);
    expect(token[0]).toHaveTextContent(/^b$/);
    expect(document.querySelector(".cm-error-gutter")).toHaveTextContent(/^2$/);
  });

  it("puts the caret at the error when its position is chosen, the edits moving the mark", () => {
    const error = { message: "Unexpected token", line: 2, column: 11 };
    render(
      <CodeEditor value={source} onChange={() => {}} label="Edit Counter code" error={error} />,
    );
    screen.getByRole("button", { name: "line 2, column 11" }).click();
    expect(view().state.selection.main.head).toBe("const a = 1;\nconst b = ".length);
    expect(view().hasFocus).toBe(true);
    view().dispatch({ changes: { from: 0, insert: "// first\n" } });
    expect(document.querySelector(".cm-error-line")).toHaveTextContent("const b = ;");
    expect(document.querySelector(".cm-error-token")).toHaveTextContent(/^;$/);
  });

  it("keeps its tooltips in a layer of its own at the page's end, removed with the editor", () => {
    const { unmount } = render(
      <CodeEditor value={source} onChange={() => {}} label="Edit Counter code" />,
    );
    const layers = document.querySelectorAll("[data-slot=editor-tooltips]");
    expect(layers).toHaveLength(1);
    expect(layers[0].parentElement).toBe(document.body);
    unmount();
    expect(document.querySelector("[data-slot=editor-tooltips]")).toBeNull();
  });
});

import { EditorSelection, EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { afterEach, describe, expect, it } from "vitest";
import { predictedText } from "./predicted-input";

const views: EditorView[] = [];
afterEach(() => {
  for (const view of views.splice(0)) view.destroy();
  document.getSelection()?.removeAllRanges();
});

/** A CodeMirror view over `doc` with CodeMirror's selection `anchor`–`head`. */
function editor(doc: string, anchor: number, head = anchor) {
  const view = new EditorView({
    parent: document.body,
    state: EditorState.create({
      doc,
      selection: { anchor, head },
      extensions: EditorState.allowMultipleSelections.of(true),
    }),
  });
  views.push(view);
  return view;
}

/** Puts the document's selection at `anchor`–`head` of the view's text (one line). */
function selectInDOM(view: EditorView, anchor: number, head = anchor) {
  const { node: anchorNode, offset: anchorOffset } = view.domAtPos(anchor);
  const { node: focusNode, offset: focusOffset } = view.domAtPos(head);
  document.getSelection()!.setBaseAndExtent(anchorNode, anchorOffset, focusNode, focusOffset);
}

/** A `beforeinput` event as Chromium sends it for a typed character: no target ranges. */
function typing(data: string, init: Partial<InputEventInit> = {}) {
  const event = new InputEvent("beforeinput", { inputType: "insertText", data, ...init });
  Object.defineProperty(event, "getTargetRanges", { value: () => [], configurable: true });
  return event;
}

describe("predictedText", () => {
  it("is the text with the typed character at the caret", () => {
    const view = editor("const n = 1;", 11);
    selectInDOM(view, 11);
    expect(predictedText(view, typing("2"))).toBe("const n = 12;");
  });

  it("replaces the selected text, whichever way it was selected", () => {
    const view = editor("const n = 1;", 7, 6);
    selectInDOM(view, 7, 6);
    expect(predictedText(view, typing("m"))).toBe("const m = 1;");
  });

  it("leaves characters CodeMirror may change to its own transaction", () => {
    const view = editor("f", 1);
    selectInDOM(view, 1);
    // closeBrackets adds the closing one; ">" and "/" may close a JSX tag; "}" and ":" reindent.
    for (const data of ["(", ")", "[", "]", "{", "}", "'", '"', "`", "<", ">", "/", ":", "\n"])
      expect(predictedText(view, typing(data)), data).toBeNull();
  });

  it("predicts nothing while composing, for other inputs, or with several cursors", () => {
    const view = editor("abc", 1);
    selectInDOM(view, 1);
    expect(predictedText(view, typing("x", { isComposing: true }))).toBeNull();
    expect(
      predictedText(view, typing("", { inputType: "deleteContentBackward", data: null })),
    ).toBeNull();
    view.dispatch({
      selection: EditorSelection.create([EditorSelection.cursor(1), EditorSelection.cursor(2)]),
    });
    expect(predictedText(view, typing("x"))).toBeNull();
  });

  it("predicts nothing when the browser's selection is not CodeMirror's (not read back yet)", () => {
    const view = editor("const n = 1;", 11);
    selectInDOM(view, 3);
    expect(predictedText(view, typing("2"))).toBeNull();
    document.getSelection()!.removeAllRanges();
    expect(predictedText(view, typing("2"))).toBeNull();
  });

  it("uses the event's target range when the browser gives one", () => {
    const view = editor("const n = 1;", 6, 7);
    const { node, offset } = view.domAtPos(6);
    const event = typing("m");
    Object.defineProperty(event, "getTargetRanges", {
      value: () => [
        new StaticRange({
          startContainer: node,
          startOffset: offset,
          endContainer: node,
          endOffset: offset + 1,
        }),
      ],
    });
    expect(predictedText(view, event)).toBe("const m = 1;");
  });
});

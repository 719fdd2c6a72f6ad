import type { EditorView } from "@codemirror/view";

/**
 * Characters whose typing CodeMirror may turn into more than themselves: closeBrackets' pairs
 * and skips over a closing bracket, a JSX tag closed on ">" or "/", indentOnInput's "}", "]",
 * ")" and ":". Their text is left to CodeMirror's own transaction.
 */
const transformed = /[()[\]{}'"`<>/:\n]/;

/**
 * The editor's text once the character being typed is in, read from the `beforeinput` event
 * that announces it: the browser replaces exactly what CodeMirror has selected with `data`.
 * Null whenever that is not certain (a composition, several cursors, a character CodeMirror
 * may change, a target that is not the selection): CodeMirror's transaction then brings the
 * text, as for every other change.
 */
export function predictedText(view: EditorView, event: InputEvent): string | null {
  const { data } = event;
  if (event.inputType !== "insertText" || event.isComposing || !data || transformed.test(data))
    return null;
  const { selection, doc } = view.state;
  if (selection.ranges.length !== 1) return null;
  // What the browser will replace: its target range, or (Chromium gives none for a plain
  // insertion) the document's selection, which it replaces.
  const [target] = event.getTargetRanges?.() ?? [];
  const selected = target ? null : view.contentDOM.ownerDocument.getSelection();
  const start = target
    ? { node: target.startContainer, offset: target.startOffset }
    : selected?.anchorNode && { node: selected.anchorNode, offset: selected.anchorOffset };
  const end = target
    ? { node: target.endContainer, offset: target.endOffset }
    : selected?.focusNode && { node: selected.focusNode, offset: selected.focusOffset };
  if (
    !start ||
    !end ||
    !view.contentDOM.contains(start.node) ||
    !view.contentDOM.contains(end.node)
  )
    return null;
  let from: number;
  let to: number;
  try {
    from = view.posAtDOM(start.node, start.offset);
    to = view.posAtDOM(end.node, end.offset);
  } catch {
    return null;
  }
  const { main } = selection;
  if (Math.min(from, to) !== main.from || Math.max(from, to) !== main.to) return null;
  return doc.sliceString(0, main.from) + data + doc.sliceString(main.to);
}

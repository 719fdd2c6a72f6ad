import { RangeSet, StateEffect, StateField, type EditorState, type Range } from "@codemirror/state";
import {
  Decoration,
  EditorView,
  GutterMarker,
  gutterLineClass,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from "@codemirror/view";

/** Where the compiler stopped: a 1-based line and column, or none. */
export type ErrorPosition = { line: number; column: number } | null;

/** Sets (or clears, with null) the syntax error the editor marks. */
export const setErrorPosition = StateEffect.define<ErrorPosition>();

const lineMark = Decoration.line({ class: "cm-error-line" });
const tokenMark = Decoration.mark({ class: "cm-error-token" });

class ErrorGutterMarker extends GutterMarker {
  elementClass = "cm-error-gutter";
}
const gutterMark = new ErrorGutterMarker();

/** The document offset of a 1-based line and column, clamped into that line. */
export function errorOffset(
  state: EditorState,
  { line, column }: { line: number; column: number },
) {
  const at = state.doc.line(Math.min(Math.max(line, 1), state.doc.lines));
  return Math.min(at.from + Math.max(column - 1, 0), at.to);
}

/** The token starting at `from`: a word, or else one character (none at the end of a line). */
function tokenEnd(state: EditorState, from: number) {
  const line = state.doc.lineAt(from);
  const rest = line.text.slice(from - line.from);
  const word = /^[\p{L}\p{N}_$]+/u.exec(rest)?.[0] ?? rest.slice(0, 1);
  return from + word.length;
}

interface ErrorMarks {
  offset: number | null;
  lines: DecorationSet;
  gutter: RangeSet<GutterMarker>;
}

const none: ErrorMarks = { offset: null, lines: Decoration.none, gutter: RangeSet.empty };

function marksFor(state: EditorState, position: ErrorPosition): ErrorMarks {
  if (!position || position.line < 1 || position.line > state.doc.lines) return none;
  const offset = errorOffset(state, position);
  const line = state.doc.lineAt(offset);
  const end = tokenEnd(state, offset);
  const ranges: Range<Decoration>[] = [lineMark.range(line.from)];
  if (end > offset) ranges.push(tokenMark.range(offset, end));
  return {
    offset,
    lines: Decoration.set(ranges, true),
    gutter: RangeSet.of([gutterMark.range(line.from)]),
  };
}

/**
 * Marks the current syntax error three ways, so it shows whatever the colours: the line's
 * background, a wavy underline under the token where the compiler stopped, and its line number.
 * Edits move the marks with the text.
 */
const errorMarks = StateField.define<ErrorMarks>({
  create: () => none,
  update(marks, transaction) {
    let next = marks;
    if (transaction.docChanged && marks.offset !== null)
      next = {
        offset: transaction.changes.mapPos(marks.offset),
        lines: marks.lines.map(transaction.changes),
        gutter: marks.gutter.map(transaction.changes),
      };
    for (const effect of transaction.effects)
      if (effect.is(setErrorPosition)) next = marksFor(transaction.state, effect.value);
    return next;
  },
  provide: (field) => [
    EditorView.decorations.from(field, (marks) => marks.lines),
    gutterLineClass.from(field, (marks) => marks.gutter),
  ],
});

/**
 * When an error arrives, scrolls the editor (never the page) so the error's line shows as well
 * as the caret's, when both fit; the caret always wins, since the reader is typing there.
 */
const keepErrorInView = ViewPlugin.fromClass(
  class {
    update(update: ViewUpdate) {
      const arrived = update.transactions.some((transaction) =>
        transaction.effects.some((effect) => effect.is(setErrorPosition) && effect.value),
      );
      if (!arrived) return;
      const view = update.view;
      view.requestMeasure({
        read: () => {
          const offset = view.state.field(errorMarks).offset;
          if (offset === null) return null;
          const scroller = view.scrollDOM;
          const documentTop =
            view.documentTop - scroller.getBoundingClientRect().top + scroller.scrollTop;
          const error = view.lineBlockAt(offset);
          const caret = view.lineBlockAt(view.state.selection.main.head);
          const margin = view.defaultLineHeight;
          return {
            top: scroller.scrollTop,
            height: scroller.clientHeight,
            from: documentTop + Math.min(error.top, caret.top) - margin,
            to: documentTop + Math.max(error.bottom, caret.bottom) + margin,
          };
        },
        write: (span) => {
          if (!span || span.to - span.from > span.height) return;
          if (span.from < span.top) view.scrollDOM.scrollTop = span.from;
          else if (span.to > span.top + span.height)
            view.scrollDOM.scrollTop = span.to - span.height;
        },
      });
    }
  },
);

export const errorMarker = [errorMarks, keepErrorInView];

import { javascript } from "@codemirror/lang-javascript";
import {
  Chunk,
  getChunks,
  goToNextChunk,
  goToPreviousChunk,
  MergeView,
  unifiedMergeView,
} from "@codemirror/merge";
import { EditorState, Text, type Extension } from "@codemirror/state";
import { EditorView, gutter, GutterMarker, keymap, lineNumbers } from "@codemirror/view";
import { useEffect, useId, useMemo, useRef } from "react";
import { cn } from "@/lib/cn";
import { editorTheme } from "../editor/editor-theme";
import { languageColours, tokenColours } from "../editor/editor-theme-colours";

interface SolutionMergeViewProps {
  /** The reader's code. */
  mine: string;
  solution: string;
  /** Side by side (a desktop), or one column with the solution's lines under the reader's. */
  layout: "split" | "unified";
}

/** A sign beside each changed line, so the marks do not rest on colour alone. */
class SignMarker extends GutterMarker {
  constructor(readonly sign: string) {
    super();
  }
  eq(other: SignMarker) {
    return other.sign === this.sign;
  }
  toDOM() {
    return document.createTextNode(this.sign);
  }
}
const removedSign = new SignMarker("−");
const addedSign = new SignMarker("+");

/** "+" (or "−" on the reader's side) beside every line of a changed chunk. */
function signGutter(side: "a" | "b") {
  return gutter({
    class: "cm-change-signs",
    lineMarker(view, line) {
      const chunks = getChunks(view.state)?.chunks ?? [];
      const inChunk = chunks.some((chunk) =>
        side === "a"
          ? line.from >= chunk.fromA && line.from < chunk.toA
          : line.from >= chunk.fromB && line.from < chunk.toB,
      );
      return inChunk ? (side === "a" ? removedSign : addedSign) : null;
    },
    lineMarkerChange: (update) => update.docChanged || update.transactions.length > 0,
  });
}

/**
 * Diff colours in the page's scheme, after GitHub's diff palettes, each light enough (or dark
 * enough) for every token colour to keep AA contrast on it; CodeMirror's own tints are faint and
 * light-only.
 */
const diffTheme = EditorView.theme({
  "&.cm-merge-a .cm-changedLine, .cm-deletedChunk": { backgroundColor: "var(--cm-diff-removed)" },
  "&.cm-merge-b .cm-changedLine, .cm-insertedLine": { backgroundColor: "var(--cm-diff-added)" },
  // The changed words: underlined, as a darker band under them would take their colours below
  // AA contrast.
  "&.cm-merge-a .cm-changedText, .cm-deletedChunk .cm-deletedText": {
    background:
      "linear-gradient(var(--cm-diff-removed-mark), var(--cm-diff-removed-mark)) bottom / 100% 2px no-repeat",
  },
  "&.cm-merge-b .cm-changedText, .cm-insertedLine .cm-changedText": {
    background:
      "linear-gradient(var(--cm-diff-added-mark), var(--cm-diff-added-mark)) bottom / 100% 2px no-repeat",
  },
  ".cm-deletedChunk": { position: "relative", paddingLeft: "0" },
  ".cm-deletedChunk .cm-deletedLine::before": {
    content: '"−"',
    position: "absolute",
    left: "-1.25rem",
    color: "var(--cm-comment)",
  },
  ".cm-change-signs .cm-gutterElement": {
    minWidth: "1rem",
    textAlign: "center",
    color: "var(--cm-text)",
    fontWeight: "700",
  },
});

const diffColours =
  "[--cm-diff-removed:#fff4f2] [--cm-diff-added:#e6fbea] " +
  "[--cm-diff-removed-mark:#cf222e] [--cm-diff-added-mark:#1a7f37] " +
  "dark:[--cm-diff-removed:#3d1a1f] dark:[--cm-diff-added:#102a1b] " +
  "dark:[--cm-diff-removed-mark:#ff7b72] dark:[--cm-diff-added-mark:#3fb950]";

function readOnlyCode(label: string, describedBy: string): Extension {
  return [
    lineNumbers(),
    javascript({ jsx: true, typescript: true }),
    editorTheme,
    diffTheme,
    EditorView.lineWrapping,
    // Read only, still a text field: the keyboard moves through it line by line, and a screen
    // reader reads it as it reads the editor.
    EditorState.readOnly.of(true),
    keymap.of([
      { key: "Alt-ArrowDown", run: goToNextChunk },
      { key: "Alt-ArrowUp", run: goToPreviousChunk },
    ]),
    EditorView.contentAttributes.of({
      "aria-label": label,
      "aria-describedby": describedBy,
      // Focusable as far as axe can tell, as the editor's is (code-editor-view.tsx).
      tabindex: "0",
    }),
  ];
}

const lineRange = (doc: Text, from: number, to: number) => {
  const first = doc.lineAt(from).number;
  const last = doc.lineAt(Math.max(from, to - 1)).number;
  return first === last ? `line ${first}` : `lines ${first}–${last}`;
};

/** Each changed place as text: what a screen reader (or anyone) can read in order. */
function describeChunks(mine: string, solution: string) {
  const a = Text.of(mine.split("\n"));
  const b = Text.of(solution.split("\n"));
  return Chunk.build(a, b).map((chunk) => ({
    key: `${chunk.fromA}-${chunk.fromB}`,
    mine: chunk.toA > chunk.fromA ? lineRange(a, chunk.fromA, chunk.toA) : null,
    mineText: a.sliceString(chunk.fromA, chunk.endA),
    solution: chunk.toB > chunk.fromB ? lineRange(b, chunk.fromB, chunk.toB) : null,
    solutionText: b.sliceString(chunk.fromB, chunk.endB),
  }));
}

/** The reader's code against the model answer, changed lines marked (CodeMirror's merge view). */
export default function SolutionMergeView({ mine, solution, layout }: SolutionMergeViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const changes = useMemo(() => describeChunks(mine, solution), [mine, solution]);

  useEffect(() => {
    const parent = host.current!;
    if (layout === "split") {
      const view = new MergeView({
        a: { doc: mine, extensions: [readOnlyCode("Your code", helpId), signGutter("a")] },
        b: { doc: solution, extensions: [readOnlyCode("The solution", helpId), signGutter("b")] },
        parent,
        gutter: false,
      });
      return () => view.destroy();
    }
    // One column: the solution, with the reader's lines it replaces shown above its own.
    const view = new EditorView({
      parent,
      doc: solution,
      extensions: [
        readOnlyCode("The solution, with your lines that differ shown above its own", helpId),
        signGutter("b"),
        unifiedMergeView({ original: mine, mergeControls: false, gutter: false }),
      ],
    });
    return () => view.destroy();
  }, [mine, solution, layout, helpId]);

  return (
    <div className="space-y-3">
      <p id={helpId} className="text-sm text-slate-700 dark:text-slate-300">
        {changes.length === 0
          ? "Your code is the same as the solution."
          : `${changes.length} ${changes.length === 1 ? "place differs" : "places differ"}. ` +
            (layout === "split"
              ? "Left, your code: lines marked − differ. Right, the solution: lines marked + are its own."
              : "Lines marked − are yours, + the solution's.") +
            " Alt+↓ and Alt+↑ move to the next and previous change."}
      </p>
      <div
        ref={host}
        data-slot="solution-merge-view"
        className={cn(
          "max-h-[32rem] overflow-auto rounded-md border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-950",
          tokenColours,
          languageColours,
          diffColours,
        )}
      />
      {changes.length > 0 && (
        <details className="rounded-md border border-slate-200 text-sm dark:border-slate-700">
          <summary className="cursor-pointer px-3 py-2 focus-visible:outline-2 focus-visible:outline-sky-600">
            The changes as text
          </summary>
          <ol className="space-y-3 border-t border-slate-200 p-3 dark:border-slate-700">
            {changes.map((change) => (
              <li key={change.key} className="space-y-1">
                <p>
                  {change.mine ? `Your ${change.mine}` : "Nothing in your code"}
                  {" → "}
                  {change.solution
                    ? `the solution's ${change.solution}`
                    : "nothing in the solution"}
                </p>
                {change.mine && <ChangeText label={`Your ${change.mine}`} text={change.mineText} />}
                {change.solution && (
                  <ChangeText
                    label={`The solution's ${change.solution}`}
                    text={change.solutionText}
                  />
                )}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}

function ChangeText({ label, text }: { label: string; text: string }) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className="overflow-auto rounded bg-slate-50 p-2 font-mono text-xs whitespace-pre-wrap dark:bg-slate-900"
    >
      {text}
    </pre>
  );
}

import { closeBrackets, closeBracketsKeymap } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { javascript } from "@codemirror/lang-javascript";
import { bracketMatching, indentOnInput } from "@codemirror/language";
import { EditorState, StateEffect, StateField } from "@codemirror/state";
import {
  Decoration,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  type DecorationSet,
} from "@codemirror/view";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { editorTheme, languageColours, tokenColours } from "./editor-theme";
import { closeFile } from "./language/client";
import { LanguageHelp, LanguageStatusLine } from "./language/language-help";
import { languageSupport, type LanguageStatus } from "./language/language-support";

/** A syntax error at a 1-based line and column, as the runner reports it. */
export interface SourceError {
  message: string;
  line: number;
  column: number;
}

interface CodeEditorProps {
  /** The text to show. A change from outside (reset, solution) replaces the document. */
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the editable region, e.g. "Edit src/demos/counter-demo.tsx". */
  label: string;
  error?: SourceError | null;
  /**
   * The file the text is, e.g. "src/demos/counter-demo.tsx": with it, the editor checks types
   * and React's lint rules, and offers hovers and completion (src/playground/language/).
   */
  file?: string;
  /** Modules given beside the file, by the specifier it imports them with (a challenge's `files`). */
  companions?: Record<string, string>;
  className?: string;
}

const setErrorLine = StateEffect.define<number | null>();
const errorLineMark = Decoration.line({ class: "cm-error-line" });

/** Marks the line of the current syntax error; edits move or drop the mark with the text. */
const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setErrorLine)) continue;
      const line = effect.value;
      const doc = transaction.state.doc;
      next =
        line === null || line < 1 || line > doc.lines
          ? Decoration.none
          : Decoration.set([errorLineMark.range(doc.line(line).from)]);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** CodeMirror 6 for TSX, wrapped for React: the view is created once and fed changes. */
export function CodeEditor({
  value,
  onChange,
  label,
  error,
  file,
  companions,
  className,
}: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const helpId = useId();
  const errorId = useId();
  const [status, setStatus] = useState<LanguageStatus | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
          javascript({ jsx: true, typescript: true }),
          editorTheme,
          errorLineField,
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({
            "aria-label": label,
            // Focusable as far as axe can tell, so the scrolling region around it passes
            // scrollable-region-focusable (a contenteditable alone does not count).
            tabindex: "0",
            "aria-describedby": `${helpId} ${errorId}`,
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
          file ? languageSupport(file, setStatus, companions) : [],
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
      if (file) closeFile(file);
    };
    // The view is built once; `value` and `error` reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, helpId, errorId, file]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === value) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: setErrorLine.of(error ? error.line : null) });
  }, [error]);

  return (
    <div className={cn("flex min-w-0 flex-col", className)}>
      <div
        ref={hostRef}
        data-slot="code-editor"
        className={cn(
          "min-h-48 flex-1 overflow-hidden rounded-lg border border-slate-200 bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-sky-600 dark:border-slate-700 dark:bg-slate-950",
          "[--cm-active-line:#f1f5f9] [--cm-error-line:#fff1f2] [--cm-selection:#bae6fd] dark:[--cm-active-line:#1e293b] dark:[--cm-error-line:#4c0519] dark:[--cm-selection:#075985]",
          tokenColours,
          languageColours,
        )}
      />
      <p id={helpId} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
        Press Escape, then Tab, to leave the editor.
        {file && <LanguageHelp />}
      </p>
      {file && <LanguageStatusLine status={status} />}
      <div id={errorId} aria-live="polite">
        {error && (
          <p className="mt-2 rounded-md border border-rose-200 bg-rose-50 px-3 py-2 font-mono text-xs text-rose-900 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-100">
            <span className="font-sans font-semibold">
              Syntax error at line {error.line}, column {error.column}:
            </span>{" "}
            {error.message}
          </p>
        )}
      </div>
    </div>
  );
}

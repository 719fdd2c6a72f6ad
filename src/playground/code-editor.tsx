import { closeBrackets, closeBracketsKeymap } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { javascript } from "@codemirror/lang-javascript";
import { bracketMatching, indentOnInput } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import {
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { EditorMessages } from "./editor-messages";
import { editorTheme, languageColours, tokenColours } from "./editor-theme";
import { errorMarker, errorOffset, setErrorPosition } from "./error-marker";
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
          errorMarker,
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
    viewRef.current?.dispatch({ effects: setErrorPosition.of(error ?? null) });
  }, [error]);

  const showError = () => {
    const view = viewRef.current;
    if (!view || !error) return;
    view.dispatch({ selection: { anchor: errorOffset(view.state, error) }, scrollIntoView: true });
    view.focus();
  };

  return (
    <div className={cn("@container flex min-w-0 flex-col", className)}>
      <div
        ref={hostRef}
        data-slot="code-editor"
        className={cn(
          "min-h-48 flex-1 overflow-hidden rounded-lg border border-slate-200 bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-sky-600 dark:border-slate-700 dark:bg-slate-950",
          "[--cm-active-line:#f1f5f9] [--cm-error-line:#fff1f2] [--cm-error-mark:#be123c] [--cm-selection:#bae6fd] dark:[--cm-active-line:#1e293b] dark:[--cm-error-line:#4c0519] dark:[--cm-error-mark:#fb7185] dark:[--cm-selection:#075985]",
          tokenColours,
          languageColours,
        )}
      />
      <EditorMessages
        helpId={helpId}
        errorId={errorId}
        error={error}
        onShowError={showError}
        moreHelp={file && <LanguageHelp />}
      />
      {file && <LanguageStatusLine status={status} />}
    </div>
  );
}

import { closeBrackets, closeBracketsKeymap } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { javascript } from "@codemirror/lang-javascript";
import { bracketMatching, indentOnInput, LanguageSupport, LRLanguage } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import {
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import type { CodeEditorProps } from "./types";
import { editorTheme } from "./editor-theme";
import { tooltipLayer } from "./editor-tooltips";
import { errorMarker, errorOffset, setErrorPosition } from "./error-marker";
import { closeFile } from "../language/client";
import { languageSupport, type LanguageStatus } from "../language/language-support";
import { predictedText } from "./predicted-input";

/**
 * TSX as CodeMirror's JavaScript package parses it, with the syntax tree kept in smaller pieces.
 * The parser packs every run of up to 1,024 nodes into one flat buffer (its default), and a
 * buffer is reused after an edit only whole: a demo of ~100 lines is about one such buffer, so
 * each keystroke parsed the whole file again (2.0 ms for the 100-line router demo in Node, as
 * long as a first parse; ~8 ms of a keystroke's 15 ms in CodeMirror's update in the page). In
 * pieces of up to 128 nodes the rest of the tree is reused: 0.1–0.3 ms, first parse unchanged.
 */
export function tsxSupport() {
  const support = javascript({ jsx: true, typescript: true });
  const { language } = support;
  if (!(language instanceof LRLanguage)) return support;
  // Same language data (completions, JSX tag closing and the like find it), smaller buffers.
  return new LanguageSupport(language.configure({ bufferLength: 128 }), support.support);
}

/** What the editor's shell (code-editor.tsx) may ask of the view. */
export interface CodeEditorViewHandle {
  /** Puts the caret where the compiler stopped and focuses the editor. */
  showError: () => void;
}

export type CodeEditorViewProps = Omit<CodeEditorProps, "className"> & {
  /** Ids of the help and error lines under the editor, which describe it. */
  helpId: string;
  errorId: string;
  onStatus: (status: LanguageStatus) => void;
  /** The box's classes, the same as the shell's placeholder's. */
  className: string;
  handle: Ref<CodeEditorViewHandle>;
};

/**
 * CodeMirror 6 for TSX, wrapped for React: the view is created once and fed changes. Loaded
 * apart from the shell, so the sandboxed preview starts while this (the larger part) loads.
 */
export default function CodeEditorView({
  value,
  revision,
  onChange,
  label,
  error,
  file,
  companions,
  helpId,
  errorId,
  onStatus,
  className,
  handle,
}: CodeEditorViewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const onStatusRef = useRef(onStatus);

  useEffect(() => {
    onChangeRef.current = onChange;
    onStatusRef.current = onStatus;
  }, [onChange, onStatus]);

  useEffect(() => {
    const tooltipsAt = tooltipLayer();
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
          tsxSupport(),
          editorTheme,
          tooltipsAt.extension,
          errorMarker,
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({
            "aria-label": label,
            // Focusable as far as axe can tell, so the scrolling region around it passes
            // scrollable-region-focusable (a contenteditable alone does not count).
            tabindex: "0",
            "aria-describedby": `${helpId} ${errorId}`,
          }),
          // The new text goes out as the change is made, before CodeMirror re-parses and
          // redraws: the preview, in a process of its own, runs it meanwhile.
          EditorState.transactionExtender.of((transaction) => {
            if (transaction.docChanged) onChangeRef.current(transaction.newDoc.toString());
            return null;
          }),
          // A typed character goes out sooner still, as the browser announces it: before it
          // inserts it, lays the page out and CodeMirror reads the change back (~20–100 ms at
          // 4× CPU). The transaction that follows brings the same text, which is not sent again;
          // if CodeMirror made anything else of the key, its text is sent as soon as it is in.
          EditorView.domEventHandlers({
            beforeinput(event, view) {
              const predicted = predictedText(view, event);
              if (predicted === null) return false;
              onChangeRef.current(predicted);
              setTimeout(() => {
                const actual = view.state.doc.toString();
                if (actual !== predicted) onChangeRef.current(actual);
              });
              return false;
            },
          }),
          file ? languageSupport(file, (status) => onStatusRef.current(status), companions) : [],
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      tooltipsAt.remove();
      viewRef.current = null;
      if (file) closeFile(file);
    };
    // The view is built once; `value` and `error` reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, helpId, errorId, file]);

  // A text put in from outside; `revision` tells the same text put in again from no change.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === value) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value, revision]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: setErrorPosition.of(error ?? null) });
  }, [error]);

  useImperativeHandle(
    handle,
    () => ({
      showError() {
        const view = viewRef.current;
        if (!view || !error) return;
        view.dispatch({
          selection: { anchor: errorOffset(view.state, error) },
          scrollIntoView: true,
        });
        view.focus();
      },
    }),
    [error],
  );

  return <div ref={hostRef} data-slot="code-editor" className={className} />;
}

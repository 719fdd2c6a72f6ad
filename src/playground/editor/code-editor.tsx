import { useId, useRef, useState } from "react";
import { moduleLoader, useModule } from "@/lib/module-loader";
import { cn } from "@/lib/cn";
import type { CodeEditorViewHandle } from "./code-editor-view";
import { EditorMessages } from "./editor-messages";
import { languageColours, tokenColours } from "./editor-theme-colours";
import { LanguageHelp, LanguageStatusLine } from "../language/language-help";
import type { LanguageStatus } from "../language/diagnostics-sync";
import type { CodeEditorProps } from "./types";

const codeEditorView = moduleLoader(() => import("./code-editor-view"));

/**
 * Loads CodeMirror (code-editor-view.tsx). The shell around it is small and renders at once, so
 * an Edit panel starts its sandboxed preview while the editor's larger part is still on its way.
 * A chunk that does not load is the nearest error boundary's to show, as a lazy panel's is.
 * Tests await it before rendering an editor.
 */
export const loadCodeEditor = () => codeEditorView.load();

// The box the code sits in: the editor's, and its placeholder's while the editor loads.
const box = cn(
  "min-h-48 flex-1 overflow-hidden rounded-lg border border-slate-200 bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-sky-600 dark:border-slate-700 dark:bg-slate-950",
  "[--cm-active-line:#f1f5f9] [--cm-error-line:#fff1f2] [--cm-error-mark:#be123c] [--cm-selection:#bae6fd] dark:[--cm-active-line:#1e293b] dark:[--cm-error-line:#4c0519] dark:[--cm-error-mark:#fb7185] dark:[--cm-selection:#075985]",
  tokenColours,
  languageColours,
);

/**
 * The code as the editor will show it (same font, line height and padding, beside a gutter
 * as wide as the line numbers' and with the editor's room for a scrollbar), so nothing moves
 * when the editor takes its place.
 */
function LoadingCode({ value }: { value: string }) {
  return (
    <div className={cn(box, "[scrollbar-gutter:stable]")} data-slot="code-editor-loading">
      <p role="status" className="sr-only">
        Loading the editor…
      </p>
      <pre
        aria-hidden="true"
        className="py-3 pr-0.5 pl-[1.875rem] font-mono text-[0.8125rem] leading-6 wrap-anywhere whitespace-pre-wrap text-(--cm-text)"
      >
        {value}
      </pre>
    </div>
  );
}

/** The playground's code editor: CodeMirror 6 for TSX, with its messages and status under it. */
export function CodeEditor({
  value,
  revision,
  onChange,
  label,
  error,
  file,
  companions,
  className,
}: CodeEditorProps) {
  const helpId = useId();
  const errorId = useId();
  const [status, setStatus] = useState<LanguageStatus | null>(null);
  const editor = useModule(codeEditorView);
  const handle = useRef<CodeEditorViewHandle>(null);

  return (
    <div className={cn("@container flex min-w-0 flex-col", className)}>
      {editor ? (
        <editor.default
          value={value}
          revision={revision}
          onChange={onChange}
          label={label}
          error={error}
          file={file}
          companions={companions}
          helpId={helpId}
          errorId={errorId}
          onStatus={setStatus}
          className={box}
          handle={handle}
        />
      ) : (
        <LoadingCode value={value} />
      )}
      <EditorMessages
        helpId={helpId}
        errorId={errorId}
        error={error}
        onShowError={() => handle.current?.showError()}
        moreHelp={file && <LanguageHelp />}
      />
      {file && <LanguageStatusLine status={status} />}
    </div>
  );
}

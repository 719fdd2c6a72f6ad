import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { SourceError } from "./types";

interface EditorMessagesProps {
  helpId: string;
  errorId: string;
  error: SourceError | null | undefined;
  /** Puts the caret where the compiler stopped. */
  onShowError: () => void;
  /** More keys to tell of (the language service's), after how to leave. */
  moreHelp?: ReactNode;
}

/**
 * The line under the editor: how to leave it (for keyboard users: not on touch screens), or
 * the syntax error. The help keeps its place while an error covers it (the error sits on top),
 * so a message never changes the editor's height or moves what is below it; in a narrow window
 * the help takes more lines and the box grows with it. The help stays in the accessibility tree
 * while an error covers it: it describes the editor.
 */
export function EditorMessages({
  helpId,
  errorId,
  error,
  onShowError,
  moreHelp,
}: EditorMessagesProps) {
  return (
    <div className="relative mt-1.5 min-h-11 text-xs leading-4" data-slot="editor-messages">
      <p
        id={helpId}
        className={cn("py-1 text-slate-600 dark:text-slate-400 touch:hidden", error && "invisible")}
      >
        Press Escape, then Tab, to leave the editor.
        {moreHelp}
      </p>
      <div id={errorId} aria-live="polite" className="absolute inset-x-0 top-0">
        {error && (
          <p
            title={error.message}
            className="line-clamp-2 rounded-md border border-rose-200 bg-rose-50 px-2 py-1 font-mono text-rose-900 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-100"
          >
            <CircleAlert aria-hidden="true" className="mr-1 inline size-3.5 align-[-0.2em]" />
            <span className="font-sans font-semibold">
              Syntax error at{" "}
              <button
                type="button"
                onClick={onShowError}
                className="cursor-pointer underline decoration-rose-900/40 underline-offset-2 hover:decoration-rose-900 focus-visible:outline-2 focus-visible:outline-sky-600 dark:decoration-rose-100/40 dark:hover:decoration-rose-100"
              >
                line {error.line}, column {error.column}
              </button>
              :
            </span>{" "}
            {error.message}
          </p>
        )}
      </div>
    </div>
  );
}

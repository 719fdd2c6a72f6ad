/** What the editor's shell (code-editor.tsx), its view and its message line share. */

/** A syntax error at a 1-based line and column, as the runner reports it. */
export interface SourceError {
  message: string;
  line: number;
  column: number;
}

export interface CodeEditorProps {
  /** The text to show. A change from outside (reset, solution) replaces the document. */
  value: string;
  /**
   * Changes with every text put in from outside, so that the same `value` put in again (Reset
   * after typing) still replaces what was typed. The editor does not need `value` to follow
   * the typing: `onChange` reports each change.
   */
  revision?: number;
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

/**
 * The contract between the guide and its language workers (worker.ts): requests carry the
 * reader's whole file, so a worker never holds text the editor has since replaced. The
 * workers only read that text (parse, type-check, lint); none of it is ever run.
 */

/** A text edit in the file the request was made for (offsets into its source). */
export interface TextChange {
  from: number;
  to: number;
  insert: string;
}

/** A type error, syntax error or lint warning, in offsets into the requested source. */
export interface LanguageDiagnostic {
  from: number;
  to: number;
  severity: "error" | "warning";
  message: string;
  /** "TS2322" for TypeScript, the rule's name for lint ("react-hooks/rules-of-hooks"). */
  code: string;
  /** Quick fixes the rule offers (ESLint suggestions), each applied as a whole. */
  fixes?: { title: string; changes: TextChange[] }[];
}

/** What hovering a name shows: its type (signature) and its documentation. */
export interface HoverInfo {
  from: number;
  to: number;
  signature: string;
  documentation: string;
}

export interface CompletionEntry {
  label: string;
  /** TypeScript's kind ("function", "const", "property", "module" …). */
  kind: string;
  sortText: string;
  /** Text to insert instead of the label, and where (e.g. a name that needs quoting). */
  insertText?: string;
  replace?: { from: number; to: number };
  /** The module an auto-import would import it from. */
  source?: string;
  /** Inserting it also adds an import (see `completion-detail`). */
  hasAction?: boolean;
  /** Opaque to the guide: handed back with `completion-detail`. */
  data?: unknown;
}

export interface CompletionList {
  /** Where the word being completed starts. */
  from: number;
  entries: CompletionEntry[];
}

export interface CompletionDetail {
  signature: string;
  documentation: string;
  /** Edits beyond the inserted name, e.g. the import an auto-import adds. */
  changes: TextChange[];
}

interface FileRequest {
  /** The reader's file, e.g. "src/demos/counter-demo.tsx" (its imports resolve from here). */
  file: string;
  source: string;
}

export type LanguageRequest =
  | ({ kind: "diagnostics" } & FileRequest)
  | ({ kind: "lint" } & FileRequest)
  | ({ kind: "hover"; pos: number } & FileRequest)
  | ({ kind: "completions"; pos: number; explicit: boolean } & FileRequest)
  | ({ kind: "completion-detail"; pos: number; entry: CompletionEntry } & FileRequest)
  /** The editor showing `file` closed: the worker forgets the file. */
  | { kind: "close"; file: string }
  /**
   * Modules beside `file` that are not in the runner's map but given with it (a challenge's
   * `files`, e.g. "./Counter" for a test file), by the specifier `file` imports them with.
   */
  | { kind: "companions"; file: string; files: Record<string, string> };

export interface LanguageResults {
  diagnostics: LanguageDiagnostic[];
  lint: LanguageDiagnostic[];
  hover: HoverInfo | null;
  completions: CompletionList | null;
  "completion-detail": CompletionDetail | null;
  close: null;
  companions: null;
}

/** The two jobs a language worker can do; each worker does one. */
export type WorkerRole = "types" | "lint";

export type ToLanguageWorker =
  /** The first message: what this worker does, and (types) where its files are. */
  | { type: "init"; role: WorkerRole; envUrl: string }
  | { type: "request"; id: number; request: LanguageRequest };

export type FromLanguageWorker =
  | { type: "response"; id: number; result: LanguageResults[keyof LanguageResults] }
  | { type: "error"; id: number; message: string }
  /** The worker could not start (its files did not load): every request fails after this. */
  | { type: "failed"; message: string };

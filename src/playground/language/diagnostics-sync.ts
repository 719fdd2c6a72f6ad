import { forEachDiagnostic, setDiagnostics, type Diagnostic } from "@codemirror/lint";
import { ChangeSet } from "@codemirror/state";
import { EditorView, ViewPlugin, type PluginValue, type ViewUpdate } from "@codemirror/view";
import { afterRunnerWork } from "../preview/runner-activity";
import { afterReaderRequests, request, startLanguageService } from "./client";
import type { LanguageDiagnostic } from "./protocol";
import { renderDiagnosticMessage } from "./render";

/** What the status line under the editor says. */
export type LanguageStatus =
  | { kind: "checking" }
  | { kind: "ready"; errors: number; warnings: number; lintPending: boolean }
  | { kind: "unavailable" };

type Kind = "types" | "lint";

/**
 * How long typing must pause before the file is checked again: types after a short pause,
 * React's rules after a longer one. A type check of the 100-line router demo takes the worker
 * ~50 ms with its kept checker (type-service.ts), short enough to run between the keys of a
 * reader typing on without delaying the preview. Types wait 120 ms: just past CodeMirror's
 * 100 ms before it asks for completions, so a completion list is asked for first and the check
 * waits for it (`afterReaderRequests`). React's rules take longer and matter less mid-word.
 */
export const CHECK_DELAY_MS = { types: 120, lint: 400 } as const;

/**
 * The checks then wait while the preview runs the same edit (runner-activity.ts): the workers
 * would take the CPU from it. At most this long, for a preview that never answers. And then
 * for a hover or a completion list under way (client.ts, `afterReaderRequests`).
 */
export const PREVIEW_WAIT_LIMIT_MS = 3000;

/** A request under way: its text, and the edits made since (to place its answer). */
interface Flight {
  source: string;
  changes: ChangeSet;
}

const kindOf = (diagnostic: Diagnostic): Kind =>
  diagnostic.source?.startsWith("TS") ? "types" : "lint";

/** A worker's diagnostic as CodeMirror shows it, placed in the text as it is now. */
function toEditor(diagnostic: LanguageDiagnostic, flight: Flight): Diagnostic {
  const from = flight.changes.mapPos(diagnostic.from, 1);
  const to = Math.max(from, flight.changes.mapPos(diagnostic.to, -1));
  const original = flight.source.slice(diagnostic.from, diagnostic.to);
  return {
    from,
    to,
    severity: diagnostic.severity,
    message: diagnostic.message,
    source: diagnostic.code,
    renderMessage: () => renderDiagnosticMessage(diagnostic),
    actions: diagnostic.fixes?.map((fix) => ({
      name: fix.title,
      apply(view: EditorView, currentFrom: number, currentTo: number) {
        // The fix was computed for the text as it was; applied only while that text is intact.
        if (view.state.sliceDoc(currentFrom, currentTo) !== original) return;
        const shift = currentFrom - diagnostic.from;
        view.dispatch({
          changes: fix.changes.map((change) => ({
            from: change.from + shift,
            to: change.to + shift,
            insert: change.insert,
          })),
        });
      },
    })),
  };
}

/**
 * Keeps the editor's diagnostics current: after each pause in typing, the file goes to the type
 * checker and to the linter (each in its own worker), and each answer replaces that worker's
 * part of the diagnostics. One request per worker at a time; edits made meanwhile are sent
 * when it answers, and the answer is moved along with them.
 */
export function diagnosticsSync(
  file: string,
  onStatus: (status: LanguageStatus) => void,
  companions?: Record<string, string>,
) {
  return ViewPlugin.define((view) => {
    const flights: Record<Kind, Flight | null> = { types: null, lint: null };
    const dirty: Record<Kind, boolean> = { types: false, lint: false };
    let typesAnswered = false;
    // Also true once the linter has failed to load: the status stops waiting for it.
    let lintAnswered = false;
    const timers: Record<Kind, number> = { types: 0, lint: 0 };
    const cancelWaits: Record<Kind, () => void> = { types: () => {}, lint: () => {} };
    let destroyed = false;

    const report = () => {
      if (!typesAnswered) return;
      let errors = 0;
      let warnings = 0;
      forEachDiagnostic(view.state, (diagnostic) => {
        if (diagnostic.severity === "error") errors += 1;
        else warnings += 1;
      });
      onStatus({ kind: "ready", errors, warnings, lintPending: !lintAnswered });
    };

    const receive = (kind: Kind, flight: Flight, result: LanguageDiagnostic[]) => {
      if (destroyed) return;
      flights[kind] = null;
      const kept: Diagnostic[] = [];
      forEachDiagnostic(view.state, (diagnostic, from, to) => {
        if (kindOf(diagnostic) !== kind) kept.push({ ...diagnostic, from, to });
      });
      const fresh = result.map((diagnostic) => toEditor(diagnostic, flight));
      view.dispatch(setDiagnostics(view.state, [...kept, ...fresh]));
      if (kind === "types") typesAnswered = true;
      else lintAnswered = true;
      report();
      if (dirty[kind]) send(kind);
    };

    const send = (kind: Kind) => {
      if (flights[kind]) {
        dirty[kind] = true;
        return;
      }
      dirty[kind] = false;
      const source = view.state.doc.toString();
      const flight: Flight = { source, changes: ChangeSet.empty(source.length) };
      flights[kind] = flight;
      const answer =
        kind === "types"
          ? request("types", { kind: "diagnostics", file, source })
          : request("lint", { kind: "lint", file, source });
      answer.then(
        (result) => receive(kind, flight, result),
        () => {
          if (destroyed) return;
          flights[kind] = null;
          if (kind === "types" && !typesAnswered) onStatus({ kind: "unavailable" });
          if (kind === "lint" && !lintAnswered) {
            lintAnswered = true;
            report();
          }
        },
      );
    };

    const schedule = (kind: Kind, delay: number) => {
      window.clearTimeout(timers[kind]);
      cancelWaits[kind]();
      timers[kind] = window.setTimeout(() => {
        let cancelReaderWait = () => {};
        const cancelRunnerWait = afterRunnerWork(() => {
          cancelReaderWait = afterReaderRequests(() => send(kind));
        }, PREVIEW_WAIT_LIMIT_MS);
        cancelWaits[kind] = () => {
          cancelRunnerWait();
          cancelReaderWait();
        };
      }, delay);
    };

    onStatus({ kind: "checking" });
    // The type checker's worker starts loading now, as the editor appears (its compiler and
    // files take ~0.7 s at full speed before any check): the first check, which waits for
    // the preview, then finds it ready or nearly so.
    startLanguageService();
    // Before the first check (the worker answers it first): the modules the file imports.
    if (companions)
      request("types", { kind: "companions", file, files: companions }).catch(() => {});
    // After the editor has painted: the first check never delays it.
    schedule("types", 0);
    schedule("lint", 0);

    const plugin: PluginValue = {
      update(update: ViewUpdate) {
        if (!update.docChanged) return;
        for (const flight of Object.values(flights))
          if (flight) flight.changes = flight.changes.compose(update.changes);
        schedule("types", CHECK_DELAY_MS.types);
        schedule("lint", CHECK_DELAY_MS.lint);
      },
      destroy() {
        destroyed = true;
        for (const kind of ["types", "lint"] as const) {
          window.clearTimeout(timers[kind]);
          cancelWaits[kind]();
        }
      },
    };
    return plugin;
  });
}

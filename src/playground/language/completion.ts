import type { Completion, CompletionSource } from "@codemirror/autocomplete";
import { ChangeSet } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import { request } from "./client";
import type { CompletionEntry } from "./protocol";
import { renderHover } from "./render";

/** TypeScript's kinds → CodeMirror's icon classes (cm-completionIcon-…). */
const icons: Record<string, string> = {
  function: "function",
  method: "method",
  "local function": "function",
  const: "constant",
  let: "variable",
  var: "variable",
  "local var": "variable",
  parameter: "variable",
  property: "property",
  getter: "property",
  setter: "property",
  class: "class",
  interface: "interface",
  type: "type",
  enum: "enum",
  "enum member": "enum",
  module: "namespace",
  alias: "variable",
  keyword: "keyword",
  JSX: "property",
};

/**
 * Inserts the entry, and when TypeScript has more to add (an auto-import's `import` line),
 * asks for those edits and adds them too, moved past whatever was typed meanwhile.
 */
function applier(file: string, entry: CompletionEntry, source: string, pos: number) {
  return (view: EditorView, _completion: Completion, from: number, to: number) => {
    const range = entry.replace ?? { from, to };
    const insert = entry.insertText ?? entry.label;
    view.dispatch({
      changes: { from: range.from, to: range.to, insert },
      selection: { anchor: range.from + insert.length },
      userEvent: "input.complete",
    });
    if (!entry.hasAction) return;
    const since = ChangeSet.of({ from: range.from, to: range.to, insert }, source.length);
    const startDoc = view.state.doc;
    void request("types", { kind: "completion-detail", file, source, pos, entry }).then(
      (detail) => {
        if (!detail?.changes.length || view.state.doc !== startDoc) return;
        view.dispatch({
          changes: detail.changes.map((change) => ({
            from: since.mapPos(change.from, -1),
            to: since.mapPos(change.to, 1),
            insert: change.insert,
          })),
        });
      },
      () => {},
    );
  };
}

/** Names, props, members and import paths from TypeScript, as the reader types. */
export function typeCompletions(file: string): CompletionSource {
  return async (context) => {
    // A word that starts with a digit is a number being typed (`1n`, `100`): nothing completes it.
    if (!context.explicit && /^\d/.test(context.matchBefore(/[\w$]+$/)?.text ?? "")) return null;
    const source = context.state.doc.toString();
    const { pos } = context;
    const list = await request("types", {
      kind: "completions",
      file,
      source,
      pos,
      explicit: context.explicit,
    }).catch(() => null);
    if (!list || context.aborted) return null;
    return {
      from: list.from,
      validFor: /^[\w$]*$/,
      options: list.entries.map((entry): Completion => ({
        label: entry.label,
        type: icons[entry.kind],
        detail: entry.source ? `from "${entry.source}"` : undefined,
        // TypeScript ranks locals ("11") before globals ("15") and auto-imports ("16").
        boost: Math.max(-99, 11 - Number.parseInt(entry.sortText, 10) || 0),
        apply: applier(file, entry, source, pos),
        info: async () => {
          const detail = await request("types", {
            kind: "completion-detail",
            file,
            source,
            pos,
            entry,
          }).catch(() => null);
          return detail && renderHover(detail);
        },
      })),
    };
  };
}

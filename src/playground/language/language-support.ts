import { autocompletion } from "@codemirror/autocomplete";
import { Prec, type Extension } from "@codemirror/state";
import { keymap } from "@codemirror/view";
import { typeCompletions } from "./completion";
import { diagnosticsSync, type LanguageStatus } from "./diagnostics-sync";
import { closeCursorTooltip, cursorTooltip, showTypeAtCursor, typeHover } from "./hover";
import { languageKeys } from "./language-keys";
import { nextProblem, openProblems, problemsPanel } from "./problems-panel";

export { languageKeys };

/**
 * Everything the editor learns from the language workers for `file` (a reader's file, e.g.
 * "src/demos/counter-demo.tsx"): type and syntax errors and React's lint warnings as they
 * type, hovers, completion, the problems panel and their keys.
 */
export function languageSupport(
  file: string,
  onStatus: (status: LanguageStatus) => void,
  companions?: Record<string, string>,
): Extension {
  return [
    diagnosticsSync(file, onStatus, companions),
    problemsPanel,
    cursorTooltip,
    typeHover(file),
    autocompletion({ override: [typeCompletions(file)] }),
    Prec.high(
      keymap.of([
        { key: languageKeys.problems, run: openProblems, preventDefault: true },
        { key: languageKeys.next, run: nextProblem },
        { key: languageKeys.type, run: showTypeAtCursor(file), preventDefault: true },
        { key: "Escape", run: closeCursorTooltip },
      ]),
    ),
  ];
}

export type { LanguageStatus };

import type { LanguageStatus } from "./diagnostics-sync";
import { languageKeys } from "./language-keys";

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** "Mod-Shift-m" → "Ctrl+Shift+M" (⌘ on a Mac); a chord "Mod-k Mod-i" → "Ctrl+K, then Ctrl+I". */
export function keyLabel(key: string, mac = isMac()) {
  return key
    .split(" ")
    .map((stroke) =>
      stroke
        .split("-")
        .map((part) =>
          part === "Mod" ? (mac ? "⌘" : "Ctrl") : part.length === 1 ? part.toUpperCase() : part,
        )
        .join("+"),
    )
    .join(", then ");
}

/** The language keys, read with the editor's description (it is part of aria-describedby). */
export function LanguageHelp() {
  return (
    <>
      {" "}
      {keyLabel(languageKeys.next)}: next problem. {keyLabel(languageKeys.problems)}: list of
      problems. {keyLabel(languageKeys.type)}: type at the cursor. {keyLabel(languageKeys.complete)}
      : suggestions. {keyLabel(languageKeys.search)}: search the guide.
    </>
  );
}

function count(n: number, word: string) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/**
 * "Checking types…" until the first answer, then what was found (or why nothing can be); while
 * the linter's first answer is still on its way, the status says so rather than "no warnings".
 */
export function statusText(status: LanguageStatus | null) {
  if (!status || status.kind === "checking") return "Checking types…";
  if (status.kind === "unavailable")
    return "Type checking is unavailable: its files did not load. The preview still runs.";
  if (status.lintPending)
    return status.errors
      ? `${count(status.errors, "type error")}: underlined in the code. Checking React's rules…`
      : "No type errors. Checking React's rules…";
  if (!status.errors && !status.warnings) return "No type errors or lint warnings.";
  const parts = [
    status.errors ? count(status.errors, "error") : "",
    status.warnings ? count(status.warnings, "warning") : "",
  ].filter(Boolean);
  return `${parts.join(" and ")}: underlined in the code.`;
}

/**
 * The language service's state under the editor, always there, so the editor never moves when
 * it changes. Its longer texts ("1 type error: underlined in the code. Checking React's rules…")
 * take two lines in a narrow editor (a phone's), so it keeps room for two lines there: a
 * passing state that wrapped made the editor (whose box has a maximum height) shrink for a
 * second and grow back. From 36rem of editor width every text fits one line. Announced
 * politely, and only when the text changes.
 */
export function LanguageStatusLine({ status }: { status: LanguageStatus | null }) {
  return (
    <p
      role="status"
      data-slot="language-status"
      className="mt-1 min-h-8 text-xs leading-4 text-slate-600 @xl:min-h-4 dark:text-slate-400"
    >
      {statusText(status)}
    </p>
  );
}

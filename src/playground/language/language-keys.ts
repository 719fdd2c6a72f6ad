/** The keys, as the help under the editor spells them out (language-help.tsx); apart from
 * language-support.ts, so the help renders before CodeMirror has loaded. */
export const languageKeys = {
  problems: "Mod-Shift-m",
  next: "F8",
  /**
   * The type at the cursor: one chord (VS Code's for the signature of a call). Not VS Code's
   * Ctrl+K Ctrl+I: a binding that starts with Ctrl+K makes CodeMirror hold that key for the
   * next one, and Ctrl+K is the guide's search everywhere, the editor included.
   */
  type: "Mod-Shift-Space",
  complete: "Ctrl-Space",
  /** Not the editor's: the guide's search (use-search-shortcut.ts), which the editor lets through. */
  search: "Mod-k",
};

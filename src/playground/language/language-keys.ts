/** The keys, as the help under the editor spells them out (language-help.tsx); apart from
 * language-support.ts, so the help renders before CodeMirror has loaded. */
export const languageKeys = {
  problems: "Mod-Shift-m",
  next: "F8",
  type: "Mod-k Mod-i",
  complete: "Ctrl-Space",
};

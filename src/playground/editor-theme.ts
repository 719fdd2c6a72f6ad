import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorView } from "@codemirror/view";
import { tagHighlighter, tags as t } from "@lezer/highlight";

/**
 * Token colours are CSS variables, set light and dark on the editor's wrapper with Tailwind's
 * `dark:` variant (code-editor.tsx), so the editor follows the page's colour scheme without
 * reconfiguring. The values are GitHub's "default" palettes, as the build-time code blocks use:
 * each reaches WCAG AA (4.5:1) on the editor's background and on its active-line band.
 */
export const tokenColours =
  "[--cm-text:#1f2328] [--cm-keyword:#cf222e] [--cm-string:#0a3069] [--cm-function:#8250df] " +
  "[--cm-number:#0550ae] [--cm-comment:#57606a] [--cm-tag:#116329] [--cm-variable:#953800] " +
  "dark:[--cm-text:#e6edf3] dark:[--cm-keyword:#ff7b72] dark:[--cm-string:#a5d6ff] " +
  "dark:[--cm-function:#d2a8ff] dark:[--cm-number:#79c0ff] dark:[--cm-comment:#8b949e] " +
  "dark:[--cm-tag:#7ee787] dark:[--cm-variable:#ffa657]";

/**
 * Which colour each kind of token gets: once as a CodeMirror style (the editor) and once as
 * utility classes (read-only code outside an editor, such as a challenge's solution), so both
 * look the same. The classes are spelled out for Tailwind to find.
 */
const tokenStyles = [
  {
    tag: [t.keyword, t.operatorKeyword, t.modifier, t.controlKeyword],
    color: "var(--cm-keyword)",
    className: "text-(--cm-keyword)",
  },
  {
    tag: [t.string, t.special(t.string), t.regexp],
    color: "var(--cm-string)",
    className: "text-(--cm-string)",
  },
  {
    tag: [t.function(t.variableName), t.function(t.propertyName)],
    color: "var(--cm-function)",
    className: "text-(--cm-function)",
  },
  {
    tag: [t.number, t.bool, t.null, t.atom],
    color: "var(--cm-number)",
    className: "text-(--cm-number)",
  },
  {
    tag: [t.comment, t.lineComment, t.blockComment],
    color: "var(--cm-comment)",
    fontStyle: "italic",
    className: "text-(--cm-comment) italic",
  },
  { tag: [t.tagName, t.angleBracket], color: "var(--cm-tag)", className: "text-(--cm-tag)" },
  {
    tag: [t.typeName, t.className, t.attributeName],
    color: "var(--cm-variable)",
    className: "text-(--cm-variable)",
  },
  {
    tag: [t.propertyName, t.definition(t.variableName)],
    color: "var(--cm-number)",
    className: "text-(--cm-number)",
  },
];

const highlightStyle = HighlightStyle.define(
  tokenStyles.map(({ tag, color, fontStyle }) =>
    fontStyle ? { tag, color, fontStyle } : { tag, color },
  ),
);

/** The editor's token colours as classes, for code highlighted without an editor. */
export const staticHighlighter = tagHighlighter(
  tokenStyles.map(({ tag, className }) => ({ tag, class: className })),
);

const layout = EditorView.theme({
  "&": { color: "var(--cm-text)", fontSize: "0.8125rem", height: "100%" },
  "&.cm-focused": { outline: "none" },
  ".cm-scroller": { fontFamily: "var(--font-mono, ui-monospace, monospace)", lineHeight: "1.5rem" },
  ".cm-content": { caretColor: "var(--cm-text)", padding: "0.75rem 0" },
  ".cm-cursor": { borderLeftColor: "var(--cm-text)" },
  ".cm-gutters": {
    backgroundColor: "transparent",
    color: "var(--cm-comment)",
    border: "none",
  },
  ".cm-activeLine, .cm-activeLineGutter": { backgroundColor: "var(--cm-active-line)" },
  ".cm-error-line": { backgroundColor: "var(--cm-error-line)" },
  ".cm-error-token": {
    textDecoration: "underline wavy var(--cm-error-mark)",
    textDecorationSkipInk: "none",
    textUnderlineOffset: "3px",
  },
  ".cm-gutterElement.cm-error-gutter": { color: "var(--cm-error-mark)", fontWeight: "700" },
  ".cm-matchingBracket": { outline: "1px solid var(--cm-comment)", backgroundColor: "transparent" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection": {
    backgroundColor: "var(--cm-selection) !important",
  },
});

export const editorTheme = [layout, syntaxHighlighting(highlightStyle)];

import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorView } from "@codemirror/view";
import { tagHighlighter, tags as t } from "@lezer/highlight";

export { languageColours, tokenColours } from "./editor-theme-colours";

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
  ".cm-scroller": {
    fontFamily: "var(--font-mono, ui-monospace, monospace)",
    lineHeight: "1.5rem",
    // Room for the scrollbar whether or not the code is long enough to need one. The editor's
    // box is as tall as its code up to a limit, so the browser lays the code out once as if it
    // had no limit (no scrollbar) and again at the limit (a scrollbar, the lines narrower), on
    // every keystroke: ~2/3 of the layout after typing a character into the 100-line router
    // demo. With the width the same both times, that second layout has nothing to redo.
    scrollbarGutter: "stable",
  },
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

/**
 * The language service's parts (src/playground/language/): underlines, tooltips, the
 * completion list and the problems panel, in the page's colours (the variables below are set
 * light and dark with the token colours). CodeMirror's defaults are light-only.
 */
const languageParts = EditorView.theme({
  ".cm-lintRange-error, .cm-lintRange-warning": {
    backgroundImage: "none",
    textDecorationLine: "underline",
    textDecorationStyle: "wavy",
    textDecorationSkipInk: "none",
    textUnderlineOffset: "3px",
  },
  ".cm-lintRange-error": { textDecorationColor: "var(--cm-error)" },
  ".cm-lintRange-warning": { textDecorationColor: "var(--cm-warning)" },
  ".cm-lintPoint:after": { borderBottomColor: "var(--cm-error)" },
  ".cm-lintPoint-warning:after": { borderBottomColor: "var(--cm-warning)" },
  ".cm-tooltip": {
    backgroundColor: "var(--cm-surface)",
    color: "var(--cm-text)",
    border: "1px solid var(--cm-border)",
    borderRadius: "0.375rem",
    boxShadow: "0 4px 12px rgb(15 23 42 / 0.15)",
    maxWidth: "min(36rem, calc(100vw - 2rem))",
    fontSize: "0.75rem",
    lineHeight: "1.25rem",
  },
  ".cm-tooltip-hover, .cm-tooltip-lint": { padding: "0.375rem 0.5rem" },
  // Never squeezed into a sliver on a phone (the completion list has its own 250 px minimum).
  ".cm-tooltip-hover, .cm-tooltip-lint, .cm-tooltip.cm-language-hover": {
    minWidth: "min(15rem, calc(100vw - 0.5rem))",
  },
  ".cm-tooltip-section:not(:first-child)": { borderTop: "1px solid var(--cm-border)" },
  ".cm-language-signature": {
    display: "block",
    fontFamily: "var(--font-mono, ui-monospace, monospace)",
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
  },
  ".cm-language-documentation": { margin: "0.375rem 0 0", whiteSpace: "pre-wrap" },
  ".cm-diagnostic": { padding: "0.25rem 0 0.25rem 0.5rem", borderLeft: "3px solid transparent" },
  ".cm-diagnostic-error": { borderLeftColor: "var(--cm-error)" },
  ".cm-diagnostic-warning": { borderLeftColor: "var(--cm-warning)" },
  ".cm-language-text": { display: "block", whiteSpace: "pre-wrap" },
  ".cm-language-link": { display: "inline-block", marginTop: "0.25rem", color: "var(--cm-link)" },
  ".cm-diagnosticSource": {
    display: "block",
    color: "var(--cm-comment)",
    fontFamily: "var(--font-mono, ui-monospace, monospace)",
    opacity: "1",
  },
  ".cm-diagnosticAction, .cm-problems button": {
    font: "inherit",
    color: "var(--cm-text)",
    backgroundColor: "var(--cm-surface)",
    border: "1px solid var(--cm-border)",
    borderRadius: "0.25rem",
    padding: "0.125rem 0.5rem",
    margin: "0.25rem 0.5rem 0 0",
    cursor: "pointer",
  },
  ".cm-problems button:focus-visible, .cm-language-link:focus-visible": {
    outline: "2px solid var(--cm-focus)",
    outlineOffset: "1px",
  },
  ".cm-panels": { backgroundColor: "var(--cm-surface)", color: "var(--cm-text)" },
  ".cm-panels-bottom": { borderTop: "1px solid var(--cm-border)" },
  ".cm-problems": { fontSize: "0.75rem", lineHeight: "1.25rem", padding: "0.5rem 0.75rem" },
  ".cm-problems-header": {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: "0.5rem",
  },
  ".cm-problems-title": { margin: "0", fontWeight: "600" },
  ".cm-problems-list": {
    listStyle: "none",
    margin: "0.25rem 0 0",
    padding: "0",
    maxHeight: "12rem",
    overflowY: "auto",
  },
  ".cm-problem": {
    padding: "0.375rem 0 0.375rem 0.5rem",
    borderLeft: "3px solid var(--cm-warning)",
  },
  ".cm-problem-error": { borderLeftColor: "var(--cm-error)" },
  ".cm-problem + .cm-problem": { marginTop: "0.25rem" },
  ".cm-problem p": { margin: "0" },
  ".cm-problem-severity": { fontWeight: "600" },
  ".cm-tooltip.cm-tooltip-autocomplete > ul": {
    fontFamily: "var(--font-mono, ui-monospace, monospace)",
  },
  ".cm-tooltip.cm-tooltip-autocomplete > ul > li[aria-selected]": {
    backgroundColor: "var(--cm-selection)",
    color: "var(--cm-text)",
  },
  ".cm-completionDetail": { color: "var(--cm-comment)", fontStyle: "normal" },
  ".cm-completionMatchedText": { textDecoration: "none", fontWeight: "700" },
  // Beside the list, or on a phone above it shifted right: narrower, so it stays on screen.
  // CodeMirror measures the box at this width, then places it and caps it at 400 px (25rem)
  // beside the list: any wider here and the box, measured shorter than it turns out, ran past
  // the window's bottom when placed near it.
  ".cm-tooltip.cm-completionInfo": {
    padding: "0.375rem 0.5rem",
    maxWidth: "min(25rem, calc(100vw - 7rem))",
  },
});

export const editorTheme = [layout, languageParts, syntaxHighlighting(highlightStyle)];

// The editor's colours as utility classes: apart from editor-theme.ts, so the editor's shell
// (code-editor.tsx) and its placeholder have them without loading CodeMirror.

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
 * The colours the language parts use, light and dark, for the editor's wrapper. Each text
 * colour reaches WCAG AA on the tooltip surface.
 */
export const languageColours =
  "[--cm-surface:#ffffff] [--cm-border:#cbd5e1] [--cm-error:#be123c] [--cm-warning:#b45309] " +
  "[--cm-link:#0369a1] [--cm-focus:#0284c7] " +
  "dark:[--cm-surface:#0f172a] dark:[--cm-border:#475569] dark:[--cm-error:#fb7185] " +
  "dark:[--cm-warning:#fbbf24] dark:[--cm-link:#7dd3fc] dark:[--cm-focus:#38bdf8]";

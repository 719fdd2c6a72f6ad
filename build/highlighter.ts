import { createHighlighter, type Highlighter } from "shiki";

/** Languages lessons may use; listing them keeps Shiki from loading all 200+ grammars. */
export const fenceLanguages = [
  "tsx",
  "jsx",
  "typescript",
  "javascript",
  "bash",
  "json",
  "css",
  "html",
  "yaml",
  "toml",
  "ini",
  "diff",
  "http",
  "dockerfile",
] as const;

/** Aliases authors write in fences, mapped to a grammar above ("text" stays plain). */
const aliases: Record<string, string> = {
  ts: "typescript",
  js: "javascript",
  sh: "bash",
  shell: "bash",
  yml: "yaml",
  env: "ini",
};

export const defaultLanguage = "javascript";

/**
 * GitHub's current ("default") themes: every token colour reaches WCAG AA (4.5:1) on the code
 * block's white and slate-950 backgrounds. The older github-light/-dark fail it (orange
 * parameters at 3.5:1, dark comments at 4.2:1).
 */
const lightTheme = "github-light-default";
const darkTheme = "github-dark-default";
export const plainLanguages = new Set(["text", "txt", "plaintext"]);

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter() {
  highlighter ??= createHighlighter({
    themes: [lightTheme, darkTheme],
    langs: [...fenceLanguages],
  });
  return highlighter;
}

export function normalizeLanguage(lang: string | undefined): string {
  const name = (lang ?? defaultLanguage).toLowerCase();
  return aliases[name] ?? name;
}

/**
 * Highlights code into the inner HTML of a `<code>` element: one `span.line` per line,
 * tokens coloured with the light theme and a `--shiki-dark` variable for dark mode.
 */
export async function highlight(code: string, lang: string): Promise<string> {
  const shiki = await getHighlighter();
  const language = plainLanguages.has(lang) ? "text" : lang;
  if (language !== "text" && !shiki.getLoadedLanguages().includes(language)) {
    throw new Error(`Code fence language "${lang}" is not in build/highlighter.ts fenceLanguages`);
  }
  const html = shiki.codeToHtml(code, {
    lang: language,
    themes: { light: lightTheme, dark: darkTheme },
    defaultColor: "light",
  });
  const inner = /<code>([\s\S]*)<\/code>/.exec(html);
  if (!inner) throw new Error("Unexpected Shiki output");
  return inner[1];
}

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
 * The code block's backgrounds (src/components/lesson/code-block.tsx): white, and Tailwind's
 * slate-950 in the dark scheme. Every token colour a lesson shows is checked against them here,
 * as it is highlighted, so a build whose code would show a colour below WCAG AA fails.
 */
export const codeBackgrounds = { light: "#ffffff", dark: "#020618" } as const;
/** WCAG AA for normal text. */
export const minimumContrast = 4.5;

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const checkedColours = new Set<string>();

/** Throws when a token colour is below AA on its scheme's code background. */
function checkContrast(colour: string, scheme: "light" | "dark") {
  const key = `${scheme}${colour}`;
  if (checkedColours.has(key)) return;
  const ratio = contrast(colour, codeBackgrounds[scheme]);
  if (ratio < minimumContrast)
    throw new Error(
      `The ${scheme} code theme colours a token ${colour}, ${ratio.toFixed(2)}:1 on the code ` +
        `block's ${codeBackgrounds[scheme]}: WCAG AA needs ${minimumContrast}:1 (pipeline/highlighter.ts)`,
    );
  checkedColours.add(key);
}

/** Short, stable class names for a token's style: its light and dark colour, its font style. */
const colourClass = (prefix: "l" | "d", colour: string) =>
  `${prefix}-${colour.replace("#", "").toLowerCase()}`;
const fontClasses: Record<string, string> = {
  "font-style:italic": "fi",
  "font-weight:bold": "fb",
  "text-decoration:underline": "fu",
  "text-decoration:line-through": "fs",
};

const themedFont = /^--shiki-(light|dark)-(font-style|font-weight|text-decoration)$/;

/**
 * One token's inline style as classes; `null` when it has the theme's default colours and no
 * font style, so the token needs no element of its own. A colour below AA on the code block's
 * background throws (`checkContrast`).
 */
export function tokenClasses(
  style: string,
  defaults: { light: string; dark: string },
): string | null {
  const classes: string[] = [];
  let plain = true;
  for (const declaration of style.split(";").filter(Boolean)) {
    const [property, value = ""] = declaration.split(":");
    if (property === "color" || property === "--shiki-dark") {
      const dark = property === "--shiki-dark";
      if (value.toUpperCase() !== (dark ? defaults.dark : defaults.light).toUpperCase())
        plain = false;
      checkContrast(value.toLowerCase(), dark ? "dark" : "light");
      classes.push(colourClass(dark ? "d" : "l", value));
    } else if (fontClasses[declaration]) {
      plain = false;
      classes.push(fontClasses[declaration]);
    } else if (themedFont.test(property)) {
      // Shiki 4 writes font styles per theme (`--shiki-light-font-style:italic`, `inherit`
      // where a theme has none). The light theme's applies in both schemes, as a plain
      // `font-style` did; a style only the dark theme has gets a dark-only class.
      const [, theme, name] = themedFont.exec(property) ?? [];
      const font = fontClasses[`${name}:${value}`];
      if (value === "inherit") continue;
      if (!font) throw new Error(`Unexpected Shiki token style "${declaration}"`);
      if (theme === "light" || !classes.includes(font)) {
        plain = false;
        classes.push(theme === "light" ? font : `d${font}`);
      }
    } else {
      throw new Error(
        `Unexpected Shiki token style "${declaration}": map it in pipeline/highlighter.ts`,
      );
    }
  }
  return plain ? null : classes.join(" ");
}

/**
 * Highlights code into the inner HTML of a `<code>` element: lines of text and tokens
 * coloured by classes (see `codeThemeCss`) instead of inline styles. Tokens in the
 * default colour are left as plain text: about 40 % of all tokens, so lessons carry fewer
 * bytes and the page fewer elements.
 */
export async function highlight(code: string, lang: string): Promise<string> {
  const shiki = await getHighlighter();
  const language = plainLanguages.has(lang) ? "text" : lang;
  if (language !== "text" && !shiki.getLoadedLanguages().includes(language)) {
    throw new Error(
      `Code fence language "${lang}" is not in pipeline/highlighter.ts fenceLanguages`,
    );
  }
  const html = shiki.codeToHtml(code, {
    lang: language,
    themes: { light: lightTheme, dark: darkTheme },
    defaultColor: "light",
    // Shiki stops a line after 500 ms by default and gives the rest the last token's colour,
    // silently; a build on a busy machine must colour every line the same as on an idle one.
    tokenizeTimeLimit: 0,
  });
  const inner = /<code>([\s\S]*)<\/code>/.exec(html);
  if (!inner) throw new Error("Unexpected Shiki output");
  const defaults = { light: shiki.getTheme(lightTheme).fg, dark: shiki.getTheme(darkTheme).fg };
  return (
    inner[1]
      // Token spans hold escaped text only, never other elements.
      .replace(/<span style="([^"]*)">([^<]*)<\/span>/g, (_, style: string, text: string) => {
        const classes = tokenClasses(style, defaults);
        return classes === null ? text : `<span class="${classes}">${text}</span>`;
      })
      // A line needs no element of its own: `pre` keeps the line breaks between them.
      .replace(/<span class="line">([^\n]*)<\/span>(?=\n|$)/g, "$1")
  );
}

/** Every colour a theme can give a token, its default foreground first. */
async function themeColours(name: string) {
  const theme = (await getHighlighter()).getTheme(name);
  const colours = new Set([theme.fg.toLowerCase()]);
  for (const rule of theme.settings) {
    if (rule.settings.foreground) colours.add(rule.settings.foreground.toLowerCase());
  }
  return [...colours];
}

/**
 * The stylesheet for `highlight()`'s classes, built from the two themes (served to the app as
 * `virtual:code-theme.css`): code text in the default colour, a rule per token colour, and
 * the dark theme's colours when the reader's system is dark.
 */
export async function codeThemeCss(): Promise<string> {
  const [light, dark] = await Promise.all([themeColours(lightTheme), themeColours(darkTheme)]);
  const rules = (prefix: "l" | "d", colours: string[]) =>
    colours.map((colour) => `.code-block .${colourClass(prefix, colour)}{color:${colour}}`);
  return [
    `.code-block pre{color:${light[0]}}`,
    ...rules("l", light),
    ...Object.entries(fontClasses).map(
      ([declaration, name]) => `.code-block .${name}{${declaration}}`,
    ),
    `@media (prefers-color-scheme: dark){.code-block pre{color:${dark[0]}}${rules("d", dark).join("")}${Object.entries(
      fontClasses,
    )
      .map(([declaration, name]) => `.code-block .d${name}{${declaration}}`)
      .join("")}}`,
  ].join("\n");
}

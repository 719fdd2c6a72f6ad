// @vitest-environment node
// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseFenceMeta } from "./fence-meta.ts";
import { codeThemeCss, highlight, normalizeLanguage, tokenClasses } from "./highlighter.ts";
import { deriveJsView, hasJsView } from "./js-view.ts";
import { contentRoot, lessonFences } from "./lesson-fences.ts";

const sample = 'import { useState } from "react";\n\n// A comment\nconst count = 1;';

/** The text a reader sees (and copies): the HTML without its tags, entities decoded. */
function text(html: string) {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

describe("highlight", () => {
  it("colours tokens with classes, never inline styles, and keeps the text exact", async () => {
    const html = await highlight(sample, "tsx");
    expect(html).not.toContain("style=");
    expect(text(html)).toBe(sample);
    expect(html).not.toContain('class="line"');
    expect(html.split("\n")).toHaveLength(4);
    // Keywords: GitHub's red in light, salmon in dark; comments grey in both.
    expect(html).toContain('<span class="l-cf222e d-ff7b72">import</span>');
    expect(html).toContain('<span class="l-6e7781 d-8b949e">// A comment</span>');
  });

  it("leaves tokens in the default colour as plain text", async () => {
    const html = await highlight("const count = 1;", "js");
    // The semicolon is default-coloured in both themes: no element of its own.
    expect(html).toMatch(/<\/span>;$/);
    expect(text(html)).toBe("const count = 1;");
  });

  it("highlights plain text fences without colour classes", async () => {
    const html = await highlight("just <text> & more", "text");
    expect(html).not.toMatch(/class="[ld]-/);
    expect(text(html)).toBe("just <text> & more");
  });

  it("rejects a language the build does not load", async () => {
    await expect(highlight("x", "cobol")).rejects.toThrow(/fenceLanguages/);
  });
});

describe("tokenClasses", () => {
  const defaults = { light: "#1F2328", dark: "#F0F6FC" };

  it("maps Shiki 4's per-theme font styles: the light theme's in both schemes, a dark-only one in dark", async () => {
    const both =
      "color:#6E7781;--shiki-dark:#9198A1;--shiki-light-font-style:italic;--shiki-dark-font-style:italic";
    expect(tokenClasses(both, defaults)).toBe("l-6e7781 d-9198a1 fi");
    const darkOnly =
      "color:#1F2328;--shiki-dark:#F0F6FC;--shiki-light-font-style:inherit;--shiki-dark-font-style:italic";
    expect(tokenClasses(darkOnly, defaults)).toBe("l-1f2328 d-f0f6fc dfi");
    const lightOnly =
      "color:#1F2328;--shiki-dark:#F0F6FC;--shiki-light-font-weight:bold;--shiki-dark-font-weight:inherit";
    expect(tokenClasses(lightOnly, defaults)).toBe("l-1f2328 d-f0f6fc fb");
    const css = await codeThemeCss();
    expect(css).toContain(".code-block .fi{font-style:italic}");
    expect(css).toMatch(
      /@media \(prefers-color-scheme: dark\)\{.*\.code-block \.dfi\{font-style:italic\}/,
    );
  });

  it("leaves default-coloured tokens without a font style plain, and rejects styles it cannot map", () => {
    expect(tokenClasses("color:#1F2328;--shiki-dark:#F0F6FC", defaults)).toBeNull();
    expect(() => tokenClasses("color:#1F2328;--shiki-light-font-style:oblique", defaults)).toThrow(
      /Unexpected Shiki token style/,
    );
    expect(() => tokenClasses("text-shadow:none", defaults)).toThrow(
      /Unexpected Shiki token style/,
    );
  });
});

describe("codeThemeCss", () => {
  it("has a rule for every class highlight() emits, in both themes", async () => {
    const css = await codeThemeCss();
    const samples = await Promise.all([
      highlight(sample, "tsx"),
      highlight('{ "a": [1, true, null] }', "json"),
      highlight("npm install react\necho $HOME", "bash"),
      highlight(".card:hover { color: red; }", "css"),
      highlight("+ added\n- removed", "diff"),
    ]);
    const classes = new Set(
      samples.flatMap((html) =>
        [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1].split(" ")),
      ),
    );
    expect(classes.size).toBeGreaterThan(6);
    for (const name of classes) expect(css, name).toContain(`.code-block .${name}{`);
  });

  it("colours plain code text per scheme and switches to the dark palette in a media query", async () => {
    const css = await codeThemeCss();
    expect(css).toContain(".code-block pre{color:#1f2328}");
    const dark = css.slice(css.indexOf("@media (prefers-color-scheme: dark)"));
    expect(dark).toContain(".code-block pre{color:#e6edf3}");
    expect(dark).toContain(".code-block .d-ff7b72{color:#ff7b72}");
    expect(dark).not.toContain(".l-");
  });
});

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Every fence of every lesson, as the build highlights it (demo files included), and the
 * derived JavaScript view of each TypeScript one (the JSX grammar may colour other tokens).
 */
function highlightedLessons() {
  return Promise.all(
    lessonFences().flatMap(({ node }) => {
      const meta = parseFenceMeta(node.meta);
      const code = meta.file
        ? readFileSync(path.resolve(contentRoot, meta.file), "utf8")
        : node.value;
      const views = [highlight(code, normalizeLanguage(node.lang ?? undefined))];
      if (hasJsView(node.lang, meta))
        views.push(
          deriveJsView(code, { lang: node.lang, fragment: meta.fragment !== undefined }).then(
            (view) => highlight(view.code, normalizeLanguage(view.language)),
          ),
        );
      return views;
    }),
  );
}

describe("code colours", () => {
  // The code block's backgrounds (code-block.tsx): white, and Tailwind's slate-950 in dark mode.
  const backgrounds = { l: "#ffffff", d: "#020618" };

  it("every colour the lessons' code shows reaches WCAG AA (4.5:1) in both themes", async () => {
    // The browser tests leave token colours to this check over every fence (e2e/fixtures.ts).
    const css = await codeThemeCss();
    const used = new Set(
      (await highlightedLessons()).flatMap((html) =>
        [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1].split(" ")),
      ),
    );
    const colours = [...used].filter((name) => /^[ld]-/.test(name));
    expect(colours.length).toBeGreaterThan(10);
    for (const name of colours) {
      const colour = `#${name.slice(2)}`;
      const background = backgrounds[name[0] as "l" | "d"];
      expect(contrast(colour, background), name).toBeGreaterThanOrEqual(4.5);
      expect(css).toContain(`.code-block .${name}{color:${colour}}`);
    }
    // Plain code text, in each theme's default colour.
    expect(contrast("#1f2328", backgrounds.l)).toBeGreaterThanOrEqual(4.5);
    expect(contrast("#e6edf3", backgrounds.d)).toBeGreaterThanOrEqual(4.5);
  }, 300_000);
});

// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import {
  codeBackgrounds,
  codeThemeCss,
  contrast,
  highlight,
  minimumContrast,
  tokenClasses,
} from "./highlighter.ts";

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

  it("colours a line the same however long it takes to tokenize", async () => {
    const idle = await highlight("const count = 1;", "js");
    // A busy machine: every look at the clock finds 0.3 s gone.
    let now = Date.now();
    const clock = vi.spyOn(Date, "now").mockImplementation(() => (now += 300));
    try {
      expect(await highlight("const count = 1;", "js")).toBe(idle);
    } finally {
      clock.mockRestore();
    }
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

describe("code colours", () => {
  // The build highlights every fence of every lesson, and the JavaScript view of each TypeScript
  // one, through tokenClasses: a colour below AA there fails the build, so no lesson ships it.
  const defaults = { light: "#1F2328", dark: "#F0F6FC" };

  it("refuses a token colour below WCAG AA (4.5:1) on the code block's background, in either scheme", () => {
    // GitHub's themes have such colours (for backgrounds of diff lines): none may colour text.
    expect(() => tokenClasses("color:#F6F8FA;--shiki-dark:#F0F6FC", defaults)).toThrow(
      "The light code theme colours a token #f6f8fa, 1.06:1 on the code block's #ffffff: WCAG AA needs 4.5:1",
    );
    expect(() => tokenClasses("color:#1F2328;--shiki-dark:#161B22", defaults)).toThrow(
      /^The dark code theme colours a token #161b22, 1\.\d\d:1 on the code block's #020618/,
    );
    // Comments, the palest tokens the lessons use, pass in both schemes.
    expect(tokenClasses("color:#6E7781;--shiki-dark:#8B949E", defaults)).toBe("l-6e7781 d-8b949e");
    expect(contrast("#6e7781", codeBackgrounds.light)).toBeGreaterThanOrEqual(minimumContrast);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("colours plain code text above AA in both schemes", async () => {
    const css = await codeThemeCss();
    const light = /^\.code-block pre\{color:(#[0-9a-f]{6})\}/m.exec(css)?.[1];
    const dark = /\.code-block pre\{color:(#[0-9a-f]{6})\}/.exec(
      css.slice(css.indexOf("@media")),
    )?.[1];
    expect(contrast(light!, codeBackgrounds.light)).toBeGreaterThanOrEqual(minimumContrast);
    expect(contrast(dark!, codeBackgrounds.dark)).toBeGreaterThanOrEqual(minimumContrast);
  });
});

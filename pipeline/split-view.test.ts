import { describe, expect, it } from "vitest";
import { childNodes, splitView, visibleTextLength } from "./split-view.ts";

const rebuild = ({ html, parts }: { html: string; parts: string[] }, marker = "</article>") => {
  const at = html.indexOf(marker);
  return html.slice(0, at) + parts.join("") + html.slice(at);
};

describe("childNodes", () => {
  it("finds the top-level nodes of an element: tags, void and self-closing tags, text, comments", () => {
    const html = `<div><p a="1>2">x<b>y</b></p>text<br><svg><path d="M0"/></svg><!--$--><hr/></div>`;
    const { children, contentEnd } = childNodes(html, "<div>".length);
    expect(children.map(([start, end]) => html.slice(start, end))).toEqual([
      `<p a="1>2">x<b>y</b></p>`,
      "text",
      "<br>",
      `<svg><path d="M0"/></svg>`,
      "<!--$-->",
      "<hr/>",
    ]);
    expect(html.slice(contentEnd)).toBe("</div>");
  });

  it("skips raw text elements whole", () => {
    const html = `<div><style>a>b{}</style><i></i></div>`;
    const { children } = childNodes(html, 5);
    expect(children.map(([start, end]) => html.slice(start, end))).toEqual([
      "<style>a>b{}</style>",
      "<i></i>",
    ]);
  });

  it("refuses HTML that never closes the element", () => {
    expect(() => childNodes("<div><p>open", 5)).toThrow(/never closed/);
  });
});

describe("visibleTextLength", () => {
  it("counts the text a reader sees, a run of white space or a character reference as one", () => {
    expect(visibleTextLength("<p>Hello <b>big</b>\n   world</p>")).toBe("Hello big world".length);
    expect(visibleTextLength("<p>a &amp; b&#160;c</p>")).toBe("a & b c".length);
    expect(visibleTextLength("<p>line<br>next<img alt=x></p>")).toBe("linenext".length);
  });

  it("leaves out what is not on screen as text: icons, hidden, screen-reader-only, the lesson's contents", () => {
    const html = [
      `<p>seen</p>`,
      `<svg viewBox="0 0 9 9"><path d="M0"/><text>svg text</text></svg>`,
      `<div hidden><p>hidden panel</p></div>`,
      `<span aria-hidden="true"> · </span>`,
      `<span class="x sr-only">(TypeScript)</span>`,
      `<nav aria-label="Lesson contents" data-slot="lesson-contents"><a href="#a">A heading</a></nav>`,
      `<style>p{color:red}</style><!-- a comment -->`,
      `<p>also seen</p>`,
    ].join("");
    expect(visibleTextLength(html)).toBe("seenalso seen".length);
  });

  it("counts text again after a hidden element closes, however deeply it nested", () => {
    expect(visibleTextLength(`<div hidden><div><p>x</p></div></div><p>after</p>`)).toBe(5);
  });
});

describe("splitView", () => {
  const block = (n: number) => `<p>${"word ".repeat(200)}${n}</p>`;
  const blocks = Array.from({ length: 30 }, (_, n) => block(n)).join("");
  const view = `<nav>menu</nav><main><article data-lesson="hooks" class="lesson"><h1>Hooks</h1>${blocks}</article><nav>pager</nav></main>`;

  it("keeps the page and the first screen, and cuts the rest into pieces that rebuild the view", () => {
    const split = splitView(view, 3000, 5000);
    expect(split.html).toContain("<h1>Hooks</h1>");
    // Whole blocks until their text reaches 3,000 characters: the title and three paragraphs.
    expect(split.html).toContain(" 2</p></article>");
    expect(split.html).toContain("<nav>pager</nav>");
    expect(split.html.length).toBeLessThan(view.length / 3);
    expect(split.parts.length).toBeGreaterThan(3);
    for (const part of split.parts) expect(part.length).toBeLessThan(5000 + 1100);
    expect(rebuild(split)).toBe(view);
  });

  it("counts the first screen in visible text, not in markup", () => {
    const contents = `<nav data-slot="lesson-contents">${"<a href='#x'>A heading</a>".repeat(200)}</nav>`;
    const code = `<pre><code>${'<span class="t1">x</span>'.repeat(500)}</code></pre>`;
    const lesson = `<article data-lesson="hooks"><h1>Hooks</h1>${contents}${code}${block(1)}${block(2)}${block(3)}</article>`;
    const split = splitView(lesson, 1800);
    // The contents (5 kB of HTML, none of it text on screen) and the code (500 characters on
    // screen in 12 kB) are not enough: the first screen goes on to two paragraphs.
    expect(split.html).toContain(" 2</p></article>");
    expect(split.parts).toEqual([block(3)]);
  });

  it("leaves a view without a lesson whole (the 404 screen)", () => {
    const notFound = "<main><h1>404</h1></main>";
    expect(splitView(notFound)).toEqual({ html: notFound, parts: [] });
  });

  it("leaves a short lesson whole", () => {
    const short = `<article data-lesson="faq"><h1>FAQ</h1><p>Hi</p></article>`;
    expect(splitView(short)).toEqual({ html: short, parts: [] });
  });
});

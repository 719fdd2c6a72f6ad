import { describe, expect, it } from "vitest";
import { childNodes, splitView } from "./split-view.ts";

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

describe("splitView", () => {
  const block = (n: number) => `<p>${"word ".repeat(200)}${n}</p>`;
  const blocks = Array.from({ length: 30 }, (_, n) => block(n)).join("");
  const view = `<nav>menu</nav><main><article data-lesson="hooks" class="lesson"><h1>Hooks</h1>${blocks}</article><nav>pager</nav></main>`;

  it("keeps the page and the first screen, and cuts the rest into pieces that rebuild the view", () => {
    const split = splitView(view, 3000, 5000);
    expect(split.html).toContain("<h1>Hooks</h1>");
    expect(split.html).toContain("<nav>pager</nav>");
    expect(split.html.length).toBeLessThan(view.length / 3);
    expect(split.parts.length).toBeGreaterThan(3);
    for (const part of split.parts) expect(part.length).toBeLessThan(5000 + 1100);
    expect(rebuild(split)).toBe(view);
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

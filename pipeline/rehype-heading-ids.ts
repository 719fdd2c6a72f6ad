import GithubSlugger from "github-slugger";
import type { Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import { exportConst } from "./mdx-export.ts";

export interface HeadingEntry {
  id: string;
  text: string;
}

/** GitHub's slug rules, shared with the search index so both agree on every id. */
export function headingSlugger() {
  const slugger = new GithubSlugger();
  return (text: string) => slugger.slug(text);
}

/**
 * Gives every h2/h3 a stable id (GitHub's slug rules) for "On this page" and search, and
 * exports the lesson's h2 list from the MDX module as `headings`, so the contents column is
 * part of the prerendered HTML instead of being scraped from the DOM later.
 */
export function rehypeHeadingIds() {
  return (tree: Root) => {
    const slug = headingSlugger();
    const headings: HeadingEntry[] = [];
    visit(tree, "element", (node) => {
      if (node.tagName !== "h2" && node.tagName !== "h3") return;
      const text = toString(node).trim();
      node.properties.id ??= slug(text);
      if (node.tagName === "h2") headings.push({ id: String(node.properties.id), text });
    });
    tree.children.unshift(exportConst("headings", headingList(headings)));
  };
}

/** `[{ id, text }, …]` as an ESTree array literal. */
function headingList(entries: HeadingEntry[]) {
  const property = (key: string, value: string) => ({
    type: "Property",
    kind: "init",
    method: false,
    shorthand: false,
    computed: false,
    key: { type: "Identifier", name: key },
    value: { type: "Literal", value },
  });
  return {
    type: "ArrayExpression",
    elements: entries.map((entry) => ({
      type: "ObjectExpression",
      properties: [property("id", entry.id), property("text", entry.text)],
    })),
  };
}

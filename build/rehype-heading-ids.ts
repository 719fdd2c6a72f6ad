import GithubSlugger from "github-slugger";
import type { Root, RootContent } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";

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
    tree.children.unshift(exportConst("headings", headings));
  };
}

/** An `export const name = [...]` statement as the ESTree node MDX compiles into the module. */
function exportConst(name: string, entries: HeadingEntry[]): RootContent {
  const literal = (value: string) => ({ type: "Literal", value });
  const property = (key: string, value: string) => ({
    type: "Property",
    kind: "init",
    method: false,
    shorthand: false,
    computed: false,
    key: { type: "Identifier", name: key },
    value: literal(value),
  });
  const program = {
    type: "Program",
    sourceType: "module",
    body: [
      {
        type: "ExportNamedDeclaration",
        specifiers: [],
        source: null,
        attributes: [],
        declaration: {
          type: "VariableDeclaration",
          kind: "const",
          declarations: [
            {
              type: "VariableDeclarator",
              id: { type: "Identifier", name },
              init: {
                type: "ArrayExpression",
                elements: entries.map((entry) => ({
                  type: "ObjectExpression",
                  properties: [property("id", entry.id), property("text", entry.text)],
                })),
              },
            },
          ],
        },
      },
    ],
  };
  return { type: "mdxjsEsm", value: "", data: { estree: program } } as unknown as RootContent;
}

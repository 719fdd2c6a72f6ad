import GithubSlugger from "github-slugger";
import type { Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";

/** Gives every h2/h3 a stable id (GitHub's slug rules) for "On this page" and search. */
export function rehypeHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, "element", (node) => {
      if (node.tagName === "h2" || node.tagName === "h3") {
        node.properties.id ??= slugger.slug(toString(node));
      }
    });
  };
}

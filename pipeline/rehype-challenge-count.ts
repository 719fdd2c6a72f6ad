import type { Root } from "hast";
import { visit } from "unist-util-visit";
import { exportConst } from "./mdx-export.ts";

/**
 * Exports how many `<Challenge id>`s a lesson has as `challengeCount`, so the sidebar can say
 * "2/3" once the lesson has loaded, without loading the challenges or the playground.
 */
export function rehypeChallengeCount() {
  return (tree: Root) => {
    let count = 0;
    visit(tree, (node) => {
      if (
        (node.type as string) === "mdxJsxFlowElement" &&
        (node as { name?: string }).name === "Challenge"
      )
        count += 1;
    });
    tree.children.unshift(exportConst("challengeCount", { type: "Literal", value: count }));
  };
}

import type { Root, RootContent } from "hast";
import { exportConst } from "./mdx-export.ts";

/** Top-level blocks (headings, paragraphs, widgets…) a lesson always renders at once. */
export const FIRST_PART_BLOCKS = 4;
/** At most this many blocks per later part, so that no single frame has to add too much. */
export const PART_BLOCKS = 4;

const isBlock = (node: RootContent) =>
  node.type === "element" || (node.type as string) === "mdxJsxFlowElement";
const isH2 = (node: RootContent) => node.type === "element" && node.tagName === "h2";
const isHeading = (node: RootContent) =>
  node.type === "element" && (node.tagName === "h2" || node.tagName === "h3");
const isEsm = (node: RootContent) => (node.type as string) === "mdxjsEsm";

/**
 * Splits a lesson into parts so that opening it paints the top at once and the rest a part
 * per frame after (src/app/layout/lesson-view.tsx), instead of one long task for thousands
 * of elements. The first part is the title, the lead and the start of the first section
 * (at most FIRST_PART_BLOCKS blocks, and never past the second h2); every later part starts
 * at an h2 or h3, or after PART_BLOCKS blocks, or where the first part was cut. Later parts are wrapped in
 * `<LessonPart part="1">…`, numbered from 1; the module exports their count as `parts`.
 * Prerendering and the first view render every part: the HTML is complete.
 */
export function rehypeLessonParts() {
  return (tree: Root) => {
    const esm: RootContent[] = [];
    const first: RootContent[] = [];
    const parts: RootContent[][] = [];
    let blocks = 0;
    let h2s = 0;
    let partBlocks = 0;
    for (const node of tree.children) {
      if (isEsm(node)) {
        esm.push(node);
        continue;
      }
      if (isH2(node)) h2s += 1;
      if (isBlock(node)) blocks += 1;
      const inFirst = parts.length === 0 && blocks <= FIRST_PART_BLOCKS && h2s <= 1;
      if (inFirst) {
        first.push(node);
        continue;
      }
      const full = isBlock(node) && partBlocks >= PART_BLOCKS;
      if (parts.length === 0 || isHeading(node) || full) {
        parts.push([]);
        partBlocks = 0;
      }
      parts[parts.length - 1].push(node);
      if (isBlock(node)) partBlocks += 1;
    }
    const wrapped = parts.map(
      (children, index) =>
        ({
          type: "mdxJsxFlowElement",
          name: "LessonPart",
          attributes: [{ type: "mdxJsxAttribute", name: "part", value: String(index + 1) }],
          children,
        }) as unknown as RootContent,
    );
    tree.children = [
      ...esm,
      exportConst("parts", { type: "Literal", value: parts.length }),
      ...first,
      ...wrapped,
    ];
  };
}

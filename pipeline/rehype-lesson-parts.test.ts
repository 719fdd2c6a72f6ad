// @vitest-environment node
import { compile } from "@mdx-js/mdx";
import type { Element, Root } from "hast";
import { describe, expect, it } from "vitest";
import { rehypeHeadingIds } from "./rehype-heading-ids.ts";
import { FIRST_PART_BLOCKS, PART_BLOCKS, rehypeLessonParts } from "./rehype-lesson-parts.ts";

/** The lesson's top level after the plugins: the first part's tags, then each part's tags. */
async function split(source: string) {
  let tree: Root | undefined;
  const capture = () => (root: Root) => void (tree = structuredClone(root));
  const compiled = String(
    await compile(source, { rehypePlugins: [rehypeHeadingIds, rehypeLessonParts, capture] }),
  );
  if (!tree) throw new Error("no tree");
  const name = (node: Root["children"][number]) =>
    node.type === "element" ? node.tagName : (node as unknown as { name?: string }).name;
  const blocks = tree.children.filter((node) => node.type !== "text" && name(node));
  const first = blocks.filter((node) => name(node) !== "LessonPart").map(name);
  const parts = blocks
    .filter((node) => name(node) === "LessonPart")
    .map((node) =>
      (node as unknown as Element).children.filter((child) => child.type !== "text").map(name),
    );
  return { first, parts, compiled };
}

const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, index) => `Paragraph ${index + 1}.`).join("\n\n");

describe("rehypeLessonParts", () => {
  it("keeps a short lesson whole and exports zero parts", async () => {
    const { first, parts, compiled } = await split("# Title\n\nLead.\n\n## One\n\nText.\n");
    expect(first).toEqual(["h1", "p", "h2", "p"]);
    expect(parts).toEqual([]);
    expect(compiled).toMatch(/export const parts = 0/);
  });

  it("ends the first part at the second h2, then starts a part at every h2 and h3", async () => {
    const { first, parts, compiled } = await split(
      "# Title\n\nLead.\n\n## One\n\nText.\n\n## Two\n\nText.\n\n### Detail\n\nText.\n\n## Three\n\nText.\n",
    );
    expect(first).toEqual(["h1", "p", "h2", "p"]);
    expect(parts).toEqual([
      ["h2", "p"],
      ["h3", "p"],
      ["h2", "p"],
    ]);
    expect(compiled).toMatch(/export const parts = 3/);
  });

  it("cuts the first part after a screenful of blocks, and long parts into short ones", async () => {
    const { first, parts } = await split(`# Title\n\n${paragraphs(12)}\n`);
    expect(first).toHaveLength(FIRST_PART_BLOCKS);
    // The rest (title and 12 paragraphs, minus the first part) in runs of PART_BLOCKS.
    const rest = 13 - FIRST_PART_BLOCKS;
    const expected = Array.from({ length: Math.ceil(rest / PART_BLOCKS) }, (_, index) =>
      Math.min(PART_BLOCKS, rest - index * PART_BLOCKS),
    );
    expect(parts.map((part) => part.length)).toEqual(expected);
    expect(parts.flat().every((tag) => tag === "p")).toBe(true);
  });

  it("leaves imports and exports at the top of the module", async () => {
    const { compiled } = await split(
      `import { Counter } from "./counter";\n\n# Title\n\n${paragraphs(8)}\n\n<Counter />\n`,
    );
    expect(compiled).toMatch(/^import \{Counter\} from "\.\/counter";/m);
    expect(compiled).toMatch(/export const headings = \[\];/);
    expect(compiled).toMatch(/_jsxs?\(LessonPart, \{\s*part: "1"/);
  });
});

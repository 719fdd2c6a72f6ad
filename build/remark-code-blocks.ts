import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Code, Root } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import { parseFenceMeta } from "./fence-meta.ts";
import { defaultLanguage, highlight, normalizeLanguage } from "./highlighter.ts";

interface Options {
  /** Folder that `file="…"` paths in fence meta are relative to. */
  root: string;
}

function attribute(name: string, value: string): MdxJsxAttribute {
  return { type: "mdxJsxAttribute", name, value };
}

/**
 * Turns every code fence into `<CodeBlock code html language title />`, highlighted now so
 * no highlighter ships to the browser. An empty fence with `file="src/demos/x-demo.tsx"` is
 * first filled from that file, so a demo's shown source can never drift from the demo.
 */
export function remarkCodeBlocks({ root }: Options) {
  return async (tree: Root) => {
    const fences: { node: Code; index: number; parent: { children: unknown[] } }[] = [];
    visit(tree, "code", (node, index, parent) => {
      if (parent && index !== undefined) fences.push({ node, index, parent });
    });
    await Promise.all(
      fences.map(async ({ node, index, parent }) => {
        const meta = parseFenceMeta(node.meta);
        let code = node.value;
        if (meta.file) {
          if (code.trim()) throw new Error(`Fence with file="${meta.file}" must be empty`);
          code = (await readFile(path.resolve(root, meta.file), "utf8")).trimEnd();
        }
        const language = normalizeLanguage(node.lang ?? defaultLanguage);
        const html = await highlight(code, language);
        const attributes = [
          attribute("code", code),
          attribute("html", html),
          attribute("language", node.lang ?? defaultLanguage),
        ];
        const title = meta.title ?? meta.file;
        if (title) attributes.push(attribute("title", title));
        const element: MdxJsxFlowElement = {
          type: "mdxJsxFlowElement",
          name: "CodeBlock",
          attributes,
          children: [],
        };
        parent.children[index] = element;
      }),
    );
  };
}

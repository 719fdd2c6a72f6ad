import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Code, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";

/**
 * The lessons the sample checks read: this project's, or another checkout's when
 * `SAMPLES_CONTENT_DIR` names its `src/content` (a writer checks a worktree's lessons with this
 * one's type packages and checker).
 */
export const contentDir = process.env.SAMPLES_CONTENT_DIR
  ? path.resolve(process.env.SAMPLES_CONTENT_DIR)
  : path.resolve(import.meta.dirname, "../src/content");

/** The project the lessons belong to: `file="src/demos/…"` fences are relative to it. */
export const contentRoot = path.resolve(contentDir, "../..");

/** Every fenced code block of every lesson, lesson files in name order, with its file name. */
export function lessonFences(): { file: string; node: Code }[] {
  const fences: { file: string; node: Code }[] = [];
  for (const file of readdirSync(contentDir)
    .filter((name) => name.endsWith(".mdx"))
    .sort()) {
    const tree = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkGfm)
      .parse(readFileSync(path.join(contentDir, file), "utf8")) as Root;
    visit(tree, "code", (node: Code) => {
      fences.push({ file, node });
    });
  }
  return fences;
}

import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Code, Root } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { visit } from "unist-util-visit";
import type { VFile } from "vfile";
import { parseFenceMeta } from "./fence-meta.ts";
import { defaultLanguage, highlight, normalizeLanguage } from "./highlighter.ts";
import { deriveJsView, hasJsView } from "./js-view.ts";

interface Options {
  /** Folder that `file="…"` paths in fence meta are relative to. */
  root: string;
}

function attribute(name: string, value: string): MdxJsxAttribute {
  return { type: "mdxJsxAttribute", name, value };
}

/**
 * `lesson.mdx:line` of a fence, for build errors. The compiled text may start with the widget
 * imports pipeline/mdx-auto-imports.ts added, so the line is counted back to the file on disk.
 */
function fenceLocation(file: VFile, root: string, line: number) {
  if (!file.path) return `line ${line}`;
  let added = 0;
  try {
    added =
      String(file.value).split("\n").length - readFileSync(file.path, "utf8").split("\n").length;
  } catch {
    // Not on disk (a test's in-memory lesson): its lines are the compiled ones.
  }
  return `${path.relative(root, file.path)}:${line - added}`;
}

/**
 * Each fence's derived JavaScript, by sample: the client and the prerender build compile every
 * lesson, and dev recompiles a lesson on each edit, so an unchanged sample's view is reused.
 */
const jsViews = new Map<string, ReturnType<typeof deriveJsView>>();

function cachedJsView(code: string, options: Parameters<typeof deriveJsView>[1]) {
  const key = JSON.stringify([code, options]);
  let view = jsViews.get(key);
  if (!view) {
    view = deriveJsView(code, options);
    jsViews.set(key, view);
    view.catch(() => jsViews.delete(key));
  }
  return view;
}

/** Highlighted HTML by language and code, reused the same way. */
const highlighted = new Map<string, string>();

async function cachedHighlight(code: string, language: string) {
  const key = `${language}\0${code}`;
  let html = highlighted.get(key);
  if (html === undefined) {
    html = await highlight(code, language);
    highlighted.set(key, html);
  }
  return html;
}

/**
 * Lets queued I/O run between fences: highlighting a long lesson is seconds of synchronous work
 * on a busy machine, and Vite's module runner (the search index loads the registry with it)
 * gives up on an answer after 60 s.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Turns every code fence into `<CodeBlock code html language title />`, highlighted now so
 * no highlighter ships to the browser. An empty fence with `file="src/demos/x-demo.tsx"` is
 * first filled from that file, so a demo's shown source can never drift from the demo.
 * A TypeScript fence (`tsx`, `ts`) also gets its JavaScript view, derived from it
 * (pipeline/js-view.ts), as `jsCode jsHtml jsLanguage jsTitle`, unless its meta says `ts-only`.
 */
export function remarkCodeBlocks({ root }: Options) {
  return async (tree: Root, file: VFile) => {
    const fences: { node: Code; index: number; parent: { children: unknown[] } }[] = [];
    visit(tree, "code", (node, index, parent) => {
      if (parent && index !== undefined) fences.push({ node, index, parent });
    });
    // One fence after another, with a breath between them (see `breathe`).
    for (const { node, index, parent } of fences) {
      await breathe();
      const meta = parseFenceMeta(node.meta);
      let code = node.value;
      if (meta.file) {
        if (code.trim()) throw new Error(`Fence with file="${meta.file}" must be empty`);
        code = (await readFile(path.resolve(root, meta.file), "utf8")).trimEnd();
      }
      const lang = node.lang ?? defaultLanguage;
      const html = await cachedHighlight(code, normalizeLanguage(lang));
      const attributes = [
        attribute("code", code),
        attribute("html", html),
        attribute("language", lang),
      ];
      const title = meta.title ?? meta.file;
      if (title) attributes.push(attribute("title", title));
      if (hasJsView(lang, meta)) {
        const js = await cachedJsView(code, {
          lang,
          title,
          fragment: meta.fragment !== undefined,
        }).catch((error: unknown) => {
          const where = fenceLocation(file, root, node.position?.start.line ?? 0);
          throw new Error(`${where}: no JavaScript view for this ${lang} fence: ${String(error)}`, {
            cause: error,
          });
        });
        await breathe();
        attributes.push(
          attribute("jsCode", js.code),
          attribute("jsHtml", await cachedHighlight(js.code, normalizeLanguage(js.language))),
          attribute("jsLanguage", js.language),
        );
        if (js.title) attributes.push(attribute("jsTitle", js.title));
      }
      const element: MdxJsxFlowElement = {
        type: "mdxJsxFlowElement",
        name: "CodeBlock",
        attributes,
        children: [],
      };
      parent.children[index] = element;
    }
  };
}

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Heading, Nodes, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { runnerImport, type Plugin } from "vite";
import type { Section } from "../src/data/sections.ts";
import { parseFenceMeta } from "./fence-meta.ts";
import { jsonAsset } from "./json-asset.ts";
import { eraseTypes, hasJsView } from "./js-view.ts";
import { createSearchEngine, type SearchDocument } from "../src/lib/search.ts";
import { headingSlugger } from "./rehype-heading-ids.ts";

export const SEARCH_INDEX_ID = "virtual:search-index";
const REGISTRY = "src/data/sections.ts";
const CONTENT_DIR = "src/content";
const EXCERPT_LENGTH = 140;
/** JSX attributes whose text the reader sees: Card and Callout titles, FAQ questions, tab labels. */
const VISIBLE_ATTRIBUTES = new Set(["title", "question", "label"]);
/** Nodes whose text ends a run of prose, so words on either side never run together. */
const BLOCKS = new Set(["paragraph", "heading", "listItem", "tableCell", "blockquote"]);

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

type SectionEntry = Pick<Section, "id" | "title" | "subsections">;

interface Chunk {
  heading?: string;
  headingId?: string;
  text: string[];
  code: string[];
}

/** A heading's text as hast-util-to-string reads it after remark-rehype: text and inline code. */
function headingText(node: Nodes): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (node.type === "image" || node.type === "mdxTextExpression") return "";
  return "children" in node ? node.children.map(headingText).join("") : "";
}

const squash = (parts: string[]) => parts.join("").replace(/\s+/g, " ").trim();

function excerpt(text: string) {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,.;:]+$/, "")}…`;
}

/** Words as MiniSearch's tokenizer splits them: runs between spaces and punctuation. */
const WORDS = /[^\n\r\p{Z}\p{P}]+/gu;

/**
 * The words of a sample's JavaScript view that its TypeScript lacks, so a search finds words
 * in either view. Erasing types only removes words, so these are few: the rewritten extensions
 * of relative imports (`./App.tsx` → `./App.jsx`). Only they are added, which keeps the index
 * small and the ranking of code unchanged.
 */
export function jsOnlyWords(code: string, lang: "tsx" | "ts"): string {
  const inTypeScript = new Set(code.match(WORDS) ?? []);
  const added = new Set(
    (eraseTypes(code, lang).match(WORDS) ?? []).filter((word) => !inTypeScript.has(word)),
  );
  return [...added].join(" ");
}

/**
 * Splits a lesson into its introduction and one chunk per h2/h3, in document order, headings
 * nested in JSX included: the same headings, in the same order, that rehype-heading-ids
 * gives ids to, so the slugger counts duplicates identically.
 */
export function lessonChunks(source: string): Chunk[] {
  const tree = parser.parse(source) as Root;
  const slug = headingSlugger();
  const chunks: Chunk[] = [{ text: [], code: [] }];
  const current = () => chunks[chunks.length - 1];

  const walk = (node: Nodes) => {
    switch (node.type) {
      case "mdxjsEsm":
      case "mdxFlowExpression":
      case "mdxTextExpression":
        return;
      case "code": {
        current().code.push(node.value, "\n");
        const extra = hasJsView(node.lang, parseFenceMeta(node.meta))
          ? jsOnlyWords(node.value, node.lang)
          : "";
        if (extra) current().code.push(extra, "\n");
        return;
      }
      case "text":
      case "inlineCode":
        current().text.push(node.value);
        return;
      case "heading":
        if (node.depth === 2 || node.depth === 3) {
          const heading = headingText(node as Heading).trim();
          chunks.push({ heading, headingId: slug(heading), text: [], code: [] });
          return;
        }
        // The h1 is the section title, indexed on its own document.
        if (node.depth === 1) return;
        break;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        for (const attribute of node.attributes) {
          if (
            attribute.type === "mdxJsxAttribute" &&
            VISIBLE_ATTRIBUTES.has(attribute.name) &&
            typeof attribute.value === "string"
          )
            current().text.push(" ", attribute.value, " ");
        }
        break;
    }
    if ("children" in node) for (const child of node.children) walk(child as Nodes);
    if (BLOCKS.has(node.type)) current().text.push(" ");
  };

  walk(tree);
  return chunks;
}

/**
 * Each lesson's last documents, by section id and place, with what they were made from: the client and
 * prerender builds, and `vite dev` after an edit to one lesson, make only what changed (parsing
 * a lesson and erasing its samples' types is most of an index's cost).
 */
const madeDocuments = new Map<string, { from: string; documents: SearchDocument[] }>();

/** The search documents of one lesson (the `order`th in reading order): its title document, then one per h2/h3. */
export function lessonDocuments(
  section: SectionEntry,
  source: string,
  order = 0,
): readonly SearchDocument[] {
  const from = JSON.stringify([section.title, section.subsections, order, source]);
  const key = `${section.id}:${order}`;
  const made = madeDocuments.get(key);
  if (made?.from === from) return made.documents;
  const documents = makeLessonDocuments(section, source, order);
  madeDocuments.set(key, { from, documents });
  return documents;
}

function makeLessonDocuments(section: SectionEntry, source: string, order: number) {
  return lessonChunks(source).map((chunk): SearchDocument => {
    const text = squash(chunk.text);
    const base = {
      sectionId: section.id,
      sectionTitle: section.title,
      order,
      text,
      code: chunk.code.join("").trim(),
      excerpt: excerpt(text),
    };
    if (chunk.headingId === undefined)
      return {
        ...base,
        id: section.id,
        title: section.title,
        subsections: section.subsections.join(" · "),
      };
    return {
      ...base,
      id: `${section.id}#${chunk.headingId}`,
      heading: chunk.heading,
      headingId: chunk.headingId,
    };
  });
}

export function lessonPath(root: string, sectionId: string) {
  return path.join(root, CONTENT_DIR, `${sectionId}.mdx`);
}

/**
 * The section registry, run through Vite's module runner. vite.config.ts cannot import it
 * directly: bundling the config would then try to resolve every lesson's `@/content` import.
 */
export async function loadSections(root: string): Promise<readonly SectionEntry[]> {
  const { module } = await runnerImport<{ sections: readonly SectionEntry[] }>(
    path.join(root, REGISTRY),
    { root, logLevel: "silent" },
  );
  return module.sections;
}

/** Every lesson's documents, in reading order. */
export async function searchDocuments(
  root: string,
  sections: readonly SectionEntry[],
): Promise<SearchDocument[]> {
  const lessons = await Promise.all(
    sections.map(async (section, order) =>
      lessonDocuments(section, await readFile(lessonPath(root, section.id), "utf8"), order),
    ),
  );
  return lessons.flat();
}

/** The MiniSearch index of all lessons, serialised as MiniSearch.loadJSON expects it. */
export async function buildSearchIndex(root: string, sections?: readonly SectionEntry[]) {
  const documents = await searchDocuments(root, sections ?? (await loadSections(root)));
  return JSON.stringify(createSearchEngine(documents));
}

/**
 * `import indexUrl from "virtual:search-index"`: where the serialised index is (json-asset.ts).
 * The lessons are the module's watch files, so in `vite dev` an edit to one makes the index
 * again, under a new URL.
 */
export function searchIndex(root: string): Plugin {
  return jsonAsset({
    name: "react-guide:search-index",
    id: SEARCH_INDEX_ID,
    fileName: "search-index",
    build: () => buildSearchIndex(root),
    async watch(context) {
      context.addWatchFile(path.join(root, REGISTRY));
      const lessons = await readdir(path.join(root, CONTENT_DIR));
      for (const file of lessons.filter((name) => name.endsWith(".mdx")))
        context.addWatchFile(path.join(root, CONTENT_DIR, file));
    },
  });
}

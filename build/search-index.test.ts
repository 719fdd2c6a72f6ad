// @vitest-environment node
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { compile } from "@mdx-js/mdx";
import type { Root } from "hast";
import { toString } from "hast-util-to-string";
import remarkGfm from "remark-gfm";
import { visit } from "unist-util-visit";
import { beforeAll, describe, expect, it } from "vitest";
import { sections } from "../src/data/sections.ts";
import { loadSearchEngine, search, type SearchDocument } from "../src/lib/search.ts";
import { rehypeHeadingIds } from "./rehype-heading-ids.ts";
import { lessonDocuments, lessonPath, searchDocuments, searchIndex } from "./search-index.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The h2/h3 ids and texts the real MDX pipeline renders, in page order. */
async function renderedHeadings(source: string) {
  const headings: { id: string; text: string }[] = [];
  const collect = () => (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName === "h2" || node.tagName === "h3")
        headings.push({ id: String(node.properties.id), text: toString(node).trim() });
    });
  };
  await compile(source, { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeHeadingIds, collect] });
  return headings;
}

let documents: SearchDocument[];
beforeAll(async () => {
  documents = await searchDocuments(root);
});

describe("search documents", () => {
  it("cover all 16 sections, each with a title document carrying its subsections", () => {
    expect(sections).toHaveLength(16);
    for (const section of sections) {
      const titleDoc = documents.find((doc) => doc.id === section.id);
      expect(titleDoc).toMatchObject({
        sectionId: section.id,
        title: section.title,
        subsections: section.subsections.join(" · "),
      });
      expect(titleDoc?.headingId).toBeUndefined();
      expect(documents.filter((doc) => doc.sectionId === section.id).length).toBeGreaterThan(3);
    }
  });

  it("have unique ids", () => {
    const ids = documents.map((doc) => doc.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(sections.map((section) => [section.id, section] as const))(
    "%s: heading ids are the ones rendered on the page",
    async (id, section) => {
      const source = await readFile(lessonPath(root, id), "utf8");
      const indexed = lessonDocuments(section, source)
        .filter((doc) => doc.headingId !== undefined)
        .map((doc) => ({ id: doc.headingId, text: doc.heading }));
      expect(indexed).toEqual(await renderedHeadings(source));
    },
    60_000,
  );

  it("keep prose and the text of widgets, and leave out imports and JSX", () => {
    const hooks = documents.filter((doc) => doc.sectionId === "hooks");
    const text = hooks.map((doc) => doc.text).join("\n");
    expect(text).toContain("Common mistake: state for values you can calculate");
    expect(text).toContain("If a value can be computed from props or other state");
    expect(text).toContain("Keeping a value's identity");
    expect(text).not.toMatch(/import \{|<Callout|<Card|lucide-react/);
  });

  it("put code fences in their own field, under the heading they follow", () => {
    const useState = documents.find((doc) => doc.id === "hooks#usestate-giving-a-component-memory");
    expect(useState?.code).toContain("const [likes, setLikes] = useState(0);");
    expect(useState?.text).not.toContain("setLikes(likes + 1)");
    expect(useState?.excerpt.length).toBeLessThanOrEqual(141);
  });
});

/** The index exactly as the app imports it, through the Vite plugin. */
async function loadVirtualModule() {
  const plugin = searchIndex(root);
  const resolveId = plugin.resolveId as (id: string) => string | null;
  const load = plugin.load as (this: unknown, id: string) => Promise<string | null>;
  const watched: string[] = [];
  const resolved = resolveId("virtual:search-index");
  if (!resolved || resolveId("other") !== null) throw new Error("resolveId claims the wrong ids");
  const code = await load.call({ addWatchFile: (file: string) => watched.push(file) }, resolved);
  const match = code?.match(/^export default (".*");$/s);
  if (!match) throw new Error("The virtual module does not export a string");
  return { json: JSON.parse(match[1]) as string, watched };
}

describe("virtual:search-index", () => {
  let engine: ReturnType<typeof loadSearchEngine>;
  let watched: string[];
  beforeAll(async () => {
    const module = await loadVirtualModule();
    engine = loadSearchEngine(module.json);
    watched = module.watched;
  });

  it("watches every lesson, so editing one rebuilds the index in dev", () => {
    expect(watched).toEqual(sections.map((section) => lessonPath(root, section.id)));
  });

  it("finds the Hooks useReducer heading for 'usereducer'", () => {
    const hits = search(engine, "usereducer");
    expect(hits.map((hit) => hit.id)).toContain("hooks#usereducer-state-transitions-in-one-place");
    expect(hits.slice(0, 3).every((hit) => /useReducer/.test(hit.heading ?? ""))).toBe(true);
  });

  it("finds useState despite a missing letter", () => {
    const [first] = search(engine, "usestat");
    expect(first.heading).toMatch(/useState/);
    expect(first.headingMatches.length).toBeGreaterThan(0);
  });

  it("finds a section by its title and nothing for gibberish", () => {
    expect(search(engine, "deployment")[0].sectionId).toBe("deployment");
    expect(search(engine, "qwxzzy")).toEqual([]);
  });
});

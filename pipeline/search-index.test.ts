// @vitest-environment node
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compile } from "@mdx-js/mdx";
import type { Root } from "hast";
import { toString } from "hast-util-to-string";
import remarkGfm from "remark-gfm";
import { visit } from "unist-util-visit";
import { beforeAll, describe, expect, it } from "vitest";
import { sections } from "../src/data/sections.ts";
import {
  createSearchEngine,
  loadSearchEngine,
  search,
  type SearchDocument,
} from "../src/lib/search.ts";
import { rehypeHeadingIds } from "./rehype-heading-ids.ts";
import {
  jsOnlyWords,
  lessonDocuments,
  lessonPath,
  searchDocuments,
  searchIndex,
} from "./search-index.ts";

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
  documents = await searchDocuments(root, sections);
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
    expect(text).toContain("Follow a CSS media query"); // a Card's text
    expect(text).not.toMatch(/import \{|<Callout|<Card|lucide-react/);
  });

  it("put code fences in their own field, under the heading they follow", () => {
    const useState = documents.find((doc) => doc.id === "hooks#usestate-giving-a-component-memory");
    expect(useState?.code).toContain("const [likes, setLikes] = useState(0);");
    expect(useState?.text).not.toContain("setLikes(likes + 1)");
    expect(useState?.excerpt.length).toBeLessThanOrEqual(141);
  });
});

describe("the JavaScript view in the index", () => {
  const lesson = `# Fixture

## Mounting

\`\`\`tsx title="src/main.tsx"
import { createRoot } from "react-dom/client";
import App from "./App.tsx";

createRoot(document.getElementById("root")!).render(<App />);
\`\`\`

## Types

\`\`\`tsx title="src/types.tsx" ts-only
import Page from "./Page.tsx";
\`\`\`
`;
  const section = { id: "fixture", title: "Fixture", subsections: [] };

  it("adds the words only the derived JavaScript has, and nothing else", () => {
    expect(jsOnlyWords('import App from "./App.tsx";\nconst a: number = 1;', "tsx")).toBe("jsx");
    expect(jsOnlyWords("const a: number = 1;", "ts")).toBe("");
  });

  it("makes a lesson's documents again only when its text or place changes", () => {
    const made = lessonDocuments(section, lesson, 3);
    expect(lessonDocuments(section, lesson, 3)).toBe(made);
    const edited = lessonDocuments(section, lesson.replace("## Types", "## Kinds"), 3);
    expect(edited).not.toBe(made);
    expect(edited.map((doc) => doc.heading)).toContain("Kinds");
    expect(lessonDocuments(section, lesson, 4)[0].order).toBe(4);
    expect(lessonDocuments({ ...section, title: "Renamed" }, lesson, 3)[0].title).toBe("Renamed");
  });

  it("finds a sample by a word of its JavaScript view (not of a ts-only sample)", () => {
    const engine = createSearchEngine(lessonDocuments(section, lesson));
    // Exact terms: fuzzy matching would let "tsx" answer "jsx".
    const exact = (query: string) =>
      engine.search(query, { fuzzy: false, prefix: false }).map((hit) => hit.id);
    expect(exact("jsx")).toEqual(["fixture#mounting"]);
    expect(exact("tsx").sort()).toEqual(["fixture#mounting", "fixture#types"]);
    expect(search(engine, "createRoot").map((hit) => hit.id)).toEqual(["fixture#mounting"]);
  });
});

type Hook<T> = (this: unknown, ...args: never[]) => T;
type ObjectHook<T> = { filter?: { id?: RegExp }; handler: Hook<T> };
/**
 * Calls a plugin hook as the bundler does: a hook may be a function or `{ filter, handler }`,
 * and a filtered hook is not called at all (the bundler's null) for an id its filter rejects.
 */
const call = <T>(hook: unknown, context: unknown, ...args: unknown[]) => {
  if (typeof hook === "function") return (hook as Hook<T>).apply(context, args as never[]);
  const { filter, handler } = hook as ObjectHook<T>;
  if (filter?.id && !filter.id.test(String(args[0]))) return null as T;
  return handler.apply(context, args as never[]);
};

/** Runs the plugin as `vite build` would: returns the module it serves and what it emitted. */
async function buildVirtualModule() {
  const plugin = searchIndex(root);
  call(plugin.configResolved, undefined, { command: "build", base: "/" });
  const resolved = call<string | null>(plugin.resolveId, undefined, "virtual:search-index");
  expect(call(plugin.resolveId, undefined, "./other")).toBeNull();
  const watched: string[] = [];
  const emitted: { fileName: string; source: string }[] = [];
  const context = {
    addWatchFile: (file: string) => watched.push(file),
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
  };
  const code = await call<Promise<string>>(plugin.load, context, resolved);
  return { code, watched, emitted, plugin };
}

describe("virtual:search-index", () => {
  let built: Awaited<ReturnType<typeof buildVirtualModule>>;
  let engine: ReturnType<typeof loadSearchEngine>;
  beforeAll(async () => {
    built = await buildVirtualModule();
    engine = loadSearchEngine(built.emitted[0].source);
  }, 60_000);

  it("emits the index as a hashed JSON asset and exports its URL", () => {
    expect(built.emitted).toHaveLength(1);
    const [{ fileName }] = built.emitted;
    expect(fileName).toMatch(/^assets\/search-index-[0-9a-f]{8}\.json$/);
    expect(built.code).toBe(`export default "/${fileName}";`);
  });

  it("watches the registry and every lesson, so editing one rebuilds the index in dev", () => {
    expect(built.watched).toEqual(
      expect.arrayContaining([
        path.join(root, "src/data/sections.ts"),
        ...sections.map((section) => lessonPath(root, section.id)),
      ]),
    );
  });

  it("ranks the section about a hook first, in the lesson that teaches it first", () => {
    // State Management has a "useReducer: …" section too; Hooks, earlier in the course, leads.
    for (const query of ["useReducer", "usereducer", "useState", "useMemo"]) {
      const [first] = search(engine, query);
      expect(first.sectionId, query).toBe("hooks");
      expect(first.heading?.toLowerCase(), query).toMatch(new RegExp(`^${query.toLowerCase()}\\b`));
    }
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

  it("finds every lesson's challenges by their titles", async () => {
    let count = 0;
    for (const section of sections) {
      const source = await readFile(lessonPath(root, section.id), "utf8");
      const [, challenges = ""] = source.split(/^## Challenges\s*$/m);
      for (const [, heading] of challenges.matchAll(/^### (.+)$/gm)) {
        const title = heading.replaceAll("`", "").trim();
        count += 1;
        const hits = search(engine, title).slice(0, 3);
        expect(
          hits.map((hit) => hit.heading),
          `${section.id}: "${title}"`,
        ).toContain(title);
      }
    }
    expect(count).toBeGreaterThan(0);
  });

  it("finds a section by its title and nothing for gibberish", () => {
    expect(search(engine, "deployment")[0].sectionId).toBe("deployment");
    expect(search(engine, "qwxzzy")).toEqual([]);
  });

  it("in dev, serves the same index from memory under a URL that changes on every reload", async () => {
    const plugin = searchIndex(root);
    call(plugin.configResolved, undefined, { command: "serve", base: "/" });
    const code = await call<Promise<string>>(
      plugin.load,
      { addWatchFile: () => {} },
      "\0virtual:search-index",
    );
    expect(code).toMatch(/^export default "\/__search-index\.json\?v=\d+";$/);

    let handler: (request: unknown, response: unknown, next: (error?: unknown) => void) => void;
    call(plugin.configureServer, undefined, {
      middlewares: { use: (_path: string, fn: typeof handler) => (handler = fn) },
    });
    const body = await new Promise<string>((resolve, reject) =>
      handler({}, { setHeader: () => {}, end: resolve }, reject),
    );
    expect(body).toBe(built.emitted[0].source);
  }, 60_000);
});

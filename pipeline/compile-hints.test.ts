// @vitest-environment node
import type { OutputBundle } from "rolldown";
import { describe, expect, it } from "vitest";
import { compileHints, EAGER_COMPILE_HINT, playgroundChunks } from "./compile-hints.ts";

interface Links {
  facade?: string;
  entry?: boolean;
  modules?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

function chunk(fileName: string, links: Links = {}) {
  return {
    type: "chunk",
    fileName,
    facadeModuleId: links.facade ?? null,
    isEntry: links.entry ?? false,
    moduleIds: links.modules ?? (links.facade ? [links.facade] : [`/r/src/lib/${fileName}.ts`]),
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    code: "export{a};",
  };
}

/** The guide's shape: an entry, a lesson, an example box, the playground behind it. */
const site = () => ({
  "index.js": chunk("index.js", {
    entry: true,
    facade: "/r/index.html",
    imports: ["react-dom.js"],
    dynamicImports: ["hooks.js", "search.js"],
  }),
  "react-dom.js": chunk("react-dom.js"),
  "hooks.js": chunk("hooks.js", {
    facade: "/r/src/content/hooks.mdx",
    imports: ["example-box.js"],
  }),
  "search.js": chunk("search.js", { facade: "/r/src/app/search.tsx" }),
  "example-box.js": chunk("example-box.js", { dynamicImports: ["edit-panel.js", "shared.js"] }),
  "edit-panel.js": chunk("edit-panel.js", {
    facade: "/r/src/playground/edit/edit-panel.tsx",
    imports: ["editor.js", "react-dom.js", "shared.js"],
    dynamicImports: ["challenges-hooks.js"],
  }),
  // A chunk of no facade that the guide imports on demand too (rolldown's shared chunk).
  "shared.js": chunk("shared.js", {
    modules: [
      "/r/src/playground/preview/use-runner.ts",
      "/r/src/playground/preview/runner-frame.tsx",
    ],
  }),
  "editor.js": chunk("editor.js", {
    modules: ["/r/node_modules/@codemirror/view/dist/index.js"],
  }),
  "challenges-hooks.js": chunk("challenges-hooks.js", { facade: "/r/src/challenges/hooks.ts" }),
  "index.css": { type: "asset", fileName: "index.css", source: "body{}" },
});

function generate(environment: string, bundle: Record<string, unknown>) {
  const plugin = compileHints();
  const hook = plugin.generateBundle as {
    order: string;
    handler: (this: unknown, options: unknown, bundle: OutputBundle) => void;
  };
  // After Vite's own hooks, which prepend code to some chunks.
  expect(hook.order).toBe("post");
  hook.handler.call({ environment: { name: environment } }, {}, bundle as unknown as OutputBundle);
  return (name: string) => (bundle[name] as { code: string }).code;
}

const marked = `${EAGER_COMPILE_HINT}export{a};`;

describe("compileHints", () => {
  it("marks lesson chunks and the chunks only the playground loads, and nothing else", () => {
    const code = generate("client", site());
    expect(EAGER_COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    for (const name of [
      "hooks.js",
      "edit-panel.js",
      "shared.js",
      "editor.js",
      "challenges-hooks.js",
    ])
      expect(code(name), name).toBe(marked);
    for (const name of ["index.js", "react-dom.js", "search.js", "example-box.js"])
      expect(code(name), name).toBe("export{a};");
  });

  it("counts a chunk the guide reaches without the playground as the guide's", () => {
    const chunks = Object.values(site()).filter((output) => output.type === "chunk") as ReturnType<
      typeof chunk
    >[];
    expect([...playgroundChunks(chunks)].sort()).toEqual([
      "challenges-hooks.js",
      "edit-panel.js",
      "editor.js",
      "shared.js",
    ]);
    // The search dialog starts using the editor's chunk too: it is the guide's now.
    const search = chunks.find((output) => output.fileName === "search.js")!;
    search.imports = ["editor.js"];
    expect([...playgroundChunks(chunks)].sort()).toEqual([
      "challenges-hooks.js",
      "edit-panel.js",
      "shared.js",
    ]);
  });

  it("marks the runner's script, in the runner's own build", () => {
    const code = generate("playground", {
      "assets/playground-a1.js": chunk("assets/playground-a1.js", {
        entry: true,
        facade: "/r/src/playground/runner/main.ts",
      }),
    });
    expect(code("assets/playground-a1.js")).toBe(marked);
  });

  it("runs for the browser build and the runner's build only", () => {
    const applies = compileHints().applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: "client" })).toBe(true);
    expect(applies({ name: "playground" })).toBe(true);
    expect(applies({ name: "playgroundExtras" })).toBe(false);
    expect(applies({ name: "ssr" })).toBe(false);
  });
});

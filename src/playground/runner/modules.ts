import * as React from "react";
import * as ReactJsxDevRuntime from "react/jsx-dev-runtime";
import * as ReactJsxRuntime from "react/jsx-runtime";
import * as ReactDOM from "react-dom";
import * as ReactDOMClient from "react-dom/client";
import * as constants from "@/data/constants";
import * as icons from "./icons";
import { resolveSpecifier } from "./reader-file";

type Namespace = Record<string, unknown>;

/** A module as `import X from` sees it: CommonJS-style packages get themselves as default. */
function withDefault(namespace: object): Namespace {
  return "default" in namespace ? (namespace as Namespace) : { ...namespace, default: namespace };
}

// The site's own primitives and helpers, as the demos import them. Tests and modules that only
// make sense inside the guide (search, scroll, copy) are left out. The UI components start only
// when a reader's code imports them (see onDemand below).
const ui = import.meta.glob<Namespace>("@/components/ui/*.tsx");
const lib = import.meta.glob<Namespace>(["@/lib/cn.ts", "@/lib/progress.ts"], { eager: true });
// Helpers beside the demos (not the demos themselves: each one is what a reader edits).
const demoHelpers = import.meta.glob<Namespace>(
  ["@/demos/*.ts", "!@/demos/*.test.ts", "!@/demos/*-demo.ts"],
  { eager: true },
);

const alias = (file: string) => file.replace(/^.*\/src\//, "@/").replace(/\.tsx?$/, "");

function byAlias<T>(files: Record<string, T>) {
  return Object.entries(files).map(([file, value]): [string, T] => [alias(file), value]);
}

/** Every module a reader's code may import, by the specifier it imports it with. */
export const moduleMap = new Map<string, Namespace>([
  ["react", withDefault(React)],
  ["react/jsx-runtime", ReactJsxRuntime],
  // What the compiler's development JSX (`jsxDEV`, with the reader's line numbers) imports.
  ["react/jsx-dev-runtime", ReactJsxDevRuntime],
  ["react-dom", withDefault(ReactDOM)],
  ["react-dom/client", withDefault(ReactDOMClient)],
  ["lucide-react", icons],
  ["@/data/constants", constants],
  ...byAlias(lib),
  ...byAlias(demoHelpers),
]);

/**
 * Modules that start only when a reader's code imports them: React Router and the site's UI
 * components (Radix) are most of the preview script's start-up (~170 ms at 4× CPU), and most
 * code needs none of them. `prepareImports` puts them in the module map before code that
 * imports them runs.
 */
const onDemand = new Map<string, () => Promise<Namespace>>([
  ["react-router", () => import("./router").then((module) => module.reactRouter)],
  ["react-router/dom", () => import("./router").then((module) => module.reactRouterDom)],
  ...byAlias(ui),
]);

/**
 * Every module a reader may import, the on-demand ones started too: the language service types
 * them all (pipeline/language-env.ts).
 */
export async function allModules() {
  const all = new Map(moduleMap);
  for (const [id, load] of onDemand) all.set(id, all.get(id) ?? (await load()));
  return all;
}

/** What the reader may import, for the message that names a missing import. */
export function importableModules() {
  return [...new Set([...moduleMap.keys(), ...onDemand.keys()])]
    .filter((name) => !name.startsWith("react/jsx-"))
    .sort();
}

// `from "x"`, `import "x"`, `import("x")`: the specifiers a module may import, found without
// compiling it (an extra match inside a string or comment only starts a module early).
const specifiers = /\b(?:from|import)\s*\(?\s*["']([^"'\n]+)["']/g;

/**
 * Starts the on-demand modules that `sources` (the reader's file and any given beside it)
 * import, so that running them finds everything in the module map. Call before running code.
 */
export async function prepareImports(sources: string[], file: string) {
  const wanted = new Set<string>();
  for (const source of sources)
    for (const [, specifier] of source.matchAll(specifiers)) {
      const id = resolveSpecifier(specifier, file);
      if (onDemand.has(id) && !moduleMap.has(id)) wanted.add(id);
    }
  await Promise.all([...wanted].map(async (id) => moduleMap.set(id, await onDemand.get(id)!())));
}

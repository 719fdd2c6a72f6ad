import * as React from "react";
import * as ReactJsxDevRuntime from "react/jsx-dev-runtime";
import * as ReactJsxRuntime from "react/jsx-runtime";
import * as ReactDOM from "react-dom";
import * as ReactDOMClient from "react-dom/client";
import * as constants from "@/data/constants";
import * as icons from "./icons";
import { reactRouter, reactRouterDom } from "./router";

type Namespace = Record<string, unknown>;

/** A module as `import X from` sees it: CommonJS-style packages get themselves as default. */
function withDefault(namespace: object): Namespace {
  return "default" in namespace ? (namespace as Namespace) : { ...namespace, default: namespace };
}

// The site's own primitives and helpers, as the demos import them. Tests and modules that only
// make sense inside the guide (search, scroll, copy) are left out.
const ui = import.meta.glob<Namespace>("@/components/ui/*.tsx", { eager: true });
const lib = import.meta.glob<Namespace>(["@/lib/cn.ts", "@/lib/progress.ts"], { eager: true });
// Helpers beside the demos (not the demos themselves: each one is what a reader edits).
const demoHelpers = import.meta.glob<Namespace>(
  ["@/demos/*.ts", "!@/demos/*.test.ts", "!@/demos/*-demo.ts"],
  { eager: true },
);

function byAlias(files: Record<string, Namespace>) {
  return Object.entries(files).map(([file, namespace]): [string, Namespace] => [
    file.replace(/^.*\/src\//, "@/").replace(/\.tsx?$/, ""),
    namespace,
  ]);
}

/** Every module a reader's code may import, by the specifier it imports it with. */
export const moduleMap = new Map<string, Namespace>([
  ["react", withDefault(React)],
  ["react/jsx-runtime", ReactJsxRuntime],
  // What the compiler's development JSX (`jsxDEV`, with the reader's line numbers) imports.
  ["react/jsx-dev-runtime", ReactJsxDevRuntime],
  ["react-dom", withDefault(ReactDOM)],
  ["react-dom/client", withDefault(ReactDOMClient)],
  ["react-router", reactRouter],
  ["react-router/dom", reactRouterDom],
  ["lucide-react", icons],
  ["@/data/constants", constants],
  ...byAlias(ui),
  ...byAlias(lib),
  ...byAlias(demoHelpers),
]);

/** What the reader may import, for the message that names a missing import. */
export function importableModules() {
  return [...moduleMap.keys()].filter((name) => !name.startsWith("react/jsx-")).sort();
}

/** "./reducer-counter" from "src/demos/x-demo.tsx" → "@/demos/reducer-counter". */
export function resolveSpecifier(specifier: string, file: string) {
  if (!specifier.startsWith(".")) return specifier;
  const parts = file
    .replace(/^\/?src\//, "")
    .split("/")
    .slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return `@/${parts.join("/")}`.replace(/\.(tsx?|jsx?)$/, "");
}

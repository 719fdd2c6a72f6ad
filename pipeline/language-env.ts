import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import ts from "typescript";
import { runnerImport, type Plugin } from "vite";
import type { LanguageEnvironment } from "../src/playground/language/environment.ts";
import { exactId } from "./hook-filter.ts";
import { jsonAsset } from "./json-asset.ts";

export const LANGUAGE_ENV_ID = "virtual:language-env";
const MODULE_MAP = "pipeline/runner-modules.ts";

/**
 * What the reader's code is checked against: the libraries of a new Vite `react-ts` project
 * (create-vite 9's template: ES2023 and the DOM; DOM.Iterable is part of the DOM lib since
 * TypeScript 6).
 */
export const LIBS = ["es2023", "dom"];
/**
 * Files whose documentation the hovers show: React's (the point of this guide) and the site's
 * own modules. Every other declaration file ships without its comments: the language service
 * then parses a quarter less before its first answer (the DOM lib alone halves).
 */
const DOCUMENTED = [/^\/node_modules\/@types\/react(-dom)?\//, /^\/src\//];
const uncommented = (file: string) => !DOCUMENTED.some((pattern) => pattern.test(file));
/** Type packages a declaration may name that the playground must not pull in. */
const EXCLUDED_TYPES = new Set(["node"]);

type Namespace = Record<string, unknown>;

/** How a module the runner offers is typed, when it is not one of the site's own (`@/…`). */
type TypeSource =
  /** The package's own declarations, resolved as TypeScript resolves the import. */
  | { kind: "package" }
  /** Generated from what the runner exports (`names`), e.g. only the icons it offers. */
  | { kind: "generated"; generate: (root: string, names: string[]) => Promise<string> };

/**
 * Every package the runner may offer, with its types. A module the runner offers without an
 * entry here fails the build (and language-env.test.ts), so the two cannot drift apart.
 */
export const packageTypes: Record<string, TypeSource> = {
  react: { kind: "package" },
  "react/jsx-runtime": { kind: "package" },
  "react/jsx-dev-runtime": { kind: "package" },
  "react-dom": { kind: "package" },
  "react-dom/client": { kind: "package" },
  "lucide-react": { kind: "generated", generate: lucideDeclarations },
  "react-router": { kind: "package" },
  "react-router/dom": { kind: "package" },
};

/**
 * What the runner adds for a test file only (a file that imports from "vitest"; see
 * src/playground/runner/test-runner.ts, which language-env.test.ts compares this with).
 */
export const testModuleTypes: Record<string, TypeSource> = {
  vitest: { kind: "generated", generate: () => Promise.resolve(VITEST_DECLARATIONS) },
  "@testing-library/react": { kind: "package" },
  "@testing-library/dom": { kind: "package" },
  "@testing-library/user-event": { kind: "package" },
  "@testing-library/jest-dom/matchers": { kind: "package" },
  // A setup file's import: the runner's `expect` has jest-dom's matchers already.
  "@testing-library/jest-dom": {
    kind: "generated",
    generate: () => Promise.resolve("export {};\n"),
  },
  "@testing-library/jest-dom/vitest": { kind: "package" },
};

/**
 * "vitest" as the runner offers it: Vitest's own `expect` (@vitest/expect) with jest-dom's
 * matchers, its mocks (@vitest/spy), and the test API and `vi` the runner implements. Vitest's
 * own declarations would bring Vite's and Node's along.
 */
const VITEST_DECLARATIONS = `// Generated: what the playground's runner offers a test file from "vitest".
import type { ExpectStatic } from "@vitest/expect";
import type { Constructable, MaybeMocked, Procedure } from "@vitest/spy";
import { clearAllMocks, fn, isMockFunction, resetAllMocks, spyOn } from "@vitest/spy";
import type { waitFor } from "@testing-library/dom";
// jest-dom's own declarations add its matchers to this module's Assertion.
import "@testing-library/jest-dom/vitest";

type TestFunction = () => unknown;
interface EachFunction {
  <T extends readonly unknown[]>(cases: readonly T[]): (
    name: string,
    fn: (...args: T) => unknown,
    timeout?: number,
  ) => void;
  <T>(cases: readonly T[]): (name: string, fn: (arg: T) => unknown, timeout?: number) => void;
}
interface TestAPI {
  (name: string, fn?: TestFunction, timeout?: number): void;
  skip(name: string, fn?: TestFunction, timeout?: number): void;
  only(name: string, fn?: TestFunction, timeout?: number): void;
  todo(name: string): void;
  each: EachFunction;
}
interface SuiteAPI {
  (name: string, fn: () => void): void;
  skip(name: string, fn: () => void): void;
  only(name: string, fn: () => void): void;
  todo(name: string): void;
  each: EachFunction;
}
/** Vitest's vi as far as the playground's runner implements it. */
interface VitestUtils {
  fn: typeof fn;
  spyOn: typeof spyOn;
  mocked<T>(item: T): MaybeMocked<T>;
  isMockFunction: typeof isMockFunction;
  clearAllMocks: typeof clearAllMocks;
  resetAllMocks: typeof resetAllMocks;
  restoreAllMocks(): void;
  /** The factory is required here: the playground has no automatic mocks. */
  mock(path: string, factory: () => unknown): void;
  useFakeTimers(): VitestUtils;
  useRealTimers(): VitestUtils;
  isFakeTimers(): boolean;
  advanceTimersByTime(ms: number): VitestUtils;
  advanceTimersByTimeAsync(ms: number): Promise<VitestUtils>;
  advanceTimersToNextTimer(): VitestUtils;
  runAllTimers(): VitestUtils;
  runAllTimersAsync(): Promise<VitestUtils>;
  runOnlyPendingTimers(): VitestUtils;
  getTimerCount(): number;
  clearAllTimers(): VitestUtils;
  waitFor: typeof waitFor;
}
type Hook = (fn: () => unknown) => void;

export declare const expect: ExpectStatic;
export declare const test: TestAPI;
export declare const it: TestAPI;
export declare const describe: SuiteAPI;
export declare const suite: SuiteAPI;
export declare const beforeAll: Hook;
export declare const afterAll: Hook;
export declare const beforeEach: Hook;
export declare const afterEach: Hook;
export declare const vi: VitestUtils;
export declare const vitest: VitestUtils;
export type { Mock, MockInstance, Mocked, MockedFunction } from "@vitest/spy";
export type { Assertion, AsymmetricMatchersContaining, ExpectStatic } from "@vitest/expect";
export type { Constructable, Procedure };
`;

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  types: [],
};

/** "/node_modules/react/index.d.ts": a real file's name inside the language service. */
const virtualPath = (root: string, file: string) =>
  `/${path.relative(root, file).split(path.sep).join("/")}`;

/**
 * The text without its comments, everything else (lines included) as it was: triple-slash
 * directives (`/// <reference lib>`) and licence headers (`/*!`) stay.
 */
export function stripComments(text: string) {
  const { SyntaxKind } = ts;
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    ts.LanguageVariant.Standard,
    text,
  );
  const kept: string[] = [];
  // Template literal types (`${string}px`): a `}` may close a substitution, not a block.
  const open: ("template" | "brace")[] = [];
  for (let token = scanner.scan(); token !== SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === SyntaxKind.OpenBraceToken) open.push("brace");
    else if (token === SyntaxKind.TemplateHead) open.push("template");
    else if (token === SyntaxKind.CloseBraceToken) {
      if (open.at(-1) === "template") {
        token = scanner.reScanTemplateToken(false);
        if (token === SyntaxKind.TemplateTail) open.pop();
      } else open.pop();
    }
    const piece = scanner.getTokenText();
    const comment =
      token === SyntaxKind.SingleLineCommentTrivia || token === SyntaxKind.MultiLineCommentTrivia;
    if (!comment || piece.startsWith("///") || piece.startsWith("/*!")) kept.push(piece);
    // Keeps the line count: a removed block comment leaves its line breaks.
    else if (token === SyntaxKind.MultiLineCommentTrivia) kept.push(piece.replace(/[^\n]/g, ""));
  }
  return kept.join("");
}

/** Lets the rest of the build run between long steps (its module runners time out otherwise). */
const breathe = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A barrel that only re-exports packages as namespaces (radix-ui: `import * as x from "…";
 * export { x as Tabs };`), cut to the namespaces the declarations use: the rest of its
 * packages (thirty primitives) never reach the language service.
 */
export function pruneBarrel(text: string, used: Set<string>) {
  const source = ts.createSourceFile("barrel.d.ts", text, ts.ScriptTarget.Latest, false);
  const locals = new Map<string, ts.Statement>();
  const exported = new Map<string, string>();
  for (const statement of source.statements) {
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings))
      locals.set(clause.namedBindings.name.text, statement);
    else if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const element of statement.exportClause.elements)
        exported.set(element.name.text, (element.propertyName ?? element.name).text);
    else return null;
  }
  const kept = [...exported].filter(([name]) => used.has(name));
  return [
    ...kept.map(([, local]) => text.slice(locals.get(local)!.pos, locals.get(local)!.end).trim()),
    `export { ${kept.map(([name, local]) => (name === local ? name : `${local} as ${name}`)).join(", ")} };`,
    "",
  ].join("\n");
}

/** The names each module is imported by in `texts` (named imports only). */
function namedImports(texts: Iterable<string>) {
  const names = new Map<string, Set<string>>();
  for (const text of texts) {
    const source = ts.createSourceFile("x.d.ts", text, ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
        continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const set = names.get(statement.moduleSpecifier.text) ?? new Set<string>();
      for (const element of bindings.elements) set.add((element.propertyName ?? element.name).text);
      names.set(statement.moduleSpecifier.text, set);
    }
  }
  return names;
}

/** The lib files the options name, with every `/// <reference lib>` they pull in. */
async function libFiles(): Promise<Record<string, string>> {
  const directory = path.dirname(ts.getDefaultLibFilePath({}));
  const files: Record<string, string> = {};
  const queue = LIBS.map((lib) => `lib.${lib}.d.ts`);
  while (queue.length) {
    const name = queue.shift()!;
    if (`/lib/${name}` in files) continue;
    const text = await readFile(path.join(directory, name), "utf8");
    const fileName = `/lib/${name}`;
    files[fileName] = stripComments(text);
    await breathe();
    for (const reference of ts.preProcessFile(text, true).libReferenceDirectives)
      queue.push(`lib.${reference.fileName.toLowerCase()}.d.ts`);
  }
  return files;
}

/** pipeline/site-declarations.mjs, in a worker thread (see there why). */
function siteDeclarations(root: string, sources: Map<string, string>) {
  return new Promise<Map<string, string>>((resolve, reject) => {
    const worker = new Worker(path.join(root, "pipeline/site-declarations.mjs"), {
      workerData: { task: "site-declarations", root, sources: [...sources] },
    });
    worker.once("message", (message: { declarations?: [string, string][]; error?: string }) => {
      void worker.terminate();
      if (message.declarations) resolve(new Map(message.declarations));
      else reject(new Error(message.error));
    });
    worker.once("error", reject);
  });
}

/**
 * lucide-react's own types (LucideProps, LucideIcon …) and one `declare const` per icon the
 * runner offers: its full declarations (2.5 MB, every icon) would dwarf everything else.
 */
async function lucideDeclarations(root: string, icons: string[]) {
  const entry = resolve(root, "lucide-react", path.join(root, "package.json"));
  const text = await readFile(entry, "utf8");
  const source = ts.createSourceFile(entry, text, ts.ScriptTarget.Latest, true);
  const declarations = new Map<string, ts.Statement>();
  for (const statement of source.statements)
    if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement))
      declarations.set(statement.name.text, statement);
  // LucideIcon and LucideProps with every local type they name, in their file's order.
  const kept = new Set<string>();
  const visit = (name: string) => {
    const statement = declarations.get(name);
    if (!statement || kept.has(name)) return;
    kept.add(name);
    const walk = (node: ts.Node) => {
      if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) visit(node.typeName.text);
      if (ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression))
        visit(node.expression.text);
      ts.forEachChild(node, walk);
    };
    walk(statement);
  };
  visit("LucideIcon");
  visit("LucideProps");
  const imports = source.statements.filter(ts.isImportDeclaration);
  const printer = ts.createPrinter();
  const print = (node: ts.Node) => printer.printNode(ts.EmitHint.Unspecified, node, source);
  const types = [...declarations.values()].filter((statement) =>
    kept.has((statement as ts.TypeAliasDeclaration).name.text),
  );
  const icons_ = icons.filter((name) => /^[A-Z]\w*$/.test(name)).sort();
  return [
    "// Generated from lucide-react's declarations: only the icons the playground offers.",
    ...imports.map(print),
    ...types.map(print),
    ...icons_.map(
      (name) =>
        `/** The Lucide icon "${name}", an \`<svg>\` component. */\ndeclare const ${name}: LucideIcon;`,
    ),
    `export { ${icons_.join(", ")} };`,
    `export type { LucideIcon, LucideProps };`,
    "",
  ].join("\n");
}

function resolve(root: string, specifier: string, containing: string) {
  const { resolvedModule } = ts.resolveModuleName(specifier, containing, compilerOptions, ts.sys);
  if (!resolvedModule || !/\.d\.[cm]?ts$/.test(resolvedModule.resolvedFileName))
    throw new Error(
      `language env: no declarations for "${specifier}" (from ${path.relative(root, containing)})`,
    );
  return resolvedModule.resolvedFileName;
}

/**
 * Packages read only for their names (the icons the runner re-exports): loaded as empty
 * modules, since loading lucide's thousands of files in Node stalls the build's other module
 * runners.
 */
const NAMES_ONLY = /^lucide-react$/;
const EMPTY = "\0language-env:empty";

/** The runner's module map, by specifier: the one list of what a reader may import. */
export async function runnerModules(root: string) {
  const { module } = await runnerImport<{ modules: Map<string, Namespace> }>(
    path.join(root, MODULE_MAP),
    {
      root,
      configFile: false,
      logLevel: "silent",
      resolve: { alias: { "@": path.join(root, "src") } },
      plugins: [
        {
          name: "react-guide:language-env-names-only",
          enforce: "pre",
          resolveId: { filter: { id: NAMES_ONLY }, handler: () => EMPTY },
          load: { filter: { id: exactId(EMPTY) }, handler: () => "export {};" },
        },
      ],
    },
  );
  return module.modules;
}

/** `@/demos/reducer-counter` → src/demos/reducer-counter.ts (or .tsx). */
async function siteSource(root: string, specifier: string) {
  const base = path.join(root, "src", specifier.slice(2));
  const directory = await readdir(path.dirname(base));
  const name = [".ts", ".tsx"]
    .map((extension) => path.basename(base) + extension)
    .find((file) => directory.includes(file));
  if (!name) throw new Error(`language env: ${specifier} has no source file`);
  return path.join(path.dirname(base), name);
}

/**
 * Every file the language service reads, and how each of their imports resolves: the libs,
 * the declarations of every module the runner offers, and the declarations those name.
 */
export async function buildLanguageEnvironment(
  root: string,
  modules?: Map<string, Namespace>,
): Promise<LanguageEnvironment> {
  const moduleMap = modules ?? (await runnerModules(root));
  const files: Record<string, string> = await libFiles();
  const resolutions: Record<string, Record<string, string>> = {};
  const entries: Record<string, string> = {};
  const queue: { file: string; real: string }[] = [];
  const seen = new Set<string>();
  const enqueue = (file: string, real: string, text: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    files[file] = text;
    queue.push({ file, real });
  };
  // Filled in below, once the site's declarations are known.
  let imported = new Map<string, Set<string>>();
  const addReal = async (real: string, specifier?: string) => {
    const file = virtualPath(root, real);
    if (!seen.has(file)) {
      let text = await readFile(real, "utf8");
      if (uncommented(file)) text = stripComments(text);
      await breathe();
      const used = specifier ? imported.get(specifier) : undefined;
      enqueue(file, real, (used && pruneBarrel(text, used)) || text);
    }
    return file;
  };

  const site = new Map<string, string>();
  for (const specifier of moduleMap.keys())
    if (specifier.startsWith("@/")) site.set(specifier, await siteSource(root, specifier));
  const siteFiles = new Map<string, string>();
  const declarations = await siteDeclarations(root, site);
  imported = namedImports(declarations.values());
  for (const [specifier, text] of declarations) {
    const real = site.get(specifier)!.replace(/\.tsx?$/, ".d.ts");
    const file = virtualPath(root, real);
    siteFiles.set(specifier, file);
    entries[specifier] = file;
    enqueue(file, site.get(specifier)!, text);
  }

  const packageJson = path.join(root, "package.json");
  const addPackage = async (specifier: string, source: TypeSource, names: string[]) => {
    if (source.kind === "package") return addReal(resolve(root, specifier, packageJson));
    // Where TypeScript looks for a package, so an auto-import writes `from "lucide-react"`.
    const file = `/node_modules/${specifier}/index.d.ts`;
    enqueue(file, packageJson, await source.generate(root, names));
    return file;
  };
  for (const [specifier, namespace] of moduleMap) {
    if (specifier.startsWith("@/")) continue;
    const source = packageTypes[specifier];
    if (!source)
      throw new Error(
        `language env: the runner offers "${specifier}" but pipeline/language-env.ts has no types for it (add it to packageTypes)`,
      );
    entries[specifier] = await addPackage(specifier, source, Object.keys(namespace));
  }
  const testEntries: Record<string, string> = {};
  for (const [specifier, source] of Object.entries(testModuleTypes))
    testEntries[specifier] = await addPackage(specifier, source, []);

  while (queue.length) {
    const { file, real } = queue.shift()!;
    const info = ts.preProcessFile(files[file], true, true);
    const resolved: Record<string, string> = {};
    for (const { fileName: specifier } of [...info.importedFiles, ...info.referencedFiles]) {
      if (specifier in resolved) continue;
      if (siteFiles.has(specifier)) resolved[specifier] = siteFiles.get(specifier)!;
      else if (specifier in entries && !specifier.startsWith("."))
        resolved[specifier] = entries[specifier];
      else if (specifier in testEntries && !specifier.startsWith("."))
        resolved[specifier] = testEntries[specifier];
      else if (info.referencedFiles.some((reference) => reference.fileName === specifier))
        resolved[specifier] = await addReal(path.resolve(path.dirname(real), specifier));
      else resolved[specifier] = await addReal(resolve(root, specifier, real), specifier);
    }
    for (const { fileName: name } of info.typeReferenceDirectives) {
      if (EXCLUDED_TYPES.has(name)) continue;
      const { resolvedTypeReferenceDirective } = ts.resolveTypeReferenceDirective(
        name,
        real,
        compilerOptions,
        ts.sys,
      );
      if (resolvedTypeReferenceDirective?.resolvedFileName)
        resolved[`types:${name}`] = await addReal(resolvedTypeReferenceDirective.resolvedFileName);
    }
    if (Object.keys(resolved).length) resolutions[file] = resolved;
  }
  return {
    libs: LIBS.map((lib) => `lib.${lib}.d.ts`),
    files,
    resolutions,
    modules: entries,
    testModules: testEntries,
  };
}

/**
 * `import envUrl from "virtual:language-env"`: where the language service's files are (one
 * JSON file, hashed and cached for good like the runner; see json-asset.ts).
 */
export function languageEnv(root: string): Plugin {
  return jsonAsset({
    name: "react-guide:language-env",
    id: LANGUAGE_ENV_ID,
    fileName: "language-env",
    build: () => buildLanguageEnvironment(root).then((env) => JSON.stringify(env)),
  });
}

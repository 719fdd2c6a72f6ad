import type { ComponentType } from "react";
import { compileModule } from "./compile";
import { importableModules, moduleMap } from "./modules";
import { resolveSpecifier } from "./reader-file";

/** An import the runner cannot satisfy; the message names it and lists what can be imported. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportError";
  }
}

type Namespace = Record<string, unknown>;

export interface LoadedModule {
  exports: Record<string, unknown>;
  /** The component to render: the default export, or else the first exported component. */
  component: ComponentType | null;
}

/** How check mode and test files run a module; the preview needs none of it. */
export interface LoadOptions {
  /** Bindings that shadow the page's globals in the reader's modules (check-scope.ts). */
  globals?: Record<string, unknown>;
  /**
   * Modules by specifier ("react", or a relative one resolved: "@/components/Counter") that come
   * before the module map. Read at each import, so an entry added while the module runs (a test
   * file's vi.mock) reaches the imports after it.
   */
  modules?: Map<string, Namespace>;
  /** Sources of other modules, by the specifier the reader's file imports them with ("./Counter"). */
  files?: Record<string, string>;
  /** Receives the top-level names and values of every module loaded (for render counts). */
  bindings?: Map<string, unknown>;
}

const extension = (specifier: string) => /\.[jt]sx?$/.exec(specifier)?.[0] ?? ".tsx";

/** Module id ("@/components/Counter") → the file it is compiled as ("src/components/Counter.tsx"). */
const fileOf = (id: string, ext: string) => `${id.replace(/^@\//, "src/")}${ext}`;

function missingExports(specifier: string, namespace: Namespace, names: string[]) {
  const missing = names.filter((name) => !(name in namespace));
  if (!missing.length) return;
  throw new ImportError(
    `"${specifier}" has no export named ${missing.map((name) => `"${name}"`).join(", ")}. ` +
      `It exports: ${Object.keys(namespace)
        .filter((name) => name !== "default")
        .slice(0, 40)
        .join(", ")}.`,
  );
}

type ModuleBody = (...args: unknown[]) => void;

/** How many compiled modules are kept: a challenge's file and its companions, many times over. */
const KEPT_MODULES = 32;
const compiledModules = new Map<string, ModuleBody>();

/**
 * The module's compiled body, compiled once per text: a Check renders the same code once per
 * check (and the preview once more), and compiling it (sucrase, then acorn for the imports,
 * exports and loop guards) took 60–100 ms each time at 4× CPU. The body is a function, so each
 * call still runs the module's top level afresh, with its own imports and exports.
 */
function moduleBody(source: string, file: string, globals: string[]): ModuleBody {
  const key = `${file}\n${globals.join(",")}\n${source}`;
  const kept = compiledModules.get(key);
  if (kept) {
    compiledModules.delete(key); // the most recently used is the last dropped
    compiledModules.set(key, kept);
    return kept;
  }
  const compiled = compileModule(source, file, { globals });
  // The runner page's CSP allows eval for this one purpose; the guide's never does.
  const body = new Function(
    "__import",
    "__exports",
    "__guard",
    "__globals",
    "__names",
    compiled.code,
  ) as ModuleBody;
  compiledModules.set(key, body);
  if (compiledModules.size > KEPT_MODULES)
    compiledModules.delete(compiledModules.keys().next().value as string);
  return body;
}

/** One load of a reader's module and the files it imports: each file runs once. */
class ModuleGraph {
  private readonly loaded = new Map<string, Namespace>();
  private readonly sources = new Map<string, { source: string; file: string }>();

  constructor(
    mainFile: string,
    private readonly options: LoadOptions,
    private readonly guard: () => void,
  ) {
    for (const [specifier, source] of Object.entries(options.files ?? {})) {
      const id = resolveSpecifier(specifier, mainFile);
      this.sources.set(id, { source, file: fileOf(id, extension(specifier)) });
    }
  }

  private resolve(specifier: string, importer: string): Namespace {
    const id = resolveSpecifier(specifier, importer);
    const provided = this.options.modules?.get(id) ?? this.loaded.get(id);
    if (provided) return provided;
    const file = this.sources.get(id);
    if (file) return this.run(file.source, file.file, id);
    const namespace = moduleMap.get(id);
    if (namespace) return namespace;
    throw new ImportError(
      `Cannot import "${specifier}": the playground has no such module. ` +
        `You can import: ${importableModules().join(", ")}.`,
    );
  }

  run(source: string, file: string, id?: string): Namespace {
    const globals = this.options.globals ?? {};
    const run = moduleBody(source, file, Object.keys(globals));
    const exports: Namespace = {};
    // Set before it runs: a module that imports itself back gets what is exported so far.
    if (id) this.loaded.set(id, exports);
    const importModule = (specifier: string, names: string[]) => {
      const namespace = this.resolve(specifier, file);
      missingExports(specifier, namespace, names);
      return namespace;
    };
    const names = (values: Namespace) => {
      for (const [name, value] of Object.entries(values)) this.options.bindings?.set(name, value);
    };
    run(importModule, exports, this.guard, globals, names);
    return exports;
  }
}

const isComponentName = (name: string) => /^[A-Z]/.test(name);
const wrappers = new Set(["react.memo", "react.forward_ref", "react.lazy"].map(Symbol.for));
// A function, or what memo, forwardRef and lazy return.
const isComponent = (value: unknown) =>
  typeof value === "function" ||
  wrappers.has((value as { $$typeof?: symbol } | null)?.$$typeof as symbol);

/**
 * Compiles and runs a reader's module. Throws CompileError (bad syntax), ImportError, or
 * whatever the module's top level throws.
 */
export function loadModule(
  source: string,
  file: string,
  guard: () => void,
  options: LoadOptions = {},
): LoadedModule {
  const exports = new ModuleGraph(file, options, guard).run(source, file);
  const candidate = isComponent(exports.default)
    ? exports.default
    : Object.entries(exports).find(
        ([name, value]) => isComponentName(name) && isComponent(value),
      )?.[1];
  return { exports, component: (candidate as ComponentType | undefined) ?? null };
}

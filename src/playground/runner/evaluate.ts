import type { ComponentType } from "react";
import { compileModule } from "./compile";
import { importableModules, moduleMap, resolveSpecifier } from "./modules";

/** An import the runner cannot satisfy; the message names it and lists what can be imported. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportError";
  }
}

export interface LoadedModule {
  exports: Record<string, unknown>;
  /** The component to render: the default export, or else the first exported component. */
  component: ComponentType | null;
}

function importFor(file: string) {
  return (specifier: string, names: string[]) => {
    const resolved = resolveSpecifier(specifier, file);
    const namespace = moduleMap.get(resolved);
    if (!namespace)
      throw new ImportError(
        `Cannot import "${specifier}": the playground has no such module. ` +
          `You can import: ${importableModules().join(", ")}.`,
      );
    const missing = names.filter((name) => !(name in namespace));
    if (missing.length)
      throw new ImportError(
        `"${specifier}" has no export named ${missing.map((name) => `"${name}"`).join(", ")}. ` +
          `It exports: ${Object.keys(namespace)
            .filter((name) => name !== "default")
            .slice(0, 40)
            .join(", ")}.`,
      );
    return namespace;
  };
}

const isComponentName = (name: string) => /^[A-Z]/.test(name);

/**
 * Compiles and runs a reader's module. Throws CompileError (bad syntax), ImportError, or
 * whatever the module's top level throws.
 */
export function loadModule(source: string, file: string, guard: () => void): LoadedModule {
  const compiled = compileModule(source, file);
  const exports: Record<string, unknown> = {};
  // The runner page's CSP allows eval for this one purpose; the guide's never does.
  const run = new Function("__import", "__exports", "__guard", compiled.code) as (
    importModule: ReturnType<typeof importFor>,
    target: Record<string, unknown>,
    loopGuard: () => void,
  ) => void;
  run(importFor(file), exports, guard);
  const candidate =
    typeof exports.default === "function"
      ? exports.default
      : Object.entries(exports).find(
          ([name, value]) => isComponentName(name) && typeof value === "function",
        )?.[1];
  return { exports, component: (candidate as ComponentType | undefined) ?? null };
}

/**
 * The files the language service reads, as pipeline/language-env.ts writes them (one JSON file):
 * the libs, and the declarations of every module the playground's runner offers.
 */
export interface LanguageEnvironment {
  /** Lib file names for the compiler's `lib` option, e.g. "lib.es2023.d.ts". */
  libs: string[];
  /** Every file's text by its path: "/lib/lib.dom.d.ts", "/node_modules/@types/react/index.d.ts". */
  files: Record<string, string>;
  /** How each file's imports resolve: file → specifier → file ("types:x" for type references). */
  resolutions: Record<string, Record<string, string>>;
  /** The modules a reader may import (the runner's module map), each with its declarations. */
  modules: Record<string, string>;
  /** What a test file (one that imports from "vitest") may import besides: vitest, Testing Library. */
  testModules: Record<string, string>;
}

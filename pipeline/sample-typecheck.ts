import { existsSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { contentRoot } from "./lesson-fences.ts";
import { isModuleSample, type LessonSample, where } from "./lesson-samples.ts";

/**
 * Type-checks the lessons' TypeScript samples as a reader's Vite `react-ts` project would
 * (create-vite's tsconfig.app.json / tsconfig.node.json, plus `strict`), against the real types
 * of the packages they import (dev dependencies of this project).
 *
 * - Each whole-module sample is a file of its own, named by its title (`src/App.tsx`).
 * - A relative import (`./AuthProvider`, `../auth/safe-next`) is resolved against the importing
 *   sample's title and means the latest earlier sample of the same lesson with that path (a
 *   lesson often shows `src/router.tsx` several times as it grows); with none earlier, the first
 *   later one. `@/x` tries `src/x`, then `x`. An untitled sample sits in `src/`.
 * - A local file the lesson never shows resolves to a declaration file in
 *   `pipeline/sample-stubs/<lesson>/<path>.d.ts`, else `pipeline/sample-stubs/shared/<path>.d.ts`;
 *   a package the project cannot install is declared in `pipeline/sample-env.d.ts`. Anything else
 *   is TypeScript's "Cannot find module" error, never a silent `any`.
 * - Config files (`vite.config.ts`, `playwright.config.ts`…) get Node's types and no DOM, as in
 *   the template's tsconfig.node.json; everything else the DOM and `vite/client`.
 *
 * One program per environment (two in all) holds every sample, so a run costs seconds.
 */

export const checkerRoot = path.resolve(import.meta.dirname, "..");
const SAMPLES_DIR = path.join(checkerRoot, "__samples__");

/** Where stubs and ambient declarations are read: the lessons' project first, then this one. */
const projectRoots = [...new Set([contentRoot, checkerRoot])];
export const stubDirs = projectRoots.map((root) => path.join(root, "pipeline/sample-stubs"));
export const ambientFiles = projectRoots
  .map((root) => path.join(root, "pipeline/sample-env.d.ts"))
  .filter((file) => existsSync(file));

const shared = {
  target: "es2023",
  module: "esnext",
  moduleResolution: "bundler",
  allowImportingTsExtensions: true,
  allowArbitraryExtensions: true,
  verbatimModuleSyntax: true,
  moduleDetection: "force",
  noEmit: true,
  skipLibCheck: true,
  strict: true,
  erasableSyntaxOnly: true,
  noFallthroughCasesInSwitch: true,
  jsx: "react-jsx",
};

const environments = {
  app: { ...shared, lib: ["ES2023", "DOM", "DOM.Iterable"], types: ["vite/client"] },
  node: { ...shared, lib: ["ES2023"], types: ["node"] },
} as const;

type Environment = keyof typeof environments;

/** Files a reader's project type-checks with tsconfig.node.json: build and test tool configs. */
const nodeTitle = /(^|\/)[\w-]+\.config\.[cm]?ts$|^(server|scripts)\//;

const extensionOf = (lang: string) => (lang === "ts" ? ".ts" : ".tsx");
const sourceExtension = /\.(d\.ts|tsx|ts|jsx|js|mts|cts|mjs|cjs)$/;

/** The sample's path in a reader's project: its title, or `src/sample-<line>.<ext>`. */
export function samplePath(sample: LessonSample) {
  const title = sample.meta.title?.trim();
  if (!title || /\s/.test(title)) return `src/sample-${sample.line}${extensionOf(sample.lang)}`;
  const clean = path.posix.normalize(title.replace(/^\.\//, ""));
  return sourceExtension.test(clean) ? clean : `${clean}${extensionOf(sample.lang)}`;
}

const withoutExtension = (file: string) => file.replace(sourceExtension, "");

export interface SampleResult {
  sample: LessonSample;
  /** The virtual file the sample was checked as. */
  fileName: string;
  environment: Environment;
  /** `hooks.mdx:57:11 TS2322: Type 'string' is not assignable to type 'number'.` */
  errors: string[];
}

export interface TypeCheckResult {
  results: SampleResult[];
  /** Problems in the stubs or the ambient file themselves, or in the compiler options. */
  setupErrors: string[];
  ms: number;
}

function format(diagnostic: ts.Diagnostic, place: string) {
  return `${place} TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
}

export interface TypeCheckOptions {
  /** Folders of stubs, searched in order (default: the lessons' project's, then this one's). */
  stubDirs?: string[];
  /** Ambient declaration files added to both programs. */
  ambientFiles?: string[];
  /**
   * Resolve a sample's imports as a reader's new project would (pipeline/fresh-project.ts): a
   * specifier it names a problem for does not resolve, and its error says why.
   */
  unresolvable?: (specifier: string) => string | null;
}

/**
 * Library and package declarations, parsed once per process: they are the same in both
 * environments' programs and in every call (a call checks a handful of samples against
 * thousands of lines of declarations).
 */
const sourceFiles = new Map<string, ts.SourceFile>();

export function typeCheckSamples(
  samples: LessonSample[],
  options: TypeCheckOptions = {},
): TypeCheckResult {
  const stubs = options.stubDirs ?? stubDirs;
  const ambient = options.ambientFiles ?? ambientFiles;
  /** Why each specifier a sample may not import does not resolve, for its error message. */
  const refused = new Map<string, string>();
  const started = performance.now();
  const modules = samples.filter(isModuleSample);
  const byFile = new Map<string, { sample: LessonSample; projectPath: string }>();
  const results: SampleResult[] = [];
  for (const sample of modules) {
    const projectPath = samplePath(sample);
    const fileName = path.join(
      SAMPLES_DIR,
      sample.lesson,
      String(sample.index).padStart(3, "0"),
      projectPath,
    );
    byFile.set(fileName, { sample, projectPath });
    results.push({
      sample,
      fileName,
      environment: nodeTitle.test(projectPath) ? "node" : "app",
      errors: [],
    });
  }

  /** The sample a local import means, by the rules at the top of this file. */
  function resolveLocal(specifier: string, from: { sample: LessonSample; projectPath: string }) {
    const candidates = specifier.startsWith("@/")
      ? [`src/${specifier.slice(2)}`, specifier.slice(2)]
      : [path.posix.join(path.posix.dirname(from.projectPath), specifier)];
    const bases = candidates.flatMap((candidate) => {
      const base = withoutExtension(path.posix.normalize(candidate));
      return [base, `${base}/index`];
    });
    const sameLesson = results.filter(
      ({ sample }) => sample.lesson === from.sample.lesson && sample !== from.sample,
    );
    for (const base of bases) {
      const matches = sameLesson.filter(
        ({ fileName }) => withoutExtension(byFile.get(fileName)?.projectPath ?? "") === base,
      );
      const earlier = matches.filter(({ sample }) => sample.index < from.sample.index).at(-1);
      const match = earlier ?? matches.find(({ sample }) => sample.index > from.sample.index);
      if (match) return match.fileName;
    }
    for (const base of bases)
      for (const dir of stubs)
        for (const folder of [from.sample.lesson, "shared"])
          for (const extension of [".d.ts", ".ts", ".tsx"]) {
            const file = path.join(dir, folder, `${base}${extension}`);
            if (existsSync(file)) return file;
          }
    return undefined;
  }

  const setupErrors: string[] = [];

  function check(environment: Environment) {
    const inEnvironment = results.filter((result) => result.environment === environment);
    const converted = ts.convertCompilerOptionsFromJson(environments[environment], checkerRoot);
    for (const error of converted.errors) setupErrors.push(format(error, "compiler options"));
    const compilerOptions = converted.options;
    const host = ts.createCompilerHost(compilerOptions, true);
    // As tsc does: JSDoc is parsed only where it can carry types.
    host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors;
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (file) => byFile.has(file) || fileExists.call(host, file);
    host.readFile = (file) => byFile.get(file)?.sample.code ?? readFile.call(host, file);
    host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
      const sample = byFile.get(file)?.sample;
      if (sample) return ts.createSourceFile(file, sample.code, languageVersion, true);
      const key = `${file}\0${JSON.stringify(languageVersion)}`;
      let source = sourceFiles.get(key);
      if (!source) {
        source = getSourceFile.call(host, file, languageVersion, onError, shouldCreate);
        if (source) sourceFiles.set(key, source);
      }
      return source;
    };
    host.resolveModuleNameLiterals = (literals, containingFile, _redirect, resolveOptions) =>
      literals.map(({ text }) => {
        const from = byFile.get(containingFile);
        const problem = from && options.unresolvable?.(text);
        if (problem) {
          refused.set(text, problem);
          return { resolvedModule: undefined };
        }
        if (from && (text.startsWith(".") || text.startsWith("@/"))) {
          const resolvedFileName = resolveLocal(text, from);
          if (!resolvedFileName) return { resolvedModule: undefined };
          return {
            resolvedModule: {
              resolvedFileName,
              extension: resolvedFileName.endsWith(".d.ts")
                ? ts.Extension.Dts
                : resolvedFileName.endsWith(".tsx")
                  ? ts.Extension.Tsx
                  : ts.Extension.Ts,
              isExternalLibraryImport: false,
            },
          };
        }
        // The Testing lesson teaches MSW 3 (msw/http, onUnhandledFrame); this project's own tests
        // run MSW 2 on Node 20 (MSW 3 needs Node 22.12+), so the samples are checked against MSW
        // 3's types, installed under the alias msw-v3 and never run.
        const specifier = /^msw(\/|$)/.test(text) ? text.replace(/^msw/, "msw-v3") : text;
        return ts.resolveModuleName(specifier, containingFile, resolveOptions, host);
      });

    const roots = [...inEnvironment.map((result) => result.fileName), ...ambient];
    const program = ts.createProgram({ rootNames: roots, options: compilerOptions, host });
    for (const diagnostic of [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
    ])
      setupErrors.push(format(diagnostic, `${environment} program`));
    for (const result of inEnvironment) {
      const source = program.getSourceFile(result.fileName);
      if (!source) throw new Error(`${where(result.sample)}: the sample file is missing`);
      const diagnostics = [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      ];
      result.errors = diagnostics.map((diagnostic) => {
        const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        const message = format(diagnostic, `${where(result.sample, line + 1)}:${character + 1}`);
        const specifier = ts
          .flattenDiagnosticMessageText(diagnostic.messageText, "\n")
          .match(/^Cannot find module '([^']+)'/)?.[1];
        const why = specifier && refused.get(specifier);
        return why ? `${message} (${why})` : message;
      });
    }
    // The stubs and the ambient file are code too: their errors would hide the samples'.
    for (const source of program.getSourceFiles()) {
      const file = source.fileName;
      if (!ambient.includes(file) && !stubs.some((dir) => file.startsWith(`${dir}/`))) continue;
      for (const diagnostic of [
        ...program.getSyntacticDiagnostics(source),
        ...program.getSemanticDiagnostics(source),
      ]) {
        const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
        setupErrors.push(format(diagnostic, `${path.relative(checkerRoot, file)}:${line + 1}`));
      }
    }
  }

  check("app");
  check("node");
  return { results, setupErrors: [...new Set(setupErrors)], ms: performance.now() - started };
}

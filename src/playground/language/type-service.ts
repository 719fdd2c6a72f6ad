import ts from "typescript";
import type { LanguageEnvironment } from "./environment";
import type {
  CompletionDetail,
  CompletionEntry,
  CompletionList,
  HoverInfo,
  LanguageDiagnostic,
  TextChange,
} from "./protocol";
import { isTestFile, resolveSpecifier } from "../runner/reader-file";
import { readerPath } from "./reader-files";

/**
 * The compiler options of a new Vite `react-ts` project (create-vite 9's tsconfig.app.json),
 * strict as TypeScript 6 is by default. Unused names are not errors here: a reader half-way
 * through an edit has plenty, and the preview runs regardless.
 */
export const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  verbatimModuleSyntax: true,
  erasableSyntaxOnly: true,
  allowImportingTsExtensions: true,
  noFallthroughCasesInSwitch: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
  // Only for the module names auto-imports write: "@/demos/reducer-counter", not "../…".
  paths: { "@/*": ["/src/*"] },
};

const preferences: ts.UserPreferences = {
  includeCompletionsForModuleExports: true,
  includeCompletionsWithInsertText: true,
  includeAutomaticOptionalChainCompletions: true,
  importModuleSpecifierPreference: "non-relative",
  includePackageJsonAutoImports: "off",
  quotePreference: "double",
};

const formatOptions: ts.FormatCodeSettings = {
  ...ts.getDefaultFormatCodeSettings("\n"),
  indentSize: 2,
  tabSize: 2,
  convertTabsToSpaces: true,
  semicolons: ts.SemicolonPreference.Insert,
};

/** Completion lists are cut to this many entries (the globals of the DOM alone are ~1,500). */
const MAX_COMPLETIONS = 250;
const CANNOT_FIND_MODULE = 2307;

const flatten = (message: string | ts.DiagnosticMessageChain) =>
  ts.flattenDiagnosticMessageText(message, "\n");
const text = (parts: ts.SymbolDisplayPart[] | undefined) => ts.displayPartsToString(parts);

/**
 * How many edits of one file are checked by the kept checker (`warmDiagnostics`) before the next
 * check starts a new one: each version checked stays in its caches until then.
 */
export const WARM_CHECKS = 24;

/**
 * A checker suggests a spelling ("Did you mean 'Math'?") for its first 10 names not found, and
 * then for none (TypeScript's `maximumSuggestionCount`; more lookups than names shown count).
 * A kept checker checks many versions, so a name not found without a suggestion is trusted only
 * while it still suggests: `suggestsStill` asks it about a probe.
 */
const NAME_NOT_FOUND =
  /^(Cannot find name|Cannot find namespace|Could not find name|No value exists in scope for the shorthand property) '/;
/** The same messages with a spelling suggested (TS2552, TS2570, TS2833). */
const SPELLING_SUGGESTED = new Set([2552, 2570, 2833]);
const unsuggested = (diagnostic: ts.Diagnostic) =>
  !SPELLING_SUGGESTED.has(diagnostic.code) && NAME_NOT_FOUND.test(flatten(diagnostic.messageText));
/** A name not found that has a spelling to suggest, and the code of that suggestion. */
const PROBE = { text: "Mth;\nexport {};\n", suggested: 2552 };

/** The checker's own entry point for one file (internal to TypeScript, stable since 2.x). */
type CheckerWithDiagnostics = ts.TypeChecker & {
  getDiagnostics(file: ts.SourceFile): readonly ts.Diagnostic[];
};
/**
 * The services of one environment parse its libraries and packages once: they share a document
 * registry. A registry tells a file's texts apart by their version, so the readers' texts are
 * numbered across all services, never twice. (The guide makes one service per worker; the
 * tests make several.)
 */
const registries = new WeakMap<LanguageEnvironment, ts.DocumentRegistry>();
let textVersions = 0;

/** The binder, internal to TypeScript: what a program does to each file before checking it. */
const bindSourceFile = (file: ts.SourceFile, options: ts.CompilerOptions) =>
  (
    ts as unknown as {
      bindSourceFile(file: ts.SourceFile, options: ts.CompilerOptions): void;
    }
  ).bindSourceFile(file, options);
/** What a program keeps on its files and the checker reads. */
type ProgramFile = ts.SourceFile & {
  path: string;
  resolvedPath: string;
  originalFileName: string;
  bindDiagnostics: ts.Diagnostic[];
  parseDiagnostics: ts.Diagnostic[];
  commentDirectives?: unknown[];
  pragmas: ReadonlyMap<string, unknown>;
  externalModuleIndicator?: unknown;
  scriptKind: ts.ScriptKind;
  imports: readonly ts.StringLiteralLike[];
  moduleAugmentations: readonly (ts.StringLiteral | ts.Identifier)[];
  ambientModuleNames: readonly string[];
};
/** A diagnostic TypeScript leaves out under an option (`skippedOn: "noEmit"`), as a program does. */
type SkippableDiagnostic = ts.Diagnostic & { skippedOn?: string };

/**
 * The modules a file imports, as one key; null when the file may reach modules or globals in
 * any other way (a dynamic import or `import("…")` type, `require`, `declare global` or
 * `declare module`, a triple-slash reference, a pragma, an import with attributes) or holds a
 * `@ts-expect-error`-style directive: such a file is always checked by a new program.
 */
function importsKey(file: ProgramFile) {
  if (
    file.pragmas.size ||
    file.commentDirectives?.length ||
    file.referencedFiles.length ||
    file.typeReferenceDirectives.length ||
    file.libReferenceDirectives.length ||
    /\bimport\s*\(|\brequire\s*\(|\bdeclare\s+(global|module)\b/.test(file.text)
  )
    return null;
  const specifiers = new Set<string>();
  for (const statement of file.statements) {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.attributes
          ? null
          : statement.moduleSpecifier
        : ts.isImportEqualsDeclaration(statement) &&
            ts.isExternalModuleReference(statement.moduleReference)
          ? statement.moduleReference.expression
          : undefined;
    if (specifier === null) return null;
    if (specifier) {
      if (!ts.isStringLiteral(specifier)) return null;
      specifiers.add(specifier.text);
    }
  }
  return [...specifiers].sort().join("\n");
}

function documentationOf(
  documentation: ts.SymbolDisplayPart[] | undefined,
  tags: ts.JSDocTagInfo[] | undefined,
) {
  const deprecated = tags?.find((tag) => tag.name === "deprecated");
  const notes = deprecated ? [`Deprecated. ${text(deprecated.text)}`.trim()] : [];
  return [text(documentation), ...notes].filter(Boolean).join("\n\n");
}

function changesFor(path: string, actions: readonly ts.CodeAction[] | undefined): TextChange[] {
  return (actions ?? []).flatMap((action) =>
    action.changes
      .filter((change) => change.fileName === path)
      .flatMap((change) =>
        change.textChanges.map((edit) => ({
          from: edit.span.start,
          to: edit.span.start + edit.span.length,
          insert: edit.newText,
        })),
      ),
  );
}

/**
 * TypeScript's language service over the files of `environment` and the readers' open files.
 * One program, updated in place as files change: the libs and React's types are parsed once.
 */
export function createTypeService(
  environment: LanguageEnvironment,
  {
    warmChecks = WARM_CHECKS,
    bind = bindSourceFile,
  }: {
    /** How many edits the kept checker checks before a new program's (0: none). */
    warmChecks?: number;
    /** TypeScript's binder, as the kept checker's files are bound (a test passes a failing one). */
    bind?: typeof bindSourceFile;
  } = {},
) {
  const { files, resolutions, modules, testModules } = environment;
  const options = { ...compilerOptions, lib: environment.libs };
  const open = new Map<string, { file: string; text: string; version: number; test: boolean }>();
  const snapshots = new Map<string, ts.IScriptSnapshot>();
  let projectVersion = 0;
  const importable = Object.keys(modules)
    .filter((name) => !name.startsWith("react/jsx-"))
    .sort();
  // "vitest" is offered everywhere (importing it makes a test file); the rest in test files.
  const forTests = [...importable, ...Object.keys(testModules).sort()];
  const importableIn = (test: boolean) => (test ? forTests : [...importable, "vitest"]);

  /** A companion module's file by the module key it is imported with ("@/Counter"). */
  const companionFiles = new Map<string, string>();

  const resolved = (fileName: string | undefined): ts.ResolvedModuleWithFailedLookupLocations => ({
    resolvedModule: fileName
      ? {
          resolvedFileName: fileName,
          extension: fileName.endsWith(".d.mts")
            ? ts.Extension.Dmts
            : fileName.endsWith(".d.cts")
              ? ts.Extension.Dcts
              : fileName.endsWith(".tsx")
                ? ts.Extension.Tsx
                : ts.Extension.Dts,
          isExternalLibraryImport: fileName.startsWith("/node_modules/"),
        }
      : undefined,
  });

  const host: ts.LanguageServiceHost = {
    getProjectVersion: () => String(projectVersion),
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...open.keys()],
    getScriptVersion: (fileName) => String(open.get(fileName)?.version ?? 0),
    getScriptSnapshot(fileName) {
      const reader = open.get(fileName);
      if (reader) return ts.ScriptSnapshot.fromString(reader.text);
      const content = files[fileName];
      if (content === undefined) return undefined;
      let snapshot = snapshots.get(fileName);
      if (!snapshot) snapshots.set(fileName, (snapshot = ts.ScriptSnapshot.fromString(content)));
      return snapshot;
    },
    getCurrentDirectory: () => "/",
    getDefaultLibFileName: () => "/lib/lib.d.ts",
    fileExists: (fileName) => open.has(fileName) || fileName in files,
    readFile: (fileName) => open.get(fileName)?.text ?? files[fileName],
    resolveModuleNameLiterals(literals, containingFile) {
      const reader = open.get(containingFile);
      return literals.map(({ text: specifier }) =>
        resolved(
          reader
            ? (modules[resolveSpecifier(specifier, reader.file)] ??
                companionFiles.get(resolveSpecifier(specifier, reader.file)) ??
                (reader.test ? testModules[specifier] : undefined))
            : resolutions[containingFile]?.[specifier],
        ),
      );
    },
    resolveTypeReferenceDirectiveReferences(references, containingFile) {
      return references.map((reference) => {
        const name = typeof reference === "string" ? reference : reference.fileName;
        const fileName = resolutions[containingFile]?.[`types:${name.toLowerCase()}`];
        return {
          resolvedTypeReferenceDirective: fileName
            ? { primary: true, resolvedFileName: fileName, isExternalLibraryImport: true }
            : undefined,
        };
      });
    },
  };
  let registry = registries.get(environment);
  if (!registry) registries.set(environment, (registry = ts.createDocumentRegistry()));
  const service = ts.createLanguageService(host, registry);

  /**
   * The checker of the last new program, kept for edits of the file it checked. TypeScript
   * makes a new program and a new checker for every edit, and a new checker resolves React's
   * props types afresh for the JSX elements (~90 ms of the ~130 ms a new checker takes over
   * the 100-line router demo in Node); this one has them resolved, and checks an edit of that
   * demo in ~35–60 ms, where a new checker takes ~200 ms in the worker. An edited text that imports the same modules while every other
   * file stays as it was is parsed, bound and checked by it as a file of its own (a new name,
   * so the diagnostics of earlier versions stay apart). The result is the same as a new
   * program's (language-env.test.ts compares the two over the challenges' answers and edits);
   * anything else is checked by a new program, whose checker is then kept instead.
   */
  let warm: {
    path: string;
    checker: CheckerWithDiagnostics;
    base: ProgramFile;
    imports: string;
    others: string;
    checks: number;
  } | null = null;
  let warmVersion = 0;
  /** How many checks each way (the kept checker, a new program), for the tests. */
  const counts = { warm: 0, programs: 0 };
  /** The versions of every open file but `path`: a change there needs a new program. */
  const othersKey = (path: string) =>
    [...open]
      .filter(([name]) => name !== path)
      .map(([name, entry]) => `${name}@${entry.version}`)
      .join("\n");

  function newProgramDiagnostics(path: string) {
    const diagnostics = [
      ...service.getSyntacticDiagnostics(path),
      ...service.getSemanticDiagnostics(path),
    ];
    counts.programs += 1;
    const program = service.getProgram();
    const base = program?.getSourceFile(path) as ProgramFile | undefined;
    const imports = base && importsKey(base);
    warm =
      program && base && imports !== null && imports !== undefined
        ? {
            path,
            checker: program.getTypeChecker() as CheckerWithDiagnostics,
            base,
            imports,
            others: othersKey(path),
            checks: 0,
          }
        : null;
    return diagnostics;
  }

  /** Whether `checker` still suggests spellings: it does for a probe unless its limit is spent. */
  function suggestsStill(checker: CheckerWithDiagnostics) {
    warmVersion += 1;
    const probe = ts.createSourceFile(
      `/~probe${warmVersion}.ts`,
      PROBE.text,
      { languageVersion: options.target ?? ts.ScriptTarget.ES2022 },
      true,
      ts.ScriptKind.TS,
    ) as ProgramFile;
    probe.path = probe.resolvedPath = probe.originalFileName = probe.fileName;
    probe.imports = [];
    probe.moduleAugmentations = [];
    probe.ambientModuleNames = [];
    bind(probe, options);
    return checker.getDiagnostics(probe).some(({ code }) => code === PROBE.suggested);
  }

  /** `source` checked by the kept checker, or null where a new program must check it. */
  function warmDiagnostics(path: string, source: string) {
    if (!warm || warm.path !== path || warm.checks >= warmChecks) return null;
    if (warm.others !== othersKey(path)) return null;
    const { base } = warm;
    warmVersion += 1;
    const file = ts.createSourceFile(
      path.replace(/(\.tsx?)$/, `.~${warmVersion}$1`),
      source,
      {
        languageVersion: base.languageVersion,
        impliedNodeFormat: base.impliedNodeFormat,
        setExternalModuleIndicator: (created) => {
          (created as ProgramFile).externalModuleIndicator = base.externalModuleIndicator;
        },
      },
      true,
      base.scriptKind,
    ) as ProgramFile;
    if (importsKey(file) !== warm.imports) return null;
    // Where the program looks up the file's resolved imports (by path) and its options.
    file.path = base.path;
    file.resolvedPath = base.resolvedPath;
    file.originalFileName = base.originalFileName;
    // What a program collects from a file's imports and the checker reads: only the import
    // of React's JSX runtime that the compiler adds (first, and the same for every version).
    file.imports = base.imports;
    file.moduleAugmentations = [];
    file.ambientModuleNames = [];
    bind(file, options);
    warm.checks += 1;
    const found = new Set<string>();
    const diagnostics = [
      ...file.parseDiagnostics,
      ...[...file.bindDiagnostics, ...warm.checker.getDiagnostics(file)].filter(
        (diagnostic: SkippableDiagnostic) =>
          !diagnostic.skippedOn || !(options as Record<string, unknown>)[diagnostic.skippedOn],
      ),
    ].filter((diagnostic) => {
      // A file parsed afresh can repeat a syntax error (TypeScript's parser does, at times,
      // where the language service's incremental parse of the same text does not).
      const key = `${diagnostic.start}:${diagnostic.length}:${diagnostic.code}:${flatten(diagnostic.messageText)}`;
      if (found.has(key)) return false;
      found.add(key);
      return true;
    });
    if (diagnostics.some(unsuggested) && !suggestsStill(warm.checker)) return null;
    counts.warm += 1;
    return diagnostics;
  }

  /** Puts `source` in the program as `file`'s text; returns its path there. */
  function sync(file: string, source: string) {
    const path = readerPath(file);
    const current = open.get(path);
    if (current?.text !== source) {
      open.set(path, {
        file,
        text: source,
        version: (textVersions += 1),
        test: isTestFile(source),
      });
      projectVersion += 1;
    }
    return path;
  }

  function toDiagnostic(diagnostic: ts.Diagnostic, test: boolean): LanguageDiagnostic {
    const start = diagnostic.start ?? 0;
    let message = flatten(diagnostic.messageText);
    if (diagnostic.code === CANNOT_FIND_MODULE) {
      const specifier = /'([^']+)'/.exec(message)?.[1] ?? "";
      message =
        !test && specifier in testModules
          ? `Cannot import "${specifier}" here: the playground offers it to test files only ` +
            `(a file that imports from "vitest").`
          : `Cannot import "${specifier}": ${
              // As the runner says: the guide's own files are not in a reader's project either.
              specifier.startsWith("@/")
                ? "it is one of this guide's own files, which a new project does not have: " +
                  "define what you need in this file instead"
                : "the playground has no such module"
            }. You can import: ${importableIn(test).join(", ")}.`;
    }
    return {
      from: start,
      to: start + (diagnostic.length ?? 0),
      severity: diagnostic.category === ts.DiagnosticCategory.Error ? "error" : "warning",
      message,
      code: `TS${diagnostic.code}`,
    };
  }

  /** The module specifier string the cursor is in, if any: `import … from "|"`. */
  function specifierAt(sourceFile: ts.SourceFile, pos: number) {
    for (const statement of sourceFile.statements) {
      const specifier =
        ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
          ? statement.moduleSpecifier
          : undefined;
      if (specifier && ts.isStringLiteral(specifier)) {
        const start = specifier.getStart(sourceFile) + 1;
        if (pos >= start && pos <= specifier.end - 1) return { from: start, to: specifier.end - 1 };
      }
    }
    return null;
  }

  return {
    diagnostics(file: string, source: string): LanguageDiagnostic[] {
      const path = sync(file, source);
      const test = open.get(path)!.test;
      let kept: ts.Diagnostic[] | null = null;
      try {
        kept = warmDiagnostics(path, source);
      } catch {
        // Whatever went wrong in the kept checker (TypeScript's internals it relies on), a new
        // program checks the file, and its checker is kept instead.
        warm = null;
      }
      return (kept ?? newProgramDiagnostics(path)).map((diagnostic) =>
        toDiagnostic(diagnostic, test),
      );
    },

    hover(file: string, source: string, pos: number): HoverInfo | null {
      const path = sync(file, source);
      const info = service.getQuickInfoAtPosition(path, pos);
      if (!info) return null;
      return {
        from: info.textSpan.start,
        to: info.textSpan.start + info.textSpan.length,
        signature: text(info.displayParts),
        documentation: documentationOf(info.documentation, info.tags),
      };
    },

    completions(
      file: string,
      source: string,
      pos: number,
      explicit: boolean,
    ): CompletionList | null {
      const path = sync(file, source);
      const sourceFile = service.getProgram()?.getSourceFile(path);
      const inSpecifier = sourceFile && specifierAt(sourceFile, pos);
      if (inSpecifier)
        return {
          from: inSpecifier.from,
          entries: importableIn(open.get(path)!.test).map((name) => ({
            label: name,
            kind: "module",
            sortText: name.startsWith("@/") ? "1" : "0",
            replace: inSpecifier,
          })),
        };
      const word = /[\w$]*$/.exec(source.slice(0, pos))?.[0] ?? "";
      const before = source[pos - word.length - 1];
      if (!explicit && !word && before !== "." && before !== "<") return null;
      const info = service.getCompletionsAtPosition(path, pos, preferences, formatOptions);
      if (!info) return null;
      const first = word[0]?.toLowerCase();
      const entries = info.entries
        .filter((entry) => !first || entry.name[0]?.toLowerCase() === first)
        .sort((a, b) => (a.sortText < b.sortText ? -1 : a.sortText > b.sortText ? 1 : 0))
        .slice(0, MAX_COMPLETIONS)
        .map((entry): CompletionEntry => ({
          label: entry.name,
          kind: entry.kind,
          sortText: entry.sortText,
          insertText: entry.insertText,
          replace: entry.replacementSpan && {
            from: entry.replacementSpan.start,
            to: entry.replacementSpan.start + entry.replacementSpan.length,
          },
          source: entry.source,
          hasAction: entry.hasAction,
          data: entry.data,
        }));
      return { from: pos - word.length, entries };
    },

    completionDetail(
      file: string,
      source: string,
      pos: number,
      entry: CompletionEntry,
    ): CompletionDetail | null {
      const path = sync(file, source);
      const details = service.getCompletionEntryDetails(
        path,
        pos,
        entry.label,
        formatOptions,
        entry.source,
        preferences,
        entry.data as ts.CompletionEntryData | undefined,
      );
      if (!details) return null;
      return {
        signature: text(details.displayParts),
        documentation: documentationOf(details.documentation, details.tags),
        changes: changesFor(path, details.codeActions),
      };
    },

    /** Puts a challenge's given modules in the program, importable from `file` as given. */
    companions(file: string, given: Record<string, string>) {
      for (const [specifier, source] of Object.entries(given)) {
        const key = resolveSpecifier(specifier, file);
        const path = `/src/${key.slice(2)}.tsx`;
        companionFiles.set(key, path);
        sync(path, source);
      }
      return null;
    },

    /** How many checks the kept checker made, and how many a new program. */
    counts: () => ({ ...counts }),

    close(file: string) {
      if (open.delete(readerPath(file))) projectVersion += 1;
      return null;
    },
  };
}

export type TypeService = ReturnType<typeof createTypeService>;

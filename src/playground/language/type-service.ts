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
import { isTestFile, moduleKey, readerPath } from "./reader-files";

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
  // Only for the module names auto-imports write: "@/components/ui/button", not "../…".
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
export function createTypeService(environment: LanguageEnvironment) {
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
            ? (modules[moduleKey(specifier, reader.file)] ??
                companionFiles.get(moduleKey(specifier, reader.file)) ??
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
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());

  /** Puts `source` in the program as `file`'s text; returns its path there. */
  function sync(file: string, source: string) {
    const path = readerPath(file);
    const current = open.get(path);
    if (current?.text !== source) {
      open.set(path, {
        file,
        text: source,
        version: (current?.version ?? 0) + 1,
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
          : `Cannot import "${specifier}": the playground has no such module. ` +
            `You can import: ${importableIn(test).join(", ")}.`;
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
      return [
        ...service.getSyntacticDiagnostics(path),
        ...service.getSemanticDiagnostics(path),
      ].map((diagnostic) => toDiagnostic(diagnostic, test));
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
        const key = moduleKey(specifier, file);
        const path = `/src/${key.slice(2)}.tsx`;
        companionFiles.set(key, path);
        sync(path, source);
      }
      return null;
    },

    close(file: string) {
      if (open.delete(readerPath(file))) projectVersion += 1;
      return null;
    },
  };
}

export type TypeService = ReturnType<typeof createTypeService>;

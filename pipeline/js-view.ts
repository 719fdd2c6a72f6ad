import * as prettier from "prettier";
import { blankSourceFile } from "ts-blank-space";
import ts from "typescript";

/**
 * The JavaScript view of a TypeScript sample, derived at build time so no second copy exists.
 *
 * 1. ts-blank-space replaces every type with spaces (same length, same lines), the way
 *    TypeScript's `erasableSyntaxOnly` sees a file: comments, blank lines and JSX stay exactly
 *    as written, and syntax that is not erasable (enums, namespaces, parameter properties)
 *    is an error here as it is in the type check.
 * 2. What erasure leaves behind is tidied on the same-length text: the doc comment of an erased
 *    type, `import { type A } from "x"` reduced to `import {} from "x"`, `/// <reference>`
 *    lines, and relative `.ts`/`.tsx` specifiers become `.js`/`.jsx`. Lines that only held
 *    types are dropped, so the author's blank lines are the only ones left.
 * 3. Prettier formats the result with the project's width, so it reads like hand-written JS.
 */

export type ScriptLanguage = "tsx" | "ts";

export interface JsView {
  code: string;
  /** `jsx` for a `.tsx` sample, `js` for a `.ts` one. */
  language: "jsx" | "js";
  /** The sample's title with its extension turned into JavaScript's, when it had a title. */
  title?: string;
}

export interface JsViewOptions {
  lang: ScriptLanguage;
  title?: string;
  /** A fragment is not a whole module: when Prettier cannot read it, it is left as erased. */
  fragment?: boolean;
}

/** Width the lessons' samples are written to (prettier.config.js). */
export const SAMPLE_PRINT_WIDTH = 100;

export class JsViewError extends Error {
  /** 1-based line in the sample, when the problem has one. */
  readonly line?: number;
  constructor(message: string, line?: number) {
    super(line ? `line ${line}: ${message}` : message);
    this.name = "JsViewError";
    this.line = line;
  }
}

export function isTypeScriptLanguage(lang: string | null | undefined): lang is ScriptLanguage {
  return lang === "tsx" || lang === "ts";
}

const declarationFile = /\.d\.[mc]?ts$/;

/**
 * Whether a fence gets a JavaScript view: a `tsx`/`ts` fence, unless its meta says `ts-only` or
 * its title is a declaration file (`src/vite-env.d.ts`), which JavaScript has no form of.
 */
export function hasJsView(
  lang: string | null | undefined,
  meta: { tsOnly?: boolean; title?: string; file?: string },
): lang is ScriptLanguage {
  const title = meta.title ?? meta.file;
  return isTypeScriptLanguage(lang) && !meta.tsOnly && !(title && declarationFile.test(title));
}

const extensions: [RegExp, string][] = [
  [/\.tsx$/, ".jsx"],
  [/\.mts$/, ".mjs"],
  [/\.cts$/, ".cjs"],
  [/\.ts$/, ".js"],
];

/** `src/App.tsx` → `src/App.jsx`, `vite.config.ts` → `vite.config.js`; other titles stay. */
export function jsTitle(title: string): string {
  if (declarationFile.test(title))
    throw new JsViewError(`"${title}" is a declaration file: it has no JavaScript view (ts-only)`);
  for (const [pattern, replacement] of extensions)
    if (pattern.test(title)) return title.replace(pattern, replacement);
  return title;
}

const isRelative = (specifier: string) => /^\.{1,2}\//.test(specifier) || specifier.startsWith("/");

/** A relative `./Button.tsx` → `./Button.jsx`, same length; anything else unchanged. */
function jsSpecifier(specifier: string) {
  if (!isRelative(specifier) || declarationFile.test(specifier)) return specifier;
  for (const [pattern, replacement] of extensions)
    if (pattern.test(specifier)) return specifier.replace(pattern, replacement);
  return specifier;
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

/** Statements and class members that erasure removes whole (so their doc comments go too). */
function isErasedDeclaration(node: ts.Node): boolean {
  if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return true;
  if (ts.isModuleDeclaration(node) || hasModifier(node, ts.SyntaxKind.DeclareKeyword)) return true;
  if (hasModifier(node, ts.SyntaxKind.AbstractKeyword) && !ts.isClassDeclaration(node)) return true;
  if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node))
    return node.body === undefined; // an overload signature
  if (ts.isConstructorDeclaration(node)) return node.body === undefined;
  return ts.isIndexSignatureDeclaration(node);
}

/** `import { type A } from "x"` or `export { type A }`: nothing is left once types are gone. */
function isTypeOnlyNamedList(node: ts.Node): boolean {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause || clause.isTypeOnly || clause.name) return false;
    const bindings = clause.namedBindings;
    return (
      !!bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    );
  }
  if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.exportClause) {
    const clause = node.exportClause;
    return (
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((element) => element.isTypeOnly)
    );
  }
  return false;
}

/** The comments directly above `node` (no blank line between), which describe it. */
function attachedComments(text: string, node: ts.Node): ts.CommentRange[] {
  const ranges = ts.getLeadingCommentRanges(text, node.pos) ?? [];
  const attached: ts.CommentRange[] = [];
  let next = node.getStart();
  for (let index = ranges.length - 1; index >= 0; index -= 1) {
    const range = ranges[index];
    if (/\n[ \t]*\r?\n/.test(text.slice(range.end, next))) break;
    attached.unshift(range);
    next = range.pos;
  }
  return attached;
}

/** Same-length edits on the erased text: spaces for removed code, equal-length replacements. */
class Edits {
  private chars: string[];
  constructor(text: string) {
    // UTF-16 units, as TypeScript counts positions.
    this.chars = text.split("");
  }
  blank(start: number, end: number) {
    for (let index = start; index < end; index += 1)
      if (this.chars[index] !== "\n" && this.chars[index] !== "\r") this.chars[index] = " ";
  }
  replace(start: number, value: string) {
    for (let index = 0; index < value.length; index += 1) this.chars[start + index] = value[index];
  }
  toString() {
    return this.chars.join("");
  }
}

const lineOf = (source: ts.SourceFile, position: number) =>
  source.getLineAndCharacterOfPosition(position).line + 1;

export function parseSample(code: string, lang: ScriptLanguage): ts.SourceFile {
  return ts.createSourceFile(
    lang === "tsx" ? "sample.tsx" : "sample.ts",
    code,
    { languageVersion: ts.ScriptTarget.ESNext, impliedNodeFormat: ts.ModuleKind.ESNext },
    true,
    lang === "tsx" ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

function unsupported(node: ts.Node): string {
  if (ts.isEnumDeclaration(node))
    return "an enum is not erasable: use a union of strings or an `as const` object";
  if (ts.isModuleDeclaration(node)) return "a namespace is not erasable: use a module";
  if (ts.isParameter(node) || (node.parent && ts.isParameter(node.parent)))
    return "a parameter property is not erasable: assign the field in the constructor";
  return `${ts.SyntaxKind[node.kind]} is not erasable TypeScript`;
}

/**
 * The sample with its types erased, before formatting: same lines as the source except those
 * that held only types (or every line, with `keepLines`). Synchronous, so the search index can
 * use it too.
 */
export function eraseTypes(
  code: string,
  lang: ScriptLanguage,
  { keepLines = false }: { keepLines?: boolean } = {},
): string {
  const source = parseSample(code, lang);
  let failure: JsViewError | undefined;
  const erased = blankSourceFile(source, (node) => {
    failure ??= new JsViewError(unsupported(node), lineOf(source, node.getStart(source)));
  });
  if (failure) throw failure;

  const edits = new Edits(erased);
  const visit = (node: ts.Node) => {
    if (isErasedDeclaration(node) && !ts.isImportDeclaration(node))
      for (const range of attachedComments(code, node)) edits.blank(range.pos, range.end);
    if (isTypeOnlyNamedList(node)) edits.blank(node.getStart(source), node.end);
    const specifier =
      ts.isImportDeclaration(node) || ts.isExportDeclaration(node)
        ? node.moduleSpecifier
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? node.arguments[0]
          : undefined;
    if (specifier && ts.isStringLiteral(specifier)) {
      const rewritten = jsSpecifier(specifier.text);
      if (rewritten !== specifier.text) edits.replace(specifier.getStart(source) + 1, rewritten);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Triple-slash directives (`/// <reference types="vite/client" />`) and comments that steer
  // the type checker (`// @ts-expect-error: …`) only inform the compiler.
  for (const match of code.matchAll(
    /^[ \t]*(\/\/\/[ \t]*<reference\b|\/\/[ \t]*@ts-(expect-error|ignore|nocheck)\b)[^\n]*$/gm,
  ))
    edits.blank(match.index, match.index + match[0].length);

  // Kept lines let a linter's line numbers point at the TypeScript source.
  if (keepLines) return edits.toString();
  const sourceLines = code.split("\n");
  return edits
    .toString()
    .split("\n")
    .filter((line, index) => line.trim() !== "" || sourceLines[index].trim() === "")
    .join("\n");
}

/** The JavaScript view of a TypeScript sample (see the top of this file). */
export async function deriveJsView(code: string, options: JsViewOptions): Promise<JsView> {
  const erased = eraseTypes(code, options.lang);
  let formatted: string;
  if (erased === code) {
    // Nothing TypeScript-only in it: the author's own formatting is already the JS view.
    formatted = code;
  } else {
    try {
      formatted = (
        await prettier.format(erased, { parser: "babel", printWidth: SAMPLE_PRINT_WIDTH })
      ).trimEnd();
    } catch (error) {
      if (!options.fragment) {
        const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
        throw new JsViewError(`the JavaScript view does not parse: ${message}`);
      }
      formatted = erased.trim();
    }
  }
  if (!formatted.trim())
    throw new JsViewError(
      "the sample is all types, so its JavaScript view is empty: mark it ts-only",
    );
  return {
    code: formatted,
    language: options.lang === "tsx" ? "jsx" : "js",
    ...(options.title === undefined ? {} : { title: jsTitle(options.title) }),
  };
}

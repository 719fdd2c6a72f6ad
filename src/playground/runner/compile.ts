import { parse, type Node } from "acorn";
import { transform } from "sucrase";

/** A syntax error with a 1-based position, as the editor shows it. */
export class CompileError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
    this.name = "CompileError";
  }
}

export interface ImportRequest {
  /** As written, e.g. "react" or "./reducer-counter". */
  source: string;
  /** Named bindings read from it ("default" for a default import); empty for a namespace. */
  names: string[];
}

export interface CompiledModule {
  /**
   * The body of a function `(__import, __exports, __guard, __globals, __names) => void`:
   * `__globals` holds the bindings that shadow globals (see `CompileOptions.globals`), and
   * `__names` receives the module's top-level names and values once it has run.
   */
  code: string;
  imports: ImportRequest[];
}

export interface CompileOptions {
  /** Globals the module reads from `__globals` instead of the page (e.g. setTimeout, window). */
  globals?: string[];
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

export type AnyNode = Node & Record<string, unknown>;

const loopTypes = new Set([
  "ForStatement",
  "ForInStatement",
  "ForOfStatement",
  "WhileStatement",
  "DoWhileStatement",
]);

/** "Error transforming App.tsx: Unexpected token (3:5)" → "Unexpected token". */
function stripSucrasePrefix(message: string) {
  return message.replace(/^Error transforming [^:]*: /, "").replace(/\s*\(\d+:\d+\)\s*$/, "");
}

/**
 * TSX/TS/JSX → plain JavaScript with JSX compiled and types removed (lines are kept).
 * `asWritten` keeps modern syntax as it is (class fields, `?.`, `??`) for reading the code as a
 * syntax tree: otherwise a class field becomes an assignment in a generated method.
 */
export function toJavaScript(source: string, file: string, { asWritten = false } = {}) {
  const typescript = /\.tsx?$/.test(file) || !/\.jsx?$/.test(file);
  try {
    return transform(source, {
      transforms: typescript ? ["typescript", "jsx"] : ["jsx"],
      disableESTransforms: asWritten,
      jsxRuntime: "automatic",
      production: false,
      filePath: file,
    }).code;
  } catch (error) {
    throw compileErrorAt(source, error);
  }
}

/** Said when the code ends while something is still open (sucrase says "Unexpected token"). */
export const UNEXPECTED_END =
  "Unexpected end of the code: a bracket, brace, parenthesis or tag is still open";

/**
 * Sucrase's error as a CompileError at the token where it stopped. Its `pos` is that token's
 * offset; its `loc` is not used, since its column is already 1-based on some errors and the
 * mark landed one character late. At the end of the code the message says what that means.
 */
function compileErrorAt(source: string, error: unknown) {
  const pos = (error as { pos?: unknown }).pos;
  const message = stripSucrasePrefix((error as Error).message);
  if (typeof pos !== "number") return new CompileError(message, 1, 1);
  const atEnd = source.slice(pos).trim() === "";
  // At the end, the mark goes just after the last character written, not on an empty line.
  const offset = atEnd ? source.trimEnd().length : pos;
  const { line, column } = lineColumn(source, offset);
  return new CompileError(
    atEnd && message === "Unexpected token" ? UNEXPECTED_END : message,
    line,
    column,
  );
}

export function walk(node: unknown, visit: (node: AnyNode) => void) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const record = node as AnyNode;
  if (typeof record.type === "string") visit(record);
  for (const key of Object.keys(record)) {
    if (key === "type" || key === "start" || key === "end") continue;
    const value = record[key];
    if (value && typeof value === "object") walk(value, visit);
  }
}

/** Names a declaration binds; an exported destructuring pattern is refused (`exporting`). */
function declaredNames(declaration: AnyNode, exporting = true): string[] {
  if (declaration.type === "VariableDeclaration") {
    const declarators = declaration.declarations as AnyNode[];
    return declarators.flatMap((declarator) => {
      const id = declarator.id as AnyNode;
      if (id.type !== "Identifier" && !exporting) return [];
      if (id.type !== "Identifier")
        throw new CompileError(
          "Export each name on its own (export const a = …), not a destructuring pattern.",
          1,
          1,
        );
      return [id.name as string];
    });
  }
  const id = declaration.id as AnyNode | null;
  return id ? [id.name as string] : [];
}

function lineColumn(code: string, offset: number) {
  const before = code.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * Top-level `vi.mock(…)` statements of a test file: their text (to run right after `vi` is
 * imported) and edits that blank them where they were, keeping the line breaks.
 */
function hoistedMocks(program: AnyNode, javascript: string) {
  const texts: string[] = [];
  const removals: Edit[] = [];
  for (const statement of program.body as AnyNode[]) {
    const call = statement.expression as AnyNode | undefined;
    const callee = call?.type === "CallExpression" ? (call.callee as AnyNode) : null;
    const object = callee?.object as AnyNode | undefined;
    const property = callee?.property as AnyNode | undefined;
    if (
      statement.type !== "ExpressionStatement" ||
      callee?.type !== "MemberExpression" ||
      object?.name !== "vi" ||
      property?.name !== "mock"
    )
      continue;
    const text = javascript.slice(statement.start, statement.end);
    texts.push(text.replace(/\n/g, " ").replace(/;?$/, ";"));
    removals.push({ start: statement.start, end: statement.end, text: text.replace(/[^\n]/g, "") });
  }
  return { texts, removals };
}

/**
 * Compiles a reader's module into a function body that the runner evaluates: imports become
 * calls to `__import` (which only knows the modules the runner offers), exports are written to
 * `__exports`, and every loop body first calls `__guard` so runaway code can be stopped.
 */
export function compileModule(
  source: string,
  file: string,
  { globals = [] }: CompileOptions = {},
): CompiledModule {
  const javascript = toJavaScript(source, file);
  let program: AnyNode;
  try {
    program = parse(javascript, {
      ecmaVersion: "latest",
      sourceType: "module",
    }) as unknown as AnyNode;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const message = stripSucrasePrefix((error as Error).message);
    throw new CompileError(message, loc?.line ?? 1, (loc?.column ?? 0) + 1);
  }

  const edits: Edit[] = [];
  const imports: ImportRequest[] = [];
  const exported: [string, string][] = [];
  const topLevel = new Set<string>();
  const hoisted = hoistedMocks(program, javascript);
  const importEdits: (Edit & { from: string })[] = [];

  for (const statement of program.body as AnyNode[]) {
    const declaration = (
      statement.type.startsWith("Export") ? statement.declaration : statement
    ) as AnyNode | null;
    if (declaration && /^(Function|Class|Variable)Declaration$/.test(declaration.type))
      for (const name of declaredNames(declaration, false)) topLevel.add(name);
    if (statement.type === "ImportDeclaration") {
      const from = (statement.source as AnyNode).value as string;
      const specifiers = statement.specifiers as AnyNode[];
      const names: string[] = [];
      const bindings: string[] = [];
      let namespace: string | null = null;
      for (const specifier of specifiers) {
        const local = (specifier.local as AnyNode).name as string;
        if (specifier.type === "ImportNamespaceSpecifier") namespace = local;
        else if (specifier.type === "ImportDefaultSpecifier") {
          names.push("default");
          bindings.push(`default: ${local}`);
        } else {
          const imported = specifier.imported as AnyNode;
          const name = (imported.name ?? imported.value) as string;
          names.push(name);
          bindings.push(name === local ? name : `${JSON.stringify(name)}: ${local}`);
        }
      }
      imports.push({ source: from, names });
      const call = `__import(${JSON.stringify(from)}, ${JSON.stringify(names)})`;
      const parts: string[] = [];
      if (namespace) parts.push(`const ${namespace} = ${call};`);
      if (bindings.length) parts.push(`const { ${bindings.join(", ")} } = ${call};`);
      if (!parts.length) parts.push(`${call};`);
      importEdits.push({ start: statement.start, end: statement.end, text: parts.join(" "), from });
    } else if (statement.type === "ExportNamedDeclaration") {
      if (statement.source) {
        const { line, column } = lineColumn(javascript, statement.start);
        throw new CompileError(
          "Re-exporting from another module is not supported here.",
          line,
          column,
        );
      }
      const declaration = statement.declaration as AnyNode | null;
      if (declaration) {
        for (const name of declaredNames(declaration)) exported.push([name, name]);
        edits.push({ start: statement.start, end: declaration.start, text: "" });
      } else {
        for (const specifier of statement.specifiers as AnyNode[]) {
          const local = (specifier.local as AnyNode).name as string;
          const outer = specifier.exported as AnyNode;
          exported.push([(outer.name ?? outer.value) as string, local]);
        }
        edits.push({ start: statement.start, end: statement.end, text: "" });
      }
    } else if (statement.type === "ExportDefaultDeclaration") {
      const declaration = statement.declaration as AnyNode;
      const named =
        (declaration.type === "FunctionDeclaration" || declaration.type === "ClassDeclaration") &&
        declaration.id;
      if (named) {
        exported.push(["default", (declaration.id as AnyNode).name as string]);
        edits.push({ start: statement.start, end: declaration.start, text: "" });
      } else {
        edits.push({
          start: statement.start,
          end: declaration.start,
          text: "__exports.default = ",
        });
      }
    } else if (statement.type === "ExportAllDeclaration") {
      const { line, column } = lineColumn(javascript, statement.start);
      throw new CompileError(
        "Re-exporting from another module is not supported here.",
        line,
        column,
      );
    }
  }

  // Vitest runs vi.mock before any import: the import of "vitest" moves first, the mocks after it.
  const vitest = importEdits.find((edit) => edit.from === "vitest");
  if (vitest && hoisted.texts.length) {
    const first = importEdits[0];
    const moved = [vitest.text, ...hoisted.texts].join(" ");
    first.text = first === vitest ? moved : `${moved} ${first.text}`;
    if (first !== vitest) vitest.text = "";
  }
  edits.push(...importEdits, ...hoisted.removals);
  const removed = (node: AnyNode) =>
    hoisted.removals.some((edit) => node.start >= edit.start && node.end <= edit.end);
  walk(program, (node) => {
    if (!loopTypes.has(node.type) || removed(node)) return;
    const body = node.body as AnyNode;
    if (body.type === "BlockStatement")
      edits.push({ start: body.start + 1, end: body.start + 1, text: "__guard();" });
    else {
      edits.push({ start: body.start, end: body.start, text: "{__guard();" });
      edits.push({ start: body.end, end: body.end, text: "}" });
    }
  });

  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let code = javascript;
  for (const edit of edits) code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  const exportLines = exported.map(
    ([name, local]) => `__exports[${JSON.stringify(name)}] = ${local};`,
  );
  // `var`, so that a reader's own top-level `var fetch` is no redeclaration error; the reader's
  // code sits in a block, where its `let`/`const` of the same name simply shadows these.
  const shadow = globals.length ? `var { ${globals.join(", ")} } = __globals;` : "";
  const names = `__names({ ${[...topLevel].join(", ")} });`;
  // Strict like a real module; on the first line so line numbers stay the reader's.
  return {
    code: `"use strict";${shadow}{${code}\n${exportLines.join("\n")}\n${names}}`,
    imports,
  };
}

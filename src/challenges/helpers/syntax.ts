import type { CodeFacts, CodeNode } from "../types";

/**
 * Small walks over the reader's syntax tree (`code.program`, `code.nodes(type)`), for the facts
 * behaviour cannot show. The tree is JavaScript: TypeScript's types are gone and JSX is compiled
 * to calls. The runner's code facts (src/playground/runner/code-facts.ts) walk with these too.
 */

const FUNCTIONS = ["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"];

export const isFunction = (node: unknown): boolean =>
  !!node && FUNCTIONS.includes((node as CodeNode).type);

/** Every function in the module (declarations, expressions, arrows), in source order. */
export const functionNodes = (code: CodeFacts): CodeNode[] =>
  FUNCTIONS.flatMap((type) => code.nodes(type)).sort((a, b) => a.start - b.start);

/** Visits every node under `node` (itself first); `visit` returning false skips its children. */
export function visit(node: unknown, fn: (node: CodeNode) => boolean | void) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) visit(child, fn);
    return;
  }
  const record = node as CodeNode;
  if (typeof record.type === "string" && fn(record) === false) return;
  for (const [key, value] of Object.entries(record))
    if (key !== "loc" && value && typeof value === "object") visit(value, fn);
}

/** The first function among a call's arguments, through nested calls: `memo(forwardRef(fn))`. */
function wrappedFunction(node: CodeNode | null | undefined): CodeNode | null {
  if (!node) return null;
  if (isFunction(node)) return node;
  if (node.type !== "CallExpression") return null;
  for (const argument of node.arguments as CodeNode[]) {
    const found = wrappedFunction(argument);
    if (found) return found;
  }
  return null;
}

/**
 * The function the top-level name `name` is declared as, exported or not: `function Name()`,
 * `const Name = (…) => …`, `const Name = function …`, or the function a wrapper is given,
 * `const Name = memo((…) => …)`. Null when there is none.
 */
export function declaredFunction(code: CodeFacts, name: string): CodeNode | null {
  for (let statement of code.program.body as CodeNode[]) {
    if (
      (statement.type === "ExportNamedDeclaration" ||
        statement.type === "ExportDefaultDeclaration") &&
      statement.declaration
    )
      statement = statement.declaration as CodeNode;
    if (statement.type === "FunctionDeclaration" && (statement.id as CodeNode)?.name === name)
      return statement;
    if (statement.type !== "VariableDeclaration") continue;
    for (const declarator of statement.declarations as CodeNode[]) {
      const id = declarator.id as CodeNode;
      if (id.type === "Identifier" && id.name === name)
        return wrappedFunction(declarator.init as CodeNode | null);
    }
  }
  return null;
}

/** The names a parameter binds: `props`, `{ query }`, `{ query: q = "" }`, `{ ...rest }`. */
export function boundNames(pattern: CodeNode | null | undefined): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case "Identifier":
      return [pattern.name as string];
    case "AssignmentPattern":
      return boundNames(pattern.left as CodeNode);
    case "RestElement":
      return boundNames(pattern.argument as CodeNode);
    case "ArrayPattern":
      return (pattern.elements as (CodeNode | null)[]).flatMap((element) => boundNames(element));
    case "ObjectPattern":
      return (pattern.properties as CodeNode[]).flatMap((property) =>
        boundNames((property.type === "RestElement" ? property : property.value) as CodeNode),
      );
    default:
      return [];
  }
}

/**
 * The variables `node` reads anywhere inside it: `props.query` reads `props`, and a property's
 * name (`x.index`, `{ index: 1 }`) is not a variable.
 */
export function namesRead(node: unknown): Set<string> {
  const names = new Set<string>();
  visit(node, (child) => {
    if (child.type === "MemberExpression" && !child.computed) {
      for (const name of namesRead(child.object)) names.add(name);
      return false;
    }
    if (child.type === "Property" && !child.computed) {
      for (const name of namesRead(child.value)) names.add(name);
      return false;
    }
    if (child.type === "Identifier") names.add(child.name as string);
  });
  return names;
}

/** True when `node` reads the variable `name` anywhere inside it (a property name does not count). */
export const mentions = (node: unknown, name: string): boolean => namesRead(node).has(name);

/** The functions passed to `.map(…)` anywhere in the file: `items.map((item, index) => …)`. */
export function mapCallbacks(code: CodeFacts): CodeNode[] {
  return code.nodes("CallExpression").flatMap((node) => {
    const callee = node.callee as CodeNode;
    const property = callee.property as CodeNode | undefined;
    if (callee.type !== "MemberExpression" || callee.computed || property?.name !== "map")
      return [];
    const [callback] = node.arguments as CodeNode[];
    return isFunction(callback) ? [callback] : [];
  });
}

/** The line a node starts on, in the reader's source (compiling keeps the lines). */
export const lineOf = (node: CodeNode) =>
  (node.loc as { start: { line: number } } | undefined)?.start.line ?? 0;

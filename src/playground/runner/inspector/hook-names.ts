import { parse } from "acorn";
import { toJavaScript, type AnyNode } from "../compile";
import type { HookShape } from "./hooks";

/**
 * Which hook each entry of a component's hook list is, and the variable it went to, read from
 * the reader's source: `const [count, setCount] = useState(0)` names the entry "count". React
 * keeps no names; DevTools gets them the same way (parsing the source). A component's hook
 * calls are listed in the order they run, custom hooks of the same file expanded in place;
 * an entry is named only while the calls and the fiber's entries agree (hooksNamed), so a hook
 * from a library (whose inner hooks the file does not show) ends the naming, never misnames.
 */

export interface SourceHook {
  /** The hook called: `useState`, or the custom hook's inner hook. */
  hook: string;
  name: string | null;
  /** The custom hook it was called in, if any. */
  via: string | null;
  /** The shapes its entries may have; "any" matches every shape. */
  shape: HookShape | "any";
}

/** React's hooks and the entries each adds to the list (useContext and use add none). */
const builtins: Record<string, (HookShape | "any")[]> = {
  useState: ["state"],
  useReducer: ["state"],
  useRef: ["ref"],
  useMemo: ["memo"],
  useCallback: ["memo"],
  useEffect: ["effect"],
  useLayoutEffect: ["layoutEffect"],
  useImperativeHandle: ["layoutEffect"],
  useInsertionEffect: ["insertionEffect"],
  useId: ["value"],
  useDeferredValue: ["any"],
  useEffectEvent: ["event"],
  useTransition: ["state", "any"],
  useSyncExternalStore: ["store", "effect"],
  useActionState: ["any", "any", "any"],
  useOptimistic: ["any"],
  useContext: [],
  use: [],
  useDebugValue: [],
  useFormStatus: [],
};

const isHookName = (name: string) => name === "use" || /^use[A-Z0-9]/.test(name);

const functionTypes = new Set([
  "FunctionDeclaration",
  "FunctionExpression",
  "ArrowFunctionExpression",
]);

/** `useState` or `React.useState` → "useState"; anything else → null. */
function calledHook(call: AnyNode): string | null {
  const callee = call.callee as AnyNode;
  if (callee.type === "Identifier") {
    const name = callee.name as string;
    return isHookName(name) ? name : null;
  }
  if (callee.type === "MemberExpression" && !callee.computed) {
    const name = (callee.property as AnyNode).name as string;
    return isHookName(name) ? name : null;
  }
  return null;
}

/** The names a declaration's pattern binds, in order: `[count, setCount]` → ["count", "setCount"]. */
function patternNames(pattern: AnyNode | null | undefined): (string | null)[] {
  if (!pattern) return [];
  if (pattern.type === "Identifier") return [pattern.name as string];
  if (pattern.type === "ArrayPattern")
    return (pattern.elements as (AnyNode | null)[]).map((element) =>
      element?.type === "Identifier" ? (element.name as string) : null,
    );
  if (pattern.type === "ObjectPattern") {
    const keys = (pattern.properties as AnyNode[]).flatMap((property) => {
      const value = property.value as AnyNode | undefined;
      return value?.type === "Identifier" ? [value.name as string] : [];
    });
    return keys.length ? [`{ ${keys.join(", ")} }`] : [];
  }
  return [];
}

interface Call {
  node: AnyNode;
  hook: string;
  /** The declaration it is the initialiser of, if it is one. */
  target: AnyNode | null;
}

/** The hook calls a function makes itself (not in functions it defines), in the order they run. */
function hookCalls(fn: AnyNode): Call[] {
  const calls: Call[] = [];
  const visit = (node: unknown, target: AnyNode | null) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, null);
      return;
    }
    const record = node as AnyNode;
    if (typeof record.type !== "string") return;
    if (functionTypes.has(record.type) && record !== fn) return;
    if (record.type === "VariableDeclarator") {
      visit(record.init, record.id as AnyNode);
      return;
    }
    if (record.type === "CallExpression") {
      const hook = calledHook(record);
      if (hook) calls.push({ node: record, hook, target });
    }
    for (const key of Object.keys(record)) {
      if (key === "type" || key === "start" || key === "end" || key === "loc") continue;
      const value = record[key];
      if (value && typeof value === "object") visit(value, null);
    }
  };
  visit(fn.body, null);
  // A call's arguments run before it: order by where each call ends.
  return calls.sort((a, b) => a.node.end - b.node.end);
}

/** `memo(function Row() {…})`, `forwardRef((props, ref) => …)`: the function inside. */
function wrappedFunction(node: AnyNode | null | undefined): AnyNode | null {
  if (!node) return null;
  if (functionTypes.has(node.type)) return node;
  if (node.type === "CallExpression") {
    const callee = node.callee as AnyNode;
    const name =
      callee.type === "Identifier"
        ? callee.name
        : callee.type === "MemberExpression"
          ? (callee.property as AnyNode).name
          : null;
    if (name === "memo" || name === "forwardRef")
      return wrappedFunction((node.arguments as AnyNode[])[0]);
  }
  return null;
}

/** The file's top-level functions by name (a memo's inner function under both names). */
function topLevelFunctions(program: AnyNode) {
  const functions = new Map<string, AnyNode>();
  const add = (name: unknown, fn: AnyNode | null) => {
    if (typeof name === "string" && fn && !functions.has(name)) functions.set(name, fn);
  };
  const declare = (statement: AnyNode) => {
    if (statement.type === "FunctionDeclaration")
      add((statement.id as AnyNode | null)?.name, statement);
    if (statement.type === "VariableDeclaration")
      for (const declarator of statement.declarations as AnyNode[]) {
        const fn = wrappedFunction(declarator.init as AnyNode | null);
        add((declarator.id as AnyNode).name, fn);
        add((fn?.id as AnyNode | null | undefined)?.name, fn);
      }
  };
  for (const statement of program.body as AnyNode[]) {
    if (
      statement.type === "ExportNamedDeclaration" ||
      statement.type === "ExportDefaultDeclaration"
    )
      declare((statement.declaration as AnyNode | null) ?? statement);
    else declare(statement);
  }
  return functions;
}

function expand(
  fn: AnyNode,
  functions: Map<string, AnyNode>,
  via: string | null,
  depth: number,
): { hooks: SourceHook[]; complete: boolean } {
  const hooks: SourceHook[] = [];
  for (const call of hookCalls(fn)) {
    const entries = builtins[call.hook];
    const names = patternNames(call.target);
    if (entries) {
      entries.forEach((shape, index) => {
        // useTransition's two entries are [isPending, startTransition]; other hooks name one.
        const name =
          call.hook === "useTransition"
            ? (names[index] ?? null)
            : index === 0
              ? (names[0] ?? null)
              : null;
        hooks.push({ hook: call.hook, name, via, shape });
      });
      continue;
    }
    const custom = functions.get(call.hook);
    if (!custom || depth > 4) return { hooks, complete: false };
    const inner = expand(custom, functions, call.hook, depth + 1);
    hooks.push(...inner.hooks);
    if (!inner.complete) return { hooks, complete: false };
  }
  return { hooks, complete: true };
}

export type SourceHooks = Map<string, SourceHook[]>;

/** Every top-level function of the file → its hook entries as far as the source tells them. */
export function readSourceHooks(source: string, file: string): SourceHooks {
  const program = parse(toJavaScript(source, file, { asWritten: true }), {
    ecmaVersion: "latest",
    sourceType: "module",
  }) as unknown as AnyNode;
  const functions = topLevelFunctions(program);
  const result: SourceHooks = new Map();
  for (const [name, fn] of functions) result.set(name, expand(fn, functions, null, 0).hooks);
  return result;
}

/** Whether an entry of shape `actual` can be the source's `expected`. */
export function fits(expected: SourceHook["shape"], actual: HookShape) {
  return expected === "any" || expected === actual;
}

/** The source's hooks matched to the fiber's entries while they agree; null past that point. */
export function hooksNamed(shapes: HookShape[], source: SourceHook[] | undefined) {
  const named: (SourceHook | null)[] = [];
  let agreeing = Boolean(source);
  shapes.forEach((shape, index) => {
    const expected = source?.[index];
    agreeing = agreeing && expected !== undefined && fits(expected.shape, shape);
    named.push(agreeing ? expected! : null);
  });
  return named;
}

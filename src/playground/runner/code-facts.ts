import { parse } from "acorn";
import { isFunction, visit } from "@/challenges/helpers/syntax";
import type { CodeCall, CodeFacts, CodeNode } from "@/challenges/types";
import { toJavaScript, type AnyNode } from "./compile";
import { readTypes } from "./type-facts";

/**
 * Facts about the reader's source that behaviour cannot show ("uses useOptimistic", "sets no
 * state at the top level of an effect"). The source is read as JavaScript (sucrase strips types
 * and compiles JSX first, so `<Suspense>` is a use of `Suspense`; class fields, `?.` and `??`
 * stay as written), and every spelling of an import counts: `import { useOptimistic as useOpt }`,
 * `React.useOptimistic` through a default or namespace import, and
 * `const { useOptimistic } = React`.
 */

const identifier = (node: unknown): string | null =>
  (node as AnyNode | null)?.type === "Identifier" ? ((node as AnyNode).name as string) : null;

/** `x.name` or `x["name"]` → ["x", "name"]. */
function member(node: AnyNode): [string, string] | null {
  if (node.type !== "MemberExpression") return null;
  const object = identifier(node.object);
  const property = node.property as AnyNode;
  const name = node.computed
    ? typeof property.value === "string"
      ? property.value
      : null
    : identifier(property);
  return object && name ? [object, name] : null;
}

export function readCode(source: string, file: string): CodeFacts {
  const javascript = toJavaScript(source, file, { asWritten: true });
  const program = parse(javascript, {
    ecmaVersion: "latest",
    sourceType: "module",
    locations: true,
  }) as unknown as AnyNode;

  /** Local names of `name` from `module`, and names that stand for the whole module. */
  function bindingsOf(module: string, name: string) {
    const direct = new Set<string>();
    const whole = new Set<string>();
    for (const statement of program.body as AnyNode[]) {
      if (statement.type !== "ImportDeclaration") continue;
      if ((statement.source as AnyNode).value !== module) continue;
      for (const specifier of statement.specifiers as AnyNode[]) {
        const local = identifier(specifier.local) as string;
        if (specifier.type === "ImportSpecifier") {
          const imported = specifier.imported as AnyNode;
          if ((imported.name ?? imported.value) === name) direct.add(local);
        } else whole.add(local);
      }
    }
    // const { useOptimistic: useOpt } = React;
    visit(program, (node) => {
      if (node.type !== "VariableDeclarator") return;
      const from = identifier(node.init);
      const pattern = node.id as AnyNode;
      if (!from || !whole.has(from) || pattern.type !== "ObjectPattern") return;
      for (const property of pattern.properties as AnyNode[]) {
        const key = property.key as AnyNode | undefined;
        const keyName = key && (identifier(key) ?? (key.value as string));
        const local = identifier(property.value);
        if (keyName === name && local) direct.add(local);
      }
    });
    return { direct, whole };
  }

  const refersTo = (node: AnyNode, binding: ReturnType<typeof bindingsOf>, name: string) => {
    const id = identifier(node);
    if (id) return binding.direct.has(id);
    const parts = member(node);
    return parts !== null && binding.whole.has(parts[0]) && parts[1] === name;
  };

  const toCall = (node: AnyNode): CodeCall => ({
    line: (node.loc as { start: { line: number } }).start.line,
    text: javascript.slice(node.start, node.end),
    args: node.arguments as CodeNode[],
    node: node as CodeNode,
  });

  function calls(module: string, name: string): CodeCall[] {
    const binding = bindingsOf(module, name);
    const found: CodeCall[] = [];
    visit(program, (node) => {
      if (node.type === "CallExpression" && refersTo(node.callee as AnyNode, binding, name))
        found.push(toCall(node));
    });
    return found;
  }

  function uses(module: string, name: string) {
    const binding = bindingsOf(module, name);
    let used = false;
    visit(program, (node) => {
      // The import itself names the binding without using it.
      if (node.type === "ImportDeclaration" || node.type === "VariableDeclarator") {
        if (node.type === "VariableDeclarator") visit(node.init, check);
        return false;
      }
      return check(node);
    });
    function check(node: AnyNode) {
      if (used) return false;
      if (node.type === "Identifier" || node.type === "MemberExpression")
        used = refersTo(node, binding, name);
      return !used;
    }
    return used;
  }

  /** Calls made when `fn` runs: in its body, not in functions defined inside it. */
  function callsIn(fn: CodeNode): CodeCall[] {
    const found: CodeCall[] = [];
    visit((fn as AnyNode).body, (node) => {
      if (isFunction(node)) return false;
      if (node.type === "CallExpression") found.push(toCall(node));
    });
    return found;
  }

  function stateSetters() {
    const setters = new Set<string>();
    for (const hook of ["useState", "useReducer"])
      for (const call of calls("react", hook)) {
        visit(program, (node) => {
          if (node.type !== "VariableDeclarator" || node.init !== call.node) return;
          const pattern = node.id as AnyNode;
          if (pattern.type !== "ArrayPattern") return;
          const setter = identifier((pattern.elements as AnyNode[])[1]);
          if (setter) setters.add(setter);
        });
      }
    return [...setters];
  }

  function stateSetInEffects() {
    const setters = new Set(stateSetters());
    return ["useEffect", "useLayoutEffect"]
      .flatMap((hook) => calls("react", hook))
      .flatMap((effect) => {
        const body = effect.args[0];
        if (!body || !isFunction(body)) return [];
        return callsIn(body).filter((call) => {
          const callee = identifier((call.node as AnyNode).callee);
          return callee !== null && setters.has(callee);
        });
      });
  }

  function nodes(type: string): CodeNode[] {
    const found: CodeNode[] = [];
    visit(program, (node) => {
      if (node.type === type) found.push(node as CodeNode);
    });
    return found.sort((a, b) => a.start - b.start);
  }

  const types = readTypes(source, /\.tsx?$/.test(file) || !/\.jsx?$/.test(file));

  return {
    source,
    uses,
    calls,
    callsIn,
    stateSetters,
    stateSetInEffects,
    nodes,
    program: program as CodeNode,
    typeArguments: (module, name) => types.typeArguments(bindingsOf(module, name), name),
    typeAliases: types.typeAliases,
    usesType: types.usesType,
  };
}

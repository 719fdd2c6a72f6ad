import type { CodeCall, CodeFacts, CodeNode } from "../types";

/**
 * Two ways a component keeps a copy of a prop in state, read from the reader's syntax tree,
 * since a copy renders the right text as long as something remounts or corrects it (a `key`
 * that changes with the prop, a setter called while rendering): what the screen shows cannot
 * tell it from a prop used as it is.
 */

const functionTypes = ["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"];

/** The names a parameter binds: `props`, `{ query }`, `{ query: q = "" }`, `{ ...rest }`. */
function boundNames(pattern: CodeNode | undefined): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case "Identifier":
      return [pattern.name as string];
    case "AssignmentPattern":
      return boundNames(pattern.left as CodeNode);
    case "RestElement":
      return boundNames(pattern.argument as CodeNode);
    case "ArrayPattern":
      return (pattern.elements as (CodeNode | null)[]).flatMap((element) =>
        boundNames(element ?? undefined),
      );
    case "ObjectPattern":
      return (pattern.properties as CodeNode[]).flatMap((property) =>
        boundNames((property.type === "RestElement" ? property : property.value) as CodeNode),
      );
    default:
      return [];
  }
}

/** The variables an expression reads (not property names: `props.query` reads `props`). */
function namesRead(node: unknown, names = new Set<string>()): Set<string> {
  if (!node || typeof node !== "object") return names;
  if (Array.isArray(node)) {
    for (const child of node) namesRead(child, names);
    return names;
  }
  const record = node as CodeNode;
  if (record.type === "Identifier") names.add(record.name as string);
  for (const [key, value] of Object.entries(record)) {
    if (key === "loc" || !value || typeof value !== "object") continue;
    if (record.type === "MemberExpression" && key === "property" && !record.computed) continue;
    if (record.type === "Property" && key === "key" && !record.computed) continue;
    namesRead(value, names);
  }
  return names;
}

/** Each function of the module with the state hooks and the calls it makes while it runs. */
function components(code: CodeFacts) {
  const hooks = [...code.calls("react", "useState"), ...code.calls("react", "useReducer")];
  return functionTypes
    .flatMap((type) => code.nodes(type))
    .map((fn) => {
      const direct = code.callsIn(fn);
      const own = new Set(direct.map((call) => call.node));
      return { fn, direct, hooks: hooks.filter((hook) => own.has(hook.node)) };
    })
    .filter(({ hooks: own }) => own.length > 0);
}

/**
 * `useState(query)`, `useState(() => props.query)`, `useReducer(reducer, query)`: state whose
 * starting value reads the parameters (the props) of the component that holds it.
 */
export function stateFromProps(code: CodeFacts): CodeCall[] {
  return components(code).flatMap(({ fn, hooks }) => {
    const props = new Set(boundNames((fn.params as CodeNode[])[0]));
    if (!props.size) return [];
    return hooks.filter((hook) => {
      const isReducer = code.calls("react", "useReducer").some((call) => call.node === hook.node);
      const initial = hook.args.slice(isReducer ? 1 : 0, isReducer ? 3 : 1);
      return [...namesRead(initial)].some((name) => props.has(name));
    });
  });
}

/**
 * State setters called while the component renders (in its body, not in a handler, an effect
 * or another function): `if (filter !== query) setFilter(query)`.
 */
export function stateSetDuringRender(code: CodeFacts): CodeCall[] {
  const setters = new Set(code.stateSetters());
  return components(code).flatMap(({ direct }) =>
    direct.filter((call) => {
      const callee = call.node.callee as CodeNode;
      return callee.type === "Identifier" && setters.has(callee.name as string);
    }),
  );
}

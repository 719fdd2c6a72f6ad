import type { CodeCall, CodeFacts, CodeNode } from "../types";
import { boundNames, functionNodes, namesRead } from "./syntax";

/**
 * Two ways a component keeps a copy of a prop in state, read from the reader's syntax tree,
 * since a copy renders the right text as long as something remounts or corrects it (a `key`
 * that changes with the prop, a setter called while rendering): what the screen shows cannot
 * tell it from a prop used as it is.
 */

/** Each function of the module with the state hooks and the calls it makes while it runs. */
function components(code: CodeFacts) {
  const hooks = [...code.calls("react", "useState"), ...code.calls("react", "useReducer")];
  return functionNodes(code)
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

import type { Rule } from "eslint";
import type { TSESTree } from "@typescript-eslint/types";

type Node = TSESTree.Node;
type Jsx = TSESTree.JSXElement | TSESTree.JSXFragment;

/**
 * The guide's own rule for list items without a `key`, as React warns at run time ("Each
 * child in a list should have a unique "key" prop"). eslint-plugin-react's `jsx-key` does the
 * same, but would bring ~120 kB (34 kB gzipped) of that plugin's helpers and polyfills into
 * the lint worker for one rule; this reads the few shapes a list takes in a learner's code:
 *
 * - what a `.map()`, `.flatMap()` or `Array.from(…, fn)` callback returns (an arrow's body,
 *   or each `return` of a block, through `cond ? a : b` and `cond && a`);
 * - each JSX element of an array literal, `[<A />, <B />]`;
 * - a `<>` fragment in either place, which cannot take a key at all.
 *
 * An element with a spread (`{...props}`) may get its key from it, so it is left alone, as
 * is anything inside `Children.toArray(…)`, which gives keys of its own.
 */

const messages = {
  missingKey:
    'Each item in a list needs a "key" prop: add key={…} with a value that tells this item apart from the others, such as its id. React uses it to keep each item\'s state with the right data when the list changes.',
  fragmentKey:
    'Each item in a list needs a "key" prop, and the short <>…</> fragment cannot take one: write <Fragment key={…}>…</Fragment> instead (import Fragment from "react").',
};

const LIST_METHODS = new Set(["map", "flatMap"]);

const propertyName = (node: TSESTree.MemberExpression) =>
  !node.computed && node.property.type === "Identifier" ? node.property.name : null;

/** `Children.toArray(…)` or `React.Children.toArray(…)`. */
function isChildrenToArray(node: TSESTree.CallExpression) {
  const callee = node.callee;
  if (callee.type !== "MemberExpression" || propertyName(callee) !== "toArray") return false;
  const object = callee.object;
  return (
    (object.type === "Identifier" && object.name === "Children") ||
    (object.type === "MemberExpression" && propertyName(object) === "Children")
  );
}

/** The callback whose result is one list item, if `node` is a call that builds a list. */
function itemCallback(node: TSESTree.CallExpression): TSESTree.Node | undefined {
  const callee = node.callee;
  if (callee.type !== "MemberExpression") return undefined;
  const name = propertyName(callee);
  if (name && LIST_METHODS.has(name)) return node.arguments[0];
  if (name === "from" && callee.object.type === "Identifier" && callee.object.name === "Array")
    return node.arguments[1];
  return undefined;
}

/** Strips what does not change the value: `(x as T)`, `x!`, `x satisfies T`. */
function unwrap(node: Node): Node {
  let current = node;
  while (
    current.type === "TSAsExpression" ||
    current.type === "TSNonNullExpression" ||
    current.type === "TSSatisfiesExpression"
  )
    current = current.expression;
  return current;
}

/** The JSX a returned value may be: `<li />`, either side of `?:`, the right of `&&`/`||`/`??`. */
function returnedJsx(node: Node | null | undefined, found: Jsx[] = []): Jsx[] {
  if (!node) return found;
  const value = unwrap(node);
  if (value.type === "JSXElement" || value.type === "JSXFragment") found.push(value);
  else if (value.type === "ConditionalExpression") {
    returnedJsx(value.consequent, found);
    returnedJsx(value.alternate, found);
  } else if (value.type === "LogicalExpression") returnedJsx(value.right, found);
  return found;
}

/** Each `return` of a function body, not those of functions nested in it. */
function returnsOf(node: Node, found: TSESTree.ReturnStatement[] = []) {
  switch (node.type) {
    case "ReturnStatement":
      found.push(node);
      break;
    case "BlockStatement":
      for (const statement of node.body) returnsOf(statement, found);
      break;
    case "IfStatement":
      returnsOf(node.consequent, found);
      if (node.alternate) returnsOf(node.alternate, found);
      break;
    case "SwitchStatement":
      for (const branch of node.cases)
        for (const statement of branch.consequent) returnsOf(statement, found);
      break;
    case "TryStatement":
      returnsOf(node.block, found);
      if (node.handler) returnsOf(node.handler.body, found);
      if (node.finalizer) returnsOf(node.finalizer, found);
      break;
    default:
      break;
  }
  return found;
}

/** What a list callback returns for each item. */
function itemsOf(callback: Node): Jsx[] {
  if (callback.type !== "ArrowFunctionExpression" && callback.type !== "FunctionExpression")
    return [];
  if (callback.body.type !== "BlockStatement") return returnedJsx(callback.body);
  return returnsOf(callback.body).flatMap((statement) => returnedJsx(statement.argument));
}

function hasKey(element: TSESTree.JSXElement) {
  return element.openingElement.attributes.some(
    (attribute) =>
      attribute.type === "JSXSpreadAttribute" ||
      (attribute.name.type === "JSXIdentifier" && attribute.name.name === "key"),
  );
}

export const jsxKeyRule: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: { description: "A list's items need a `key` prop, as React warns at run time." },
    messages,
    // No options, and no schema for ESLint to compile (ajv uses `new Function`: see lint-service.ts).
    schema: false,
  },
  create(context) {
    /** How many `Children.toArray(…)` calls the walk is inside. */
    let inToArray = 0;
    const reported = new WeakSet<Jsx>();

    const check = (item: Jsx) => {
      if (reported.has(item)) return;
      if (item.type === "JSXElement") {
        if (hasKey(item)) return;
        reported.add(item);
        context.report({ loc: item.openingElement.loc, messageId: "missingKey" });
      } else {
        reported.add(item);
        context.report({ loc: item.openingFragment.loc, messageId: "fragmentKey" });
      }
    };

    const listener = {
      CallExpression(node: TSESTree.CallExpression) {
        if (isChildrenToArray(node)) inToArray++;
        if (inToArray) return;
        const callback = itemCallback(node);
        if (callback) itemsOf(callback).forEach(check);
      },
      "CallExpression:exit"(node: TSESTree.CallExpression) {
        if (isChildrenToArray(node)) inToArray--;
      },
      ArrayExpression(node: TSESTree.ArrayExpression) {
        if (inToArray) return;
        for (const element of node.elements)
          if (element && (element.type === "JSXElement" || element.type === "JSXFragment"))
            check(element);
      },
    };
    // ESLint's listener types know only standard JavaScript's nodes; the parser gives TSX's.
    return listener as unknown as Rule.RuleListener;
  },
};

import * as acorn from "acorn";
import type { Plugin } from "vite";
import { FORGET_REACT_WARNINGS } from "../src/playground/runner/shared-names.ts";

/**
 * React's development build prints most warnings once per loaded React: it remembers, in
 * module-level variables (`ownerHasKeyUseWarning`, `didWarnAboutMaps`, …), which it has printed.
 * The sandbox keeps one React for every run, so a warning printed for a half-typed version of
 * the code (a `key` half deleted) was never printed again for the final one. This transform
 * gives each of React's development files a function that forgets them all, registered on the
 * global object under `Symbol.for(FORGET_REACT_WARNINGS)`; the runner calls it before every
 * run and every check (runner/react-warnings.ts), so each prints the warnings its own code
 * causes, as a fresh page would.
 */

/** React's development files (CommonJS, one IIFE each) that keep warnings printed. */
export const REACT_DEVELOPMENT_FILE =
  /\/node_modules\/react(?:-dom)?\/cjs\/[\w.-]+\.development\.js$/;

/** Names React gives what it remembers of a warning printed. */
const WARNED =
  /^(?:didWarn|ownerHas\w*Warning$|warned|alreadyWarned|hasWarned|didIssue\w*Warning$)/;

type Node = acorn.AnyNode;

/** `{}`, `new Set()` or `!1` (false, minified): a fresh one of the same, or null for anything else. */
function freshValue(init: Node | null | undefined): string | null {
  if (!init) return null;
  if (init.type === "ObjectExpression" && init.properties.length === 0) return "{}";
  if (
    init.type === "NewExpression" &&
    init.callee.type === "Identifier" &&
    init.callee.name === "Set" &&
    init.arguments.length === 0
  )
    return "new Set()";
  if (init.type === "UnaryExpression" && init.operator === "!" && init.argument.type === "Literal")
    return init.argument.value ? "!1" : "!0";
  if (init.type === "Literal" && typeof init.value === "boolean") return String(init.value);
  if (init.type === "AssignmentExpression") return freshValue(init.right);
  return null;
}

/** The body of the file's development IIFE: `"production" !== … && (function () { … })();`. */
function developmentBody(program: acorn.Program) {
  for (const statement of program.body) {
    if (statement.type !== "ExpressionStatement") continue;
    const expression = statement.expression;
    const call = expression.type === "LogicalExpression" ? expression.right : expression;
    if (call.type === "CallExpression" && call.callee.type === "FunctionExpression")
      return call.callee.body;
  }
  return null;
}

/**
 * The warnings' memory in `code` (top-level in its development IIFE, so the function added
 * there can reach them): name → the value that forgets. Exported for its test.
 */
export function warningMemory(code: string) {
  const body = developmentBody(acorn.parse(code, { ecmaVersion: "latest", sourceType: "script" }));
  const memory = new Map<string, string>();
  if (!body) return { memory, end: -1 };
  for (const statement of body.body) {
    if (statement.type !== "VariableDeclaration") continue;
    for (const declarator of statement.declarations) {
      // `var didWarnAboutGenerators = (didWarnAboutMaps = !1)`: both are memory.
      for (let target: Node | null | undefined = declarator; target;) {
        const [id, init]: [Node, Node | null | undefined] =
          target.type === "VariableDeclarator"
            ? [target.id, target.init]
            : target.type === "AssignmentExpression"
              ? [target.left, target.right]
              : [target, null];
        const fresh = freshValue(init);
        if (id.type === "Identifier" && WARNED.test(id.name) && fresh) memory.set(id.name, fresh);
        target = init?.type === "AssignmentExpression" ? init : null;
      }
    }
  }
  return { memory, end: body.end - 1 };
}

/** `code` with its forgetting function added, or null when it remembers no warning. */
export function withForgetfulWarnings(code: string): string | null {
  const { memory, end } = warningMemory(code);
  if (!memory.size) return null;
  const assignments = [...memory].map(([name, fresh]) => `${name} = ${fresh};`).join(" ");
  const key = `Symbol.for(${JSON.stringify(FORGET_REACT_WARNINGS)})`;
  const register = `\n(globalThis[${key}] = globalThis[${key}] || []).push(function () { ${assignments} });\n`;
  return code.slice(0, end) + register + code.slice(end);
}

/** The runner's React forgets its warnings on request (see above). */
export function forgetfulReactWarnings(): Plugin {
  return {
    name: "react-guide:forgetful-react-warnings",
    transform: {
      filter: { id: REACT_DEVELOPMENT_FILE },
      handler(code) {
        const changed = withForgetfulWarnings(code);
        return changed === null ? null : { code: changed, map: null };
      },
    },
  };
}

/** The little of ESTree this step reads: every node has a type, some have the fields below. */
interface EsNode {
  type: string;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is EsNode =>
  typeof value === "object" && value !== null && typeof (value as EsNode).type === "string";

function walk(node: EsNode, visit: (node: EsNode) => void) {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((item) => isNode(item) && walk(item, visit));
    else if (isNode(value)) walk(value, visit);
  }
}

/**
 * The local name the compiled lesson gives `exported` (`Fragment`, `jsx`…) from the JSX
 * runtime: imported in a module (`import { Fragment as _Fragment }`), destructured from the
 * runtime argument in a function body (`const { Fragment: _Fragment } = arguments[0]`, as
 * `evaluate` compiles).
 */
function runtimeName(program: EsNode, exported: string) {
  let name: string | undefined;
  walk(program, (node) => {
    if (name) return;
    const imported = node.imported as EsNode | undefined;
    if (node.type === "ImportSpecifier" && imported?.name === exported)
      name = (node.local as EsNode).name as string;
    const key = node.key as EsNode | undefined;
    const value = node.value as EsNode | undefined;
    if (node.type === "Property" && key?.name === exported && value?.type === "Identifier")
      name = value.name as string;
  });
  return name;
}

const identifier = (name: string): EsNode => ({ type: "Identifier", name });

/**
 * Runs on the compiled lesson (after MDX has turned JSX into `_jsx(…)` calls). Every
 * `_jsxs(LessonPart, { part, children: [...] })` gets `children: () => _jsxs(_Fragment,
 * { children: [...] })` instead: the elements of a part are created only when the part is
 * rendered (src/components/lesson/lesson-context.ts). Opening a lesson then builds its first
 * part's elements, not the whole lesson's, and V8 compiles each part's code only when it is
 * revealed. Hydrating a whole lesson also splits into one small piece of work per part.
 */
export function recmaLazyParts() {
  return (program: EsNode) => {
    const fragment = runtimeName(program, "Fragment");
    if (!fragment) return;
    const jsx = runtimeName(program, "jsx");
    const jsxs = runtimeName(program, "jsxs");
    const jsxDEV = runtimeName(program, "jsxDEV");
    walk(program, (node) => {
      if (node.type !== "CallExpression") return;
      const [component, props] = node.arguments as EsNode[];
      if (component?.type !== "Identifier" || component.name !== "LessonPart") return;
      if (props?.type !== "ObjectExpression") return;
      for (const property of props.properties as EsNode[]) {
        const key = property.key as EsNode | undefined;
        if (property.type !== "Property" || key?.name !== "children") continue;
        const children = property.value as EsNode;
        // The part's children become a function, no longer an array: React's development
        // build warns when a call made for static children (`jsxs`, or `jsxDEV` with
        // `isStaticChildren`) gets anything else, so the part itself is called as dynamic.
        const callee = node.callee as EsNode;
        const args = node.arguments as EsNode[];
        const isDev = Boolean(jsxDEV) && callee.type === "Identifier" && callee.name === jsxDEV;
        if (jsx && jsxs && callee.type === "Identifier" && callee.name === jsxs)
          node.callee = identifier(jsx);
        // jsxDEV(type, props, key, isStaticChildren, …): the flag moves to the inner call.
        const staticChildren = isDev ? args[3] : undefined;
        if (isDev && args.length > 3) args[3] = { type: "Literal", value: false, raw: "false" };
        property.value = {
          type: "ArrowFunctionExpression",
          params: [],
          expression: true,
          async: false,
          generator: false,
          body: {
            type: "CallExpression",
            optional: false,
            callee,
            arguments: [
              identifier(fragment),
              {
                type: "ObjectExpression",
                properties: [
                  {
                    type: "Property",
                    kind: "init",
                    method: false,
                    shorthand: false,
                    computed: false,
                    key: identifier("children"),
                    value: children,
                  },
                ],
              },
              ...(staticChildren ? [identifier("undefined"), staticChildren] : []),
            ],
          },
        };
      }
    });
  };
}

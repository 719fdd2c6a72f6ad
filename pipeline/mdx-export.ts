import type { RootContent } from "hast";

/**
 * `export const name = value;` as the ESTree node MDX compiles into the lesson's module;
 * `value` is an ESTree expression (a literal, an array…).
 */
export function exportConst(name: string, value: object): RootContent {
  const program = {
    type: "Program",
    sourceType: "module",
    body: [
      {
        type: "ExportNamedDeclaration",
        specifiers: [],
        source: null,
        attributes: [],
        declaration: {
          type: "VariableDeclaration",
          kind: "const",
          declarations: [
            { type: "VariableDeclarator", id: { type: "Identifier", name }, init: value },
          ],
        },
      },
    ],
  };
  return { type: "mdxjsEsm", value: "", data: { estree: program } } as unknown as RootContent;
}

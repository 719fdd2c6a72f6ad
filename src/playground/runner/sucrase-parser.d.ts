// Sucrase's own parser, which the runner's compiler already bundles (type-facts.ts reads its
// tokens). The package has no `exports` map and ships the parser's types apart from its code.
declare module "sucrase/dist/esm/parser" {
  export { parse } from "sucrase/dist/types/parser/index";
}

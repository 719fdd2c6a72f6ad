// @vitest-environment node
// @vitest-environment node
import type { OutputBundle } from "rolldown";
import { describe, expect, it } from "vitest";
import { compileHints, EAGER_COMPILE_HINT } from "./compile-hints.ts";

function chunk(fileName: string, facadeModuleId: string | null) {
  return { type: "chunk", fileName, facadeModuleId, code: "export{a};" };
}

describe("compileHints", () => {
  it("marks lesson chunks for eager compilation and leaves every other file alone", () => {
    const bundle = {
      "hooks.js": chunk("hooks.js", "/src/content/hooks.mdx"),
      "index.js": chunk("index.js", "/src/main.tsx"),
      "shared.js": chunk("shared.js", null),
      "index.css": { type: "asset", fileName: "index.css", source: "body{}" },
    } as unknown as OutputBundle;
    const plugin = compileHints();
    (plugin.generateBundle as (options: unknown, bundle: OutputBundle) => void)({}, bundle);
    const code = (name: string) => (bundle[name] as unknown as { code: string }).code;
    expect(code("hooks.js")).toBe(`${EAGER_COMPILE_HINT}export{a};`);
    expect(EAGER_COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(code("index.js")).toBe("export{a};");
    expect(code("shared.js")).toBe("export{a};");
  });

  it("runs for the browser build only", () => {
    const applies = compileHints().applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: "client" })).toBe(true);
    expect(applies({ name: "ssr" })).toBe(false);
  });
});

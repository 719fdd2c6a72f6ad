// @vitest-environment node
import { describe, expect, it } from "vitest";
import { resolveSpecifier } from "../runner/modules";
import { isTestFile as runnerIsTestFile } from "../runner/test-file";
import { isTestFile, moduleKey, readerPath } from "./reader-files";

describe("readerPath", () => {
  it("puts every reader's file under /src, as a TypeScript file", () => {
    expect(readerPath("src/demos/counter-demo.tsx")).toBe("/src/demos/counter-demo.tsx");
    expect(readerPath("/src/demos/counter-demo.tsx")).toBe("/src/demos/counter-demo.tsx");
    expect(readerPath("stale-interval.tsx")).toBe("/src/stale-interval.tsx");
    expect(readerPath("App.jsx")).toBe("/src/App.tsx");
  });
});

describe("moduleKey", () => {
  const cases: [string, string][] = [
    ["react", "src/demos/counter-demo.tsx"],
    ["./reducer-counter", "src/demos/reducer-counter-demo.tsx"],
    ["./reducer-counter.ts", "src/demos/reducer-counter-demo.tsx"],
    ["../lib/cn", "src/demos/counter-demo.tsx"],
    ["../../lib/cn", "src/demos/counter-demo.tsx"],
    ["./fetch-posts", "stale-interval.tsx"],
    ["@/components/ui/button", "stale-interval.tsx"],
  ];

  it.each(cases)("resolves %s from %s exactly as the runner does", (specifier, file) => {
    expect(moduleKey(specifier, file)).toBe(resolveSpecifier(specifier, file));
  });
});

describe("isTestFile", () => {
  it.each([
    'import { expect, test } from "vitest";\n',
    "import {\n  describe,\n  it,\n} from 'vitest';\n",
    'import { useState } from "react";\nexport default () => null;\n',
    '// import "vitest"\nexport {};\n',
  ])("decides as the runner does for %j", (source) => {
    expect(isTestFile(source)).toBe(runnerIsTestFile(source));
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isTestFile, resolveSpecifier } from "./reader-file";

describe("resolveSpecifier", () => {
  it.each([
    ["react", "src/demos/counter-demo.tsx", "react"],
    ["@/components/ui/button", "stale-interval.tsx", "@/components/ui/button"],
    ["./reducer-counter", "src/demos/reducer-counter-demo.tsx", "@/demos/reducer-counter"],
    ["./reducer-counter.ts", "src/demos/reducer-counter-demo.tsx", "@/demos/reducer-counter"],
    ["../lib/cn", "src/demos/counter-demo.tsx", "@/lib/cn"],
    ["../lib/cn.ts", "/src/demos/x-demo.tsx", "@/lib/cn"],
    ["./fetch-posts", "stale-interval.tsx", "@/fetch-posts"],
  ])("resolves %s from %s to %s", (specifier, file, id) => {
    expect(resolveSpecifier(specifier, file)).toBe(id);
  });
});

describe("isTestFile", () => {
  it.each([
    ['import { expect, test } from "vitest";\n', true],
    ["import {\n  describe,\n  it,\n} from 'vitest';\n", true],
    ['import { useState } from "react";\nexport default () => null;\n', false],
    ['// import "vitest"\nexport {};\n', false],
  ])("decides %j: %s", (source, expected) => {
    expect(isTestFile(source)).toBe(expected);
  });
});

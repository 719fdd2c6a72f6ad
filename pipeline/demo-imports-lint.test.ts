// @vitest-environment node
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The lint rule that keeps a new demo pasteable before any lesson shows it (eslint.config.js):
 * a demo's file imports none of the guide's modules and none of its styling packages.
 * pipeline/code-samples-paste.test.ts then compiles every demo a lesson shows.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "..") });

async function restricted(code: string, filePath = "src/demos/sample-demo.tsx") {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("a demo's imports (lint)", () => {
  it("refuses the guide's modules, its styling packages and other demos", async () => {
    const messages = await restricted(
      [
        'import { Button } from "@/components/ui/button";',
        'import { cn } from "../lib/cn";',
        'import { clsx } from "clsx";',
        'import { Tabs } from "radix-ui";',
        'import { CounterDemo } from "./counter-demo";',
        "export const all = [Button, cn, clsx, Tabs, CounterDemo];",
        "",
      ].join("\n"),
    );
    expect(messages).toHaveLength(5);
    expect(messages[0]).toMatch(/readers paste it into their own project/);
    expect(messages[1]).toMatch(/readers paste it into their own project/);
    expect(messages[2]).toMatch(/new project does not have this package/);
    expect(messages[3]).toMatch(/new project does not have this package/);
    expect(messages[4]).toMatch(/Demos do not import each other/);
  });

  it("accepts React, lucide-react and a helper beside the demo", async () => {
    const code = [
      'import { Plus } from "lucide-react";',
      'import { useState } from "react";',
      'import { POSTS_LIMIT } from "./fetch-posts";',
      "export function SampleDemo() {",
      "  const [n, setN] = useState(POSTS_LIMIT);",
      '  return <button type="button" onClick={() => setN(n + 1)}><Plus aria-hidden="true" />{n}</button>;',
      "}",
      "",
    ].join("\n");
    expect(await restricted(code)).toEqual([]);
  });

  it("leaves the demos' tests free to import the guide's constants", async () => {
    const code = 'import { POSTS_LIMIT } from "@/data/constants";\nexport const n = POSTS_LIMIT;\n';
    expect(await restricted(code, "src/demos/sample-demo.test.tsx")).toEqual([]);
  });
});

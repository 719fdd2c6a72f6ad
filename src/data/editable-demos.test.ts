// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoLesson, editableDemos } from "./editable-demos";

const content = path.resolve(import.meta.dirname, "../content");

/** Each lesson's ExampleBoxes' demo files (the fences `file="src/demos/*-demo.tsx"`). */
function demosInLessons() {
  const found: Record<string, string> = {};
  for (const name of readdirSync(content).filter((file) => file.endsWith(".mdx"))) {
    const source = readFileSync(path.join(content, name), "utf8");
    for (const [, file] of source.matchAll(/file="(src\/demos\/[\w-]+-demo\.tsx)"/g))
      found[file] = name.replace(/\.mdx$/, "");
  }
  return found;
}

describe("editable examples", () => {
  it("lists every lesson's editable example, with its lesson, and nothing else", () => {
    expect({ ...editableDemos }).toEqual(demosInLessons());
  });

  it("knows the lesson of a listed file only", () => {
    expect(demoLesson("src/demos/counter-demo.tsx")).toBe("core-concepts");
    expect(demoLesson("src/demos/gone-demo.tsx")).toBeUndefined();
    expect(demoLesson("toString")).toBeUndefined();
  });
});

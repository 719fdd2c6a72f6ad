import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sections } from "@/data/sections";
import { challengeLessons, corpusLessons } from "./challenge-suite";

describe("challenge files", () => {
  it("belong to lessons that exist, and so do their corpora", () => {
    const ids = sections.map((section) => section.id);
    expect(challengeLessons.length).toBeGreaterThan(0);
    for (const lesson of challengeLessons)
      expect(ids, `src/challenges/${lesson}.ts`).toContain(lesson);
    for (const lesson of corpusLessons)
      expect(challengeLessons, `src/challenges/corpus/${lesson}.ts`).toContain(lesson);
  });

  it("each have a test file that runs them", () => {
    const testFiles = readdirSync(path.join(process.cwd(), "src/challenges/test"))
      .filter((file) => file.endsWith(".test.ts") && file !== "lessons.test.ts")
      .map((file) => file.replace(/\.test\.ts$/, ""))
      .sort();
    expect(
      testFiles,
      'each src/challenges/<lesson>.ts needs src/challenges/test/<lesson>.test.ts: `await challengeSuite("<lesson>")`',
    ).toEqual(challengeLessons);
  });
});

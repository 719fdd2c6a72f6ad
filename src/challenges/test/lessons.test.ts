import { readdirSync, readFileSync } from "node:fs";
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

  it("each have a test file that runs them, and a split suite every one of its parts", () => {
    const dir = path.join(process.cwd(), "src/challenges/test");
    const runs = new Map<string, { part: number; of: number }[]>();
    for (const file of readdirSync(dir).filter(
      (name) => name.endsWith(".test.ts") && name !== "lessons.test.ts",
    )) {
      const call = /challengeSuite\("([\w-]+)"(?:, \{ part: (\d+), of: (\d+) \})?\)/.exec(
        readFileSync(path.join(dir, file), "utf8"),
      );
      expect(call, `${file} calls challengeSuite`).not.toBeNull();
      const [, lesson, part = "1", of = "1"] = call!;
      const expected = part === "1" ? `${lesson}.test.ts` : `${lesson}.${part}.test.ts`;
      expect(file, `challengeSuite("${lesson}") part ${part}`).toBe(expected);
      runs.set(lesson, [...(runs.get(lesson) ?? []), { part: Number(part), of: Number(of) }]);
    }
    expect(
      [...runs.keys()].sort(),
      'each src/challenges/<lesson>.ts needs src/challenges/test/<lesson>.test.ts: `await challengeSuite("<lesson>")`',
    ).toEqual(challengeLessons);
    for (const [lesson, parts] of runs) {
      const of = parts[0].of;
      expect(
        parts.map((entry) => `${entry.part} of ${entry.of}`).sort(),
        `${lesson}: every part of its split suite has its file`,
      ).toEqual(Array.from({ length: of }, (_, index) => `${index + 1} of ${of}`));
    }
  });
});

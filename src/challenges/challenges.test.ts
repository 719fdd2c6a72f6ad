import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sections } from "@/data/sections";
import { runChecks } from "@/playground/runner/checks";
import { createLoopGuard } from "@/playground/runner/guard";
import type { LessonChallenges } from "./types";

const files = import.meta.glob<{ challenges: LessonChallenges }>(
  ["./*.ts", "!./types.ts", "!./*.test.ts"],
  { eager: true },
);
const lessons = Object.entries(files).map(([file, module]) => ({
  lesson: file.replace(/^\.\/|\.ts$/g, ""),
  challenges: module.challenges,
}));

beforeAll(() => {
  // Like the runner's page: React is not inside Testing Library's act() environment there.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

function run(lesson: string, name: string, source: string) {
  const host = document.createElement("div");
  document.body.appendChild(host);
  const guard = createLoopGuard(1000, () => {});
  return runChecks(files[`./${lesson}.ts`].challenges[name], {
    source,
    file: `src/challenges/${lesson}/${name}.tsx`,
    host,
    guard,
  }).finally(() => host.remove());
}

describe("challenges", () => {
  it("belong to lessons that exist", () => {
    const ids = new Set(sections.map((section) => section.id));
    for (const { lesson } of lessons) expect(ids, `src/challenges/${lesson}.ts`).toContain(lesson);
  });

  for (const { lesson, challenges } of lessons) {
    const mdx = readFileSync(path.join(process.cwd(), `src/content/${lesson}.mdx`), "utf8");
    const used = [...mdx.matchAll(/<Challenge id="([^"]+)"/g)].map((match) => match[1]);

    it(`${lesson}: every challenge appears in the lesson, and every <Challenge> exists`, () => {
      expect(used.sort()).toEqual(
        Object.keys(challenges)
          .map((name) => `${lesson}/${name}`)
          .sort(),
      );
    });

    for (const [name, challenge] of Object.entries(challenges)) {
      it(`${lesson}/${name}: the solution passes every check`, async () => {
        const results = await run(lesson, name, challenge.solution);
        expect(results.filter((result) => !result.passed)).toEqual([]);
        expect(results.length).toBeGreaterThan(0);
      });

      it(`${lesson}/${name}: the starter fails at least one check, with a message`, async () => {
        const results = await run(lesson, name, challenge.starter);
        const failed = results.filter((result) => !result.passed);
        expect(failed.length).toBeGreaterThan(0);
        for (const result of failed) expect(result.message?.length).toBeGreaterThan(10);
      });
    }
  }
});

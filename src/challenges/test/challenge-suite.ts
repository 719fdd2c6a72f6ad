import { readFileSync } from "node:fs";
import { actEnvironmentForTests } from "@/test/act-environment";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runChecks } from "@/playground/runner/checks";
import { warmUpChecks } from "@/playground/runner/checks-warm-up";
import { createLoopGuard } from "@/playground/runner/guard";
import { writesTypes } from "@/playground/runner/type-facts";
import type { LessonChallenges, LessonCorpus } from "../types";

/**
 * Every challenge, run through the real checks: the starter fails, the solution passes, and the
 * challenge's corpus (src/challenges/corpus/<lesson>.ts, docs/AUTHORING.md "The corpus") holds:
 * each wrong answer fails with the message that names its mistake, each other right answer
 * passes every check.
 *
 * One test file per lesson (<lesson>.test.ts, checked by lessons.test.ts), because Vitest runs
 * one file in one worker: in a single file the corpus took four of the unit run's five minutes
 * while the other core sat idle, much of it waiting on a wrong answer's timeouts.
 */

/**
 * The challenges that must have a corpus: all of them. A new challenge without its corpus fails
 * with a message naming the file to write (docs/AUTHORING.md "The corpus").
 */
const CORPUS_REQUIRED: "all" | string[] = "all";

/** What a challenge's corpus holds at the least (docs/AUTHORING.md, "The corpus"). */
const MIN_WRONG = 5;
const MIN_RIGHT = 3;

const corpusRequired = (id: string, required: "all" | string[] = CORPUS_REQUIRED) =>
  required === "all" || required.includes(id);

const challengeFiles = import.meta.glob<{ challenges: LessonChallenges }>([
  "../*.ts",
  "!../types.ts",
]);
const corpusFiles = import.meta.glob<{ corpus: LessonCorpus }>("../corpus/*.ts");

/** The lessons with challenges (src/challenges/<lesson>.ts). */
export const challengeLessons = Object.keys(challengeFiles)
  .map((file) => file.replace(/^\.\.\/|\.ts$/g, ""))
  .sort();
/** The lessons with a corpus (src/challenges/corpus/<lesson>.ts). */
export const corpusLessons = Object.keys(corpusFiles)
  .map((file) => file.replace(/^\.\.\/corpus\/|\.ts$/g, ""))
  .sort();

function run(challenges: LessonChallenges, lesson: string, name: string, source: string) {
  const host = document.createElement("div");
  document.body.appendChild(host);
  const guard = createLoopGuard(1000, () => {});
  return runChecks(challenges[name], {
    source,
    file: `src/challenges/${lesson}/${name}.tsx`,
    host,
    guard,
  }).finally(() => host.remove());
}

const listMessages = (results: { name: string; passed: boolean; message?: string }[]) =>
  results.map((result) => `${result.passed ? "✓" : "✗"} ${result.name}: ${result.message ?? ""}`);

/**
 * A lesson whose suite is long is split over files that run side by side: part `part` of `of`
 * takes every `of`-th challenge from the `part`-th on (lessons.test.ts checks that every part
 * has its file).
 */
export interface SuitePart {
  part: number;
  of: number;
}

/**
 * One lesson's challenges and corpus, in a test file of its own (src/challenges/test/
 * <lesson>.test.ts, and <lesson>.<part>.test.ts for the further parts of a split one), which
 * loads only that lesson's modules.
 */
export async function challengeSuite(lesson: string, { part, of }: SuitePart = { part: 1, of: 1 }) {
  const challenges = (await challengeFiles[`../${lesson}.ts`]()).challenges;
  const corpus = (await corpusFiles[`../corpus/${lesson}.ts`]?.())?.corpus ?? {};

  // Like the runner's page: React is not inside Testing Library's act() environment there.
  actEnvironmentForTests(false);

  // The checks run on real timers (user-event, waitFor, late answers). On CI's shared machine a
  // stall can push a right answer past a check's wait; a retry absorbs that, and Vitest's report
  // still names any test that needed one. Locally nothing is retried.
  describe("challenges", { retry: process.env.CI ? 2 : 0 }, () => {
    // As the runner's frame does before a reader's first Check: the checks' machinery runs once
    // on a component of our own, so the first challenge's checks are not judged on a cold start
    // (on a loaded machine that alone took a first check past its 5 s).
    beforeAll(async () => {
      expect(await warmUpChecks()).toBe(true);
    });

    const mdx = readFileSync(path.join(process.cwd(), `src/content/${lesson}.mdx`), "utf8");
    const used = [...mdx.matchAll(/<Challenge id="([^"]+)"/g)].map((match) => match[1]);

    if (part === 1)
      it(`${lesson}: every challenge appears in the lesson, and every <Challenge> exists`, () => {
        expect(used.sort()).toEqual(
          Object.keys(challenges)
            .map((name) => `${lesson}/${name}`)
            .sort(),
        );
      });

    if (part === 1)
      it(`${lesson}: every corpus entry names a challenge of the lesson`, () => {
        for (const name of Object.keys(corpus))
          expect(
            Object.keys(challenges),
            `src/challenges/corpus/${lesson}.ts: "${name}"`,
          ).toContain(name);
      });

    const ours = Object.entries(challenges).filter((_, index) => index % of === part - 1);
    for (const [name, challenge] of ours) {
      const id = `${lesson}/${name}`;
      it(`${id}: the solution passes every check`, async () => {
        const results = await run(challenges, lesson, name, challenge.solution);
        expect(results.filter((result) => !result.passed)).toEqual([]);
        expect(results.length).toBeGreaterThan(0);
      });

      it(`${id}: the starter fails at least one check, with a message`, async () => {
        const results = await run(challenges, lesson, name, challenge.starter);
        const failed = results.filter((result) => !result.passed);
        expect(failed.length).toBeGreaterThan(0);
        for (const result of failed) expect(result.message?.length).toBeGreaterThan(10);
      });

      const entry = Object.hasOwn(corpus, name) ? corpus[name] : undefined;
      if (corpusRequired(id))
        it(`${id}: has a corpus of at least ${MIN_WRONG} wrong and ${MIN_RIGHT} other right answers, one of them typed`, () => {
          expect(
            entry,
            `src/challenges/corpus/${lesson}.ts has no corpus for "${name}": add at least ${MIN_WRONG} wrong answers (each with the message it must get) and ${MIN_RIGHT} other right answers (docs/AUTHORING.md, "The corpus").`,
          ).toBeDefined();
          expect(entry!.wrong.length, `${id}: wrong answers`).toBeGreaterThanOrEqual(MIN_WRONG);
          expect(entry!.right.length, `${id}: other right answers`).toBeGreaterThanOrEqual(
            MIN_RIGHT,
          );
          expect(
            entry!.right.some((answer) => writesTypes(answer.source)),
            `${id}: no right answer writes a TypeScript type; learners here write TypeScript, so one must`,
          ).toBe(true);
          for (const answer of [...entry!.wrong, ...entry!.right])
            expect(
              [challenge.starter, challenge.solution],
              `${id}: "${answer.name}" repeats the starter or solution`,
            ).not.toContain(answer.source);
        });
      if (!entry) continue;

      for (const answer of entry.wrong)
        it(`${id} rejects a wrong answer: ${answer.name}`, async () => {
          const results = await run(challenges, lesson, name, answer.source);
          const messages = listMessages(results);
          expect(
            results.some((result) => !result.passed && answer.message.test(result.message ?? "")),
            `No failing check's message matches ${answer.message}:\n${messages.join("\n")}`,
          ).toBe(true);
        });

      for (const answer of entry.right)
        it(`${id} accepts a right answer: ${answer.name}`, async () => {
          const results = await run(challenges, lesson, name, answer.source);
          expect(listMessages(results.filter((result) => !result.passed))).toEqual([]);
        });
    }
  });
}

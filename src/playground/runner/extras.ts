import type { LessonChallenges } from "@/challenges/types";
import { runChecks } from "./checks";
import { warmUpChecks } from "./checks-warm-up";
import { previewTestFile } from "./test-preview";

// Every challenge's data and checks: this part of the runner is loaded for checking only.
const files = import.meta.glob<{ challenges: LessonChallenges }>(
  ["@/challenges/*.ts", "!@/challenges/types.ts", "!@/challenges/*.test.ts"],
  { eager: true },
);

function challengeById(id: string) {
  const [lesson, name] = id.split("/");
  const challenges = files[`/src/challenges/${lesson}.ts`]?.challenges;
  return challenges && Object.hasOwn(challenges, name) ? challenges[name] : undefined;
}

/**
 * What the runner's second script gives the first: the checks (and their warm-up) and the test
 * files' preview.
 */
export const extras = { runChecks, warmUpChecks, previewTestFile, challengeById };
export type RunnerExtras = typeof extras;

import type { Challenge, LessonChallenges } from "@/challenges/types";

// One chunk per lesson, fetched when a reader opens one of its challenges.
const lessons = import.meta.glob<LessonChallenges>(
  ["@/challenges/*.ts", "!@/challenges/types.ts", "!@/challenges/*.test.ts"],
  { import: "challenges" },
);

/** The challenge `lesson/name`, or null when no lesson file or no such challenge exists. */
export async function loadChallenge(id: string): Promise<Challenge | null> {
  const [lesson, name, ...rest] = id.split("/");
  const load = lessons[`/src/challenges/${lesson}.ts`];
  if (!load || !name || rest.length) return null;
  const challenges = await load();
  return Object.hasOwn(challenges, name) ? challenges[name] : null;
}

/** Fetches a lesson's challenge data ahead of a click; a failure is left for the click to report. */
export function preloadLessonChallenges(lesson: string) {
  void lessons[`/src/challenges/${lesson}.ts`]?.().catch(() => {});
}

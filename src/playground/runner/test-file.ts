/**
 * A test file imports from "vitest" (the Testing lesson's way): the runner runs its tests instead
 * of rendering it. Read from the source, so it needs none of the testing libraries loaded.
 */
export function isTestFile(source: string) {
  return /^\s*import\b[^;]*?["']vitest["']/m.test(source);
}

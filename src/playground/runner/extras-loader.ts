import type { RunnerExtras } from "./extras";

/**
 * The checks, the test files' preview and the challenges' data. Here (tests, `npm start`) they
 * come with the runner; the built site replaces this module with one that loads them as a
 * second script (pipeline/playground-runner.ts), so a preview does not wait for them.
 */
export function loadExtras(): Promise<RunnerExtras> {
  return import("./extras").then((module) => module.extras);
}

import type { createInspector } from "./inspector/inspector";

export interface RunnerInspector {
  createInspector: typeof createInspector;
}

/**
 * The Components view's inspector. Here (tests, `npm start`) it comes with the runner; the built
 * site replaces this module with one that loads it as a script of its own
 * (pipeline/playground-runner.ts), fetched the first time a reader opens the view.
 */
export function loadInspector(): Promise<RunnerInspector> {
  return import("./inspector/inspector").then(({ createInspector }) => ({ createInspector }));
}

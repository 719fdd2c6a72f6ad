/**
 * The runner ships as two classic scripts (pipeline/playground-runner.ts): the preview's, loaded
 * with the frame, and the checks' (the testing libraries and the challenges' data), loaded when
 * the frame is idle or on the first Check. These are the modules both use: the first script
 * puts them on the frame's global object (shared.ts), and the second reads them from there
 * instead of bundling copies (one React, one module map, one render counter).
 * Plain data: the build reads it too.
 */
export const sharedPackages = ["react", "react-dom", "react-dom/client", "acorn"] as const;

/** Files of this folder, by name without extension. */
export const sharedRunnerFiles = [
  "compile",
  "evaluate",
  "fake-server",
  "guard",
  "modules",
  "mount",
  "render-counter",
  "reader-file",
] as const;

export type SharedName = (typeof sharedPackages)[number] | (typeof sharedRunnerFiles)[number];

/** The global a shared module is kept under, e.g. "react-dom/client" → "__runnerShared_react_dom_client". */
export const sharedGlobal = (name: string) => `__runnerShared_${name.replace(/\W/g, "_")}`;

import { FORGET_REACT_WARNINGS } from "./shared-names";

const key = Symbol.for(FORGET_REACT_WARNINGS);

/**
 * Makes React forget which warnings it has printed, so that the code about to run prints every
 * warning it causes, whatever ran before it in this frame: a warning printed once per loaded
 * React (a missing key, a changed hook order) fired for a half-typed version and never for the
 * code left in the editor. The runner's React gets the means at build time
 * (pipeline/react-warnings.ts); elsewhere (the unit tests' React) there is nothing to forget.
 */
export function forgetReactWarnings() {
  const forgets = (globalThis as { [key]?: (() => void)[] })[key] ?? [];
  for (const forget of forgets) forget();
  return forgets.length;
}

/**
 * What a new runner frame is started with, apart from the rest of the protocol (protocol.ts
 * re-exports it): lesson pages load this much, so that an Edit press can start the frame before
 * the playground's own code has arrived (early-frame.ts).
 */

/**
 * A new frame's first run, handed over in the frame's name (`<iframe name>`, which the runner
 * reads as `window.name`): the frame starts it as soon as its script has loaded instead of
 * waiting for the guide to answer "ready". On a first Edit the guide's page is still starting
 * the editor when the frame is ready, and answered up to ~550 ms late at 4× CPU. `checks`: the
 * frame will be asked to check (as "prepare-checks" says).
 */
export interface FrameStart {
  runId: number;
  source: string;
  file: string;
  checks: boolean;
}

export const FRAME_START_PREFIX = "react-guide-run:";

export function frameName(start: FrameStart) {
  return FRAME_START_PREFIX + JSON.stringify(start);
}

/** Where the runner page is served from (a stable name: hosts revalidate HTML). */
export const RUNNER_PATH = "playground.html";

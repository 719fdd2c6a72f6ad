import { useCallback, useMemo } from "react";
import { releaseLinkedCode, useLinkedCodeHeld } from "@/lib/incoming-work";
import type { RunnerHost } from "../preview/use-runner";

const runNothing = () => {};

/**
 * Code that came from a link is someone else's: it waits in the editor until the reader presses
 * Run (or Check). `runner` as the panel's editor should use it: while the code for `key` is held,
 * its runs go nowhere (so no frame is even created); once released, the editor's own effect
 * runs what is on screen (use-edited-source.ts runs again when `run` changes).
 */
export function useLinkHold(key: string, runner: RunnerHost) {
  const held = useLinkedCodeHeld(key);
  const { run, check } = runner;
  const release = useCallback(() => releaseLinkedCode(key), [key]);
  const checkReleasing = useCallback(
    (source: string, file: string, challenge: string) => {
      releaseLinkedCode(key);
      check(source, file, challenge);
    },
    [key, check],
  );
  const gated = useMemo<RunnerHost>(
    () => ({ ...runner, run: held ? runNothing : run, check: checkReleasing }),
    [runner, held, run, checkReleasing],
  );
  return { held, release, runner: gated };
}

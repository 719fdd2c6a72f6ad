import { useCallback, useEffect, useRef, useState } from "react";
import { startRunnerWork } from "./runner-activity";
import type { RunnerHost } from "./use-runner";

/**
 * The reader's edits, by file path (or challenge id), for as long as the page is open: a lesson
 * that unmounts and comes back finds them here, and a reload starts clean. Deliberately not in
 * any storage — the guide keeps nothing about its reader.
 */
const edits = new Map<string, string>();

/**
 * How long typing must pause before the preview runs the code: long enough that a word being
 * typed is not run letter by letter, short enough that the preview follows the reader (200 ms,
 * as Sandpack waits; 300 ms made a keystroke's preview take ~590 ms at 4× CPU).
 */
export const RUN_DELAY_MS = 200;

/**
 * The editor's text for `key`, starting from the kept edit or `original`, run in `runner`
 * (immediately at first, then `RUN_DELAY_MS` after the last change).
 */
export function useEditedSource(key: string, original: string, runner: RunnerHost, file: string) {
  const [source, setSourceState] = useState(() => edits.get(key) ?? original);
  const firstRun = useRef(true);
  const { run } = runner;

  const setSource = useCallback(
    (next: string) => {
      if (next === original) edits.delete(key);
      else edits.set(key, next);
      setSourceState(next);
    },
    [key, original],
  );
  const reset = useCallback(() => setSource(original), [setSource, original]);

  // From an edit until its run is sent (which then counts until the preview answers), the
  // preview is about to be busy: the editor's checks wait for it (runner-activity.ts).
  const endWait = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      run(source, file);
      return;
    }
    endWait.current ??= startRunnerWork();
    const timer = window.setTimeout(() => {
      run(source, file);
      endWait.current?.();
      endWait.current = null;
    }, RUN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [source, file, run]);
  useEffect(
    () => () => {
      endWait.current?.();
      endWait.current = null;
    },
    [],
  );

  return { source, setSource, reset };
}

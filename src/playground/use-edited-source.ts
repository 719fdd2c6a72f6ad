import { useCallback, useEffect, useRef, useState } from "react";
import type { RunnerHost } from "./use-runner";

/**
 * The reader's edits, by file path (or challenge id), for as long as the page is open: a lesson
 * that unmounts and comes back finds them here, and a reload starts clean. Deliberately not in
 * any storage — the guide keeps nothing about its reader.
 */
const edits = new Map<string, string>();

/**
 * The editor's text for `key`, starting from the kept edit or `original`, run in `runner`: at
 * first, and then every change as it is made. The change is sent from the editor's own update,
 * before React renders the panel again, and the runner sends only the latest text while the
 * frame is still busy (use-runner.ts), so the preview follows as fast as the frame can run.
 * A 200 ms pause before each run made a keystroke's preview take ~490 ms at 4× CPU.
 */
export function useEditedSource(key: string, original: string, runner: RunnerHost, file: string) {
  const [source, setSourceState] = useState(() => edits.get(key) ?? original);
  const latest = useRef(source);
  const { run } = runner;

  const setSource = useCallback(
    (next: string) => {
      // The editor reports a text put into it from outside (reset, a loaded solution) too.
      if (next === latest.current) return;
      if (next === original) edits.delete(key);
      else edits.set(key, next);
      latest.current = next;
      setSourceState(next);
      run(next, file, true);
    },
    [key, original, run, file],
  );
  const reset = useCallback(() => setSource(original), [setSource, original]);

  // The code on screen when the panel opens runs at once; edits run from `setSource`.
  useEffect(() => run(latest.current, file), [file, run]);

  return { source, setSource, reset };
}

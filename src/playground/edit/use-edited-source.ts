import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { keepEdit, keptEdit } from "@/lib/visit-work";
import type { RunnerHost } from "../preview/use-runner";

/** A text the editor is told to show: put in from outside (the start, Reset, a solution). */
export interface ShownSource {
  text: string;
  /** Counts the texts put in, so the same text put in again still replaces what was typed. */
  revision: number;
}

/**
 * The editor's text for `key`, starting from the kept edit or `original`, run in `runner`: at
 * first, and then every change as it is made. The change is sent from the editor's own update,
 * before CodeMirror redraws, and the runner sends only the latest text while the frame is still
 * busy (use-runner.ts), so the preview follows as fast as the frame can run. A 200 ms pause
 * before each run made a keystroke's preview take ~490 ms at 4× CPU.
 *
 * What the reader types stays in the editor and here, not in React state: a keystroke renders
 * no component (at 4× CPU, re-rendering the panel put ~40 ms between a key and its character on
 * screen). Only a text put in from outside renders, through `shown`.
 */
export function useEditedSource(key: string, original: string, runner: RunnerHost, file: string) {
  const [shown, setShown] = useState<ShownSource>(() => ({
    text: keptEdit(key) ?? original,
    revision: 0,
  }));
  // The text in the editor now: what was shown first, then every change.
  const latest = useRef(shown.text);
  const { run } = runner;

  const keep = useCallback(
    (next: string) => {
      latest.current = next;
      keepEdit(key, next, original);
      run(next, file, true);
    },
    [key, original, run, file],
  );

  /** The editor's change: kept and run, nothing rendered. */
  const onEdit = useCallback(
    (next: string) => {
      // The editor also reports a text put into it from outside, already kept.
      if (next !== latest.current) keep(next);
    },
    [keep],
  );

  /** A text from outside the editor (Reset, a loaded solution): shown in it, and run. */
  const putSource = useCallback(
    (next: string) => {
      if (next === latest.current) return;
      keep(next);
      setShown((before) => ({ text: next, revision: before.revision + 1 }));
    },
    [keep],
  );
  const reset = useCallback(() => putSource(original), [putSource, original]);

  /** The text in the editor now (read when it is needed, e.g. on Check). */
  const currentSource = useCallback(() => latest.current, []);

  // The code on screen when the panel opens runs at once; edits run as they are made. In a
  // layout effect: the first run creates the runner's frame (use-runner.ts), which then starts
  // loading before the editor's own effect builds CodeMirror (~85 ms, ~340 ms at 4× CPU).
  useLayoutEffect(() => run(latest.current, file), [file, run]);

  return { shown, onEdit, putSource, reset, currentSource };
}

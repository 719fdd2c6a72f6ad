import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { markChallengeStarted, useKeptChallenge } from "@/lib/challenge-progress";
import { challengeKey, useLinkedCodeHeld } from "@/lib/incoming-work";
import { useModule } from "@/lib/module-loader";
import { challengePanelModule, preloadPlayground } from "./panel-loaders";

/** A readable name from a challenge id: "hooks/stale-interval" → "Stale interval". */
function challengeName(id: string) {
  const words = (id.split("/").pop() ?? id).replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * `<Challenge id="lesson/name" />` in a lesson: the task is prose above it; this is a closed
 * box with one button until the reader starts, so a lesson pays nothing for its challenges.
 * One the reader started earlier in the visit opens again as they left it (code, results,
 * solved mark: src/lib/challenge-progress.ts).
 */
export function Challenge({ id }: { id: string }) {
  // Kept for the visit; also started from outside, by a work file or a shared link. (The
  // prerendered page and its hydration start with nothing kept.)
  const started = useKeptChallenge(id)?.started ?? false;
  // Started by a press now, not reopened on coming back: the box takes focus, and the
  // workspace scrolls into view when it arrives.
  const [pressedStart, setPressedStart] = useState(false);
  const name = challengeName(id);
  // The editor, the sandbox host and the lesson's challenge data load on "Start challenge".
  const panel = useModule(challengePanelModule, started);
  const boxRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // The start button is gone once pressed: keep the reader's place in the challenge box.
    // (A challenge reopened on coming back to the lesson leaves focus where it is.)
    if (pressedStart) boxRef.current?.focus();
  }, [pressedStart]);

  // Once the panel is in, the lesson's demos' Edit panel follows, so they stay editable offline.
  useEffect(() => {
    if (panel) preloadPlayground(boxRef.current);
  }, [panel]);

  const start = () => {
    markChallengeStarted(id);
    setPressedStart(true);
  };

  // Code from a shared link: the box comes into view while its editor loads.
  const linked = useLinkedCodeHeld(challengeKey(id));
  const [linkShown, setLinkShown] = useState(false);
  if (linked && !linkShown) setLinkShown(true);
  useEffect(() => {
    if (linkShown) boxRef.current?.scrollIntoView({ block: "start" });
  }, [linkShown]);

  return (
    <section
      ref={boxRef}
      tabIndex={-1}
      aria-label={`Challenge: ${name}`}
      data-slot="challenge"
      className="my-6 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm outline-none dark:border-slate-700 dark:bg-slate-900"
    >
      {started ? (
        panel ? (
          <panel.default id={id} name={name} reveal={pressedStart} />
        ) : (
          <p role="status" className="p-4 text-sm text-slate-600 dark:text-slate-400">
            Loading the challenge…
          </p>
        )
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Write your answer in an editor here; the checks run in your browser.
          </p>
          <Button onClick={start}>
            <Play aria-hidden="true" />
            Start challenge
          </Button>
        </div>
      )}
    </section>
  );
}

import { Eye, Lightbulb, ListChecks, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { Challenge } from "@/challenges/types";
import { Button } from "@/components/ui/button";
import { ChallengeProse } from "./challenge-prose";
import { ChallengeSolution } from "./challenge-solution";
import { CheckResults } from "./check-results";
import { CodeEditor } from "./code-editor";
import { ConsolePanel } from "./console-panel";
import { RunnerFrame } from "./runner-frame";
import { StrictModeNote } from "./strict-mode-note";
import { useEditedSource } from "./use-edited-source";
import { useKeptResults } from "./use-kept-results";
import { useRunner } from "./use-runner";

interface ChallengeWorkspaceProps {
  /** `lesson/name`, as in the lesson's `<Challenge id>`. */
  id: string;
  /** Readable name for labels, e.g. "Stale interval". */
  name: string;
  challenge: Challenge;
}

/** The starter code in the editor, its preview, and the buttons to check, get help or start over. */
export function ChallengeWorkspace({ id, name, challenge }: ChallengeWorkspaceProps) {
  const runner = useRunner({ checks: true });
  const file = `${id.split("/")[1]}.tsx`;
  const edited = useEditedSource(`challenge:${id}`, challenge.starter, runner, file);
  const { shown, putSource, reset, currentSource } = edited;
  const [hintShown, setHintShown] = useState(false);
  const [solutionShown, setSolutionShown] = useState(false);
  const compileError = runner.status.kind === "compile-error" ? runner.status.error : null;
  const kept = useKeptResults(id, runner);
  const onEdit = useResultsFollowEdits(kept.source, edited);
  // Results of other code than the editor's (edited since, or a check that newer code replaced)
  // are marked as such, never shown as the verdict on this code.
  const stale = kept.source !== null && kept.source !== currentSource();

  return (
    <div className="space-y-4 p-4" data-slot="challenge-workspace">
      {/* One column: the editor takes the box's whole width (about 77 columns of code beside
          the desktop contents list), the preview beneath it. */}
      <div className="grid gap-4">
        <CodeEditor
          value={shown.text}
          revision={shown.revision}
          onChange={onEdit}
          label={`Challenge code: ${name}`}
          file={file}
          companions={challenge.files}
          error={compileError}
          className="max-h-[32rem]"
        />
        <div className="flex min-w-0 flex-col gap-3">
          <RunnerFrame runner={runner} title={`Challenge preview: ${name}`} onResetCode={reset} />
          <StrictModeNote />
          <ConsolePanel log={runner.console} onClear={runner.clearConsole} title={name} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus. */}
        <Button
          aria-disabled={runner.checking}
          onClick={() => !runner.checking && runner.check(currentSource(), file, id)}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          <ListChecks aria-hidden="true" />
          Check
        </Button>
        <Button
          variant="outline"
          aria-expanded={hintShown}
          onClick={() => setHintShown((shown) => !shown)}
        >
          <Lightbulb aria-hidden="true" />
          {hintShown ? "Hide hint" : "Show hint"}
        </Button>
        <Button
          variant="outline"
          aria-expanded={solutionShown}
          onClick={() => setSolutionShown((shown) => !shown)}
        >
          <Eye aria-hidden="true" />
          {solutionShown ? "Hide solution" : "Show solution"}
        </Button>
        <Button variant="ghost" onClick={reset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>
      <CheckResults
        results={kept.results}
        checking={runner.checking}
        solved={kept.solved}
        stale={stale}
      />
      {hintShown && (
        <p className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100">
          <span className="font-semibold">Hint: </span>
          <ChallengeProse text={challenge.hint} />
        </p>
      )}
      {solutionShown && (
        <ChallengeSolution
          solution={challenge.solution}
          explanation={challenge.explanation}
          onUse={() => putSource(challenge.solution)}
        />
      )}
    </div>
  );
}

/**
 * The editor's change handler, which renders the workspace again only when the code starts or
 * stops being the code of the results on screen (a keystroke renders nothing otherwise: see
 * use-edited-source.ts).
 */
function useResultsFollowEdits(
  resultsSource: string | null,
  { onEdit, currentSource }: Pick<ReturnType<typeof useEditedSource>, "onEdit" | "currentSource">,
) {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const source = useRef(resultsSource);
  useEffect(() => {
    source.current = resultsSource;
  }, [resultsSource]);
  return useCallback(
    (next: string) => {
      const before = currentSource();
      onEdit(next);
      const of = source.current;
      if (of !== null && (before === of) !== (next === of)) redraw();
    },
    [onEdit, currentSource],
  );
}

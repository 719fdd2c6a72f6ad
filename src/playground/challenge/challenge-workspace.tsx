import { Eye, GitCompareArrows, Lightbulb, ListChecks, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { Challenge } from "@/challenges/types";
import { Button } from "@/components/ui/button";
import { revealPanel } from "@/lib/reveal";
import { ChallengeProse } from "./challenge-prose";
import { ChallengeSolution } from "./challenge-solution";
import { CheckResults } from "./check-results";
import { ComparePanel } from "../compare/compare-panel";
import { CodeEditor } from "../editor/code-editor";
import { ConsolePanel } from "../preview/console-panel";
import { ComponentsView } from "../preview/components-view/components-view";
import { RunnerFrame } from "../preview/runner-frame";
import { StrictModeNote } from "../preview/strict-mode-note";
import { useEditedSource } from "../edit/use-edited-source";
import { useKeptResults } from "./use-kept-results";
import { useRunner } from "../preview/use-runner";
import { CopyLinkButton } from "../share/copy-link-button";
import { LinkedCodeNotice } from "../share/linked-code-notice";
import { useLinkHold } from "../share/use-link-hold";

interface ChallengeWorkspaceProps {
  /** `lesson/name`, as in the lesson's `<Challenge id>`. */
  id: string;
  /** Readable name for labels, e.g. "Stale interval". */
  name: string;
  challenge: Challenge;
  /** Scrolls the workspace into view once it is there (the reader has just pressed Start). */
  reveal?: boolean;
}

/** The starter code in the editor, its preview, and the buttons to check, get help or start over. */
export function ChallengeWorkspace({
  id,
  name,
  challenge,
  reveal = false,
}: ChallengeWorkspaceProps) {
  const runner = useRunner({ checks: true });
  const file = `${id.split("/")[1]}.tsx`;
  const link = useLinkHold(`challenge:${id}`, runner);
  const edited = useEditedSource(`challenge:${id}`, challenge.starter, link.runner, file);
  const { shown, putSource, reset, currentSource } = edited;
  const [hintShown, setHintShown] = useState(false);
  const [solutionShown, setSolutionShown] = useState(false);
  const compileError = runner.status.kind === "compile-error" ? runner.status.error : null;
  const kept = useKeptResults(id, runner);
  const onEdit = useResultsFollowEdits(kept.source, edited);
  // Results of other code than the editor's (edited since, or a check that newer code replaced)
  // are marked as such, never shown as the verdict on this code.
  const stale = kept.source !== null && kept.source !== currentSource();

  // "Compare with solution" is offered once the reader has checked (or solved) the challenge.
  const [compareShown, setCompareShown] = useState(false);
  const [checkedOnce, setCheckedOnce] = useState(false);
  if (!checkedOnce && (kept.results !== null || kept.solved)) setCheckedOnce(true);

  // What a press opens is brought into view (focus stays on the button): the results when they
  // come, the hint, the solution, and the workspace itself after Start. On a phone each opens
  // below the fold.
  const workspaceRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const hintRef = useRef<HTMLParagraphElement>(null);
  const solutionRef = useRef<HTMLDivElement>(null);
  const checkPressed = useRef(false);
  useEffect(() => {
    if (reveal) revealPanel(workspaceRef.current);
  }, [reveal]);
  useEffect(() => {
    if (!checkPressed.current || runner.checking || !kept.results) return;
    checkPressed.current = false;
    revealPanel(resultsRef.current);
  }, [runner.checking, kept.results]);
  useEffect(() => {
    if (hintShown) revealPanel(hintRef.current);
  }, [hintShown]);
  useEffect(() => {
    if (solutionShown) revealPanel(solutionRef.current);
  }, [solutionShown]);

  return (
    <div ref={workspaceRef} className="space-y-4 p-4" data-slot="challenge-workspace">
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
          {link.held ? (
            <LinkedCodeNotice codeKey={`challenge:${id}`} onRun={link.release} />
          ) : (
            <RunnerFrame runner={runner} title={`Challenge preview: ${name}`} onResetCode={reset} />
          )}
          <StrictModeNote />
          <ConsolePanel log={runner.console} onClear={runner.clearConsole} title={name} />
          <ComponentsView runner={runner} title={name} />
        </div>
      </div>
      <div className="relative flex flex-wrap gap-2">
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus. */}
        <Button
          aria-disabled={runner.checking}
          onClick={() => {
            if (runner.checking) return;
            checkPressed.current = true;
            link.runner.check(currentSource(), file, id);
          }}
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
        {checkedOnce && (
          <Button
            variant="outline"
            aria-expanded={compareShown}
            onClick={() => setCompareShown((shown) => !shown)}
          >
            <GitCompareArrows aria-hidden="true" />
            {/* Short on a phone, where the row has little room; the name is whole. One span, so
                the button's gap does not widen the space before "with". */}
            {compareShown ? (
              "Hide comparison"
            ) : (
              <span>
                Compare<span className="max-sm:sr-only"> with solution</span>
              </span>
            )}
          </Button>
        )}
        <Button variant="ghost" onClick={reset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
        <CopyLinkButton
          target={{ kind: "challenge", id }}
          source={currentSource}
          align="start"
          size="default"
        />
      </div>
      <CheckResults
        ref={resultsRef}
        results={kept.results}
        checking={runner.checking}
        solved={kept.solved}
        stale={stale}
      />
      {hintShown && (
        <p
          ref={hintRef}
          className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100"
        >
          <span className="font-semibold">Hint: </span>
          <ChallengeProse text={challenge.hint} />
        </p>
      )}
      {compareShown && <ComparePanel mine={currentSource()} solution={challenge.solution} />}
      {solutionShown && (
        <ChallengeSolution
          ref={solutionRef}
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

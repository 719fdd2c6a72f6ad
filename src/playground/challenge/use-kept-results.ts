import { useEffect } from "react";
import { recordCheckResults, useKeptChallenge } from "@/lib/challenge-progress";
import type { CheckResult } from "../protocol";
import type { RunnerHost } from "../preview/use-runner";

/**
 * A challenge's results for the visit: the runner's newest, or, in a workspace that has not
 * checked yet (the reader left the lesson and came back), the last ones kept. Each new result
 * is kept, and a run where every check passed marks the challenge solved.
 */
export function useKeptResults(id: string, runner: Pick<RunnerHost, "results" | "checking">) {
  const kept = useKeptChallenge(id);
  const { results, checking } = runner;

  useEffect(() => {
    if (results) recordCheckResults(id, results);
  }, [id, results]);

  const shown: readonly CheckResult[] | null = checking ? null : (results ?? kept?.results ?? null);
  return { results: shown, solved: kept?.solved ?? false };
}

import { useEffect } from "react";
import { recordCheckResults, useKeptChallenge } from "@/lib/challenge-progress";
import type { CheckResult } from "../protocol";
import type { RunnerHost } from "../preview/use-runner";

/**
 * The code each challenge's kept results belong to, for as long as the page is open (in memory,
 * like the edits themselves): a reader who comes back to the lesson finds the results marked
 * if the code has changed since.
 */
const keptSources = new Map<string, string>();

/**
 * A challenge's results for the visit: the runner's newest, or, in a workspace that has not
 * checked yet (the reader left the lesson and came back), the last ones kept. Each new result
 * is kept, and a run where every check passed marks the challenge solved. `source` is the code
 * the results shown belong to.
 */
export function useKeptResults(
  id: string,
  runner: Pick<RunnerHost, "results" | "resultsSource" | "checking">,
) {
  const kept = useKeptChallenge(id);
  const { results, resultsSource, checking } = runner;

  useEffect(() => {
    if (!results) return;
    if (resultsSource !== null) keptSources.set(id, resultsSource);
    recordCheckResults(id, results);
  }, [id, results, resultsSource]);

  if (checking) return { results: null, source: null, solved: kept?.solved ?? false };
  const shown: readonly CheckResult[] | null = results ?? kept?.results ?? null;
  const source = results ? resultsSource : shown ? (keptSources.get(id) ?? null) : null;
  return { results: shown, source, solved: kept?.solved ?? false };
}

import { CircleCheck, CircleMinus, CircleX } from "lucide-react";
import type { Ref } from "react";
import { ChallengeProse } from "./challenge-prose";
import type { CheckResult } from "../protocol";

interface CheckResultsProps {
  results: readonly CheckResult[] | null;
  checking: boolean;
  /** Every check passed at least once during the visit (src/lib/challenge-progress.ts). */
  solved?: boolean;
  /** The results belong to other code than the editor's (it was edited since). */
  stale?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * What "Check" found, right under the button, in a live region so a screen reader announces the
 * summary when it lands. The region is always rendered: one that appears together with its
 * text is often not read. A solved challenge says so, whatever the last check found.
 */
export function CheckResults({
  results,
  checking,
  solved = false,
  stale = false,
  ref,
}: CheckResultsProps) {
  const passed = results?.filter((result) => result.passed).length ?? 0;
  // One reason per cause: a check that failed for the reason an earlier one gave (one mistake
  // fails every check that meets it) points to it instead of saying it again.
  const firstWith = new Map<string, string>();
  for (const result of results ?? [])
    if (!result.passed && result.message && !firstWith.has(result.message))
      firstWith.set(result.message, result.name);
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      className="empty:hidden"
      data-slot="check-results"
    >
      {checking && <p className="text-sm text-slate-700 dark:text-slate-300">Checking…</p>}
      {!checking && solved && !results && <SolvedBadge />}
      {results && (
        <div
          data-stale={stale || undefined}
          className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          {stale && (
            <p className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100">
              These results are for an earlier version of your code. Press Check to check the code
              as it is now.
            </p>
          )}
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
            {solved && <SolvedBadge />}
            <span className={stale ? "text-slate-600 dark:text-slate-400" : undefined}>
              {stale ? "Earlier: " : ""}
              {passed === results.length
                ? `All ${results.length} checks passed. Well done!`
                : `${passed} of ${results.length} checks passed`}
            </span>
          </p>
          <ul className="mt-3 space-y-2 text-sm">
            {results.map((result) => (
              <li key={result.name} className="flex gap-2">
                {result.passed ? (
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
                  />
                ) : result.notRun ? (
                  <CircleMinus
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-slate-600 dark:text-slate-400"
                  />
                ) : (
                  <CircleX
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-rose-700 dark:text-rose-400"
                  />
                )}
                <div className="min-w-0">
                  <p className="text-slate-900 dark:text-slate-100">
                    <span className="sr-only">
                      {result.passed ? "Passed: " : result.notRun ? "Did not run: " : "Failed: "}
                    </span>
                    <ChallengeProse text={result.name} />
                    {result.notRun && (
                      <span aria-hidden="true" className="text-slate-600 dark:text-slate-400">
                        {" "}
                        (did not run)
                      </span>
                    )}
                  </p>
                  {!result.passed && result.message && (
                    <p className="mt-0.5 break-words text-slate-700 dark:text-slate-300">
                      {firstWith.get(result.message) === result.name ? (
                        <ChallengeProse text={result.message} />
                      ) : (
                        <>
                          The same reason as for “
                          <ChallengeProse text={firstWith.get(result.message)!} />” above.
                        </>
                      )}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function SolvedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
      <CircleCheck aria-hidden="true" className="size-3.5" />
      Solved
    </span>
  );
}

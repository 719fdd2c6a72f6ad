import { CircleCheck, CircleMinus, CircleX } from "lucide-react";
import type { Ref } from "react";
import { ChallengeProse } from "./challenge-prose";
import type { CheckResult } from "../protocol";

interface CheckResultsProps {
  results: readonly CheckResult[] | null;
  checking: boolean;
  /** Every check passed at least once during the visit (src/lib/challenge-progress.ts). */
  solved?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * What "Check" found, right under the button, in a live region so a screen reader announces the
 * summary when it lands. The region is always rendered: one that appears together with its
 * text is often not read. A solved challenge says so, whatever the last check found.
 */
export function CheckResults({ results, checking, solved = false, ref }: CheckResultsProps) {
  const passed = results?.filter((result) => result.passed).length ?? 0;
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
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
            {solved && <SolvedBadge />}
            <span>
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
                      <ChallengeProse text={result.message} />
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

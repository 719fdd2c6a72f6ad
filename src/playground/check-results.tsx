import { CircleCheck, CircleX } from "lucide-react";
import type { CheckResult } from "./protocol";

interface CheckResultsProps {
  results: CheckResult[] | null;
  checking: boolean;
}

/**
 * What "Check" found, in a live region so a screen reader announces the summary when it lands.
 * The region is always rendered: one that appears together with its text is often not read.
 */
export function CheckResults({ results, checking }: CheckResultsProps) {
  const passed = results?.filter((result) => result.passed).length ?? 0;
  return (
    <div role="status" aria-live="polite" className="empty:hidden" data-slot="check-results">
      {checking && <p className="text-sm text-slate-700 dark:text-slate-300">Checking…</p>}
      {results && (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">
            {passed === results.length
              ? `All ${results.length} checks passed. Well done!`
              : `${passed} of ${results.length} checks passed`}
          </p>
          <ul className="mt-3 space-y-2 text-sm">
            {results.map((result) => (
              <li key={result.name} className="flex gap-2">
                {result.passed ? (
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
                  />
                ) : (
                  <CircleX
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-rose-700 dark:text-rose-400"
                  />
                )}
                <div className="min-w-0">
                  <p className="text-slate-900 dark:text-slate-100">
                    <span className="sr-only">{result.passed ? "Passed: " : "Failed: "}</span>
                    {result.name}
                  </p>
                  {!result.passed && result.message && (
                    <p className="mt-0.5 text-slate-700 dark:text-slate-300">{result.message}</p>
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

import { useSyncExternalStore } from "react";
import { moduleLoader, useModule } from "@/lib/module-loader";

// CodeMirror's merge view loads on the first "Compare with solution", not with the playground.
const mergeView = moduleLoader(() => import("./solution-merge-view"));

/** Wide enough for two columns of code side by side. */
const SPLIT_QUERY = "(min-width: 48rem)";

function subscribe(notify: () => void) {
  const query = window.matchMedia(SPLIT_QUERY);
  query.addEventListener("change", notify);
  return () => query.removeEventListener("change", notify);
}

interface ComparePanelProps {
  mine: string;
  solution: string;
}

/** "Compare with solution": the reader's code and the model answer, side by side or unified. */
export function ComparePanel({ mine, solution }: ComparePanelProps) {
  const split = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SPLIT_QUERY).matches,
    () => true,
  );
  const module = useModule(mergeView);
  return (
    <section
      aria-label="Your code compared with the solution"
      data-slot="solution-compare"
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="text-sm font-semibold text-slate-900 dark:text-white">
        Your code and the solution
      </p>
      {module ? (
        <module.default mine={mine} solution={solution} layout={split ? "split" : "unified"} />
      ) : (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading the comparison…
        </p>
      )}
    </section>
  );
}

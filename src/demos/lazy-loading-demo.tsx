import { lazy, Suspense, useState } from "react";

const sales = [
  { day: "Mon", value: 12 },
  { day: "Tue", value: 19 },
  { day: "Wed", value: 7 },
  { day: "Thu", value: 15 },
  { day: "Fri", value: 22 },
];

/** The "heavy" component. In a real app it would live in its own file and chunk. */
function SalesChart() {
  const max = Math.max(...sales.map((s) => s.value));
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold text-slate-900 dark:text-white">
        Sales this week
      </figcaption>
      <ul className="space-y-1.5">
        {sales.map((s) => (
          <li key={s.day} className="flex items-center gap-2 text-sm">
            <span className="w-9 text-slate-700 dark:text-slate-300">{s.day}</span>
            <span
              aria-hidden="true"
              className="h-4 rounded bg-sky-600 dark:bg-sky-400"
              style={{ width: `${(s.value / max) * 60}%` }}
            />
            <span className="whitespace-nowrap text-slate-900 tabular-nums dark:text-white">
              {s.value} sales
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

const CHART_LOAD_MS = 1500;

// Stands in for `lazy(() => import("./sales-chart"))`: a promise that resolves to a module
// with a default export, after a pause like a slow network. Declared once, at the top level.
const LazySalesChart = lazy(
  () =>
    new Promise<{ default: typeof SalesChart }>((resolve) => {
      setTimeout(() => resolve({ default: SalesChart }), CHART_LOAD_MS);
    }),
);

/** Shows a lazily loaded chart inside Suspense, with a fallback while its "chunk" loads. */
export function LazyLoadingDemo() {
  const [showChart, setShowChart] = useState(false);
  return (
    <div className="space-y-4">
      <button
        type="button"
        className={buttonClass}
        onClick={() => setShowChart((shown) => !shown)}
        aria-expanded={showChart}
      >
        {showChart ? "Hide chart" : "Show chart"}
      </button>
      {showChart && (
        <Suspense
          fallback={
            <p
              role="status"
              className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/60 dark:text-amber-50"
            >
              Loading chart…
            </p>
          }
        >
          <LazySalesChart />
        </Suspense>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The chart's code is fetched the first time you show it. Hide it and show it again: it
        appears at once, because the loaded module is cached.
      </p>
    </div>
  );
}

// Tailwind classes for the button: shape and text, a focus ring for keyboard users, and its
// colours in light and dark mode.
const buttonClass =
  "inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-4 " +
  "text-sm font-medium " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 " +
  "bg-sky-700 text-white hover:bg-sky-800 " +
  "dark:bg-sky-600 dark:text-slate-950 dark:hover:bg-sky-500";

import { Component, useState, type ReactNode } from "react";

interface BoundaryProps {
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

// Error boundaries must still be class components: no hook catches errors thrown while rendering.
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="space-y-2 rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-100"
      >
        <p>Something went wrong: {this.state.error.message}</p>
        <button type="button" className={outline} onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}

/** A counter that throws while rendering once it reaches 3, to give the boundary work. */
function FragileCounter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  if (count === 3) throw new Error(`${label} reached 3 and crashed on purpose.`);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="text-sm text-slate-800 tabular-nums dark:text-slate-200">
        {label}: {count}
      </span>
      <button type="button" className={primary} onClick={() => setCount((c) => c + 1)}>
        Add 1 to {label}
      </button>
    </div>
  );
}

/** Two counters, each in its own boundary: a crash in one leaves the other working. */
export function ErrorBoundaryDemo() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Each counter throws an error when it reaches 3. Its boundary shows a fallback; the other
        counter keeps working.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {["Counter A", "Counter B"].map((label) => (
          <div key={label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <ErrorBoundary>
              <FragileCounter label={label} />
            </ErrorBoundary>
          </div>
        ))}
      </div>
    </div>
  );
}

// Tailwind classes: what every button shares (shape, text, a focus ring for keyboard
// users), then each look in light and dark mode.
const button =
  "inline-flex h-8 cursor-pointer items-center justify-center gap-2 rounded-md px-3 " +
  "text-sm font-medium " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";
const primary =
  `${button} bg-sky-700 text-white hover:bg-sky-800 ` +
  "dark:bg-sky-600 dark:text-slate-950 dark:hover:bg-sky-500";
const outline =
  `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 ` +
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

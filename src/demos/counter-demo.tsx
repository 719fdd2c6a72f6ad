import { Minus, Plus, RotateCcw } from "lucide-react";
import { useState } from "react";

export function CounterDemo() {
  const [count, setCount] = useState(0);

  return (
    <div className="flex flex-col items-center gap-4">
      <p role="status" className="text-lg text-slate-700 dark:text-slate-300">
        Count:{" "}
        <span className="text-4xl font-bold text-slate-900 tabular-nums dark:text-white">
          {count}
        </span>
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {/* The updater form reads the latest count, even if several updates are queued. */}
        <button
          type="button"
          className={outline}
          onClick={() => setCount((current) => current - 1)}
        >
          <Minus aria-hidden="true" size={16} />
          Decrease
        </button>
        <button type="button" className={ghost} onClick={() => setCount(0)}>
          <RotateCcw aria-hidden="true" size={16} />
          Reset
        </button>
        <button
          type="button"
          className={primary}
          onClick={() => setCount((current) => current + 1)}
        >
          <Plus aria-hidden="true" size={16} />
          Increase
        </button>
      </div>
    </div>
  );
}

// Tailwind classes: what every button shares (shape, text, a focus ring for keyboard
// users), then each look in light and dark mode.
const button =
  "inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-4 " +
  "text-sm font-medium " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";
const primary =
  `${button} bg-sky-700 text-white hover:bg-sky-800 ` +
  "dark:bg-sky-600 dark:text-slate-950 dark:hover:bg-sky-500";
const outline =
  `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 ` +
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";
const ghost =
  `${button} text-slate-700 hover:bg-slate-100 hover:text-slate-900 ` +
  "dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";

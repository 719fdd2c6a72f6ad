import { memo, useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";

interface CounterPanelProps {
  /** Called before a click updates any state, so the meter can start a new tally. */
  onClickStart: () => void;
  /** Called once per commit of this panel: once per real render that reached the screen. */
  onCommit: () => void;
}

// memo: when the meter below updates its own tally, this panel does not re-render for it.
const CounterPanel = memo(function CounterPanel({ onClickStart, onCommit }: CounterPanelProps) {
  const [count, setCount] = useState(0);
  const [lastClicked, setLastClicked] = useState("Nothing yet");
  const [flag, setFlag] = useState(false);

  // No dependency array: runs after every commit. StrictMode double-invokes render functions
  // in development, so counting in the render body would over-count; effects re-run only on mount.
  useEffect(() => {
    onCommit();
  });

  const batchedClick = () => {
    onClickStart();
    setCount((c) => c + 1);
    setLastClicked(`Batched, click ${count + 1}`);
    setFlag((f) => !f);
  };

  const flushSyncClick = () => {
    onClickStart();
    // Each flushSync forces React to render and commit before the next line runs.
    flushSync(() => setCount((c) => c + 1));
    flushSync(() => setLastClicked(`flushSync, click ${count + 1}`));
    flushSync(() => setFlag((f) => !f));
  };

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-slate-600 dark:text-slate-400">Count</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
            {count}
          </dd>
        </div>
        <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-slate-600 dark:text-slate-400">Last clicked</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{lastClicked}</dd>
        </div>
        <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-slate-600 dark:text-slate-400">Flag</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{flag ? "On" : "Off"}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primary} onClick={batchedClick}>
          Update three states
        </button>
        <button type="button" className={outline} onClick={flushSyncClick}>
          Update with flushSync
        </button>
      </div>
    </div>
  );
});

/** One click updates three pieces of state; the meter shows how many renders it caused. */
export function BatchingDemo() {
  const [renders, setRenders] = useState<number | null>(null);
  const startTally = useCallback(() => setRenders(0), []);
  // Commits before the first click (the mount) are not counted: the tally starts at null.
  const countCommit = useCallback(() => setRenders((n) => (n === null ? null : n + 1)), []);

  return (
    <div className="space-y-4">
      <CounterPanel onClickStart={startTally} onCommit={countCommit} />
      <p
        role="status"
        className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:bg-sky-950/60 dark:text-sky-50"
      >
        {renders === null
          ? "Click a button to see how many renders one click causes."
          : `Renders caused by the last click: ${renders}`}
      </p>
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

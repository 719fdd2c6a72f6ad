import { Pause, Play, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";

function formatTime(totalSeconds: number) {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

export function TimerDemo() {
  const [seconds, setSeconds] = useState(0);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!running) return;
    // Setup: start one interval while the timer runs.
    const id = setInterval(() => {
      // The updater reads the latest value, so `seconds` need not be a dependency.
      setSeconds((s) => s + 1);
    }, 1000);
    // Cleanup: runs when `running` changes and when the demo unmounts.
    return () => clearInterval(id);
  }, [running]);

  function reset() {
    setRunning(false);
    setSeconds(0);
  }

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Elapsed time
        <span className="block font-mono text-4xl font-bold text-slate-900 tabular-nums dark:text-white">
          <time dateTime={`PT${seconds}S`}>{formatTime(seconds)}</time>
        </span>
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className={primary} onClick={() => setRunning(!running)}>
          {running ? <Pause aria-hidden="true" size={16} /> : <Play aria-hidden="true" size={16} />}
          {running ? "Stop" : "Start"}
        </button>
        <button type="button" className={outline} onClick={reset}>
          <RotateCcw aria-hidden="true" size={16} />
          Reset
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {running ? "Running: one interval ticks every second." : "Stopped: no interval is active."}
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

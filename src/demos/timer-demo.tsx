import { Pause, Play, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

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
        <Button onClick={() => setRunning(!running)}>
          {running ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {running ? "Stop" : "Start"}
        </Button>
        <Button variant="outline" onClick={reset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {running ? "Running: one interval ticks every second." : "Stopped: no interval is active."}
      </p>
    </div>
  );
}

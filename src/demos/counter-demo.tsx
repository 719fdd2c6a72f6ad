import { Minus, Plus, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

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
        <Button variant="outline" onClick={() => setCount((current) => current - 1)}>
          <Minus aria-hidden="true" />
          Decrease
        </Button>
        <Button variant="ghost" onClick={() => setCount(0)}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
        <Button onClick={() => setCount((current) => current + 1)}>
          <Plus aria-hidden="true" />
          Increase
        </Button>
      </div>
    </div>
  );
}

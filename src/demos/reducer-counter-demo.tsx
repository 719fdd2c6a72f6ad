import { Minus, Plus, RotateCcw } from "lucide-react";
import { useId, useReducer, useState } from "react";
import {
  counterReducer,
  initialCounterState,
  isNumeric,
  type CounterAction,
} from "./reducer-counter";

export function ReducerCounterDemo() {
  const [state, dispatch] = useReducer(counterReducer, initialCounterState);
  // The raw text stays in the input, so "abc" is still visible after step fell back to 1.
  const [stepText, setStepText] = useState("1");
  const [lastAction, setLastAction] = useState<CounterAction | null>(null);
  const stepId = useId();
  const hintId = useId();

  function send(action: CounterAction) {
    setLastAction(action);
    dispatch(action);
  }

  function changeStep(value: string) {
    setStepText(value);
    send({ type: "setStep", value });
  }

  function reset() {
    setStepText("1");
    send({ type: "reset" });
  }

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p role="status" className="text-slate-700 dark:text-slate-300">
        Count:{" "}
        <span className="text-4xl font-bold text-slate-900 tabular-nums dark:text-white">
          {state.count}
        </span>
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className={outline} onClick={() => send({ type: "decrement" })}>
          <Minus aria-hidden="true" size={16} />
          Decrement
        </button>
        <button type="button" className={primary} onClick={() => send({ type: "increment" })}>
          <Plus aria-hidden="true" size={16} />
          Increment
        </button>
        <button type="button" className={ghost} onClick={reset}>
          <RotateCcw aria-hidden="true" size={16} />
          Reset
        </button>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={stepId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Step
        </label>
        <input
          id={stepId}
          type="text"
          inputMode="decimal"
          value={stepText}
          onChange={(event) => changeStep(event.target.value)}
          aria-describedby={hintId}
          className="h-9 w-24 rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100"
        />
      </div>
      <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
        {isNumeric(stepText) ? (
          <>Each click adds or subtracts {state.step}.</>
        ) : (
          <span className="text-amber-800 dark:text-amber-300">
            {stepText.trim() ? `“${stepText}” is not a number` : "An empty step is not a number"},
            so the step falls back to {state.step}.
          </span>
        )}
      </p>
      <p className="flex max-w-full flex-col items-center gap-1 text-xs text-slate-700 dark:text-slate-300">
        Last action:
        <code className="rounded bg-slate-100 px-1.5 py-0.5 break-all dark:bg-slate-800">
          {lastAction ? JSON.stringify(lastAction) : "none yet"}
        </code>
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
const ghost =
  `${button} text-slate-700 hover:bg-slate-100 hover:text-slate-900 ` +
  "dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";

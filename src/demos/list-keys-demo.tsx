import { Plus } from "lucide-react";
import { useId, useState } from "react";

interface Item {
  id: string;
  name: string;
}

type KeyChoice = "index" | "id";

const firstItems: Item[] = [
  { id: "apples", name: "Apples" },
  { id: "bread", name: "Bread" },
];
const extras = ["Cheese", "Dates", "Eggs", "Figs", "Grapes"];

const inputClass =
  "h-9 w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100";

export function ListKeysDemo() {
  const id = useId();
  const [items, setItems] = useState(firstItems);
  const [keyChoice, setKeyChoice] = useState<KeyChoice>("index");
  const next = extras[items.length - firstItems.length];

  function addToTop() {
    if (!next) return;
    setItems((current) => [{ id: next.toLowerCase(), name: next }, ...current]);
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-white">
          Key each row by
        </legend>
        {(["index", "id"] as const).map((choice) => (
          <div key={choice} className="flex items-center gap-2 text-sm">
            <input
              id={`${id}-${choice}`}
              type="radio"
              name={`${id}-key`}
              checked={keyChoice === choice}
              onChange={() => setKeyChoice(choice)}
              className="size-4 accent-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:accent-sky-400"
            />
            <label htmlFor={`${id}-${choice}`} className="text-slate-800 dark:text-slate-200">
              {choice === "index" ? "Array index (buggy)" : "Item id (correct)"}
            </label>
          </div>
        ))}
      </fieldset>
      <ul aria-label="Shopping notes" className="flex max-w-md flex-col gap-2">
        {items.map((item, index) => (
          // The point of the demo: with index keys React reuses row 0's input for a new item.
          <li key={keyChoice === "index" ? index : item.id} className="flex items-center gap-3">
            <label
              htmlFor={`${id}-${item.id}`}
              className="w-24 shrink-0 text-sm text-slate-800 dark:text-slate-200"
            >
              Note for {item.name}
            </label>
            <input id={`${id}-${item.id}`} type="text" className={inputClass} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${buttonClass} self-start`}
        onClick={addToTop}
        disabled={!next}
      >
        <Plus aria-hidden="true" size={16} />
        Add item to top
      </button>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {keyChoice === "index"
          ? "Type a note, then add an item: the note stays in the first row, not with its item."
          : "Type a note, then add an item: the note moves with its item."}
      </p>
    </div>
  );
}

// Tailwind classes for the button: shape and text, a focus ring for keyboard users, and its
// colours in light and dark mode.
const buttonClass =
  "inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-4 " +
  "text-sm font-medium " +
  "disabled:cursor-not-allowed disabled:opacity-60 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 " +
  "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 " +
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

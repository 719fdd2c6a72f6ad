import { Plus, X } from "lucide-react";
import { useState, type SubmitEvent } from "react";

interface Item {
  id: number;
  text: string;
}

const starterItems: Item[] = [
  { id: 1, text: "Learn JSX" },
  { id: 2, text: "Pass some props" },
  { id: 3, text: "Add state" },
];

export function TodoListDemo() {
  const [items, setItems] = useState(starterItems);
  const [draft, setDraft] = useState("");
  // The id the next item gets. It only goes up, so a removed item's id is never handed out again.
  const [nextId, setNextId] = useState(starterItems.length + 1);

  function handleAdd(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    // The updater below must stay pure: Strict Mode calls it twice. The id is read here, once.
    setItems((current) => [...current, { id: nextId, text }]);
    setNextId(nextId + 1);
    setDraft("");
  }

  function handleRemove(id: number) {
    setItems((current) => current.filter((item) => item.id !== id));
  }

  return (
    <div className="flex max-w-md flex-col gap-4">
      <form onSubmit={handleAdd} className="flex items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm font-medium">
          New item
          <input
            type="text"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="h-9 rounded-md border border-slate-400 bg-white px-3 font-normal text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100"
          />
        </label>
        <button type="submit" className={primary}>
          <Plus aria-hidden="true" size={16} />
          Add
        </button>
      </form>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {items.length === 0
          ? "The list is empty."
          : `${items.length} ${items.length === 1 ? "item" : "items"}`}
      </p>
      {items.length > 0 && (
        <ul aria-label="To-do items" className="flex flex-col gap-2">
          {items.map((item) => (
            // The key is the item's own id, so React can tell items apart after a removal.
            <li
              key={item.id}
              className="flex items-center justify-between gap-2 rounded-md border border-slate-200 py-1 pr-1 pl-3 text-sm dark:border-slate-700"
            >
              <span className="min-w-0 flex-1 break-words">{item.text}</span>{" "}
              <span className="shrink-0 font-mono text-xs text-slate-600 dark:text-slate-400">
                key {item.id}
              </span>
              <button
                type="button"
                className={removeButton}
                aria-label={`Remove ${item.text}`}
                onClick={() => handleRemove(item.id)}
              >
                <X aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
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
const removeButton =
  "inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 " +
  "text-slate-700 hover:bg-slate-100 hover:text-slate-900 " +
  "dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white";

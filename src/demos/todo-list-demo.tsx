import { Plus, X } from "lucide-react";
import { useId, useRef, useState, type SubmitEvent } from "react";
import { Button } from "@/components/ui/button";

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
  const inputId = useId();
  const [items, setItems] = useState(starterItems);
  const [draft, setDraft] = useState("");
  // The next id lives in a ref: it must survive re-renders but never needs to be drawn.
  const nextId = useRef(starterItems.length + 1);

  function handleAdd(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    // Take the id here, in the event handler, which runs once per submit. The updater below
    // must stay pure: Strict Mode calls it twice, so a counter bumped inside it skips numbers.
    const id = nextId.current;
    nextId.current += 1;
    setItems((current) => [...current, { id, text }]);
    setDraft("");
  }

  function handleRemove(id: number) {
    setItems((current) => current.filter((item) => item.id !== id));
  }

  return (
    <div className="flex max-w-md flex-col gap-4">
      <form onSubmit={handleAdd} className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          New item
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            type="text"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="h-9 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100"
          />
          <Button type="submit">
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
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
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove ${item.text}`}
                onClick={() => handleRemove(item.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

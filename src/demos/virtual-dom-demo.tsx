import { useState } from "react";

type Item = { id: number; text: string };

const extras = ["Apples", "Cheese", "Rice", "Tea", "Honey"];

/** The real-DOM operations that turn the old list into the new one, matched by key (id). */
function diff(before: Item[], after: Item[]): string[] {
  const old = new Map(before.map((item) => [item.id, item.text]));
  const kept = new Set(after.map((item) => item.id));
  const patches: string[] = [];
  for (const { id, text } of after) {
    const previous = old.get(id);
    if (previous === undefined) patches.push(`Insert <li> "${text}"`);
    else if (previous !== text) patches.push(`Update text "${previous}" → "${text}"`);
  }
  const removed = before.filter((item) => !kept.has(item.id));
  return [...patches, ...removed.map(({ text }) => `Remove <li> "${text}"`)];
}

export function VirtualDomDemo() {
  const [items, setItems] = useState<Item[]>(() =>
    ["Milk", "Bread", "Eggs"].map((text, index) => ({ id: index + 1, text })),
  );
  const [patches, setPatches] = useState<string[] | null>(null);
  const [nextId, setNextId] = useState(4);

  // Each button builds a whole new list, as a render does; the diff finds what really changed.
  function render(next: Item[]) {
    setPatches(diff(items, next));
    setItems(next);
  }

  function addItem() {
    render([...items, { id: nextId, text: extras[(nextId - 4) % extras.length] }]);
    setNextId(nextId + 1);
  }

  function doubleFirst() {
    const [first, ...rest] = items;
    const text = first.text.endsWith(" ×2") ? first.text.slice(0, -3) : `${first.text} ×2`;
    render([{ ...first, text }, ...rest]);
  }

  const removeLast = () => render(items.slice(0, -1));
  const empty = items.length === 0;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <p className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Shopping list</p>
        <ul aria-label="Shopping list" className="mb-4 min-h-24 space-y-1.5 text-sm">
          {items.map((item) => (
            <li
              key={item.id}
              className="rounded-md border border-slate-200 bg-slate-50 px-3 py-1.5 text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
            >
              {item.text}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={primary} onClick={addItem}>
            Add item
          </button>
          <button type="button" className={outline} onClick={doubleFirst} disabled={empty}>
            Double first item
          </button>
          <button type="button" className={outline} onClick={removeLast} disabled={empty}>
            Remove last item
          </button>
          <button type="button" className={outline} onClick={() => render([...items])}>
            Re-render, no change
          </button>
        </div>
      </div>
      <div
        role="status"
        className="rounded-lg border border-slate-200 p-3 text-sm text-slate-800 dark:border-slate-700 dark:text-slate-200"
      >
        <p className="mb-2 font-semibold text-slate-900 dark:text-white">Real DOM changes</p>
        {patches === null && <p>Press a button to re-render the list.</p>}
        {patches?.length === 0 && <p>None: the new tree matches the old one.</p>}
        {patches && patches.length > 0 && (
          <ol className="list-decimal space-y-1 pl-5 font-mono text-xs">
            {patches.map((patch) => (
              <li key={patch}>{patch}</li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

// Tailwind classes: what every button shares (shape, text, a focus ring for keyboard
// users), then each look in light and dark mode.
const button =
  "inline-flex h-8 cursor-pointer items-center justify-center gap-2 rounded-md px-3 " +
  "text-sm font-medium " +
  "disabled:cursor-not-allowed disabled:opacity-60 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";
const primary =
  `${button} bg-sky-700 text-white hover:bg-sky-800 ` +
  "dark:bg-sky-600 dark:text-slate-950 dark:hover:bg-sky-500";
const outline =
  `${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 ` +
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

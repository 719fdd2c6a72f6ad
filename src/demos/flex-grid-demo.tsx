import { useId, useState } from "react";

// Full class names, written out: Tailwind finds utilities by scanning source text, so a
// class assembled at runtime (`grid-cols-${n}`) would never be generated.
const layouts = [
  { label: "Flex row", classes: "flex gap-2" },
  { label: "Flex row, space between", classes: "flex justify-between gap-2" },
  { label: "Flex column", classes: "flex flex-col gap-2" },
  { label: "Flex wrap", classes: "flex flex-wrap gap-2" },
  { label: "Grid, 3 columns", classes: "grid grid-cols-3 gap-2" },
  { label: "Grid, auto-fit", classes: "grid grid-cols-[repeat(auto-fit,minmax(5rem,1fr))] gap-2" },
];

const items = ["One", "Two", "Three", "Four", "Five"];

export function FlexGridDemo() {
  const [index, setIndex] = useState(0);
  // Unique per instance: two demos on one page must not share the label's target.
  const selectId = useId();
  const layout = layouts[index];
  const wraps = layout.label === "Flex wrap";

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-900 dark:text-white">
          Layout
        </label>
        <select
          id={selectId}
          value={index}
          onChange={(event) => setIndex(Number(event.target.value))}
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
        >
          {layouts.map((option, position) => (
            <option key={option.label} value={position}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p className="overflow-x-auto rounded-md bg-slate-100 px-3 py-2 font-mono text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-100">
        className=&quot;{layout.classes}&quot;
      </p>
      <div
        data-testid="flex-grid-container"
        className={`rounded-lg border border-dashed border-slate-300 p-2 dark:border-slate-600 ${layout.classes}`}
      >
        {items.map((item) => (
          <div
            key={item}
            className={`rounded-md bg-sky-100 px-3 py-2 text-center text-sm font-medium text-sky-900 dark:bg-sky-900 dark:text-sky-100 ${wraps ? "basis-24" : ""}`}
          >
            {item}
          </div>
        ))}
      </div>
    </div>
  );
}

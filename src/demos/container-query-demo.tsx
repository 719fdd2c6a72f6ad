import { Package } from "lucide-react";
import { useId, useState } from "react";

export function ContainerQueryDemo() {
  const [width, setWidth] = useState(100);
  const sliderId = useId();

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={sliderId} className="text-sm font-medium text-slate-900 dark:text-white">
          Container width
        </label>
        <input
          id={sliderId}
          type="range"
          min={30}
          max={100}
          step={10}
          value={width}
          onChange={(event) => setWidth(Number(event.target.value))}
          className="w-40 accent-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:accent-sky-400"
        />
        <output htmlFor={sliderId} className="font-mono text-sm text-slate-800 dark:text-slate-100">
          {width}%
        </output>
      </div>
      {/* `@container` makes this box the one its children measure, not the viewport. */}
      <div
        data-testid="query-container"
        className="@container rounded-lg border border-dashed border-slate-300 p-2 dark:border-slate-600"
        style={{ width: `${width}%` }}
      >
        {/* Stacked by default; a row once the container is at least 16rem (256 px) wide. */}
        <div className="flex flex-col gap-3 rounded-md bg-slate-50 p-3 @min-[16rem]:flex-row @min-[16rem]:items-center dark:bg-slate-800">
          <span className="grid size-12 shrink-0 place-items-center rounded-md bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100">
            <Package aria-hidden="true" className="size-6" />
          </span>
          <span className="min-w-0 text-sm">
            <span className="block font-semibold text-slate-900 dark:text-white">
              Trail backpack
            </span>
            <span className="block text-slate-700 dark:text-slate-300">
              The same card, laid out by the space it is given.
            </span>
          </span>
        </div>
      </div>
    </div>
  );
}

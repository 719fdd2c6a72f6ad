import { useRef } from "react";
import { cn } from "@/lib/cn";
import { codeViewNames, switchCodeView, type CodeView } from "@/lib/code-view";

const options: { view: CodeView; label: string }[] = [
  { view: "ts", label: "TS" },
  { view: "js", label: "JS" },
];

/**
 * "TS | JS": two toggle buttons that switch every code block in the guide between a sample's
 * TypeScript and the JavaScript derived from it. The block the reader pressed stays where it
 * is on screen, and only that block announces the change.
 */
interface CodeViewSwitchProps {
  /** The view its block shows. */
  view: CodeView;
  /** The block's id in the code view store. */
  id: string;
  /** Whether this switch made the latest change, and so announces it. */
  announces: boolean;
}

export function CodeViewSwitch({ view, id, announces }: CodeViewSwitchProps) {
  const group = useRef<HTMLDivElement>(null);
  const choose = (next: CodeView) => {
    if (next !== view) switchCodeView(next, group.current, id);
  };
  return (
    <div
      ref={group}
      role="group"
      aria-label="Show code as"
      data-slot="code-view-switch"
      className="flex shrink-0 items-center rounded-md border border-slate-300 bg-slate-100 p-0.5 dark:border-slate-600 dark:bg-slate-800"
    >
      {options.map(({ view: option, label }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          title={codeViewNames[option]}
          onClick={() => choose(option)}
          className={cn(
            "h-6 min-w-8 cursor-pointer rounded px-1.5 font-sans text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600",
            view === option
              ? "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white"
              : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
          )}
        >
          {label}
        </button>
      ))}
      {/* A polite live region, not role="status": that role is the copy button's, one per block. */}
      <span aria-live="polite" className="sr-only">
        {announces ? `All code samples now show ${codeViewNames[view]}.` : ""}
      </span>
    </div>
  );
}

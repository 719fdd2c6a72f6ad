import { ChevronDown, ListTree } from "lucide-react";
import { useEffect, useId, useReducer, useState } from "react";
import { cn } from "@/lib/cn";
import { moduleLoader } from "@/lib/module-loader";
import { strictModeLessonHref } from "../strict-mode-note";
import type { RunnerHost } from "../use-runner";

/**
 * The view itself is a chunk of its own, and the runner's inspector a script of its own: both
 * are fetched the first time a reader opens the view, never before (docs/PLAYGROUND.md).
 */
const panel = moduleLoader(() => import("./components-panel"));

const firstSettings = { open: true, selected: null, picking: false, highlight: false };
const closedSettings = { ...firstSettings, open: false };

interface ComponentsViewProps {
  runner: RunnerHost;
  /** Names the view, e.g. "Counter": several previews can be open on one page. */
  title: string;
}

/**
 * Beside the preview's console: the "Components" disclosure. Opened, it shows the preview's
 * component tree, the selected component's props, state and hooks, and why each render
 * happened; closed, nothing of it runs in the guide or in the frame.
 */
export function ComponentsView({ runner, title }: ComponentsViewProps) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const Panel = open ? panel.get()?.default : undefined;
  const id = useId();

  useEffect(() => {
    if (!open || panel.get()) return;
    // The runner starts loading its inspector now, while the panel's chunk is on its way (the
    // panel sends the reader's settings again once it is there, and "closed" when it goes).
    runner.inspector.send(firstSettings);
    let live = true;
    panel.load().then(
      () => live && loaded(),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      // Closed, perhaps before the panel came to say so itself (twice is harmless).
      runner.inspector.send(closedSettings);
    };
  }, [open, runner.inspector]);

  return (
    <section
      aria-label={`${title} components`}
      data-slot="components-view"
      className="min-w-0 rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-950"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setFailed(false);
          setOpen((shown) => !shown);
        }}
        className={cn(
          "flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-left text-xs text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:text-slate-200 dark:hover:bg-slate-900",
          open && "rounded-b-none border-b border-slate-200 dark:border-slate-700",
        )}
      >
        <ListTree aria-hidden="true" className="size-3.5 shrink-0" />
        <span className="font-semibold">Components</span>
        <span className="min-w-0 flex-1 truncate text-slate-600 dark:text-slate-400">
          {open ? "" : "the tree, props, state and why each part rendered"}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 shrink-0 motion-safe:transition-transform", open && "rotate-180")}
        />
      </button>
      <div id={id} hidden={!open}>
        {open &&
          (Panel ? (
            <Panel runner={runner} title={title} strictModeHref={strictModeLessonHref} />
          ) : failed ? (
            <p role="alert" className="px-3 py-2 text-xs text-rose-800 dark:text-rose-200">
              The Components view did not load. Check your connection, then close it and open it
              again.
            </p>
          ) : (
            <p role="status" className="px-3 py-2 text-xs text-slate-700 dark:text-slate-300">
              Loading the Components view…
            </p>
          ))}
      </div>
    </section>
  );
}

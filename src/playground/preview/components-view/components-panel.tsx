import { RefreshCw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { RunnerHost, RunnerInspectorChannel } from "../use-runner";
import { ComponentDetails } from "./component-details";
import { ComponentTree } from "./component-tree";
import type { InspectorReport, InspectorSettings } from "../../inspector-protocol";
import { recordText } from "./reason-text";

/** A screen reader hears about the selected component's renders at most this often. */
export const ANNOUNCE_EVERY_MS = 1500;
/** How long the runner may take to answer before the view says it did not start. */
export const ANSWER_LIMIT_MS = 15_000;

const closed: InspectorSettings = { open: false, selected: null, picking: false, highlight: false };

/**
 * The view's settings, sent to the runner whenever they change (and "closed" when the view
 * goes), and the runner's latest report. A report made under the latest settings may change the
 * selection (a pick in the preview, a component found again after a run); an older one may not.
 */
function useInspector(channel: RunnerInspectorChannel) {
  const [settings, setSettings] = useState<InspectorSettings>({
    open: true,
    selected: null,
    picking: false,
    highlight: false,
  });
  const [report, setReport] = useState<InspectorReport | null>(null);
  const sent = useRef(-1);

  useEffect(() => {
    sent.current = channel.send(settings);
  }, [channel, settings]);
  useEffect(() => () => void channel.send(closed), [channel]);
  useEffect(
    () =>
      channel.listen((next) => {
        setReport(next);
        if (next.seq !== sent.current) return;
        setSettings((current) =>
          current.selected === next.selected && current.picking === next.picking
            ? current
            : { ...current, selected: next.selected, picking: next.picking },
        );
      }),
    [channel],
  );
  return { settings, setSettings, report };
}

/** What a screen reader is told: the selected component's latest render, at most so often. */
function useAnnouncement(report: InspectorReport | null) {
  const [text, setText] = useState("");
  const told = useRef<{ id: number; renders: number; skipped: number } | null>(null);
  const lastTold = useRef(-Infinity);
  const details = report?.details ?? null;
  useEffect(() => {
    if (!details) return;
    const { id, renders, skipped, history, name } = details;
    const before = told.current;
    told.current = { id, renders, skipped };
    // Selecting a component says nothing: its details are on screen to read.
    if (!before || before.id !== id) return;
    if (before.renders === renders && before.skipped === skipped) return;
    const now = Date.now();
    if (now - lastTold.current < ANNOUNCE_EVERY_MS) return;
    lastTold.current = now;
    const last = history[history.length - 1];
    setText(last ? `${name}: ${recordText(last)}` : "");
  }, [details]);
  return text;
}

interface ComponentsPanelProps {
  runner: RunnerHost;
  title: string;
  /** Where the guide explains StrictMode's double run. */
  strictModeHref: string;
}

/** The open Components view: its options, the tree and the selected component's details. */
export default function ComponentsPanel({ runner, title, strictModeHref }: ComponentsPanelProps) {
  const { settings, setSettings, report } = useInspector(runner.inspector);
  const announcement = useAnnouncement(report);
  const highlightId = useId();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (report) return;
    const timer = window.setTimeout(() => setSlow(true), ANSWER_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [report]);

  const select = (id: number) =>
    setSettings((current) => (current.selected === id ? current : { ...current, selected: id }));

  return (
    <div className="@container flex flex-col gap-3 p-3" data-slot="components-panel">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button
          variant="outline"
          size="sm"
          aria-pressed={settings.picking}
          onClick={() => setSettings((current) => ({ ...current, picking: !current.picking }))}
          className={cn(
            settings.picking &&
              "border-sky-600 bg-sky-50 text-sky-900 hover:bg-sky-100 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100 dark:hover:bg-sky-900",
          )}
        >
          Select in preview
        </Button>
        <label
          htmlFor={highlightId}
          className="flex cursor-pointer items-center gap-1.5 text-xs text-slate-800 dark:text-slate-200"
        >
          <input
            id={highlightId}
            type="checkbox"
            checked={settings.highlight}
            onChange={(event) => {
              const highlight = event.currentTarget.checked;
              setSettings((current) => ({ ...current, highlight }));
            }}
            className="size-4 accent-sky-700 dark:accent-sky-400"
          />
          Highlight renders
        </label>
        <Button variant="ghost" size="sm" onClick={runner.rerun} className="ml-auto">
          <RefreshCw aria-hidden="true" />
          Run again
        </Button>
      </div>
      {settings.picking && (
        <p className="text-xs text-sky-900 dark:text-sky-100">
          Click or tap a component in the preview to select it (Escape in the preview, or the button
          again, cancels).
        </p>
      )}
      {report ? (
        // Side by side once the view is wide enough for a tree's names and counts (the view, not the
        // window: beside an editor it is narrower than the page).
        <div className="grid gap-4 @lg:grid-cols-2">
          <ComponentTree
            nodes={report.nodes}
            selected={settings.selected}
            onSelect={select}
            truncated={report.truncated}
          />
          <ComponentDetails
            details={report.details?.id === settings.selected ? report.details : null}
            onRerun={runner.rerun}
            strictModeHref={strictModeHref}
          />
        </div>
      ) : slow ? (
        <p role="alert" className="text-xs text-rose-800 dark:text-rose-200">
          The preview did not answer. Check your connection, then close this view and open it again.
        </p>
      ) : (
        <p role="status" className="text-xs text-slate-700 dark:text-slate-300">
          Reading the components of {title}…
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

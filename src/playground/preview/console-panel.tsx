import { AlertTriangle, Ban, CircleX, Info, Terminal } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { CONSOLE_LIMIT, type ConsoleLine, type ConsoleLog } from "./console-log";
import { MessageExplanation } from "../explain/message-explanation";
import type { ConsoleLevel } from "../protocol";

/** A screen reader hears about new lines at most this often, never line by line. */
export const ANNOUNCE_EVERY_MS = 2000;

interface ConsolePanelProps {
  log: ConsoleLog;
  onClear: () => void;
  /** Names the panel, e.g. "Counter": several previews can be open on one page. */
  title: string;
}

const levelStyle: Record<ConsoleLevel, { label: string; className: string }> = {
  log: { label: "", className: "text-slate-800 dark:text-slate-200" },
  info: { label: "Info: ", className: "text-slate-800 dark:text-slate-200" },
  warn: {
    label: "Warning: ",
    className: "bg-amber-50 text-amber-950 dark:bg-amber-950/50 dark:text-amber-50",
  },
  error: {
    label: "Error: ",
    className: "bg-rose-50 text-rose-900 dark:bg-rose-950/50 dark:text-rose-50",
  },
};

function LevelIcon({ level }: { level: ConsoleLevel }) {
  const className = "mt-0.5 size-3.5 shrink-0";
  if (level === "warn")
    return (
      <AlertTriangle
        aria-hidden="true"
        className={cn(className, "text-amber-700 dark:text-amber-300")}
      />
    );
  if (level === "error")
    return (
      <CircleX aria-hidden="true" className={cn(className, "text-rose-700 dark:text-rose-300")} />
    );
  if (level === "info")
    return <Info aria-hidden="true" className={cn(className, "text-sky-700 dark:text-sky-300")} />;
  return <span aria-hidden="true" className={className} />;
}

function Line({ line }: { line: ConsoleLine }) {
  const { label, className } = levelStyle[line.level];
  return (
    <li className={cn("flex gap-2 px-3 py-1", className)} data-level={line.level}>
      <LevelIcon level={line.level} />
      <span className="min-w-0 flex-1 font-mono text-xs wrap-anywhere whitespace-pre-wrap">
        {label && <span className="sr-only">{label}</span>}
        {line.text}
        <MessageExplanation text={line.text} />
      </span>
      {line.count > 1 && (
        <span className="h-fit shrink-0 rounded-full bg-slate-200 px-1.5 font-mono text-xs text-slate-800 dark:bg-slate-700 dark:text-slate-100">
          ×{line.count}
          <span className="sr-only"> times</span>
        </span>
      )}
    </li>
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * What a screen reader is told: how many lines arrived since it was last told, how many of
 * them were errors or warnings, and the latest one. At most every ANNOUNCE_EVERY_MS, so a
 * chatty loop is summed up rather than read out line by line.
 */
function useAnnouncement(log: ConsoleLog) {
  const [announcement, setAnnouncement] = useState("");
  const latest = useRef(log);
  const told = useRef({ received: 0, error: 0, warn: 0 });
  const timer = useRef<number | null>(null);

  useEffect(() => {
    latest.current = log;
    // Cleared (new code, or the Clear button): count afresh.
    if (log.received < told.current.received) told.current = { received: 0, error: 0, warn: 0 };
    if (timer.current !== null || log.received === told.current.received) return;
    timer.current = window.setTimeout(() => {
      timer.current = null;
      const now = latest.current;
      const fresh = now.received - told.current.received;
      if (fresh <= 0) return;
      const errors = now.levels.error - told.current.error;
      const warnings = now.levels.warn - told.current.warn;
      told.current = { received: now.received, error: now.levels.error, warn: now.levels.warn };
      const kinds = [
        errors > 0 ? plural(errors, "error") : "",
        warnings > 0 ? plural(warnings, "warning") : "",
      ].filter(Boolean);
      const last = now.lines.at(-1)?.text ?? "";
      setAnnouncement(
        `${plural(fresh, "new console message")}${kinds.length ? ` (${kinds.join(", ")})` : ""}. ` +
          `Latest: ${last.length > 120 ? `${last.slice(0, 120)}…` : last}`,
      );
    }, ANNOUNCE_EVERY_MS);
  }, [log]);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  return announcement;
}

/**
 * The preview's console, under it as in a browser's devtools: what the reader's code logged
 * (React's own warnings too), in order, repeats collapsed with a count. Emptied when the code
 * runs again, like a browser console without "Preserve log"; kept in memory only.
 */
export function ConsolePanel({ log, onClear, title }: ConsolePanelProps) {
  const announcement = useAnnouncement(log);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  // New lines scroll into view, unless the reader has scrolled up to read older ones.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [log.lines]);

  return (
    <section
      aria-label={`${title} console`}
      data-slot="console-panel"
      className="min-w-0 rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-950"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 py-1 pr-1 pl-3 dark:border-slate-700">
        <p className="flex items-center gap-2 text-xs font-semibold text-slate-800 dark:text-slate-200">
          <Terminal aria-hidden="true" className="size-3.5" />
          Console
        </p>
        <Button variant="ghost" size="sm" aria-label="Clear console" onClick={onClear}>
          <Ban aria-hidden="true" />
          Clear
        </Button>
      </div>
      {log.dropped > 0 && (
        <p className="border-b border-slate-200 px-3 py-1 text-xs text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {plural(log.dropped, "older message")} not kept: the console holds the last{" "}
          {CONSOLE_LIMIT}.
        </p>
      )}
      {log.lines.length ? (
        // A scrolling region must be reachable from the keyboard (axe: scrollable-region-focusable).
        <div
          ref={scroller}
          role="group"
          aria-label="Console messages"
          tabIndex={0}
          onScroll={(event) => {
            const element = event.currentTarget;
            atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 8;
          }}
          className="max-h-60 overflow-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600"
        >
          <ol className="divide-y divide-slate-100 py-1 dark:divide-slate-800">
            {log.lines.map((line) => (
              <Line key={line.id} line={line} />
            ))}
          </ol>
        </div>
      ) : (
        <p className="px-3 py-2 text-xs text-slate-700 dark:text-slate-300">
          Nothing logged. What your code passes to <code>console.log</code> shows here; it is
          cleared each time the code runs again.
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

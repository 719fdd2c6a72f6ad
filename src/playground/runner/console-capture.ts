import { CONSOLE_BATCH_LIMIT, type ConsoleEntry, type ConsoleLevel } from "../protocol";
import { formatConsoleArgs } from "./console-format";

/** How long lines gather before they go to the guide: one message per burst, not per line. */
export const CONSOLE_FLUSH_MS = 50;

const methods: [name: "log" | "info" | "warn" | "error" | "debug", level: ConsoleLevel][] = [
  ["log", "log"],
  ["info", "info"],
  ["warn", "warn"],
  ["error", "error"],
  ["debug", "log"],
];

/** Adds a line to a batch: the same line again only counts up, and the oldest lines give way. */
export function addEntry(entries: ConsoleEntry[], level: ConsoleLevel, text: string) {
  const last = entries.at(-1);
  if (last && last.level === level && last.text === text) {
    last.count += 1;
    return 0;
  }
  entries.push({ level, text, count: 1 });
  if (entries.length <= CONSOLE_BATCH_LIMIT) return 0;
  entries.shift();
  return 1;
}

export interface ConsoleCapture {
  /** A line of the runner's own (a note for the reader), in order with the code's lines. */
  note: (level: ConsoleLevel, text: string) => void;
  /** Sends what is waiting now (before a message that must follow it). */
  flush: () => void;
  /**
   * While muted, lines are dropped (a check's many renders are not the reader's log). Calls
   * nest: each `setMuted(true)` is undone by one `setMuted(false)`.
   */
  setMuted: (muted: boolean) => void;
}

/**
 * Copies every console call of the page (the reader's code and React's own warnings) into
 * batches for the guide's console panel. The frame's own console still gets every call.
 */
export function captureConsole(
  send: (entries: ConsoleEntry[], dropped: number) => void,
): ConsoleCapture {
  let entries: ConsoleEntry[] = [];
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let muted = 0;
  // A getter or toString that logs while its object is being formatted must not recurse.
  let formatting = false;

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!entries.length && !dropped) return;
    const batch = entries;
    const lost = dropped;
    entries = [];
    dropped = 0;
    send(batch, lost);
  };
  const note = (level: ConsoleLevel, text: string) => {
    dropped += addEntry(entries, level, text);
    timer ??= setTimeout(flush, CONSOLE_FLUSH_MS);
  };

  for (const [name, level] of methods) {
    const original = console[name].bind(console);
    console[name] = (...args: unknown[]) => {
      original(...args);
      if (muted > 0 || formatting) return;
      formatting = true;
      try {
        note(level, formatConsoleArgs(args));
      } finally {
        formatting = false;
      }
    };
  }
  return {
    note,
    flush,
    setMuted: (value) => {
      muted = Math.max(0, muted + (value ? 1 : -1));
    },
  };
}

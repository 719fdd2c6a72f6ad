import type { ConsoleEntry, ConsoleLevel } from "../protocol";

/** The console panel keeps this many lines; older ones give way, as a browser's console does. */
export const CONSOLE_LIMIT = 200;

export interface ConsoleLine extends ConsoleEntry {
  /** Stable for React's keys while the line (and its count) changes. */
  id: number;
}

export interface ConsoleLog {
  lines: ConsoleLine[];
  /** Lines that no longer fit, from the top. */
  dropped: number;
  /** Every call since the last clear, repeats included: what the panel announces. */
  received: number;
  /** Per level, for the announcement ("1 error"). */
  levels: Record<ConsoleLevel, number>;
  nextId: number;
}

const noLevels = (): Record<ConsoleLevel, number> => ({ log: 0, info: 0, warn: 0, error: 0 });

export const emptyConsole: ConsoleLog = {
  lines: [],
  dropped: 0,
  received: 0,
  levels: noLevels(),
  nextId: 0,
};

const isEmpty = (log: ConsoleLog) =>
  log.lines.length === 0 && log.dropped === 0 && log.received === 0;

/**
 * An emptied log that keeps counting ids, so React never reuses a key. A log already empty is
 * returned as it is: a run that logs nothing does not render the panel again.
 */
export function clearedConsole(log: ConsoleLog): ConsoleLog {
  if (isEmpty(log)) return log;
  return { ...emptyConsole, levels: noLevels(), nextId: log.nextId };
}

/**
 * Adds a batch from the runner: a line equal to the one before it (same level and text) only
 * counts up, as browsers collapse repeats, and beyond the limit the oldest lines go.
 */
export function appendToConsole(
  log: ConsoleLog,
  entries: readonly ConsoleEntry[],
  droppedByRunner = 0,
): ConsoleLog {
  if (entries.length === 0 && droppedByRunner === 0) return log;
  const lines = [...log.lines];
  const levels = { ...log.levels };
  let { nextId, received } = log;
  for (const entry of entries) {
    received += entry.count;
    levels[entry.level] += entry.count;
    const last = lines.at(-1);
    if (last && last.level === entry.level && last.text === entry.text)
      lines[lines.length - 1] = { ...last, count: last.count + entry.count };
    else lines.push({ ...entry, id: nextId++ });
  }
  const over = Math.max(0, lines.length - CONSOLE_LIMIT);
  return {
    lines: over ? lines.slice(over) : lines,
    dropped: log.dropped + droppedByRunner + over,
    received,
    levels,
    nextId,
  };
}

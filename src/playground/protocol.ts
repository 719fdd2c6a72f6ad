/**
 * The one contract between the guide and the sandboxed runner (playground.html in an
 * `<iframe sandbox="allow-scripts allow-forms allow-modals">`). Both sides import this file; every message is checked
 * with the guards below on receipt, because anything can post to a window.
 */

import { FRAME_START_PREFIX, type FrameStart } from "./frame-start";
import {
  isInspectorReport,
  isInspectorRequest,
  type InspectorReport,
  type InspectorRequest,
} from "./inspector-protocol";

// The frame's start and the runner's address live in frame-start.ts, which the guide's lesson
// pages load too (an Edit press starts the frame before the playground's code has arrived).
export { frameName, type FrameStart } from "./frame-start";

/** One check of a challenge, as the runner reports it. */
export interface CheckResult {
  name: string;
  passed: boolean;
  /** Why it failed, in words a reader can act on. */
  message?: string;
  /** The check had nothing to judge yet (CheckContext.notRun): not passed, and not a failure of its own. */
  notRun?: boolean;
}

export const consoleLevels = ["log", "info", "warn", "error"] as const;
export type ConsoleLevel = (typeof consoleLevels)[number];

/** One line of the reader's console, already turned into text in the runner. */
export interface ConsoleEntry {
  level: ConsoleLevel;
  text: string;
  /** How many identical lines in a row it stands for (1 for a line logged once). */
  count: number;
}

/** The most lines one console message may carry (the runner keeps the latest ones). */
export const CONSOLE_BATCH_LIMIT = 200;

/** Guide → runner. `runId` ties the runner's answers to the request they answer. */
export type ToRunner =
  /** Compile and render `source` (the file shown in the editor). */
  | { type: "run"; runId: number; source: string; file: string }
  /** Compile `source`, then run the checks of challenge `challenge` against it. */
  | { type: "check"; runId: number; source: string; file: string; challenge: string }
  /** Liveness probe: a runner stuck in a loop never answers. */
  | { type: "ping"; seq: number }
  /** The wake-up the runner asked for ("wake-at") is due. */
  | { type: "wake" }
  /**
   * Sent once per frame with a `MessagePort` (the event's `ports[0]`): every later request comes
   * through it. A port's message leaves at once, while Chromium forwards a `postMessage` to a
   * frame in another process only in a task of its own, after the guide's page has finished
   * what it is doing (a keystroke's redraw: 150 ms and more on a slow phone). The runner
   * answers through it only "leaving" (and through the window as well).
   */
  | { type: "channel" }
  /**
   * This frame will be asked to check (a challenge's): it loads the checks' script right after
   * its first preview. A demo's frame never needs that script unless the reader writes a test
   * file, and loading it costs the frame ~120 ms (~480 ms at 4× CPU) that a run typed meanwhile
   * would wait for.
   */
  | { type: "prepare-checks" }
  /** The Components view's settings (inspector-protocol.ts): open, selection, options. */
  | InspectorRequest;

/** Runner → guide. */
export type FromRunner =
  /**
   * The runner's script has loaded and listens; `started`: the run of its name it has started
   * (see FrameStart), which the guide does not send again.
   */
  | { type: "ready"; started?: number }
  /** `source` compiled and its component rendered. */
  | { type: "rendered"; runId: number }
  /** The source does not parse; `line` and `column` are 1-based. */
  | { type: "compile-error"; runId: number; message: string; line: number; column: number }
  /**
   * An import the runner cannot provide, or an error while rendering or in a handler. React's
   * component stack ("at Broken", "at App", one per line) comes with errors while rendering.
   */
  | { type: "runtime-error"; runId: number; message: string; componentStack?: string }
  /** A loop ran longer than the runner allows; the code was stopped. */
  | { type: "timeout"; runId: number }
  | { type: "check-result"; runId: number; results: CheckResult[] }
  | { type: "pong"; seq: number }
  /** The reader pressed a key the guide answers (Ctrl+K, ⌘K, Escape) with focus in the frame. */
  | ({
      type: "shortcut";
    } & ShortcutKeys)
  /**
   * What the code logged since the last such message, in order, identical lines in a row
   * collapsed; `dropped` older lines did not fit in the batch.
   */
  | { type: "console"; runId: number; entries: ConsoleEntry[]; dropped: number }
  /** A browser dialog (alert, confirm, prompt) opened or closed: the runner waits for the reader. */
  | { type: "dialog"; open: boolean }
  /** The runner page is being unloaded: the reader's code navigated the frame away. */
  | { type: "leaving" }
  /**
   * The frame got the page's focus, and not from the reader (no click, touch or key in it):
   * the guide gives the focus back to where it was (focus-in-frame.ts, `reportFocusTaken`).
   */
  | { type: "focus-taken" }
  /** The rendered content's height in CSS pixels, so the frame can fit it. */
  | { type: "resize"; height: number }
  /**
   * Wake the runner ("wake") in `ms` milliseconds, instead of any earlier request; `null`
   * withdraws it. Asked while checks run: a frame out of view gets its own timers late
   * (runner/wake-ups.ts).
   */
  | { type: "wake-at"; ms: number | null }
  /** What the inspector saw, while the Components view is open (inspector-protocol.ts). */
  | InspectorReport;

/** A key press as the runner forwards it. */
export interface ShortcutKeys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The only presses the runner passes on, and the only ones the guide accepts from it: Ctrl+K
 * or ⌘K (search) and Escape, so code in the frame cannot type into the guide.
 */
export function isGuideShortcut({ key, ctrlKey, metaKey, shiftKey, altKey }: ShortcutKeys) {
  if (key === "Escape") return !ctrlKey && !metaKey && !altKey;
  return (key === "k" || key === "K") && (ctrlKey || metaKey) && !altKey && !shiftKey;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === "string";

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

function isConsoleEntry(value: unknown): value is ConsoleEntry {
  return (
    isRecord(value) &&
    (consoleLevels as readonly unknown[]).includes(value.level) &&
    isString(value.text) &&
    isCount(value.count) &&
    value.count > 0
  );
}

function isCheckResult(value: unknown): value is CheckResult {
  return (
    isRecord(value) &&
    isString(value.name) &&
    typeof value.passed === "boolean" &&
    (value.message === undefined || isString(value.message)) &&
    (value.notRun === undefined || typeof value.notRun === "boolean")
  );
}

export function isFromRunner(data: unknown): data is FromRunner {
  if (!isRecord(data)) return false;
  switch (data.type) {
    case "ready":
      return data.started === undefined || isNumber(data.started);
    case "rendered":
    case "timeout":
      return isNumber(data.runId);
    case "compile-error":
      return (
        isNumber(data.runId) &&
        isString(data.message) &&
        isNumber(data.line) &&
        isNumber(data.column)
      );
    case "runtime-error":
      return (
        isNumber(data.runId) &&
        isString(data.message) &&
        (data.componentStack === undefined || isString(data.componentStack))
      );
    case "check-result":
      return (
        isNumber(data.runId) && Array.isArray(data.results) && data.results.every(isCheckResult)
      );
    case "pong":
      return isNumber(data.seq);
    case "resize":
      return isNumber(data.height);
    case "wake-at":
      return data.ms === null || (isNumber(data.ms) && data.ms >= 0);
    case "shortcut":
      return (
        [data.ctrlKey, data.metaKey, data.shiftKey, data.altKey].every(
          (flag) => typeof flag === "boolean",
        ) && isGuideShortcut(data as unknown as ShortcutKeys)
      );
    case "console":
      return (
        isNumber(data.runId) &&
        isCount(data.dropped) &&
        Array.isArray(data.entries) &&
        data.entries.length <= CONSOLE_BATCH_LIMIT &&
        data.entries.every(isConsoleEntry)
      );
    case "dialog":
      return typeof data.open === "boolean";
    case "leaving":
    case "focus-taken":
      return true;
    case "inspector":
      return isInspectorReport(data);
    default:
      return false;
  }
}

export function isToRunner(data: unknown): data is ToRunner {
  if (!isRecord(data)) return false;
  switch (data.type) {
    case "run":
      return isNumber(data.runId) && isString(data.source) && isString(data.file);
    case "check":
      return (
        isNumber(data.runId) &&
        isString(data.source) &&
        isString(data.file) &&
        isString(data.challenge)
      );
    case "ping":
      return isNumber(data.seq);
    case "channel":
    case "prepare-checks":
    case "wake":
      return true;
    case "inspector":
      return isInspectorRequest(data);
    default:
      return false;
  }
}

/** The run a frame's name asks for, or null for any other name (a reload leaves it empty). */
export function readFrameName(name: string): FrameStart | null {
  if (!name.startsWith(FRAME_START_PREFIX)) return null;
  let data: unknown;
  try {
    data = JSON.parse(name.slice(FRAME_START_PREFIX.length));
  } catch {
    return null;
  }
  return isRecord(data) &&
    isNumber(data.runId) &&
    isString(data.source) &&
    isString(data.file) &&
    typeof data.checks === "boolean"
    ? { runId: data.runId, source: data.source, file: data.file, checks: data.checks }
    : null;
}

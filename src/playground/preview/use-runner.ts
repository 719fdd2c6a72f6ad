import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { appendToConsole, clearedConsole, emptyConsole, type ConsoleLog } from "./console-log";
import {
  frameName,
  isFromRunner,
  type CheckResult,
  type ConsoleEntry,
  type FrameStart,
  type ShortcutKeys,
  type ToRunner,
} from "../protocol";
import type { InspectorReport, InspectorSettings } from "../inspector-protocol";
import type { SourceError } from "../editor/types";
import { giveFocusBack, watchPageFocus } from "./frame-focus";
import { startRunnerWork } from "./runner-activity";
import type { EarlyFrame } from "./early-frame";

/** How often a busy runner is asked whether it still answers, and how long it may stay silent. */
export const PING_EVERY_MS = 1000;
export const SILENCE_LIMIT_MS = 3000;
/** How long the runner page may take to load before the reader is told it did not start. */
export const START_LIMIT_MS = 15_000;
const WATCHDOG_TICK_MS = 250;
/**
 * An error in code the reader has just typed waits this long for the next keystroke before it is
 * shown: runs start at every edit (see `run`), and a word half typed (`cou` on the way to `count`)
 * is an error only for a moment. A preview that renders is shown at once.
 */
export const ERROR_DELAY_MS = 400;

export type RunnerStatus =
  | { kind: "loading" }
  | { kind: "rendered" }
  /**
   * The code does not compile; `previewKept`: the preview still shows the last version that ran
   * in this frame (false when none has).
   */
  | { kind: "compile-error"; error: SourceError; previewKept: boolean }
  | { kind: "runtime-error"; message: string; componentStack?: string }
  | { kind: "timeout" }
  /** The runner page never said it was ready (offline before it was cached, or blocked). */
  | { kind: "unavailable" };

const RENDERED: RunnerStatus = { kind: "rendered" };

type Request =
  | { type: "run"; source: string; file: string }
  | { type: "check"; source: string; file: string; challenge: string };

export interface RunnerHost {
  /** Put on the `<iframe>`; a new key after a restart makes React create a new frame. */
  frameKey: number;
  /**
   * The `<iframe>`'s name, which carries its first run (protocol.ts, FrameStart); null until the
   * first request: the frame is created with it.
   */
  frameName: string | null;
  /**
   * A frame started before the panel (early-frame.ts), to be put in place of a new `<iframe>`:
   * the first frame's, when the panel was given one.
   */
  earlyFrame: HTMLIFrameElement | null;
  /** Callback ref for the `<iframe>`. */
  attachFrame: (frame: HTMLIFrameElement | null) => void;
  height: number | null;
  status: RunnerStatus;
  /** The last check's results; null before a check and while one is under way. */
  results: CheckResult[] | null;
  /** The code the last check's results belong to (null with them). */
  resultsSource: string | null;
  checking: boolean;
  /**
   * Runs the code: at once when the frame has answered its last run, else as soon as it has
   * (only the latest code waiting is sent). `typed`: the code is an edit being typed, so an error
   * it causes is shown only once typing pauses (`ERROR_DELAY_MS`).
   */
  run: (source: string, file: string, typed?: boolean) => void;
  check: (source: string, file: string, challenge: string) => void;
  /** Replaces the frame (a stuck runner cannot be saved) and runs the last request again. */
  restart: () => void;
  /** What the code on screen logged; emptied whenever code runs again (or is checked). */
  console: ConsoleLog;
  clearConsole: () => void;
  /** Runs the code on screen again, mounted afresh (the Components view's "Run again"). */
  rerun: () => void;
  /** The Components view's messages (inspector-protocol.ts, components-view/). */
  inspector: RunnerInspectorChannel;
}

export interface RunnerInspectorChannel {
  /**
   * Sends the view's settings now, and again to every new frame while the view is open;
   * returns their number, which the reports made under them carry (InspectorReport.seq).
   */
  send: (settings: InspectorSettings) => number;
  /** Calls `listener` with the inspector's reports; returns its removal. */
  listen: (listener: (report: InspectorReport) => void) => () => void;
}

const RELEAVE_MS = 3000;

/** The longest wake-up the guide keeps for a frame (the checks' own limit is far below it). */
const MAX_WAKE_MS = 60_000;
const LEAVES_AGAIN_MESSAGE =
  "Your code loads another page every time it runs (location.reload or location.assign while " +
  "rendering?), so the preview did not run it again. Change the code, or reset it.";

/** Told in the console panel when the reader's code navigated the frame away. */
export const LEFT_PAGE_NOTE: ConsoleEntry = {
  level: "warn",
  text:
    "Your code loaded another page into the preview (location.assign, location.href = … or " +
    "location.reload), which replaces the whole app, so the preview was started again. In a " +
    "React app, change what is shown with state, or with React Router's <Link> and useNavigate().",
  count: 1,
};

/**
 * The guide's side of the protocol: one sandboxed frame, requests tagged with a run id, answers
 * accepted only from this frame and only for the latest request, and a watchdog that gives up
 * on a runner that stops answering pings (a loop the runner's own guards missed).
 */
/** Where Escape in the preview puts focus: the frame's wrapper (RunnerFrame), outside it. */
export const PREVIEW_EXIT = "[data-preview-exit]";

/**
 * A key forwarded from the frame, as if pressed on the frame element: the guide's own key
 * handlers (search, the phone menu) take it from there. An Escape none of them claims leaves
 * the preview, as Escape leaves the editor: focus moves to the wrapper, and Tab goes on.
 */
function answerShortcut(element: HTMLIFrameElement | null, keys: ShortcutKeys) {
  if (!element) return;
  const { key, ctrlKey, metaKey, shiftKey, altKey } = keys;
  const event = new KeyboardEvent("keydown", {
    key,
    ctrlKey,
    metaKey,
    shiftKey,
    altKey,
    bubbles: true,
    cancelable: true,
  });
  const unclaimed = element.dispatchEvent(event);
  if (key === "Escape" && unclaimed)
    element.closest<HTMLElement>(PREVIEW_EXIT)?.focus({ preventScroll: true });
}

/** A port to the frame for the requests to come (null where the browser has no MessageChannel). */
function openChannel(target: Window): MessagePort | null {
  if (typeof MessageChannel !== "function") return null;
  const { port1, port2 } = new MessageChannel();
  const message: ToRunner = { type: "channel" };
  target.postMessage(message, "*", [port2]);
  return port1;
}

export interface RunnerOptions {
  /** The frame will be asked to check (a challenge's): it loads the checks after its first preview. */
  checks?: boolean;
  /** A frame already started with the panel's code (early-frame.ts): the first frame, if given. */
  earlyFrame?: EarlyFrame | null;
}

export function useRunner({ checks = false, earlyFrame = null }: RunnerOptions = {}): RunnerHost {
  const frame = useRef<HTMLIFrameElement | null>(null);
  const attachFrame = useCallback((element: HTMLIFrameElement | null) => {
    frame.current = element;
  }, []);
  // The frame's key and name: no frame until the first request, which the new frame starts
  // with (its name carries it: FrameStart); a restart makes a new one with the last request.
  const [frameProps, setFrameProps] = useState<{
    key: number;
    name: string;
    early: HTMLIFrameElement | null;
  } | null>(null);
  // The early frame until the first request adopts it, then until its messages are taken.
  const unadopted = useRef(earlyFrame);
  const adopted = useRef<EarlyFrame | null>(null);
  const frameKey = frameProps?.key ?? 0;
  const hasFrame = useRef(false);
  // The run the current frame's name carries, until it is ready.
  const startedRun = useRef<FrameStart | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [status, setStatus] = useState<RunnerStatus>({ kind: "loading" });
  const [checked, setChecked] = useState<{ results: CheckResult[]; source: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const [consoleLog, setConsoleLog] = useState(emptyConsole);
  // Lines for the next run's console: a note about why the frame restarted.
  const carriedNotes = useRef<ConsoleEntry[]>([]);
  // A dialog in the frame waits for the reader: that silence is no hang.
  const dialogOpen = useRef(false);
  const leftAt = useRef(-Infinity);
  const ready = useRef(false);
  const lastRequest = useRef<Request | null>(null);
  const runId = useRef(0);
  const pending = useRef<{ runId: number; heardAt: number } | null>(null);
  const createFrame = useCallback(
    (request: Request | null) => {
      hasFrame.current = true;
      const early = unadopted.current;
      unadopted.current = null;
      if (early && request?.type === "run") {
        // The frame is already running the demo's code: it becomes this runner's run 1. Other
        // code (an edit kept from before) waits for it, and is sent when it is ready.
        adopted.current = early;
        frame.current = early.element;
        runId.current = early.start.runId;
        startedRun.current = early.start;
        setFrameProps({ key: 0, name: early.element.name, early: early.element });
        return;
      }
      early?.drop();
      let start: FrameStart | null = null;
      if (request?.type === "run") {
        runId.current += 1;
        start = { runId: runId.current, source: request.source, file: request.file, checks };
      }
      startedRun.current = start;
      const name = start ? frameName(start) : "";
      setFrameProps((before) => ({ key: before ? before.key + 1 : 0, name, early: null }));
    },
    [checks],
  );
  // While a request is pending, other work on the page waits for it (runner-activity.ts).
  const endWork = useRef<(() => void) | null>(null);
  const setPending = useCallback((request: { runId: number; heardAt: number } | null) => {
    pending.current = request;
    // The new request counts before the old one ends, so nothing waiting slips in between.
    const ending = endWork.current;
    endWork.current = request ? startRunnerWork() : null;
    ending?.();
  }, []);
  useEffect(() => () => endWork.current?.(), []);
  // An edit made while a run was pending: sent when that run answers (the latest one only).
  const queued = useRef(false);
  // When the reader last typed, and an error waiting for typing to pause.
  const typedAt = useRef(-Infinity);
  const errorTimer = useRef<number | null>(null);
  const dropWaitingError = useCallback(() => {
    if (errorTimer.current !== null) window.clearTimeout(errorTimer.current);
    errorTimer.current = null;
  }, []);
  useEffect(() => dropWaitingError, [dropWaitingError]);
  // The wake-up the frame asked for while its checks run ("wake-at" in protocol.ts).
  const wakeTimer = useRef<number | null>(null);
  const dropWake = useCallback(() => {
    if (wakeTimer.current !== null) window.clearTimeout(wakeTimer.current);
    wakeTimer.current = null;
  }, []);
  useEffect(() => dropWake, [dropWake]);
  const pingSeq = useRef(0);
  // The Components view's latest settings, and who listens to its reports.
  const inspectorSettings = useRef<InspectorSettings | null>(null);
  const inspectorSeq = useRef(0);
  const inspectorListeners = useRef(new Set<(report: InspectorReport) => void>());
  // The runner reports a render error before it says "rendered" for the same run.
  const failedRun = useRef(0);
  // Some run rendered in the current frame: a syntax error leaves its preview on screen.
  const everRendered = useRef(false);
  // While a check runs, the frame's height is kept: the checks empty the preview (they render
  // the code again and again off screen), and a frame that shrank and grew with them moved
  // everything below it (and, with the browser's scroll anchoring, the page). The last height
  // reported applies when the check ends.
  const heldHeight = useRef<number | null>(null);

  // Requests go through a port once the frame is ready (see "channel" in protocol.ts).
  const channel = useRef<MessagePort | null>(null);
  const closeChannel = useCallback(() => {
    channel.current?.close();
    channel.current = null;
  }, []);
  useEffect(() => closeChannel, [closeChannel]);
  const post = useCallback((message: ToRunner) => {
    if (channel.current) channel.current.postMessage(message);
    else frame.current?.contentWindow?.postMessage(message, "*");
  }, []);

  /** Request `id` is under way (sent, or started by a new frame): its answer is awaited. */
  const begin = useCallback(
    (id: number) => {
      setPending({ runId: id, heardAt: Date.now() });
      // Like a browser's console without "Preserve log": new code, new log.
      const notes = carriedNotes.current;
      carriedNotes.current = [];
      setConsoleLog((log) => appendToConsole(clearedConsole(log), notes));
    },
    [setPending],
  );

  const send = useCallback(
    (request: Request) => {
      lastRequest.current = request;
      queued.current = false;
      // Whatever an earlier run said is about to be replaced by this one's answer.
      dropWaitingError();
      if (!ready.current) {
        // The first request makes the frame, which starts it; any other is sent once it is ready.
        if (!hasFrame.current) createFrame(request);
        return;
      }
      runId.current += 1;
      begin(runId.current);
      post({ ...request, runId: runId.current });
    },
    [post, begin, dropWaitingError, createFrame],
  );

  const run = useCallback(
    (source: string, file: string, typed = false) => {
      if (typed) typedAt.current = Date.now();
      // A check renders the code as well: running the same code again (an edit's own run,
      // just as the reader pressed Check) would replace the check and lose its results.
      const last = lastRequest.current;
      const checkingThis =
        last?.type === "check" &&
        last.source === source &&
        last.file === file &&
        (pending.current !== null || !ready.current);
      if (checkingThis) return;
      // A frame still busy with a run gets the newest code once it answers, not every edit
      // made meanwhile: while the reader types faster than the frame runs, it runs what is
      // there each time it is free.
      if (pending.current !== null && last?.type === "run") {
        lastRequest.current = { type: "run", source, file };
        queued.current = true;
        dropWaitingError();
        return;
      }
      send({ type: "run", source, file });
    },
    [send, dropWaitingError],
  );
  const check = useCallback(
    (source: string, file: string, challenge: string) => {
      setChecked(null);
      setChecking(true);
      send({ type: "check", source, file, challenge });
    },
    [send],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!ready.current) setStatus({ kind: "unavailable" });
    }, START_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [frameKey]);

  const restart = useCallback(() => {
    // The new frame renders the code again, but does not repeat a check that may have hung it.
    const last = lastRequest.current;
    if (last?.type === "check")
      lastRequest.current = { type: "run", source: last.source, file: last.file };
    ready.current = false;
    // Until the new frame is in place, nothing the old one still says counts: its "rendered"
    // would cover this restart's status, its second "leaving" would count as leaving again.
    frame.current = null;
    everRendered.current = false;
    dropWake();
    closeChannel();
    queued.current = false;
    dropWaitingError();
    setPending(null);
    dialogOpen.current = false;
    setChecking(false);
    setStatus({ kind: "loading" });
    createFrame(lastRequest.current);
  }, [setPending, dropWaitingError, dropWake, closeChannel, createFrame]);

  useEffect(() => {
    watchPageFocus();
    // The frame navigated away (location.assign, reload…): a new frame takes its place.
    const leave = () => {
      // Code that leaves every time it runs (a reload during render) would restart the
      // frame without end: the second time in a row, it is not run again.
      const now = Date.now();
      const again = now - leftAt.current < RELEAVE_MS;
      leftAt.current = now;
      carriedNotes.current = [LEFT_PAGE_NOTE];
      if (again) lastRequest.current = null;
      restart();
      if (again) setStatus({ kind: "runtime-error", message: LEAVES_AGAIN_MESSAGE });
    };
    const onMessage = (event: MessageEvent) => {
      const frameWindow = frame.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow || !isFromRunner(event.data)) return;
      const message = event.data;
      if (pending.current) pending.current.heardAt = Date.now();
      switch (message.type) {
        case "ready": {
          ready.current = true;
          closeChannel();
          channel.current = openChannel(frameWindow);
          // The frame says it is leaving through the port as well: a window message sent as
          // the page unloads can arrive with a source that is no longer the frame's window.
          if (channel.current)
            channel.current.onmessage = ({ data }: MessageEvent) => {
              if (isFromRunner(data) && data.type === "leaving") leave();
            };
          if (checks) post({ type: "prepare-checks" });
          // A new frame while the Components view is open: it opens there too.
          if (inspectorSettings.current?.open)
            post({ type: "inspector", seq: inspectorSeq.current, ...inspectorSettings.current });
          const start = startedRun.current;
          startedRun.current = null;
          const last = lastRequest.current;
          // The frame has started the run its name carries: unless other code came since, that
          // run is the one awaited, and is not sent again.
          if (
            start &&
            message.started === start.runId &&
            last?.type === "run" &&
            last.source === start.source &&
            last.file === start.file
          )
            begin(start.runId);
          else if (last) send(last);
          return;
        }
        case "resize":
          if (pending.current && lastRequest.current?.type === "check")
            heldHeight.current = message.height;
          else setHeight(message.height);
          return;
        case "pong":
          return;
        case "wake-at":
          dropWake();
          if (message.ms !== null)
            wakeTimer.current = window.setTimeout(
              () => post({ type: "wake" }),
              Math.min(message.ms, MAX_WAKE_MS),
            );
          return;
        case "shortcut":
          answerShortcut(frame.current, message);
          return;
        case "dialog":
          dialogOpen.current = message.open;
          return;
        case "focus-taken":
          giveFocusBack(frame.current);
          return;
        case "leaving":
          leave();
          return;
        case "console":
          if (message.runId === runId.current)
            setConsoleLog((log) => appendToConsole(log, message.entries, message.dropped));
          return;
        case "inspector":
          for (const listener of inspectorListeners.current) listener(message);
          return;
      }
      if (message.runId !== runId.current) return; // an answer to a request since replaced
      // Code typed while this ran goes now (its request counts before this one ends).
      const sentNext = queued.current && lastRequest.current !== null;
      if (sentNext) send(lastRequest.current!);
      else setPending(null);
      if (heldHeight.current !== null) {
        setHeight(heldHeight.current);
        heldHeight.current = null;
      }
      if (message.type === "check-result") {
        setChecking(false);
        // The answer to the latest request, which was this check (runIds say so).
        const source = lastRequest.current?.source ?? "";
        setChecked({ results: message.results, source });
        return;
      }
      setChecking(false);
      if (message.type === "rendered") {
        everRendered.current = true;
        // The same object each time: a preview that rendered again renders no panel again.
        if (failedRun.current !== message.runId) setStatus(RENDERED);
        return;
      }
      failedRun.current = message.runId;
      if (message.type === "timeout") {
        setStatus({ kind: "timeout" });
        return;
      }
      // Newer code is already on its way: its answer says what to show.
      if (sentNext) return;
      const failed: RunnerStatus =
        message.type === "compile-error"
          ? { kind: "compile-error", error: message, previewKept: everRendered.current }
          : {
              kind: "runtime-error",
              message: message.message,
              componentStack: message.componentStack,
            };
      // Mid-word, an error is shown only if the reader stops there.
      const wait = typedAt.current + ERROR_DELAY_MS - Date.now();
      if (wait <= 0) {
        setStatus(failed);
        return;
      }
      errorTimer.current = window.setTimeout(() => {
        errorTimer.current = null;
        setStatus(failed);
      }, wait);
    };
    window.addEventListener("message", onMessage);
    // What an adopted frame said before this runner listened, in order.
    const early = adopted.current;
    adopted.current = null;
    for (const event of early?.takeMessages() ?? []) onMessage(event);
    let lastPing = 0;
    const watchdog = window.setInterval(() => {
      const busy = pending.current;
      if (!busy) return;
      const now = Date.now();
      if (dialogOpen.current) {
        busy.heardAt = now;
        return;
      }
      if (now - busy.heardAt >= SILENCE_LIMIT_MS) {
        dropWaitingError();
        setPending(null);
        setChecking(false);
        setStatus({ kind: "timeout" });
      } else if (now - lastPing >= PING_EVERY_MS) {
        lastPing = now;
        pingSeq.current += 1;
        post({ type: "ping", seq: pingSeq.current });
      }
    }, WATCHDOG_TICK_MS);
    return () => {
      window.removeEventListener("message", onMessage);
      window.clearInterval(watchdog);
    };
  }, [post, send, begin, restart, setPending, dropWaitingError, dropWake, closeChannel, checks]);

  const clearConsole = useCallback(() => setConsoleLog(clearedConsole), []);

  const rerun = useCallback(() => {
    const last = lastRequest.current;
    if (last) run(last.source, last.file);
  }, [run]);
  const inspector = useMemo<RunnerInspectorChannel>(
    () => ({
      send(settings) {
        inspectorSettings.current = settings;
        inspectorSeq.current += 1;
        if (ready.current) post({ type: "inspector", seq: inspectorSeq.current, ...settings });
        return inspectorSeq.current;
      },
      listen(listener) {
        inspectorListeners.current.add(listener);
        return () => inspectorListeners.current.delete(listener);
      },
    }),
    [post],
  );

  return {
    frameKey,
    frameName: frameProps?.name ?? null,
    earlyFrame: frameProps?.early ?? null,
    attachFrame,
    height,
    status,
    results: checked?.results ?? null,
    resultsSource: checked?.source ?? null,
    checking,
    run,
    check,
    restart,
    console: consoleLog,
    clearConsole,
    rerun,
    inspector,
  };
}

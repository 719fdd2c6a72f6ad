// First: the frame's timers, which React's scheduler keeps as it loads (frame-timers.ts).
import { wakeUps } from "./frame-timers";
// Then: React DOM looks for this hook once, as it loads (the checks count renders with it),
// and reads `reportError` once (the errors it reports are known even when muted).
import "./render-counter";
import { errorOf, MUTED_ERROR } from "./reported-errors";
import type { Root } from "react-dom/client";
import { whenIdle } from "@/lib/when-idle";
import { isToRunner, readFrameName, type FromRunner, type ToRunner } from "../protocol";
import { CompileError, compileModule } from "./compile";
import { captureConsole } from "./console-capture";
import { loadModule } from "./evaluate";
import { prepareImports } from "./modules";
import { forgetReactWarnings } from "./react-warnings";
import { isClosedByCheck } from "./fake-server";
import { createLoopGuard, RanTooLongError } from "./guard";
import { keepFocusInFrame, reportFocusTaken } from "./focus-in-frame";
import { forwardGuideShortcuts } from "./host-manners";
import { offScreenHost } from "./off-screen";
import { createIntervalTracker } from "./intervals";
import { loadExtras } from "./extras-loader";
import { describeError, mountComponent } from "./mount";
import { installSandboxShims } from "./sandbox-shims";
import { shareModules } from "./shared";
import { warmUpCompiler } from "./warm-up";
import { isTestFile } from "./reader-file";
import { loadInspector } from "./inspector-loader";
import type { Inspector, RunOnScreen } from "./inspector/inspector";

/**
 * The sandbox's side: this page runs in an `<iframe sandbox="allow-scripts allow-forms
 * allow-modals">` with an opaque origin, so the reader's code can reach neither the guide's DOM
 * nor its storage. It obeys only its parent, and only messages of the protocol.
 */
// The checks, the testing libraries and the challenges' data are the runner's second script,
// loaded once the first preview is up (or on the first Check, if that comes sooner): they get
// what they share with this one from here.
shareModules();

const preview = document.getElementById("preview") as HTMLElement;
let root: Root | null = null;
// Intervals of the code on screen: stopped when other code replaces it.
const intervals = createIntervalTracker();
let runId = 0;

// Requests come through the port the guide sends first (see "channel" in protocol.ts); only
// the parent can send it, and a new one replaces the old.
let channel: MessagePort | null = null;

function post(message: FromRunner) {
  // The guide's origin cannot be named from an opaque origin; nothing here is secret.
  parent.postMessage(message, "*");
  // A page on its way out may reach the guide as a window that is no longer the frame's, and
  // be dropped; the port is the frame's own.
  if (message.type === "leaving") channel?.postMessage(message);
}

// Every console call, React's warnings included, goes to the guide's console panel in batches,
// tagged with the run that logged it (the guide shows only the latest run's).
const output = captureConsole((entries, dropped) =>
  post({ type: "console", runId, entries, dropped }),
);
installSandboxShims({ post, note: output.note });

// Checks and the reader's code may focus things in here: the guide's page keeps its focus and
// its scroll, and its shortcuts keep working while focus is in the preview.
keepFocusInFrame();
forwardGuideShortcuts(post);

let timedOut = false;
// While a check runs, and after it until the preview runs code again, what is thrown comes of
// the checks (frozen state, their clicks): each check reports it in its own result, in words,
// and the preview's error banner never hears of it. (A run of newer code may start before a
// check ends: its preview's errors are its own once that check is over.)
let checksRunning = 0;
let checkLeftovers = false;
// Until when code this frame ran (a run, a check) counts as just run: its effects, and what
// they start, may still move the focus (focus-in-frame.ts, reportFocusTaken).
const JUST_RAN_MS = 1000;
let ranUntil = -Infinity;
const justRan = () => (ranUntil = performance.now() + JUST_RAN_MS);
reportFocusTaken(
  () => post({ type: "focus-taken" }),
  () => checksRunning > 0 || performance.now() < ranUntil,
);
const checkOwnsErrors = () => checksRunning > 0 || checkLeftovers;

// The Components view's inspector: loaded the first time the view opens, never before.
let inspector: Promise<Inspector> | null = null;
let onScreen: RunOnScreen | null = null;
const guard = createLoopGuard(1000, () => {
  timedOut = true;
  post({ type: "timeout", runId });
});

function reportError(error: unknown, componentStack?: string) {
  if (error instanceof RanTooLongError) return; // already reported as a timeout
  output.flush(); // what the code logged before it threw comes first
  post({ type: "runtime-error", runId, message: describeError(error), componentStack });
}

function clear() {
  intervals.stopAll();
  // The old code's cleanup logs belong to no run the reader sees: like a reload, not a log.
  output.setMuted(true);
  try {
    root?.unmount();
  } finally {
    output.setMuted(false);
  }
  root = null;
  preview.replaceChildren();
}

// A challenge's frame is told it will check ("prepare-checks"); a demo's never loads the
// checks' script unless the reader writes a test file.
let checksWanted = false;
let extrasRequested = false;
// Whether a preview has rendered in this frame (the checks' script waits for the first).
let rendered = false;
let checkAsked = false;

// The checks' warm-up while it runs: runs and checks wait for it (it patches the console as a
// check does, and a check must not start in the middle of another).
let checksWarm: Promise<unknown> = Promise.resolve();

/**
 * In a challenge's frame, right after its first preview: the checks' script, then one check of
 * our own (checks-warm-up.ts). Starting the script takes the frame ~120 ms (~480 ms at 4× CPU)
 * and the warm-up ~40 ms (~150 ms at 4×, in a trace); a Check that had to load the script took
 * seconds at 4×, one that ran cold ~200 ms more, and a reader reads the prompt before pressing
 * Check.
 */
function loadExtrasSoon() {
  if (!checksWanted || extrasRequested || !rendered) return;
  extrasRequested = true;
  whenIdle(
    () => {
      // Failing here costs nothing: a Check asks again, and says so if it fails too.
      checksWarm = loadExtras().then(
        // A Check asked for meanwhile warms nothing up: it runs itself.
        (extras) => {
          if (checkAsked) return;
          // Runs and checks wait for it: it keeps time out of view as they do.
          const release = wakeUps.hold();
          return extras.warmUpChecks().finally(release);
        },
        () => {},
      );
    },
    { timeoutMs: 50, fallbackMs: 50 },
  );
}

/** Runs the code once the modules it imports have started (most start with the runner). */
function render(source: string, file: string) {
  const run = runId;
  prepareImports([source], file)
    .then(() => checksWarm)
    .then(
      () => run === runId && renderNow(source, file),
      (error: unknown) => run === runId && reportError(error),
    );
}

function renderNow(source: string, file: string) {
  checkLeftovers = false;
  justRan();
  guard.reset();
  timedOut = false;
  try {
    // A test file (it imports "vitest") shows its tests' results; the testing libraries load now.
    if (isTestFile(source)) {
      compileModule(source, file); // a syntax error is marked in the editor, as for a component
      clear();
      forgetReactWarnings();
      const run = runId;
      void loadExtras()
        .then(({ previewTestFile }) =>
          previewTestFile(preview, source, file, guard, () => run === runId),
        )
        .then((shown) => {
          justRan();
          if (shown) post({ type: "rendered", runId: run });
        }, reportError);
      return;
    }
    const bindings = new Map<string, unknown>();
    const { component } = loadModule(source, file, guard, { bindings });
    // Only now: code that does not compile leaves the last working preview in place.
    clear();
    if (!component) {
      post({
        type: "runtime-error",
        runId,
        message:
          "This code exports no component. Export one, e.g. `export default function App()`.",
      });
      return;
    }
    intervals.start();
    // Each run prints the warnings its own code causes (the console panel shows only its run).
    forgetReactWarnings();
    onScreen = { source, file, bindings };
    root = mountComponent(preview, component, reportError);
    output.flush();
    justRan();
    if (!timedOut) post({ type: "rendered", runId });
    const run = runId;
    warmUpCompiler(source, file, () => run === runId);
    rendered = true;
    loadExtrasSoon();
  } catch (error) {
    if (error instanceof CompileError)
      post({
        type: "compile-error",
        runId,
        message: error.message,
        line: error.line,
        column: error.column,
      });
    else reportError(error);
  }
}

async function check(source: string, file: string, id: string) {
  const release = wakeUps.hold();
  try {
    await checkHeld(source, file, id);
  } finally {
    release();
  }
}

async function checkHeld(source: string, file: string, id: string) {
  const checkRun = runId;
  checkAsked = true;
  let extras;
  try {
    extras = await loadExtras();
    await checksWarm;
  } catch {
    post({
      type: "runtime-error",
      runId: checkRun,
      message: "The checks did not load: check your connection, then press Check again.",
    });
    return;
  }
  const { runChecks, challengeById } = extras;
  const challenge = challengeById(id);
  if (!challenge) {
    post({ type: "runtime-error", runId: checkRun, message: `There is no challenge "${id}".` });
    return;
  }
  clear();
  guard.reset();
  timedOut = false;
  // The checks render the code afresh for every check and act on it; their logs would bury
  // the reader's own (and repeat for every check), so the panel shows the preview's run only.
  output.setMuted(true);
  // Off screen, as wide as the preview: the preview stays empty until the reader's code runs
  // again, instead of showing each check's render in turn, and the frame draws none of them
  // (at 4× CPU a first Check's results came ~100 ms sooner, the frame's work ~60 ms less).
  const host = offScreenHost(`${preview.clientWidth}px`, "checks");
  checksRunning += 1;
  try {
    const results = await runChecks(challenge, { source, file, host, guard });
    post({ type: "check-result", runId: checkRun, results });
  } finally {
    host.remove();
    output.setMuted(false);
    checksRunning -= 1;
    justRan();
    if (runId === checkRun) checkLeftovers = true;
  }
  if (runId !== checkRun) return; // newer code is on screen already
  output.note(
    "info",
    "Checked. The checks' own runs are not logged; what follows is the preview's.",
  );
  render(source, file);
}

function handle(message: Exclude<ToRunner, { type: "channel" }>) {
  switch (message.type) {
    case "prepare-checks":
      checksWanted = true;
      loadExtrasSoon(); // if a preview is up already
      return;
    case "ping":
      post({ type: "pong", seq: message.seq });
      return;
    case "wake":
      wakeUps.wake();
      return;
    case "run":
      output.flush(); // the previous run's lines keep its id
      runId = message.runId;
      render(message.source, message.file);
      return;
    case "check":
      output.flush();
      runId = message.runId;
      void check(message.source, message.file, message.challenge);
      return;
    case "inspector":
      if (!message.open && !inspector) return; // never opened: nothing to load or stop
      inspector ??= loadInspector().then(({ createInspector }) =>
        createInspector({ preview, post, run: () => onScreen }),
      );
      inspector.then(
        (loaded) => loaded.apply(message),
        () => (inspector = null), // offline: the view's next request tries again
      );
      return;
  }
}

window.addEventListener("message", (event) => {
  if (event.source !== parent || !isToRunner(event.data)) return;
  if (event.data.type !== "channel") {
    handle(event.data);
    return;
  }
  const port = event.ports[0];
  if (!port) return;
  channel?.close();
  channel = port;
  port.onmessage = ({ data }: MessageEvent) => {
    if (isToRunner(data) && data.type !== "channel") handle(data);
  };
});

// Errors in the reader's event handlers, timers and promises: shown by the guide instead of
// being logged as the page's own.
// (Listeners on the window run in the order they were added, capturing or not: these come
// before a check's own, which is why they stand aside while a check owns the errors.)
window.addEventListener("error", (event) => {
  event.preventDefault();
  if (!checkOwnsErrors()) reportError(errorOf(event) ?? MUTED_ERROR);
});
window.addEventListener("unhandledrejection", (event) => {
  event.preventDefault();
  if (!checkOwnsErrors() && !isClosedByCheck(event.reason)) reportError(event.reason);
});

new ResizeObserver(() => {
  post({ type: "resize", height: Math.ceil(document.documentElement.scrollHeight) });
}).observe(document.body);

// The first run, if the guide put one in the frame's name (protocol.ts, FrameStart): it starts
// now, without waiting for the guide to answer "ready". The name is cleared, so a reload (the
// reader's code may cause one) starts nothing of it again.
const start = readFrameName(window.name);
window.name = "";
post({ type: "ready", started: start?.runId });
if (start) {
  checksWanted = start.checks;
  runId = start.runId;
  render(start.source, start.file);
}

import envUrl from "virtual:language-env";
import { afterNextFrame } from "@/lib/when-idle";
import type {
  FromLanguageWorker,
  LanguageDiagnostic,
  LanguageRequest,
  LanguageResults,
  ToLanguageWorker,
  WorkerRole,
} from "./protocol";

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };

interface LanguageWorker {
  worker: Worker;
  pending: Map<number, Pending>;
  failure: Error | null;
}

let nextId = 1;
const workers = new Map<WorkerRole, LanguageWorker>();
let typesAnswered: Promise<void> | null = null;

function fail(entry: LanguageWorker, role: WorkerRole, error: Error) {
  entry.failure = error;
  for (const { reject } of entry.pending.values()) reject(error);
  entry.pending.clear();
  entry.worker.terminate();
  // The next editor tries again (the files may load now).
  if (workers.get(role) === entry) workers.delete(role);
  if (role === "types") typesAnswered = null;
}

function spawn(role: WorkerRole): LanguageWorker {
  // One script for both roles (see worker.ts); `name` labels it in the browser's task manager.
  const worker = new Worker(new URL("./worker.ts", import.meta.url), {
    type: "module",
    name: `language-${role}`,
  });
  const entry: LanguageWorker = { worker, pending: new Map(), failure: null };
  worker.addEventListener("message", (event: MessageEvent<FromLanguageWorker>) => {
    const message = event.data;
    if (message.type === "failed") {
      fail(entry, role, new Error(message.message));
      return;
    }
    const pending = entry.pending.get(message.id);
    if (!pending) return;
    entry.pending.delete(message.id);
    if (message.type === "response") pending.resolve(message.result as never);
    else pending.reject(new Error(message.message));
  });
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    fail(entry, role, new Error(event.message || "The language worker stopped."));
  });
  const init: ToLanguageWorker = { type: "init", role, envUrl };
  worker.postMessage(init);
  return entry;
}

function workerFor(role: WorkerRole) {
  let entry = workers.get(role);
  if (!entry) workers.set(role, (entry = spawn(role)));
  return entry;
}

/**
 * Starts the type checker's worker: called as an editor appears (diagnostics-sync.ts), so its
 * download and its compiler's start are under way while the preview runs and the reader reads
 * the code. The first request follows later and finds it loaded or loading.
 */
export function startLanguageService() {
  try {
    workerFor("types");
  } catch {
    // Reported by the first request, which fails the same way.
  }
}

/**
 * The requests a reader waits on (a hover, a completion list), counted while they are under
 * way: a file's check, which no one waits on, starts after them (`afterReaderRequests`).
 */
const WAITED_ON = new Set<LanguageRequest["kind"]>(["hover", "completions", "completion-detail"]);
let waitedOn = 0;
let afterWaitedOn: (() => void)[] = [];

/**
 * Calls `callback` at once, or, while a request a reader waits on is under way, once it has
 * been answered and drawn: on two cores a type check running meanwhile takes the CPU from the
 * page drawing a completion list, which then shows about twice as late. Returns a function
 * that cancels the call.
 */
export function afterReaderRequests(callback: () => void): () => void {
  if (waitedOn === 0) {
    callback();
    return () => {};
  }
  let cancelled = false;
  afterWaitedOn.push(() => {
    if (!cancelled) callback();
  });
  return () => {
    cancelled = true;
  };
}

function trackWaitedOn<T>(answer: Promise<T>) {
  waitedOn += 1;
  const done = () => {
    waitedOn -= 1;
    if (waitedOn > 0) return;
    const callbacks = afterWaitedOn;
    afterWaitedOn = [];
    // After the next frame is drawn: the answer a reader waited on is on screen by then.
    afterNextFrame(() => {
      for (const callback of callbacks) callback();
    });
  };
  answer.then(done, done);
  return answer;
}

/** Sends one request to the worker that answers it. */
export function request<K extends LanguageRequest["kind"]>(
  role: WorkerRole,
  message: Extract<LanguageRequest, { kind: K }>,
): Promise<LanguageResults[K]> {
  const start = () => {
    let entry: LanguageWorker;
    try {
      entry = workerFor(role);
    } catch (error) {
      // No module workers here (an old browser, jsdom): the status says types are unavailable.
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const id = nextId++;
    return new Promise<LanguageResults[K]>((resolve, reject) => {
      entry.pending.set(id, { resolve: resolve as Pending["resolve"], reject });
      const envelope: ToLanguageWorker = { type: "request", id, request: message };
      entry.worker.postMessage(envelope);
    });
  };
  if (role === "types") {
    const answer = WAITED_ON.has(message.kind) ? trackWaitedOn(start()) : start();
    typesAnswered ??= answer.then(
      () => {},
      () => {},
    );
    return answer;
  }
  // The linter loads only once the type checker has answered: both at once would slow the
  // first type errors down, and they matter more.
  return (typesAnswered ?? Promise.resolve()).then(start);
}

/** Forgets a file whose editor closed (each worker keeps a copy of every open file). */
export function closeFile(file: string) {
  const close: ToLanguageWorker = { type: "request", id: 0, request: { kind: "close", file } };
  for (const entry of workers.values()) entry.worker.postMessage(close);
}

/**
 * Type errors, syntax errors and React's lint warnings for `source` as the file `file`
 * (e.g. "src/demos/counter-demo.tsx" or "stale-interval.tsx"), sorted by position: what the
 * editor underlines. For a challenge's check that is about them (docs/AUTHORING.md). Rejects
 * when the language service cannot load (offline before its files were cached).
 */
export async function diagnostics(source: string, file: string): Promise<LanguageDiagnostic[]> {
  const [types, lint] = await Promise.all([
    request("types", { kind: "diagnostics", file, source }),
    request("lint", { kind: "lint", file, source }),
  ]);
  return [...types, ...lint].sort((a, b) => a.from - b.from || a.to - b.to);
}

import type { LanguageEnvironment } from "./environment";
import type {
  FromLanguageWorker,
  LanguageRequest,
  LanguageResults,
  ToLanguageWorker,
} from "./protocol";

/**
 * One program for both language workers (one bundle, so TypeScript is downloaded once): the
 * first message says whether this one type-checks or lints. Each loads only its own half.
 */
interface WorkerScope {
  postMessage(message: FromLanguageWorker): void;
  addEventListener(
    type: "message",
    listener: (event: MessageEvent<ToLanguageWorker>) => void,
  ): void;
}
const scope = self as unknown as WorkerScope;

type Handler = (request: LanguageRequest) => LanguageResults[keyof LanguageResults];

async function loadTypes(envUrl: string): Promise<Handler> {
  // Both at once: the files download while the compiler's script is compiled.
  const [environment, { createTypeService }] = await Promise.all([
    fetch(envUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${envUrl} answered ${response.status}`);
        return response.json() as Promise<LanguageEnvironment>;
      })
      .finally(() => performance.mark("language:files-loaded")),
    import("./type-service").finally(() => performance.mark("language:compiler-loaded")),
  ]);
  const service = createTypeService(environment);
  return (request) => {
    switch (request.kind) {
      case "diagnostics":
        return service.diagnostics(request.file, request.source);
      case "hover":
        return service.hover(request.file, request.source, request.pos);
      case "completions":
        return service.completions(request.file, request.source, request.pos, request.explicit);
      case "completion-detail":
        return service.completionDetail(request.file, request.source, request.pos, request.entry);
      case "close":
        return service.close(request.file);
      case "companions":
        return service.companions(request.file, request.files);
      default:
        throw new Error(`The type worker does not answer "${request.kind}"`);
    }
  };
}

async function loadLint(): Promise<Handler> {
  const { lint } = await import("./lint-service");
  performance.mark("language:linter-loaded");
  return (request) => {
    if (request.kind === "lint") return lint(request.file, request.source);
    if (request.kind === "close") return null;
    throw new Error(`The lint worker does not answer "${request.kind}"`);
  };
}

/**
 * Requests wait here until the worker is free. A reader waiting on a hover or a completion
 * list comes first: a whole file's check (the slowest request) can wait a moment longer.
 */
const queue: { id: number; request: LanguageRequest }[] = [];
const background = new Set<LanguageRequest["kind"]>(["diagnostics", "lint"]);
let handler: Promise<Handler> | null = null;
let draining = false;

/**
 * How long the last request of each kind took here, and when the first answer was ready:
 * user timing entries the bench reads (scripts/bench/language.mjs), one of each kind at most.
 */
function timed(kind: LanguageRequest["kind"], start: number) {
  const name = `language:${kind}`;
  if (kind === "diagnostics" && !performance.getEntriesByName("language:first-diagnostics").length)
    performance.mark("language:first-diagnostics");
  performance.clearMeasures(name);
  performance.measure(name, { start, end: performance.now() });
}

function next() {
  const urgent = queue.findIndex(({ request }) => !background.has(request.kind));
  return queue.splice(urgent >= 0 ? urgent : 0, 1)[0];
}

async function drain() {
  if (draining || !handler) return;
  draining = true;
  const handle = await handler.catch(() => null);
  // Yield once, so that every request already posted is in the queue before one is chosen.
  await new Promise((resolve) => setTimeout(resolve, 0));
  while (handle && queue.length) {
    const { id, request } = next();
    try {
      const started = performance.now();
      const result = handle(request);
      timed(request.kind, started);
      scope.postMessage({ type: "response", id, result });
    } catch (error) {
      scope.postMessage({ type: "error", id, message: String((error as Error).message ?? error) });
    }
    // Lets requests that arrived meanwhile join the queue before the next one is chosen.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  draining = false;
}

scope.addEventListener("message", (event) => {
  const message = event.data;
  if (message.type === "init") {
    performance.mark("language:start");
    handler ??= message.role === "types" ? loadTypes(message.envUrl) : loadLint();
    handler.catch((error: unknown) =>
      scope.postMessage({ type: "failed", message: String((error as Error).message ?? error) }),
    );
  } else queue.push({ id: message.id, request: message.request });
  void drain();
});

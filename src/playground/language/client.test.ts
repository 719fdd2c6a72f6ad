import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FromLanguageWorker, ToLanguageWorker } from "./protocol";

/** A stand-in for the browser's Worker: records what the guide posts, answers on demand. */
class FakeWorker extends EventTarget {
  static all: FakeWorker[] = [];
  posted: ToLanguageWorker[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.all.push(this);
  }
  postMessage(message: ToLanguageWorker) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(message: FromLanguageWorker) {
    this.dispatchEvent(new MessageEvent("message", { data: message }));
  }
  /** Answers the last request with `result`. */
  respond(result: unknown) {
    const last = this.posted.findLast((message) => message.type === "request");
    if (last?.type !== "request") throw new Error("no request to answer");
    this.answer({ type: "response", id: last.id, result: result as never });
  }
  get requests() {
    return this.posted.flatMap((message) => (message.type === "request" ? [message.request] : []));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function load() {
  vi.resetModules();
  return import("./client");
}

beforeEach(() => {
  FakeWorker.all = [];
  vi.stubGlobal("Worker", FakeWorker);
});
afterEach(() => vi.unstubAllGlobals());

describe("the language client", () => {
  it("holds a file's check back while a completion list or a hover is awaited, until it is drawn", async () => {
    const { afterReaderRequests, request } = await load();
    const checked = vi.fn();
    afterReaderRequests(checked);
    expect(checked).toHaveBeenCalledTimes(1);

    const list = request("types", {
      kind: "completions",
      file: "a.tsx",
      source: "useSta",
      pos: 6,
      explicit: false,
    });
    const cancelled = vi.fn();
    afterReaderRequests(checked);
    afterReaderRequests(cancelled)();
    // A file's own check is not something a reader waits on: it holds nothing back.
    void request("types", { kind: "diagnostics", file: "a.tsx", source: "useSta" }).catch(() => {});
    await settle();
    expect(checked).toHaveBeenCalledTimes(1);
    const [worker] = FakeWorker.all;
    const asked = worker.posted.find(
      (message) => message.type === "request" && message.request.kind === "completions",
    );
    if (asked?.type !== "request") throw new Error("no completion request");
    worker.answer({ type: "response", id: asked.id, result: { from: 0, entries: [] } });
    await list;
    expect(checked).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(checked).toHaveBeenCalledTimes(2));
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("starts the type worker on the first request, told its role and where its files are", async () => {
    const { request } = await load();
    const answer = request("types", { kind: "hover", file: "a.tsx", source: "x", pos: 0 });
    const [worker] = FakeWorker.all;
    expect(worker.options).toMatchObject({ type: "module", name: "language-types" });
    expect(worker.posted[0]).toMatchObject({ type: "init", role: "types" });
    expect((worker.posted[0] as { envUrl: string }).envUrl).toMatch(/language-env/);
    worker.respond({ from: 0, to: 1, signature: "const x: 1", documentation: "" });
    await expect(answer).resolves.toMatchObject({ signature: "const x: 1" });
  });

  it("starts the linter only once the type checker has answered", async () => {
    const { request } = await load();
    const types = request("types", { kind: "diagnostics", file: "a.tsx", source: "" });
    const lint = request("lint", { kind: "lint", file: "a.tsx", source: "" });
    await settle();
    expect(FakeWorker.all).toHaveLength(1);
    FakeWorker.all[0].respond([]);
    await types;
    await settle();
    expect(FakeWorker.all).toHaveLength(2);
    const linter = FakeWorker.all[1];
    expect(linter.posted[0]).toMatchObject({ type: "init", role: "lint" });
    expect(linter.requests).toEqual([{ kind: "lint", file: "a.tsx", source: "" }]);
    linter.respond([]);
    await expect(lint).resolves.toEqual([]);
  });

  it("rejects a request the worker failed, and every request once the worker could not start", async () => {
    const { request } = await load();
    const first = request("types", { kind: "diagnostics", file: "a.tsx", source: "" });
    const worker = FakeWorker.all[0];
    const id = (worker.posted[1] as { id: number }).id;
    worker.answer({ type: "error", id, message: "boom" });
    await expect(first).rejects.toThrow("boom");

    const second = request("types", { kind: "diagnostics", file: "a.tsx", source: "" });
    worker.answer({ type: "failed", message: "language-env.json answered 404" });
    await expect(second).rejects.toThrow("404");
    expect(worker.terminated).toBe(true);
    // The next request tries again with a new worker (the files may load now).
    void request("types", { kind: "diagnostics", file: "a.tsx", source: "" }).catch(() => {});
    expect(FakeWorker.all).toHaveLength(2);
  });

  it("merges type errors and lint warnings, sorted by position", async () => {
    const { diagnostics } = await load();
    const result = diagnostics("source", "src/demos/a-demo.tsx");
    const types = FakeWorker.all[0];
    types.respond([{ from: 9, to: 10, severity: "error", message: "b", code: "TS2322" }]);
    await settle();
    const lint = FakeWorker.all[1];
    lint.respond([{ from: 2, to: 4, severity: "warning", message: "a", code: "react-hooks/refs" }]);
    await expect(result).resolves.toEqual([
      { from: 2, to: 4, severity: "warning", message: "a", code: "react-hooks/refs" },
      { from: 9, to: 10, severity: "error", message: "b", code: "TS2322" },
    ]);
  });

  it("tells running workers to forget a closed file, without starting any", async () => {
    const { closeFile, request } = await load();
    closeFile("a.tsx");
    expect(FakeWorker.all).toHaveLength(0);
    void request("types", { kind: "diagnostics", file: "a.tsx", source: "" });
    closeFile("a.tsx");
    expect(FakeWorker.all[0].requests.at(-1)).toEqual({ kind: "close", file: "a.tsx" });
  });
});

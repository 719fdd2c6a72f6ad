import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FromLanguageWorker, LanguageRequest, ToLanguageWorker } from "./protocol";

/** What the fake type service was asked, in order. */
const calls: string[] = [];

vi.mock("./type-service", () => ({
  createTypeService: () => ({
    diagnostics: (file: string) => {
      calls.push(`diagnostics ${file}`);
      return [];
    },
    hover: (file: string, _source: string, pos: number) => {
      calls.push(`hover ${file}`);
      return { from: pos, to: pos + 1, signature: "const x: number", documentation: "" };
    },
    completions: () => null,
    completionDetail: () => null,
    close: () => null,
  }),
}));
vi.mock("./lint-service", () => ({ lint: () => [] }));

let posted: FromLanguageWorker[];
let listener: EventListener | null = null;

/** Loads worker.ts afresh, as a new worker would, with `self` standing in for its scope. */
async function startWorker() {
  vi.resetModules();
  const added = vi.spyOn(self, "addEventListener");
  await import("./worker");
  listener = added.mock.calls.find(([type]) => type === "message")![1] as EventListener;
  added.mockRestore();
  return (message: ToLanguageWorker) =>
    self.dispatchEvent(new MessageEvent("message", { data: message }));
}

const request = (id: number, request: LanguageRequest): ToLanguageWorker => ({
  type: "request",
  id,
  request,
});

beforeEach(() => {
  calls.length = 0;
  posted = [];
  vi.stubGlobal("postMessage", (message: FromLanguageWorker) => posted.push(message));
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ libs: [], files: {}, resolutions: {}, modules: {} })),
    ),
  );
});
afterEach(() => {
  if (listener) self.removeEventListener("message", listener);
  vi.unstubAllGlobals();
});

describe("the language worker", () => {
  it("loads its files from the URL it is given, then answers each request by id", async () => {
    const send = await startWorker();
    send({ type: "init", role: "types", envUrl: "/assets/language-env-x.json" });
    send(request(1, { kind: "diagnostics", file: "a.tsx", source: "" }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(fetch).toHaveBeenCalledWith("/assets/language-env-x.json");
    expect(posted[0]).toEqual({ type: "response", id: 1, result: [] });
  });

  it("answers a hover before file checks that were queued earlier", async () => {
    const send = await startWorker();
    send({ type: "init", role: "types", envUrl: "/env.json" });
    send(request(1, { kind: "diagnostics", file: "a.tsx", source: "" }));
    send(request(2, { kind: "diagnostics", file: "b.tsx", source: "" }));
    send(request(3, { kind: "hover", file: "a.tsx", source: "", pos: 0 }));
    await vi.waitFor(() => expect(posted).toHaveLength(3));
    expect(calls).toEqual(["hover a.tsx", "diagnostics a.tsx", "diagnostics b.tsx"]);
    expect(posted.map((message) => (message as { id: number }).id)).toEqual([3, 1, 2]);
  });

  it("says it failed when its files cannot be fetched", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 404 })),
    );
    const send = await startWorker();
    send({ type: "init", role: "types", envUrl: "/env.json" });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ type: "failed", message: "/env.json answered 404" });
  });

  it("lints in the lint role, and refuses what only the type checker answers", async () => {
    const send = await startWorker();
    send({ type: "init", role: "lint", envUrl: "/env.json" });
    send(request(1, { kind: "lint", file: "a.tsx", source: "" }));
    send(request(2, { kind: "hover", file: "a.tsx", source: "", pos: 0 }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted).toContainEqual({ type: "response", id: 1, result: [] });
    expect(posted).toContainEqual({
      type: "error",
      id: 2,
      message: 'The lint worker does not answer "hover"',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

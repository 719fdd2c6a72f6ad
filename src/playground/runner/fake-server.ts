import type { FakeRequest, FakeServer, RespondOptions } from "@/challenges/types";

/**
 * The reader's `fetch` during a check. No request leaves the frame: each one waits until the
 * check answers it (`respond`, `fail`), or until a handler set with `answer` does. An aborted
 * request rejects with an AbortError at once, as the browser's fetch does.
 */
export interface ServerControl {
  server: FakeServer;
  fetch: typeof fetch;
  /** Requests neither answered nor aborted (a fetch the reader's code left running). */
  pending: () => number;
  /**
   * Answers on their way: a delayed `respond` or `fail`, or a handler's answer not yet settled.
   * A request without one waits for the check to answer it, however long the reader waits.
   */
  answering: () => number;
  /** SetupContext.mockFetch: the handler gets the URL and the reader's own init. */
  mockFetch: (handler: (url: string, init?: RequestInit) => unknown) => void;
  /** Fails every request still waiting, as leaving a page does: nothing waits on this check. */
  closeAll: () => void;
}

const abortError = () => new DOMException("The operation was aborted.", "AbortError");

/** How a request still waiting when its check ends fails (vite.config.ts's tests know it). */
export const CLOSED_BY_CHECK = "Failed to fetch: the check ended before this request was answered";

/**
 * A rejection from a request its check closed: it belongs to an answer already unmounted, and
 * Chromium may announce it once the next check (or the preview) is running, so both ignore it.
 */
export const isClosedByCheck = (reason: unknown) =>
  reason instanceof TypeError && reason.message === CLOSED_BY_CHECK;

function toResponse(body: unknown, { status = 200, headers }: RespondOptions) {
  if (body instanceof Response) return body;
  const text = typeof body === "string" ? body : body === undefined ? null : JSON.stringify(body);
  const type = typeof body === "string" ? "text/plain" : "application/json";
  // A 204 or 304 may have no body; everything else gets one.
  return new Response(status === 204 || status === 304 ? null : text, {
    status,
    headers: { "Content-Type": type, ...headers },
  });
}

function urlOf(input: RequestInfo | URL) {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

export function createFakeServer(wait: (ms: number) => Promise<void>): ServerControl {
  const requests: FakeRequest[] = [];
  const arrivals = new Set<() => void>();
  const closers = new Map<FakeRequest, () => void>();
  let handler: ((request: FakeRequest, init: RequestInit) => unknown) | null = null;
  let answering = 0;
  /** Counts `promise` as an answer on its way until it settles. */
  const onTheWay = <T>(promise: Promise<T>) => {
    answering += 1;
    return promise.finally(() => {
      answering -= 1;
    });
  };

  const fakeFetch = (input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? (input instanceof Request ? input.signal : undefined);
      let settled = false;
      const settle = (action: () => void) => {
        if (settled) return;
        settled = true;
        action();
      };
      const request: FakeRequest = {
        url: urlOf(input),
        method: (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase(),
        body: typeof init.body === "string" ? init.body : null,
        get aborted() {
          return signal?.aborted ?? false;
        },
        get answered() {
          return settled;
        },
        respond(body, options = {}) {
          const deliver = () => settle(() => resolve(toResponse(body, options)));
          if (options.delay) void onTheWay(wait(options.delay)).then(deliver);
          else deliver();
        },
        fail(options = {}) {
          const deliver = () => settle(() => reject(new TypeError("Failed to fetch")));
          if (options.delay) void onTheWay(wait(options.delay)).then(deliver);
          else deliver();
        },
      };
      if (signal?.aborted) {
        settle(() => reject(abortError()));
        return;
      }
      signal?.addEventListener("abort", () => settle(() => reject(abortError())));
      closers.set(request, () => settle(() => reject(new TypeError(CLOSED_BY_CHECK))));
      requests.push(request);
      for (const arrived of arrivals) arrived();
      if (!handler) return;
      try {
        const answer = handler(request, init);
        // A handler that returns something other than undefined answers with it.
        if (answer !== undefined)
          void onTheWay(Promise.resolve(answer)).then(
            (value) => request.respond(value),
            () => request.fail(),
          );
      } catch {
        request.fail();
      }
    });

  const server: FakeServer = {
    requests,
    answer(next) {
      handler = next;
    },
    async waitForRequests(count = 1, timeoutMs = 1000) {
      const enough = () => requests.length >= count;
      if (!enough())
        await new Promise<void>((resolve, reject) => {
          const arrived = () => {
            if (!enough()) return;
            arrivals.delete(arrived);
            resolve();
          };
          arrivals.add(arrived);
          void wait(timeoutMs).then(() => {
            if (!arrivals.delete(arrived)) return;
            reject(
              new Error(
                `Your code made ${requests.length} request(s) where ${count} were expected` +
                  (requests.length
                    ? ` (${requests.map((request) => request.url).join(", ")}).`
                    : "."),
              ),
            );
          });
        });
      return requests.slice(0, count);
    },
  };

  return {
    server,
    fetch: fakeFetch as typeof fetch,
    pending: () => requests.filter((request) => !request.answered && !request.aborted).length,
    answering: () => answering,
    closeAll() {
      handler = null;
      for (const close of closers.values()) close();
    },
    mockFetch(legacy) {
      handler = (request, init) => legacy(request.url, init);
    },
  };
}

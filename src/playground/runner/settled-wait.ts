import { getConfig, waitFor } from "@testing-library/dom";
import { onCommit } from "./render-counter";

/**
 * Testing Library's `waitFor` for the checks, which also gives up once the page has settled: a
 * wrong answer that never shows what a check waits for used to hold Check for the wait's whole
 * timeout (up to 2 s a step, several steps a check). When nothing of the reader's can change the
 * page any more — no timer or interval of theirs waiting, no answer on its way to their requests,
 * no React commit, no change anywhere in the document — for `QUIET_MS`, the wait ends with the
 * error it would have ended with at its timeout. Waits no longer than that are Testing Library's
 * own.
 *
 * A poll that comes late means the thread (or the machine) was busy, maybe rendering, so the
 * quiet starts again: a slow machine waits longer, never less.
 */

// Above React's 300 ms throttle between a Suspense fallback and the content that replaces it
// (its only timer between a resolved promise and the commit), with room for a slow machine.
export const QUIET_MS = 500;
const LATE_POLL_MS = 150;

const settled = Symbol("settled");

export interface ReaderActivity {
  /** True while the reader's code has a timer or an interval waiting, or an answer coming. */
  pending: () => boolean;
}

type WaitFor = typeof waitFor;

export function settledWaitFor(activity: ReaderActivity): WaitFor {
  return (async <T>(callback: () => T | Promise<T>, options: Parameters<WaitFor>[1] = {}) => {
    const timeout = options.timeout ?? getConfig().asyncUtilTimeout;
    if (timeout <= QUIET_MS) return waitFor(callback, options);

    let quietSince = performance.now();
    let lastPoll = quietSince;
    let lastError: unknown = null;
    const stir = () => {
      quietSince = performance.now();
    };
    const observer = new MutationObserver(stir);
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const stopListening = onCommit(stir);

    /** After a failed try: whether the page has been still long enough to stop waiting. */
    const stillLongEnough = (error: unknown) => {
      lastError = error;
      const now = performance.now();
      if (now - lastPoll > LATE_POLL_MS || activity.pending()) quietSince = now;
      lastPoll = now;
      return now - quietSince >= QUIET_MS;
    };

    const attempt = (): T | Promise<T> | typeof settled => {
      let result: T | Promise<T>;
      try {
        result = callback();
      } catch (error) {
        if (stillLongEnough(error)) return settled;
        throw error;
      }
      if (result instanceof Promise)
        return result.catch((error: unknown) => {
          if (stillLongEnough(error)) return settled;
          throw error;
        }) as Promise<T>;
      return result;
    };

    try {
      const outcome = await waitFor(attempt, options);
      if (outcome !== settled) return outcome as T;
      // The error Testing Library's own timeout reports, the same way.
      const error =
        lastError instanceof Error ? lastError : new Error(String(lastError ?? "Timed out"));
      const onTimeout =
        options.onTimeout ??
        ((failure: Error) => {
          Object.defineProperty(failure, "message", {
            value: getConfig().getElementError(failure.message, document.body).message,
          });
          return failure;
        });
      throw onTimeout(error);
    } finally {
      observer.disconnect();
      stopListening();
    }
  }) as WaitFor;
}

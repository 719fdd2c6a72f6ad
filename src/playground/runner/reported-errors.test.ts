// @vitest-isolate
import { describe, expect, it } from "vitest";

// jsdom has no reportError: the browser's, as it behaves, before the module wraps it.
window.reportError = (error: unknown) => {
  window.dispatchEvent(new ErrorEvent("error", { error, cancelable: true }));
};
const { errorOf } = await import("./reported-errors");

/** An error event as the browser hands it over when it mutes a script of another origin. */
const muted = { error: null, message: "Script error." } as ErrorEvent;

describe("errorOf", () => {
  it("knows the error being reported while the browser mutes its event", () => {
    const thrown = new TypeError("items.push is not a function");
    let seen: unknown = "nothing";
    const listener = (event: ErrorEvent) => {
      event.preventDefault();
      seen = errorOf(muted);
    };
    window.addEventListener("error", listener);
    try {
      // React hands an event handler's error to reportError, which it read as it loaded.
      window.reportError(thrown);
    } finally {
      window.removeEventListener("error", listener);
    }
    expect(seen).toBe(thrown);
  });

  it("answers with the event's own error, its message, or null when it knows nothing", () => {
    const own = new Error("own");
    expect(errorOf({ error: own, message: "Uncaught Error: own" } as ErrorEvent)).toBe(own);
    expect(errorOf({ error: null, message: "Uncaught null" } as ErrorEvent)).toBe("Uncaught null");
    expect(errorOf(muted)).toBeNull();
  });
});

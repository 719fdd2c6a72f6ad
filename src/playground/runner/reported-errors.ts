/**
 * The error behind an error event, even when the browser mutes it. A script fetched without CORS
 * counts as another site's in the frame's opaque origin, and then every error it throws reaches
 * the error event as "Script error." with no error object: the reader was told "Script error."
 * (the runner loads its scripts in CORS mode, but a host may not answer that way). React hands
 * the errors of event handlers and of uncaught renders to `reportError`, which it reads once as
 * it loads: so this module wraps `reportError` first (main.ts imports it before React DOM), and
 * the error being reported is known while its event is dispatched.
 */

let reporting: { error: unknown } | null = null;

const scope = globalThis as { reportError?: (error: unknown) => void };
const native = scope.reportError;
if (typeof native === "function")
  scope.reportError = function reportError(error: unknown) {
    const outer = reporting;
    reporting = { error };
    try {
      native.call(globalThis, error);
    } finally {
      reporting = outer;
    }
  };

/** What the reader reads when the browser kept an error's message from the frame. */
export const MUTED_ERROR =
  "Your code threw an error in an event handler, a timer or a promise, and the browser kept its message from the preview (the preview's script was loaded without CORS). Look for a throw, or a value that is undefined, in what runs after an event.";

/** The error an error event stands for: its own, the one being reported, or null if muted. */
export function errorOf(event: ErrorEvent): unknown {
  if (event.error != null) return event.error;
  if (reporting) return reporting.error;
  return event.message && event.message !== "Script error." ? event.message : null;
}

import { whenIdle } from "@/lib/when-idle";
import { compileModule } from "./compile";

/**
 * How many times the compiler runs over the reader's code while the frame is idle. A compile of
 * the ~100-line router demo (sucrase, then acorn) took 33 ms the first time and 8–17 ms the next
 * few times in Node, and settled at 1.2–1.5 ms after about 30: until V8 has optimised them, a
 * keystroke's run pays for cold code.
 */
export const WARM_UP_COMPILES = 30;

/**
 * The longest a warm-up step waits for idle time. Chromium gives a frame in a process of its own
 * no idle periods (measured: a requestIdleCallback in the runner's frame had not run after 4 s,
 * one in the guide's page ran at once), so without a timeout the warm-up waited until the reader
 * typed, and then slowed the runs it was meant to speed up.
 */
export const WARM_UP_WAIT_MS = 5;

let done = 0;

/**
 * Compiles `source` in idle time until the compiler has run `WARM_UP_COMPILES` times in this
 * frame, so that the runs of the reader's next keystrokes find it warm. Nothing is evaluated (a
 * compile has no effects). It stops as soon as `stillIdle()` says other work has come; a step
 * compiles once, and again while idle time is left, so other work waits for one compile at most.
 */
export function warmUpCompiler(source: string, file: string, stillIdle: () => boolean) {
  if (done >= WARM_UP_COMPILES) return;
  const step = (deadline: IdleDeadline) => {
    if (!stillIdle()) return;
    do {
      done += 1;
      try {
        compileModule(source, file);
      } catch {
        return; // code that does not compile warms nothing; the next good run tries again
      }
    } while (done < WARM_UP_COMPILES && stillIdle() && deadline.timeRemaining() > 0);
    if (done < WARM_UP_COMPILES) later();
  };
  const later = () => whenIdle(step, { timeoutMs: WARM_UP_WAIT_MS, fallbackMs: WARM_UP_WAIT_MS });
  later();
}

/** For tests: as if the frame had just started. */
export function resetWarmUp() {
  done = 0;
}

import { configure, getConfig } from "@testing-library/dom";
import { createElement, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { actEnvironmentForTests } from "@/test/act-environment";
import { QUIET_MS, settledWaitFor } from "./settled-wait";

const idle = { pending: () => false };
const never = () => {
  throw new Error("Unable to find the greeting\n\nthe DOM dump a reader cannot use");
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long `promise` took to settle, and its outcome. */
async function timed<T>(promise: Promise<T>) {
  const start = performance.now();
  try {
    const value = await promise;
    return { ms: performance.now() - start, value, error: null };
  } catch (error) {
    return { ms: performance.now() - start, value: undefined, error: error as Error };
  }
}

// The checks' configuration (checks.ts): an element error keeps its first paragraph only.
const { getElementError } = getConfig();
beforeAll(() => {
  configure({ getElementError: (message) => new Error(message?.split("\n\n")[0] ?? "") });
});
afterAll(() => {
  configure({ getElementError });
});

afterEach(() => {
  document.body.replaceChildren();
});

// As in the runner's page: React's updates from timers are not wrapped in act().
actEnvironmentForTests(false);

/** Commits every 100 ms, eight times, with the same output each time (no DOM change). */
function SameEveryTime() {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    if (ticks === 8) return;
    const id = setTimeout(() => setTicks(ticks + 1), 100);
    return () => clearTimeout(id);
  }, [ticks]);
  return createElement("p", null, "unchanged");
}

describe("settledWaitFor", () => {
  it("ends a long wait once the page is still, with the error its timeout would give", async () => {
    // Well before the timeout: a loaded machine's late polls may only lengthen the quiet.
    const { ms, error } = await timed(settledWaitFor(idle)(never, { timeout: 10_000 }));
    expect(error?.message).toBe("Unable to find the greeting");
    expect(ms).toBeGreaterThanOrEqual(QUIET_MS - 20);
    expect(ms).toBeLessThan(5000);
  });

  it("returns what the callback returns once it passes", async () => {
    const text = document.createElement("p");
    document.body.append(text);
    setTimeout(() => (text.textContent = "Hello"), 100);
    const { value } = await timed(
      settledWaitFor(idle)(
        () => {
          if (text.textContent !== "Hello") throw new Error("not yet");
          return text.textContent;
        },
        { timeout: 3000 },
      ),
    );
    expect(value).toBe("Hello");
  });

  it("keeps waiting while the reader's code has a timer or request waiting", async () => {
    let pending = true;
    let ready = false;
    setTimeout(() => {
      ready = true;
      pending = false;
    }, 1000);
    const { error, ms } = await timed(
      settledWaitFor({ pending: () => pending })(
        () => {
          if (!ready) throw new Error("not yet");
        },
        { timeout: 3000 },
      ),
    );
    expect(error).toBeNull();
    expect(ms).toBeGreaterThanOrEqual(990);
  });

  it("waits out the timeout when something stays pending", async () => {
    const { error, ms } = await timed(
      settledWaitFor({ pending: () => true })(never, { timeout: 1200 }),
    );
    expect(error?.message).toBe("Unable to find the greeting");
    expect(ms).toBeGreaterThanOrEqual(1190);
  });

  it("starts the quiet again at every change in the document", async () => {
    const box = document.createElement("div");
    document.body.append(box);
    let changes = 0;
    const ticker = setInterval(() => {
      box.textContent = String(++changes);
      if (changes === 8) clearInterval(ticker);
    }, 100);
    const { error, ms } = await timed(settledWaitFor(idle)(never, { timeout: 4000 }));
    clearInterval(ticker);
    expect(error?.message).toBe("Unable to find the greeting");
    // The last change comes at ~800 ms; the wait ends a quiet period after it.
    expect(ms).toBeGreaterThanOrEqual(800 + QUIET_MS - 20);
  });

  it("starts the quiet again at every React commit, even one that changes nothing", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    root.render(createElement(SameEveryTime));
    const { ms } = await timed(settledWaitFor(idle)(never, { timeout: 4000 }));
    root.unmount();
    expect(ms).toBeGreaterThanOrEqual(800 + QUIET_MS - 20);
  });

  it("starts the quiet again after a busy thread kept its polls late", async () => {
    setTimeout(() => {
      const until = performance.now() + 400;
      while (performance.now() < until);
    }, 300);
    const { ms } = await timed(settledWaitFor(idle)(never, { timeout: 4000 }));
    expect(ms).toBeGreaterThanOrEqual(700 + QUIET_MS - 20);
  });

  it("ends an async callback's wait the same way", async () => {
    const { error, ms } = await timed(
      settledWaitFor(idle)(
        async () => {
          await sleep(1);
          throw new Error("still loading");
        },
        { timeout: 10_000 },
      ),
    );
    expect(error?.message).toBe("still loading");
    expect(ms).toBeLessThan(5000);
  });

  it("leaves waits no longer than the quiet to Testing Library", async () => {
    const { error, ms } = await timed(settledWaitFor(idle)(never, { timeout: QUIET_MS }));
    expect(error?.message).toBe("Unable to find the greeting");
    expect(ms).toBeGreaterThanOrEqual(QUIET_MS - 20);
  });
});

import { configure, queries, waitFor, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import type { Challenge, CheckContext, SetupContext } from "@/challenges/types";
import type { CheckResult } from "../protocol";
import { CompileError } from "./compile";
import { loadModule } from "./evaluate";
import { RanTooLongError, type LoopGuard } from "./guard";
import { createIntervalTracker } from "./intervals";
import { describeError, mountComponent } from "./mount";

/** The failure a check means to report: its message is the whole story. */
class CheckFailure extends Error {}

const CHECK_TIMEOUT_MS = 3000;

// Short waits keep "Check" quick; Testing Library's own messages lose their DOM dump, which
// means nothing to a reader who cannot see the test's markup.
configure({
  asyncUtilTimeout: 500,
  getElementError: (message) => new Error(message?.split("\n\n")[0] ?? "Element not found"),
});

function format(value: unknown) {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

type FetchHandler = Parameters<SetupContext["mockFetch"]>[0];

function withTimeout<T>(promise: Promise<T>, ms: number) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new CheckFailure(`This check did not finish within ${ms / 1000} s.`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

interface RunOptions {
  source: string;
  file: string;
  /** Where checks render; each check gets a fresh container inside it. */
  host: HTMLElement;
  guard: LoopGuard;
}

/** Runs one check against a fresh render of the reader's module. */
async function runCheck(
  check: Challenge["checks"][number],
  { source, file, host, guard }: RunOptions,
): Promise<CheckResult> {
  const logs: string[] = [];
  const roots: Root[] = [];
  const containers: HTMLElement[] = [];
  const errors: unknown[] = [];
  const originalFetch = globalThis.fetch;
  const methods = ["log", "info", "warn", "error"] as const;
  const originalConsole = methods.map((method) => console[method]);
  let fetchHandler: FetchHandler | null = null;
  const intervals = createIntervalTracker();

  const newContainer = () => {
    const container = document.createElement("div");
    host.appendChild(container);
    containers.push(container);
    return container;
  };

  guard.reset();
  intervals.start();
  try {
    check.setup?.({ mockFetch: (handler) => (fetchHandler = handler) });
    // No request leaves during a check: without a mock, a fetch simply never answers.
    const handler: FetchHandler = fetchHandler ?? (() => new Promise<Response>(() => {}));
    globalThis.fetch = async (input, init) =>
      handler(
        typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
        init,
      );
    methods.forEach((method) => {
      console[method] = (...args: unknown[]) => logs.push(args.map(format).join(" "));
    });

    const loaded = loadModule(source, file, guard);
    if (!loaded.component)
      throw new CheckFailure(
        "Your code exports no component: export one, e.g. `export default function App()`.",
      );
    const root = newContainer();
    roots.push(mountComponent(root, loaded.component, (error) => errors.push(error)));

    const context: CheckContext = {
      screen: within(root, queries),
      user: userEvent.setup({ document }),
      root,
      waitFor,
      within,
      logs,
      exports: loaded.exports,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      expect: (condition, message) => {
        if (errors.length)
          throw new CheckFailure(`Your component threw: ${describeError(errors[0])}`);
        if (!condition) throw new CheckFailure(message);
      },
      render: (node: ReactNode) => {
        const container = newContainer();
        const extra = createRoot(container, { onUncaughtError: (error) => errors.push(error) });
        roots.push(extra);
        flushSync(() => extra.render(node));
        return container;
      },
    };
    await withTimeout(Promise.resolve(check.run(context)), CHECK_TIMEOUT_MS);
    if (errors.length) throw new CheckFailure(`Your component threw: ${describeError(errors[0])}`);
    return { name: check.name, passed: true };
  } catch (error) {
    const message =
      error instanceof CompileError
        ? `Your code does not compile: ${error.message} (line ${error.line}, column ${error.column}).`
        : error instanceof CheckFailure || error instanceof RanTooLongError
          ? error.message
          : errors.length
            ? `Your component threw: ${describeError(errors[0])}`
            : describeError(error);
    return { name: check.name, passed: false, message };
  } finally {
    intervals.stopAll();
    for (const root of roots) root.unmount();
    for (const container of containers) container.remove();
    globalThis.fetch = originalFetch;
    methods.forEach((method, index) => {
      console[method] = originalConsole[index];
    });
  }
}

/** Runs every check of a challenge in order; a failing check never stops the next. */
export async function runChecks(challenge: Challenge, options: RunOptions) {
  const results: CheckResult[] = [];
  for (const check of challenge.checks) results.push(await runCheck(check, options));
  return results;
}

import { configure, queries, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { createElement, StrictMode, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import type { Challenge, CheckContext, CodeFacts, TestRun } from "@/challenges/types";
import type { CheckResult } from "../protocol";
import { createCheckScope } from "./check-scope";
import { readCode } from "./code-facts";
import { CompileError } from "./compile";
import { loadModule } from "./evaluate";
import { createFakeServer, isClosedByCheck } from "./fake-server";
import { explainFrozenWrite, withFrozenState } from "./frozen-state";
import { RanTooLongError, type LoopGuard } from "./guard";
import { catchHandlerErrors } from "./handler-errors";
import { prepareImports } from "./modules";
import { describeError, mountComponent } from "./mount";
import { forgetReactWarnings } from "./react-warnings";
import { errorOf } from "./reported-errors";
import { countRenders } from "./render-counter";
import { settledWaitFor } from "./settled-wait";
import { isTestFile } from "./reader-file";

/** The failure a check means to report: its message is the whole story. */
class CheckFailure extends Error {}

/** A check that had nothing to judge (CheckContext.notRun). */
class NotRun extends CheckFailure {}

// Far above a check's own time (well under a second): only code that never finishes meets it.
const CHECK_TIMEOUT_MS = 5000;

// Short waits keep "Check" quick; Testing Library's own messages lose their DOM dump, which
// means nothing to a reader who cannot see the test's markup.
configure({
  asyncUtilTimeout: 500,
  getElementError: (message) => new Error(message?.split("\n\n")[0] ?? "Element not found"),
});

const frozenReact = withFrozenState(React as unknown as Record<string, unknown>);

function format(value: unknown) {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** console.error("Each child … %s%s See …", a, b) → one line, without the component stack. */
function formatWarning(args: unknown[]) {
  const [first, ...rest] = args;
  let text =
    typeof first === "string"
      ? first.replace(/%[sdio]/g, () => (rest.length ? String(rest.shift()) : ""))
      : format(first);
  if (rest.length) text += ` ${rest.map(format).join(" ")}`;
  return text.split(/\n\s+at /)[0].trim();
}

/** An error as the reader should read it: a state mutation in the lesson's words. */
function explain(error: unknown) {
  return explainFrozenWrite(error) ?? `Your component threw: ${describeError(error)}`;
}

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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The reader's test file's runs during one Check, by the files it ran with (runTests). */
type TestRuns = Map<string, Promise<TestRun>>;

/** Runs one check against a fresh render of the reader's module. */
async function runCheck(
  check: Challenge["checks"][number],
  challenge: Challenge,
  { source, file, host, guard }: RunOptions,
  testRuns: TestRuns,
): Promise<CheckResult> {
  const logs: string[] = [];
  const warnings: string[] = [];
  const roots: Root[] = [];
  const containers: HTMLElement[] = [];
  const errors: unknown[] = [];
  const methods = ["error", "warn"] as const;
  const originalConsole = methods.map((method) => console[method]);
  const server = createFakeServer(sleep);
  const readerConsole = new Proxy(console, {
    get: (target, key) =>
      ["log", "info", "warn", "error", "debug"].includes(String(key))
        ? (...args: unknown[]) => logs.push(args.map(format).join(" "))
        : (Reflect.get(target, key) as unknown),
  });
  const report = (error: unknown) => errors.push(error);
  const scope = createCheckScope({ console: readerConsole, fetch: server.fetch, onError: report });
  const bindings = new Map<string, unknown>();
  const counter = countRenders(host, () => bindings);
  const handlers = catchHandlerErrors(report);
  const modules = new Map([["react", handlers.patch(frozenReact)], ...handlers.runtimes]);
  const load = { globals: scope.globals, modules, bindings };
  // Errors in the reader's event handlers, timers and promises belong to this check; the
  // runner's own listeners (which show them under the preview) do not hear of them.
  const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event instanceof PromiseRejectionEvent) {
      if (!isClosedByCheck(event.reason)) report(event.reason);
    }
    // Muted ("Script error.") and unknown: the wrappers above have reported the error itself.
    else {
      const error = errorOf(event);
      if (error !== null || !errors.length)
        report(error ?? new Error("an error whose message the browser kept from the preview"));
    }
  };

  const newContainer = () => {
    const container = document.createElement("div");
    host.appendChild(container);
    containers.push(container);
    return container;
  };

  guard.reset();
  window.addEventListener("error", onError, true);
  window.addEventListener("unhandledrejection", onError, true);
  try {
    check.setup?.({
      server: server.server,
      mockFetch: server.mockFetch,
    });
    // React's warnings reach the page's console; the reader's lines go to its own (above).
    methods.forEach((method) => {
      console[method] = (...args: unknown[]) => warnings.push(formatWarning(args));
    });

    // Every check hears every warning its render causes, whatever ran before it.
    forgetReactWarnings();
    const testFile = isTestFile(source);
    const loaded = testFile
      ? { exports: {}, component: null }
      : loadModule(source, file, guard, { ...load, files: challenge.files });
    const root = newContainer();
    if (!testFile) {
      if (!loaded.component)
        throw new CheckFailure(
          "Your code exports no component: export one, e.g. `export default function App()`.",
        );
      roots.push(mountComponent(root, loaded.component, (error) => errors.push(error)));
    }
    let code: CodeFacts | null = null;

    const context: CheckContext = {
      screen: within(root, queries),
      // No pause between a check's inputs: each event's updates are flushed (act) before the
      // next, and the pauses (a timer each) put other tasks between them. At 4× CPU the first
      // Check of Core Concepts took ~200 ms less (its 40 challenges pass as before: npm test).
      user: userEvent.setup({ document, delay: null }),
      root,
      // A request nobody is answering stays so while the check waits: only the check answers it.
      waitFor: settledWaitFor({
        pending: () => {
          const { timeouts, intervals } = scope.live();
          return timeouts + intervals + server.answering() > 0;
        },
      }),
      within,
      logs,
      warnings,
      exports: loaded.exports,
      sleep,
      expect: (condition, message) => {
        if (errors.length) throw new CheckFailure(explain(errors[0]));
        if (!condition) throw new CheckFailure(message);
      },
      render: (node: ReactNode) => {
        const container = newContainer();
        const extra = createRoot(container, { onUncaughtError: (error) => errors.push(error) });
        roots.push(extra);
        flushSync(() => extra.render(createElement(StrictMode, null, node)));
        return container;
      },
      renders: (name) => counter.count(name),
      resetRenders: () => counter.reset(),
      unmount: () => {
        for (const mounted of roots.splice(0)) mounted.unmount();
      },
      live: () => ({ ...scope.live(), fetches: server.pending() }),
      server: server.server,
      get code() {
        code ??= readCode(source, file);
        return code;
      },
      runTests: (files = {}) => {
        const all = { ...challenge.files, ...files };
        const key = JSON.stringify(Object.entries(all).sort(([a], [b]) => (a < b ? -1 : 1)));
        let run = testRuns.get(key);
        if (!run) {
          run = import("./test-runner").then(({ runTestFile }) =>
            runTestFile(source, file, { guard, files: all, react: frozenReact }),
          );
          testRuns.set(key, run);
        }
        return run;
      },
      notRun: (message) => {
        throw new NotRun(message);
      },
    };
    await withTimeout(Promise.resolve(check.run(context)), CHECK_TIMEOUT_MS);
    if (errors.length) throw new CheckFailure(explain(errors[0]));
    return { name: check.name, passed: true };
  } catch (error) {
    const message =
      error instanceof CompileError
        ? `Your code does not compile: ${error.message} (line ${error.line}, column ${error.column}).`
        : error instanceof CheckFailure || error instanceof RanTooLongError
          ? error.message
          : errors.length
            ? explain(errors[0])
            : (explainFrozenWrite(error) ?? describeError(error));
    return error instanceof NotRun
      ? { name: check.name, passed: false, notRun: true, message }
      : { name: check.name, passed: false, message };
  } finally {
    scope.stopAll();
    for (const root of roots) root.unmount();
    for (const container of containers) container.remove();
    // A request the check left unanswered would keep an async action (a form action, an
    // awaited fetch in a transition) pending for good, and React holds every later transition
    // with it, the next check's navigations and optimistic values included. Fail them, and let
    // their rejections reach this check's listeners, not the preview's.
    server.closeAll();
    await sleep(0);
    counter.stop();
    methods.forEach((method, index) => {
      console[method] = originalConsole[index];
    });
    window.removeEventListener("error", onError, true);
    window.removeEventListener("unhandledrejection", onError, true);
  }
}

/** Runs every check of a challenge in order; a failing check never stops the next. */
export async function runChecks(challenge: Challenge, options: RunOptions) {
  await prepareImports([options.source, ...Object.values(challenge.files ?? {})], options.file);
  const results: CheckResult[] = [];
  const testRuns: TestRuns = new Map();
  for (const check of challenge.checks)
    results.push(await runCheck(check, challenge, options, testRuns));
  return results;
}

import * as matchers from "@testing-library/jest-dom/matchers";
import * as TestingLibraryDom from "@testing-library/dom";
import * as TestingLibraryReact from "@testing-library/react";
import * as UserEvent from "@testing-library/user-event";
import {
  ASYMMETRIC_MATCHERS_OBJECT,
  chai,
  customMatchers,
  getState,
  JestAsymmetricMatchers,
  JestChaiExpect,
  JestExtend,
  setState,
  type ExpectStatic,
} from "@vitest/expect";
import * as spy from "@vitest/spy";
import * as React from "react";
import type { TestResult, TestRun } from "@/challenges/types";
import { createCheckScope, type Timers } from "./check-scope";
import { CompileError } from "./compile";
import { loadModule } from "./evaluate";
import { createFakeClock } from "./fake-clock";
import { prepareImports } from "./modules";
import { resolveSpecifier } from "./reader-file";
import { describeError } from "./mount";

/**
 * Runs a reader's test file the way the Testing lesson writes one: `test`/`it`/`describe`,
 * `expect` with Vitest's matchers and jest-dom's, `vi.fn`, `vi.spyOn`, `vi.mock` and fake timers,
 * Testing Library's `render`/`screen` and user-event. `expect` is @vitest/expect, the very
 * library Vitest uses, so a test copied from the lesson runs unchanged and fails with Vitest's
 * own messages. This module is loaded only when a test file runs.
 */

type Namespace = Record<string, unknown>;
type TestFn = (...args: unknown[]) => unknown;
type Hook = () => unknown;
type Mode = "run" | "skip" | "only" | "todo";

interface TestCase {
  kind: "test";
  name: string;
  fn?: TestFn;
  args: unknown[];
  mode: Mode;
  timeout: number;
}

interface Suite {
  kind: "suite";
  name: string;
  mode: Mode;
  children: (TestCase | Suite)[];
  beforeAll: Hook[];
  afterAll: Hook[];
  beforeEach: Hook[];
  afterEach: Hook[];
}

/** Per test, as Vitest's default: a test that awaits what never comes fails, with this reason. */
const TEST_TIMEOUT_MS = 5000;

chai.use(JestExtend);
chai.use(JestChaiExpect);
chai.use(JestAsymmetricMatchers);

/**
 * Gives each of `matchers` its export name as its function name. jest-dom prints a matcher's
 * `name` in some messages (`expect(received).toBeInTheDocument()` for a null element), and the
 * runner's minified build renames the functions, which printed `expect(received).mx()`.
 */
export function nameMatchers<T extends object>(matchers: T): T {
  for (const [name, matcher] of Object.entries(matchers))
    if (typeof matcher === "function" && matcher.name !== name)
      Object.defineProperty(matcher, "name", { value: name, configurable: true });
  return matchers;
}

nameMatchers(matchers);

const withDefault = (namespace: object): Namespace =>
  "default" in namespace ? (namespace as Namespace) : { ...namespace, default: namespace };

/** Vitest's `expect` (as vitest/src/integrations/chai creates it) with jest-dom's matchers. */
function createExpect() {
  const expect = ((value: unknown, message?: string) => {
    const { assertionCalls } = getState(expect);
    setState({ assertionCalls: assertionCalls + 1 }, expect);
    return chai.expect(value, message);
  }) as ExpectStatic;
  Object.assign(expect, chai.expect);
  Object.assign(
    expect,
    (globalThis as Record<PropertyKey, unknown>)[ASYMMETRIC_MATCHERS_OBJECT] as object,
  );
  const extend = (extra: object) =>
    (chai.expect as unknown as { extend: (target: unknown, extra: object) => void }).extend(
      expect,
      extra,
    );
  Object.assign(expect, {
    getState: () => getState(expect),
    setState: (state: object) => setState(state, expect),
    extend,
    unreachable: (message?: string) =>
      chai.assert.fail(`expected${message ? ` "${message}" ` : " "}not to be reached`),
    assertions: (count: number) =>
      setState(
        {
          expectedAssertionsNumber: count,
          expectedAssertionsNumberErrorGen: () =>
            new Error(
              `expected number of assertions to be ${count}, but got ${getState(expect).assertionCalls}`,
            ),
        },
        expect,
      ),
    hasAssertions: () =>
      setState(
        {
          isExpectingAssertions: true,
          isExpectingAssertionsError: new Error("expected any number of assertion, but got none"),
        },
        expect,
      ),
  });
  extend(customMatchers);
  extend(matchers);
  return expect;
}

const freshState = {
  assertionCalls: 0,
  isExpectingAssertions: false,
  isExpectingAssertionsError: null,
  expectedAssertionsNumber: null,
  expectedAssertionsNumberErrorGen: null,
};

/** printf-style names of `it.each`: %s %d %i %f %j %o %# %%, and $key for object rows. */
function eachName(template: string, row: unknown, index: number) {
  const values = Array.isArray(row) ? [...row] : [row];
  let name = template.replace(/%([sdifjo#%])/g, (match, kind: string) => {
    if (kind === "%") return "%";
    if (kind === "#") return String(index);
    if (!values.length) return match;
    const value = values.shift();
    if (kind === "d" || kind === "f") return String(Number(value));
    if (kind === "i") return String(Math.trunc(Number(value)));
    if (kind === "j" || kind === "o") return JSON.stringify(value);
    return typeof value === "string" ? value : String(JSON.stringify(value) ?? value);
  });
  if (row && typeof row === "object" && !Array.isArray(row))
    name = name.replace(/\$([\w.]+)/g, (match, key: string) =>
      key in row ? String((row as Namespace)[key]) : match,
    );
  return name;
}

// Chrome gets colours from tinyrainbow; a reader's panel shows plain text.
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const plain = (text: string) => text.replace(ansi, "");

function failureMessage(error: unknown) {
  if (error instanceof CompileError)
    return `${error.message} (line ${error.line}, column ${error.column})`;
  return plain(describeError(error));
}

function createCollector() {
  const root: Suite = {
    kind: "suite",
    name: "",
    mode: "run",
    children: [],
    beforeAll: [],
    afterAll: [],
    beforeEach: [],
    afterEach: [],
  };
  let current = root;

  const addSuite = (mode: Mode) => (name: unknown, body?: () => void) => {
    const suite: Suite = {
      kind: "suite",
      name: String(name),
      mode,
      children: [],
      beforeAll: [],
      afterAll: [],
      beforeEach: [],
      afterEach: [],
    };
    current.children.push(suite);
    const parent = current;
    current = suite;
    try {
      body?.();
    } finally {
      current = parent;
    }
  };
  const addTest =
    (mode: Mode, args: unknown[] = []) =>
    (name: unknown, fn?: TestFn, timeout?: number) => {
      current.children.push({
        kind: "test",
        name: String(name),
        fn,
        args,
        mode: fn ? mode : "todo",
        timeout: typeof timeout === "number" ? timeout : TEST_TIMEOUT_MS,
      });
    };
  const each =
    (make: (mode: Mode, args?: unknown[]) => (name: unknown, fn?: TestFn, t?: number) => void) =>
    (rows: unknown[]) =>
    (name: unknown, fn?: TestFn, timeout?: number) =>
      rows.forEach((row, index) =>
        make("run", Array.isArray(row) ? row : [row])(
          eachName(String(name), row, index),
          fn,
          timeout,
        ),
      );
  const withModes = <T extends (...args: never[]) => unknown>(
    make: (mode: Mode) => T,
    eachOf: unknown,
  ) =>
    Object.assign(make("run"), {
      skip: make("skip"),
      only: make("only"),
      todo: make("todo"),
      each: eachOf,
    });

  const test = withModes(addTest, each(addTest));
  const describe = withModes(
    addSuite,
    (rows: unknown[]) => (name: unknown, body: (...args: unknown[]) => void) =>
      rows.forEach((row, index) =>
        addSuite("run")(eachName(String(name), row, index), () =>
          body(...(Array.isArray(row) ? row : [row])),
        ),
      ),
  );
  const hook = (kind: "beforeAll" | "afterAll" | "beforeEach" | "afterEach") => (fn: Hook) =>
    current[kind].push(fn);

  return {
    root,
    api: {
      test,
      it: test,
      describe,
      suite: describe,
      beforeAll: hook("beforeAll"),
      afterAll: hook("afterAll"),
      beforeEach: hook("beforeEach"),
      afterEach: hook("afterEach"),
    },
  };
}

function withTimeout(run: () => unknown, ms: number) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`Test timed out in ${ms} ms (did it await something that never came?).`)),
      ms,
    );
    Promise.resolve()
      .then(run)
      .then(
        () => {
          clearTimeout(timer);
          resolve();
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
  });
}

export interface TestFileOptions {
  guard: () => void;
  /** Modules the test imports, by specifier relative to it ("./Counter"). */
  files?: Record<string, string>;
  /** The `react` the reader's modules get (check mode's has frozen state). */
  react?: Namespace;
}

// One test file at a time: Testing Library renders into the one document.body, so a preview's run
// and a check's must not see each other's components.
let queue: Promise<unknown> = Promise.resolve();

/** Runs the tests of `source` (a test file) and reports each, as a test runner would. */
export function runTestFile(source: string, file: string, options: TestFileOptions) {
  const run = queue.then(() => runAlone(source, file, options));
  queue = run.catch(() => {});
  return run;
}

async function runAlone(source: string, file: string, options: TestFileOptions): Promise<TestRun> {
  await prepareImports([source, ...Object.values(options.files ?? {})], file);
  const clock = createFakeClock();
  let fake = false;
  // Bound: called as methods of this object, Chromium's own timers throw "Illegal invocation".
  const realTimers: Timers = {
    setTimeout: setTimeout.bind(globalThis),
    clearTimeout: clearTimeout.bind(globalThis),
    setInterval: setInterval.bind(globalThis),
    clearInterval: clearInterval.bind(globalThis),
  };
  // Only the timers are the test's own (for vi.useFakeTimers): `vi.spyOn(console, …)` and
  // `vi.spyOn(globalThis, "fetch")` must reach the objects the code under test uses.
  const scope = createCheckScope({
    console,
    fetch: globalThis.fetch,
    timers: () => (fake ? clock.timers : realTimers),
  });
  const expect = createExpect();
  const collector = createCollector();
  const modules = new Map<string, Namespace>();
  const spies: { mockRestore: () => void }[] = [];

  const vi = {
    fn: spy.fn,
    spyOn: (...args: Parameters<typeof spy.spyOn>) => {
      const created = spy.spyOn(...args);
      spies.push(created);
      return created;
    },
    mocked: <T>(value: T) => value,
    isMockFunction: spy.isMockFunction,
    clearAllMocks: spy.clearAllMocks,
    resetAllMocks: spy.resetAllMocks,
    restoreAllMocks: () => spies.splice(0).forEach((created) => created.mockRestore()),
    mock: (path: string, factory?: () => unknown) => {
      if (typeof factory !== "function")
        throw new Error(
          `vi.mock("${path}") needs a factory here: vi.mock("${path}", () => ({ … })).`,
        );
      modules.set(resolveSpecifier(path, file), withDefault(factory() as object));
    },
    useFakeTimers: () => {
      fake = true;
      return vi;
    },
    useRealTimers: () => {
      fake = false;
      clock.clear();
      return vi;
    },
    isFakeTimers: () => fake,
    advanceTimersByTime: (ms: number) => (clock.advance(ms), vi),
    advanceTimersByTimeAsync: async (ms: number) => (clock.advance(ms), vi),
    advanceTimersToNextTimer: () => (clock.next(), vi),
    runAllTimers: () => (clock.runAll(), vi),
    runAllTimersAsync: async () => (clock.runAll(), vi),
    runOnlyPendingTimers: () => (clock.runPending(), vi),
    getTimerCount: () => clock.count(),
    clearAllTimers: () => (clock.clear(), vi),
    waitFor: TestingLibraryDom.waitFor,
  };
  const vitest: Namespace = { ...collector.api, expect, vi, vitest: vi };
  modules.set("vitest", vitest);
  modules.set("react", options.react ?? withDefault(React));
  modules.set("@testing-library/react", TestingLibraryReact as unknown as Namespace);
  modules.set("@testing-library/dom", TestingLibraryDom as unknown as Namespace);
  modules.set("@testing-library/user-event", UserEvent as unknown as Namespace);
  modules.set("@testing-library/jest-dom/matchers", matchers as unknown as Namespace);
  // The matchers are always there; the setup file's import has nothing left to do.
  modules.set("@testing-library/jest-dom", {});
  modules.set("@testing-library/jest-dom/vitest", {});

  const tests: TestResult[] = [];
  const skipped: string[] = [];
  const timerNames = ["setTimeout", "clearTimeout", "setInterval", "clearInterval"];
  const scopeGlobals = Object.fromEntries(timerNames.map((name) => [name, scope.globals[name]]));
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previousAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  const previousConfig = TestingLibraryDom.getConfig();
  // As in the reader's own Vitest: act() environment on, findBy waits about a second.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  TestingLibraryDom.configure({ asyncUtilTimeout: 1000 });

  async function runSuite(suite: Suite, names: string[], hooks: { before: Hook[]; after: Hook[] }) {
    const only = (node: TestCase | Suite): boolean =>
      node.mode === "only" || (node.kind === "suite" && node.children.some(only));
    const focus = suite.children.some(only);
    const before = [...hooks.before, ...suite.beforeEach];
    const after = [...suite.afterEach, ...hooks.after];
    for (const fn of suite.beforeAll) await fn();
    for (const child of suite.children) {
      const path = [...names, child.name];
      const name = path.filter(Boolean).join(" › ");
      const skip = child.mode === "skip" || child.mode === "todo" || (focus && !only(child));
      if (child.kind === "suite") {
        if (skip) skipped.push(name);
        else await runSuite(child, path, { before, after });
        continue;
      }
      if (skip || !child.fn) {
        skipped.push(name);
        continue;
      }
      const fn = child.fn;
      setState({ ...freshState, currentTestName: name }, expect);
      try {
        await withTimeout(async () => {
          try {
            for (const hook of before) await hook();
            await fn(...child.args, ...(child.args.length ? [] : [{ expect }]));
          } finally {
            for (const hook of after) await hook();
            TestingLibraryReact.cleanup();
          }
        }, child.timeout);
        const state = getState(expect);
        if (
          state.expectedAssertionsNumber !== null &&
          state.assertionCalls !== state.expectedAssertionsNumber
        )
          throw state.expectedAssertionsNumberErrorGen?.();
        if (state.isExpectingAssertions && state.assertionCalls === 0)
          throw state.isExpectingAssertionsError;
        tests.push({ name, passed: true });
      } catch (error) {
        TestingLibraryReact.cleanup();
        tests.push({ name, passed: false, message: failureMessage(error) });
      }
    }
    for (const fn of suite.afterAll) await fn();
  }

  try {
    loadModule(source, file, options.guard, {
      globals: scopeGlobals,
      modules,
      files: options.files,
    });
    await runSuite(collector.root, [], { before: [], after: [] });
    return { tests, skipped };
  } catch (error) {
    return { tests, skipped, error: failureMessage(error) };
  } finally {
    TestingLibraryReact.cleanup();
    vi.restoreAllMocks();
    fake = false;
    clock.clear();
    scope.stopAll();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previousAct;
    TestingLibraryDom.configure({ asyncUtilTimeout: previousConfig.asyncUtilTimeout });
  }
}

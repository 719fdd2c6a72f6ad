import type { BoundFunctions, queries, waitFor, within } from "@testing-library/dom";
import type { UserEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";

/** How a fake answer is given: its HTTP status, extra headers, and how late it arrives. */
export interface RespondOptions {
  status?: number;
  headers?: Record<string, string>;
  /** Milliseconds before the answer arrives (real time). */
  delay?: number;
}

/** One `fetch` the reader's code made during a check. */
export interface FakeRequest {
  url: string;
  /** Upper case: "GET", "POST", … */
  method: string;
  /** The request body when it was a string (JSON.stringify's output), else null. */
  body: string | null;
  /** True once the reader's code aborted it (its fetch then rejected with an AbortError). */
  readonly aborted: boolean;
  /** True once it was answered, failed or aborted. */
  readonly answered: boolean;
  /**
   * Answers it: data becomes a JSON body (a string a text body, a Response is used as it is),
   * with status 200 unless `options.status` says otherwise. An aborted request ignores it.
   */
  respond: (body?: unknown, options?: RespondOptions) => void;
  /** Fails it as a network error: the reader's `fetch` rejects with a TypeError. */
  fail: (options?: Pick<RespondOptions, "delay">) => void;
}

/**
 * The server behind the reader's `fetch` during a check. Nothing reaches the network: a request
 * waits until the check (or a handler) answers it, so a check can answer late, fail, or answer
 * two requests out of order.
 */
export interface FakeServer {
  /** Every request so far, in the order the reader's code made them. */
  readonly requests: readonly FakeRequest[];
  /**
   * Answers each new request with `handler`: it may call `request.respond`/`fail` itself, or
   * return data (or a promise of it) to respond with. Throwing fails the request.
   */
  answer: (handler: (request: FakeRequest) => unknown) => void;
  /** Waits (up to `timeoutMs`, default 1000) until `count` requests were made; returns them. */
  waitForRequests: (count?: number, timeoutMs?: number) => Promise<FakeRequest[]>;
}

/** A node of the reader's syntax tree (acorn's ESTree, after TypeScript and JSX are compiled). */
export type CodeNode = { type: string; start: number; end: number } & Record<string, unknown>;

export interface CodeCall {
  /** 1-based line in the reader's source. */
  line: number;
  /** The call as written (types removed, JSX compiled). */
  text: string;
  args: CodeNode[];
  node: CodeNode;
}

/**
 * The reader's source as a syntax tree, for the rare fact behaviour cannot show. Every spelling
 * of an import counts: renamed (`import { useOptimistic as useOpt }`), through a default or
 * namespace import (`React.useOptimistic`), or destructured (`const { useOptimistic } = React`).
 */
export interface CodeFacts {
  source: string;
  /** True when the code refers to export `name` of `module` anywhere (calls, JSX, arguments). */
  uses: (module: string, name: string) => boolean;
  /** Every call of export `name` of `module`. */
  calls: (module: string, name: string) => CodeCall[];
  /** Calls made when function `fn` runs: in its body, not in functions defined inside it. */
  callsIn: (fn: CodeNode) => CodeCall[];
  /** Local names of the setters and dispatchers from `useState` and `useReducer`. */
  stateSetters: () => string[];
  /** State setter calls made directly in an effect's body (not in a callback inside it). */
  stateSetInEffects: () => CodeCall[];
  /**
   * Every node of ESTree type `type` ("ClassDeclaration", "ArrowFunctionExpression", …) in the
   * module, in source order: for a fact the others do not name (a class's static method, what a
   * `useState` starts from). Comments are not nodes, so a comment naming an API is never found.
   */
  nodes: (type: string) => CodeNode[];
  /**
   * The whole syntax tree (an ESTree `Program`), for facts the members above do not give, such
   * as the function a name is declared as. Helpers: src/challenges/helpers/syntax.ts.
   */
  program: CodeNode;
  /**
   * The types of the reader's TypeScript, which the tree above no longer has: each type is its
   * tokens joined by single spaces, so spacing and comments never count
   * (`useState<User|null>` gives "User | null", `Array<User>` gives "Array < User >").
   * The type arguments of every call of export `name` of `module`, in source order, under every
   * spelling `calls` understands: `useState<User | null>(null)` → `[["User | null"]]`; a call
   * without any gives `[]`.
   */
  typeArguments: (module: string, name: string) => string[][];
  /** The file's type aliases by name: `type MaybeUser = User | null` → `{ MaybeUser: "User | null" }`. */
  typeAliases: () => Record<string, string>;
  /**
   * True when the type `name` is written in a type anywhere: an annotation, a generic, an `as`,
   * an alias or an interface (`usesType("any")`). A property called `name` does not count.
   */
  usesType: (name: string) => boolean;
}

/** What is still running that the reader's code started (see CheckContext.live). */
export interface LiveResources {
  intervals: number;
  timeouts: number;
  /** `window`/`document` listeners not removed, e.g. "window resize". */
  listeners: string[];
  /** Requests neither answered nor aborted. */
  fetches: number;
  /** How many times the reader's timer callbacks (intervals' and timeouts') have run so far. */
  timerCalls: number;
}

/** One test of a reader's test file, as a test runner reports it. */
export interface TestResult {
  /** Its describe blocks and name: "formatPrice › turns cents into dollars". */
  name: string;
  passed: boolean;
  /** The failing matcher's message (or the error) when it failed. */
  message?: string;
}

/** The outcome of a reader's test file (see CheckContext.runTests). */
export interface TestRun {
  /** The tests that ran, in order. */
  tests: TestResult[];
  /** Names of tests skipped (`it.skip`, `it.todo`, or left out by an `it.only`). */
  skipped: string[];
  /** Set when the file itself could not run (a syntax error, a missing module, a throw at its top level). */
  error?: string;
}

/** What a check can use. Everything is scoped to the rendered challenge, nothing global. */
export interface CheckContext {
  /** Testing Library's queries, bound to the element the reader's component renders into. */
  screen: BoundFunctions<typeof queries>;
  /** user-event, set up for this check (real timers). */
  user: UserEvent;
  /** The element the component rendered into. */
  root: HTMLElement;
  waitFor: typeof waitFor;
  within: typeof within;
  /** Fails the check with `message` (what the reader sees) unless `condition` holds. */
  expect: (condition: unknown, message: string) => void;
  /** Lines the reader's code wrote with console.log/info/warn/error, in order, since render. */
  logs: string[];
  /** React's own warnings and errors since render (key warnings, "Cannot update a component…"). */
  warnings: string[];
  /** Resolves after `ms` milliseconds of real time (keep checks well under a second). */
  sleep: (ms: number) => Promise<void>;
  /** What the reader's module exports (for challenges whose answer is a function or a value). */
  exports: Record<string, unknown>;
  /** Renders another element (e.g. a deliberately broken component) into a fresh container. */
  render: (node: ReactNode) => HTMLElement;
  /**
   * Committed renders of the component `name` (all instances) since the check rendered or
   * `resetRenders()`. Counted by React's commits, not by logs; StrictMode's double call counts
   * once. `name` is a function name, a displayName, or a top-level name in the reader's module.
   */
  renders: (name: string) => number;
  resetRenders: () => void;
  /** Unmounts the reader's component (its effects' cleanups run), e.g. before `live()`. */
  unmount: () => void;
  /** What the reader's code started and has not stopped: intervals, timeouts, listeners, fetches. */
  live: () => LiveResources;
  /** The server behind `fetch` (requests wait until answered). */
  server: FakeServer;
  /** The reader's source as a syntax tree; use sparingly, for what behaviour cannot show. */
  code: CodeFacts;
  /**
   * Runs the reader's file as a test file (Testing lesson), with `files` as the modules it imports
   * (by specifier, e.g. `{ "./Counter": brokenCounter }`), over the challenge's own `files`.
   * Within one Check the same files run once and every check gets that run, so a check may ask
   * for the working version's run again at no cost, and all checks judge the same outcome.
   */
  runTests: (files?: Record<string, string>) => Promise<TestRun>;
  /**
   * Ends the check as "did not run", with `message` saying why: the reader's answer gave it
   * nothing to judge yet (a test file that fails on the working component cannot prove it
   * catches a broken one). The check counts as not passed, and is never shown as passed.
   */
  notRun: (message: string) => never;
}

/** What a check may prepare before the component renders. */
export interface SetupContext {
  /**
   * Answers the reader's `fetch` calls during this check. The handler gets the URL and init;
   * whatever it returns (or throws) is what `fetch` resolves (or rejects) with.
   */
  mockFetch: (handler: (url: string, init?: RequestInit) => Response | Promise<Response>) => void;
  /** The same server as the check's `server`: `server.answer(…)` before the first render. */
  server: FakeServer;
}

export interface ChallengeCheck {
  /** A sentence a reader can read as the goal: "Clicking +1 three times shows 3". */
  name: string;
  setup?: (context: SetupContext) => void;
  /** Throws (usually through `expect`) with a helpful message when the goal is not met. */
  run: (context: CheckContext) => void | Promise<void>;
}

/**
 * One challenge. Its title and task are prose in the lesson (an `h3` and a paragraph before
 * `<Challenge id="lesson/name" />`), so search and the prerendered page have them; this holds
 * the code and the checks. Starter and solution are complete files the runner renders: the
 * default export, or else the first exported component. A file that imports from "vitest" is a
 * test file: the runner runs its tests instead of rendering it.
 */
export interface Challenge {
  starter: string;
  solution: string;
  /** Points at the idea without giving the code. */
  hint: string;
  /** Why the solution works, shown with it. */
  explanation: string;
  checks: ChallengeCheck[];
  /** Other modules the reader's file may import, by specifier: `{ "./Counter": source }`. */
  files?: Record<string, string>;
}

/** A lesson's challenges, keyed by name: `src/challenges/<section-id>.ts` exports `challenges`. */
export type LessonChallenges = Record<string, Challenge>;

/** A learner's answer for the corpus, with what makes it right or wrong. */
export interface CorpusAnswer {
  /** What the learner did, e.g. "pushes, then passes a copy". */
  name: string;
  source: string;
}

export interface WrongAnswer extends CorpusAnswer {
  /** A failing check's message must match this: it names the mistake. */
  message: RegExp;
}

/** The tests of one challenge's checks (docs/AUTHORING.md, "The corpus"). */
export interface ChallengeCorpus {
  /** At least 5 mistakes learners really make; each must fail with the matching message. */
  wrong: WrongAnswer[];
  /**
   * At least 3 other correct answers (another structure or API, the lesson's own code, one that
   * writes TypeScript types); each passes.
   */
  right: CorpusAnswer[];
}

/** `src/challenges/corpus/<section-id>.ts` exports `corpus`, keyed by challenge name. */
export type LessonCorpus = Record<string, ChallengeCorpus>;

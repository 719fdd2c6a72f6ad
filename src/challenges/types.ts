import type { BoundFunctions, queries, waitFor, within } from "@testing-library/dom";
import type { UserEvent } from "@testing-library/user-event";
import type { ReactNode } from "react";

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
  /** Resolves after `ms` milliseconds of real time (keep checks well under a second). */
  sleep: (ms: number) => Promise<void>;
  /** What the reader's module exports (for challenges whose answer is a function or a value). */
  exports: Record<string, unknown>;
  /** Renders another element (e.g. a deliberately broken component) into a fresh container. */
  render: (node: ReactNode) => HTMLElement;
}

/** What a check may prepare before the component renders. */
export interface SetupContext {
  /**
   * Answers the reader's `fetch` calls during this check instead of the network. The handler
   * gets the URL and init; whatever it returns (or throws) is what `fetch` resolves (or rejects) with.
   */
  mockFetch: (handler: (url: string, init?: RequestInit) => Response | Promise<Response>) => void;
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
 * default export, or else the first exported component.
 */
export interface Challenge {
  starter: string;
  solution: string;
  /** Points at the idea without giving the code. */
  hint: string;
  /** Why the solution works, shown with it. */
  explanation: string;
  checks: ChallengeCheck[];
}

/** A lesson's challenges, keyed by name: `src/challenges/<section-id>.ts` exports `challenges`. */
export type LessonChallenges = Record<string, Challenge>;

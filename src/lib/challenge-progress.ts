import { useSyncExternalStore } from "react";

/** One check's outcome, as the challenge's results list shows it. */
export interface KeptCheckResult {
  name: string;
  passed: boolean;
  message?: string;
}

/** What the visit remembers of one challenge (its code is kept with the editor's edits). */
export interface KeptChallenge {
  /** The reader opened it: coming back to the lesson finds it open. */
  started: boolean;
  /** Every check passed at least once during the visit; later edits do not take it away. */
  solved: boolean;
  /** The last check's results. */
  results: readonly KeptCheckResult[] | null;
}

export interface LessonProgress {
  solved: number;
  total: number;
}

/**
 * The reader's challenge progress for as long as the page is open, in memory only: a reload
 * starts clean, and nothing reaches any storage (the guide keeps nothing about its reader).
 * Challenge ids are `lesson/name`. Tiny on purpose: the sidebar reads it from the first load,
 * long before the playground exists.
 */
const challenges = new Map<string, KeptChallenge>();
/** How many challenges each lesson has, as its module reports once it has loaded. */
const totals = new Map<string, number>();
/** The sidebar's snapshots, one object per lesson until its numbers change. */
const snapshots = new Map<string, LessonProgress>();
const listeners = new Set<() => void>();

const lessonOf = (id: string) => id.split("/")[0];
const notify = () => listeners.forEach((listener) => listener());

function update(id: string, change: Partial<KeptChallenge>) {
  const current = challenges.get(id) ?? { started: false, solved: false, results: null };
  challenges.set(id, { ...current, ...change });
  notify();
}

export function keptChallenge(id: string): KeptChallenge | undefined {
  return challenges.get(id);
}

export function markChallengeStarted(id: string) {
  if (!challenges.get(id)?.started) update(id, { started: true });
}

/** Keeps a check's results; all of them passing marks the challenge solved. */
export function recordCheckResults(id: string, results: readonly KeptCheckResult[]) {
  const passed = results.length > 0 && results.every((result) => result.passed);
  update(id, { started: true, results, solved: (challenges.get(id)?.solved ?? false) || passed });
}

export function setLessonChallengeCount(lesson: string, total: number) {
  if (totals.get(lesson) === total) return;
  totals.set(lesson, total);
  notify();
}

export function lessonProgress(lesson: string): LessonProgress {
  let solved = 0;
  for (const [id, kept] of challenges) if (kept.solved && lessonOf(id) === lesson) solved += 1;
  const total = Math.max(totals.get(lesson) ?? 0, solved);
  const last = snapshots.get(lesson);
  if (last?.solved === solved && last.total === total) return last;
  const next = { solved, total };
  snapshots.set(lesson, next);
  return next;
}

/** Calls `listener` whenever anything kept here changes. */
export function subscribeChallengeProgress(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const subscribe = subscribeChallengeProgress;

/** The ids of the challenges solved during the visit, in the order they were first kept. */
export function solvedChallengeIds(): string[] {
  return [...challenges].filter(([, kept]) => kept.solved).map(([id]) => id);
}

/**
 * Replaces what the visit remembers of every challenge with `entries` (a work file opened):
 * each one is started, so its lesson opens it again; none has results until it is checked.
 */
export function replaceChallengeProgress(entries: readonly { id: string; solved: boolean }[]) {
  challenges.clear();
  snapshots.clear();
  for (const { id, solved } of entries)
    challenges.set(id, { started: true, solved, results: null });
  notify();
}

const nothingYet: LessonProgress = { solved: 0, total: 0 };

/** A lesson's solved and total challenges, re-rendering only when they change. */
export function useLessonProgress(lesson: string): LessonProgress {
  return useSyncExternalStore(
    subscribe,
    () => lessonProgress(lesson),
    () => nothingYet,
  );
}

/** One challenge as kept, re-rendering when it changes. */
export function useKeptChallenge(id: string): KeptChallenge | undefined {
  return useSyncExternalStore(
    subscribe,
    () => challenges.get(id),
    () => undefined,
  );
}

/** Forgets everything, as a reload would (for tests). */
export function resetChallengeProgress() {
  challenges.clear();
  totals.clear();
  snapshots.clear();
  notify();
}

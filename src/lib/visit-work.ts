import {
  keptChallenge,
  replaceChallengeProgress,
  solvedChallengeIds,
  subscribeChallengeProgress,
} from "./challenge-progress";
import { getCodeView, switchCodeView } from "./code-view";
import { challengeKey, workRestored } from "./incoming-work";
import { hasWork, WORK_FILE_NAME, workFileText, type VisitWork } from "./work-file";

/**
 * The reader's edits, by file path (or `challenge:<id>`), for as long as the page is open: a
 * lesson that unmounts and comes back finds them here, and a reload starts clean. Deliberately
 * not in any storage — the guide keeps nothing about its reader; "Save my work" puts them in a
 * file the reader keeps instead.
 */
const edits = new Map<string, string>();
const CHALLENGE_KEY = challengeKey("");

export function keptEdit(key: string): string | undefined {
  return edits.get(key);
}

/** Keeps `text` as the reader's code for `key`; the original text is no edit, so none is kept. */
export function keepEdit(key: string, text: string, original: string) {
  if (text === original) edits.delete(key);
  else edits.set(key, text);
  workChanged();
}

/** Code a shared link brought, for the editor of `key` to show (shared-link arrival). */
export function keepLinkedCode(key: string, code: string) {
  edits.set(key, code);
  workChanged();
}

/** Everything the visit holds that a work file saves. */
export function currentWork(): VisitWork {
  const challenges = new Map<string, { id: string; solved: boolean; code?: string }>();
  for (const id of solvedChallengeIds()) challenges.set(id, { id, solved: true });
  const demos: VisitWork["demos"] = [];
  for (const [key, code] of edits) {
    if (!key.startsWith(CHALLENGE_KEY)) {
      demos.push({ file: key, code });
      continue;
    }
    const id = key.slice(CHALLENGE_KEY.length);
    challenges.set(id, { id, solved: keptChallenge(id)?.solved ?? false, code });
  }
  return { challenges: [...challenges.values()], demos, codeView: getCodeView() };
}

/**
 * Replaces the visit's work with `work` (a work file the reader opened): the challenges it
 * names are started (their lessons open them again), its code is what their editors show, and
 * the lesson on screen is rendered again to show it all (incoming-work.ts).
 */
export function replaceWork(work: VisitWork) {
  edits.clear();
  for (const { id, code } of work.challenges)
    if (code !== undefined) edits.set(challengeKey(id), code);
  for (const { file, code } of work.demos) edits.set(file, code);
  replaceChallengeProgress(work.challenges);
  switchCodeView(work.codeView, null);
  // What was just opened is on the reader's disk already: nothing unsaved until it changes.
  markWorkSaved();
  workRestored();
}

/**
 * The work as a comparable string: solved ids and code, not the TS / JS choice (a view, not
 * work) nor the order things happened in.
 */
function fingerprint(work: VisitWork) {
  const challenges = work.challenges
    .map(({ id, solved, code }) => [id, solved, code ?? null] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const demos = work.demos
    .map(({ file, code }) => [file, code])
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([challenges, demos]);
}

let savedFingerprint = fingerprint({ challenges: [], demos: [], codeView: "ts" });
let guarding = false;

/** The browser's own "Leave site?" prompt, when closing the page would lose work. */
function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!hasUnsavedWork()) return;
  event.preventDefault();
  // Chromium before 119 and Safari ask only when returnValue is set.
  event.returnValue = "";
}

/** True when the page holds work that differs from the last file saved or opened. */
export function hasUnsavedWork() {
  const work = currentWork();
  return hasWork(work) && fingerprint(work) !== savedFingerprint;
}

/**
 * Work changed: from now on, leaving the page asks first (unless the work is what was saved, which
 * the listener itself checks). The listener is added only once there is work, so a reader who
 * never writes code leaves the page as freely as before (and it stays in the back/forward cache).
 */
function workChanged() {
  if (guarding || typeof window === "undefined") return;
  guarding = true;
  window.addEventListener("beforeunload", onBeforeUnload);
}

/** The work as it is now is in a file the reader has: leaving loses nothing until it changes. */
export function markWorkSaved() {
  savedFingerprint = fingerprint(currentWork());
  if (!guarding) return;
  guarding = false;
  window.removeEventListener("beforeunload", onBeforeUnload);
}

// Solving a challenge is work as well as code is. (This module loads with the playground, before
// any check can run.)
let solvedBefore = solvedChallengeIds().join();
subscribeChallengeProgress(() => {
  const solved = solvedChallengeIds().join();
  if (solved === solvedBefore) return;
  solvedBefore = solved;
  workChanged();
});

/** Downloads the visit's work as a file; returns what it saved. */
export function saveWork(now = new Date()): VisitWork {
  const work = currentWork();
  const blob = new Blob([workFileText(work, now)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = WORK_FILE_NAME;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  markWorkSaved();
  return work;
}

/** Back to the start of a visit (tests). */
export function resetVisitWork() {
  edits.clear();
  markWorkSaved();
  savedFingerprint = fingerprint({ challenges: [], demos: [], codeView: "ts" });
  solvedBefore = "";
}

import { useSyncExternalStore } from "react";

/**
 * Work that reaches the page from outside it: a work file the reader opened, code from a shared
 * link, and what the reader must be told about either. Tiny on purpose: lessons read it from the
 * first load, and the code that reads files and links loads only when one arrives.
 */
let restores = 0;
/** The key of the code a link just brought, until its notice has taken the reader's focus. */
let arrivalFocus: string | null = null;
/** Keys (as the editors keep code: a demo's file, `challenge:<id>`) of code from a link, not run yet. */
const heldLinks = new Set<string>();
let notice: unknown = null;
/** Who shows a lesson the page is asked for (a link's, arriving while another lesson is open). */
const lessonListeners = new Set<(id: string) => void>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A work file replaced the visit's work: what shows it renders again. */
export function workRestored() {
  restores += 1;
  notify();
}

/** Changes each time a work file is opened: a key for what must show the restored work. */
export function useRestoreCount() {
  return useSyncExternalStore(
    subscribe,
    () => restores,
    () => 0,
  );
}

/** How the editors key a challenge's code (an example's is keyed by its file). */
export const challengeKey = (id: string) => `challenge:${id}`;

/**
 * The code for `key` came from a link: it is shown, runs only once the reader says so, and its
 * notice takes the reader's focus when it appears.
 */
export function holdLinkedCode(key: string) {
  heldLinks.add(key);
  arrivalFocus = key;
  notify();
}

/** True once, for the notice of the code a link just brought. */
export function takeLinkArrivalFocus(key: string) {
  if (arrivalFocus !== key) return false;
  arrivalFocus = null;
  return true;
}

export function releaseLinkedCode(key: string) {
  if (heldLinks.delete(key)) notify();
}

export function isLinkedCodeHeld(key: string) {
  return heldLinks.has(key);
}

/** True while the code for `key` came from a link and has not run. */
export function useLinkedCodeHeld(key: string | undefined) {
  return useSyncExternalStore(
    subscribe,
    () => key !== undefined && heldLinks.has(key),
    () => false,
  );
}

/** Something the reader must be told (work-notice.ts says what); the sidebar's controls show it. */
export function showWorkNotice(next: unknown) {
  notice = next;
  notify();
}

export function useWorkNotice() {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => null,
  );
}

/** Asks the guide screen to show lesson `id`, as the sidebar would. */
export function requestLesson(id: string) {
  lessonListeners.forEach((listener) => listener(id));
}

/** Calls `listener` with each lesson asked for from now on. */
export function onLessonRequest(listener: (id: string) => void) {
  lessonListeners.add(listener);
  return () => {
    lessonListeners.delete(listener);
  };
}

/** Back to the start of a visit (tests). */
export function resetIncomingWork() {
  restores = 0;
  arrivalFocus = null;
  heldLinks.clear();
  notice = null;
  notify();
}

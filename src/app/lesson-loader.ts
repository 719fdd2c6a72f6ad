import { sections, type LessonModule, type SectionId } from "@/data/sections";
import { createResource, type Resource } from "@/lib/resource";
import { withRetry } from "@/lib/retry-import";

const lessons = new Map<string, Resource<LessonModule>>(
  sections.map((section) => [section.id, createResource<LessonModule>(withRetry(section.load))]),
);

function resource(id: SectionId) {
  const found = lessons.get(id);
  if (!found) throw new Error(`No lesson registered for section "${id}"`);
  return found;
}

/** The lesson's module, loading it once; readable synchronously by `use()` once loaded. */
export function loadLesson(id: SectionId) {
  return resource(id).load();
}

/** Forgets a failed load so "Try again" fetches the chunk afresh. */
export function forgetFailedLesson(id: SectionId) {
  resource(id).reset();
}

/** Warms a lesson up ahead of a click; a failure is forgotten so a real open retries. */
export function prefetchLesson(id: SectionId) {
  loadLesson(id).catch(() => forgetFailedLesson(id));
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/**
 * After the page has loaded and the main thread is idle, fetches the other lessons one at a
 * time, so a later switch never waits on the network. Skipped when the reader asked their
 * browser to save data.
 */
export function prefetchLessonsWhenIdle(delayMs = 1500) {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const idle = (callback: () => void) => {
    const w = window as IdleWindow;
    if (w.requestIdleCallback) w.requestIdleCallback(callback, { timeout: 4000 });
    else setTimeout(callback, 200);
  };
  const queue = sections.map((section) => section.id);
  const next = () => {
    const id = queue.shift();
    if (!id) return;
    loadLesson(id)
      .catch(() => forgetFailedLesson(id))
      .finally(() => idle(next));
  };
  const start = () => setTimeout(() => idle(next), delayMs);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

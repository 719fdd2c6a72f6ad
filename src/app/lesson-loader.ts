import { sections, type LessonModule, type SectionId } from "@/data/sections";
import { createResource, type Resource } from "@/lib/resource";
import { withRetry } from "@/lib/retry-import";
import { whenIdle } from "@/lib/when-idle";
import { prefetchPlan, type ConnectionHints } from "./prefetch-policy";
import { warmUpRenderingOnce } from "./warm-up";

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

/** Whether the lesson's module has loaded, so opening it renders without waiting. */
export function lessonReady(id: SectionId) {
  return resource(id).ready();
}

/** Forgets a failed load so "Try again" fetches the chunk afresh. */
export function forgetFailedLesson(id: SectionId) {
  resource(id).reset();
}

/**
 * Warms a lesson up ahead of a click (a pointer over, focus on or press of a link to it); a
 * failure is forgotten so a real open retries. The first call also warms up React's rendering
 * code on a hydrated page (see `warmUpRenderingOnce`).
 */
export function prefetchLesson(id: SectionId) {
  warmUpRenderingOnce();
  loadLesson(id).catch(() => forgetFailedLesson(id));
}

function connectionHints() {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

/** The idle prefetch's state: off until `startIdlePrefetch`, so unit tests never start it. */
const idle = {
  started: false,
  current: undefined as SectionId | undefined,
  /** Lessons the reader has had on screen; a second one means they are browsing. */
  shown: new Set<SectionId>(),
  delayMs: 1500,
  readingMs: 10_000,
  cancel: () => {},
};

/**
 * Fetches the lessons `prefetchPlan` picks for the current one, one per idle period. A new plan
 * replaces the previous one, so a reader clicking through the sidebar only leaves the last
 * lesson's plan. After a switch it starts `delayMs` later. On the lesson the visit opened on it
 * waits for the reader to start reading: their first scroll, or `readingMs` on the page. A
 * visitor who leaves at once then pays for one lesson, not two, and the page's start-up network
 * (what Lighthouse counts until the network is quiet) stays the lesson on screen. Nothing is
 * lost: the pager's "Next" is a scroll away, and a hover, focus or press on any lesson link
 * fetches that lesson at once.
 */
function schedule() {
  idle.cancel();
  const current = idle.current;
  if (!current) return;
  const queue = prefetchPlan(current, connectionHints(), idle.shown.size > 1);
  if (queue.length === 0) return;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle = () => {};
  const nextWhenIdle = () => (cancelIdle = whenIdle(next, { timeoutMs: 4000, fallbackMs: 200 }));
  const next = () => {
    const id = queue.shift();
    if (cancelled || !id) return;
    loadLesson(id)
      .catch(() => forgetFailedLesson(id))
      .finally(() => {
        if (!cancelled) nextWhenIdle();
      });
  };
  const firstLesson = idle.shown.size === 1;
  const begin = () => {
    window.removeEventListener("scroll", begin);
    clearTimeout(timer);
    nextWhenIdle();
  };
  const start = () => {
    timer = setTimeout(begin, firstLesson ? idle.readingMs : idle.delayMs);
    if (firstLesson) window.addEventListener("scroll", begin, { passive: true });
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  idle.cancel = () => {
    cancelled = true;
    clearTimeout(timer);
    cancelIdle();
    window.removeEventListener("load", start);
    window.removeEventListener("scroll", begin);
  };
}

/**
 * Starts prefetching while idle (see `prefetchPlan`: the next lesson in reading order; every
 * lesson only for a reader browsing on a fast connection). `current` is the lesson the page
 * opened on, when it opened on one.
 */
export function startIdlePrefetch(current?: SectionId, delayMs = 1500, readingMs = 10_000) {
  idle.started = true;
  idle.delayMs = delayMs;
  idle.readingMs = readingMs;
  if (current && !idle.current) {
    idle.current = current;
    idle.shown.add(current);
  }
  schedule();
}

/** The reader now has `id` on screen: the idle prefetch follows them from there. */
export function showingLesson(id: SectionId) {
  if (idle.current === id) return;
  idle.current = id;
  idle.shown.add(id);
  if (idle.started) schedule();
}

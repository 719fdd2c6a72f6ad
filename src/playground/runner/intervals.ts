/**
 * Remembers the intervals started while `track` is on, so they can all be stopped when the code
 * that started them is replaced: an interval the reader forgot to clear would otherwise tick on
 * in the frame, logging into later checks. Only intervals: React's scheduler uses timeouts and
 * message channels, which must be left alone.
 */
export function createIntervalTracker() {
  const ids = new Set<unknown>();
  const original = globalThis.setInterval;
  const tracked = ((...args: Parameters<typeof setInterval>) => {
    const id = original(...args);
    ids.add(id);
    return id;
  }) as typeof setInterval;
  return {
    start() {
      globalThis.setInterval = tracked;
    },
    /** Stops tracking and clears every interval started since `start`. */
    stopAll() {
      globalThis.setInterval = original;
      for (const id of ids) clearInterval(id as ReturnType<typeof setInterval>);
      ids.clear();
    },
  };
}

/**
 * A promise that React's `use()` can read synchronously once it has settled: React checks
 * `status`/`value` on the thenable before suspending, so a module that was prefetched
 * renders in the same frame instead of flashing a fallback.
 */
type Tracked<T> = Promise<T> & {
  status?: "pending" | "fulfilled" | "rejected";
  value?: T;
  reason?: unknown;
};

export interface Resource<T> {
  /** Starts (or reuses) the load; safe to call many times. */
  load(): Promise<T>;
  /** Forgets a failed load so the next `load()` tries again. */
  reset(): void;
  /** Whether the load has finished and its value can be read without waiting. */
  ready(): boolean;
}

export function createResource<T>(loader: () => Promise<T>): Resource<T> {
  let current: Tracked<T> | undefined;
  return {
    load() {
      if (current) return current;
      const promise: Tracked<T> = loader();
      promise.status = "pending";
      promise.then(
        (value) => {
          promise.status = "fulfilled";
          promise.value = value;
        },
        (reason: unknown) => {
          promise.status = "rejected";
          promise.reason = reason;
        },
      );
      current = promise;
      return promise;
    },
    reset() {
      if (current?.status === "rejected") current = undefined;
    },
    ready() {
      return current?.status === "fulfilled";
    },
  };
}

/**
 * Browsers remember a module that failed to load: importing the same URL again fails at
 * once, without a request. To really try again, the chunk is imported under a fresh URL
 * (same file, a `?retry=` query). The URL comes from the browser's error message
 * ("Failed to fetch dynamically imported module: <url>" in Chromium, similar in Firefox);
 * when it cannot be found, the original import is simply repeated.
 */
export function failedModuleUrl(error: unknown, origin: string): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/[^\s'"]+?\.js)\b/.exec(message);
  if (!match) return null;
  try {
    const url = new URL(match[1]);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

/** A loader that, after a failure, retries under a cache-busting URL. */
export function withRetry<T>(
  load: () => Promise<T>,
  importUrl: (url: string) => Promise<T> = (url) => import(/* @vite-ignore */ url) as Promise<T>,
) {
  let lastError: unknown = null;
  let attempt = 0;
  return async (): Promise<T> => {
    const url = lastError === null ? null : failedModuleUrl(lastError, window.location.origin);
    attempt += 1;
    try {
      return url ? await importUrl(`${url}?retry=${attempt}`) : await load();
    } catch (error) {
      lastError = error;
      throw error;
    }
  };
}

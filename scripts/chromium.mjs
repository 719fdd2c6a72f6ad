import { existsSync } from "node:fs";

// Debian's Chromium, as every script launches it: Playwright never downloads a browser here
// (CHROME_PATH overrides the path). The benches and screenshots use the browser readers run.
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell, built
 * from the same sources, the build Playwright itself runs headless tests in) where it is
 * installed, else the full browser. Same Blink and V8, without the desktop browser's layers
 * around them: the browser suite took 1,654 s of test time instead of 2,667 s, all 273 tests
 * passing on both. CHROME_PATH overrides it too.
 */
export const testChromePath =
  process.env.CHROME_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : chromePath);

/** Flags for a quiet, reproducible headless run: no GPU, QUIC or background traffic. */
export const chromeFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Every host but the local server fails to resolve: tests and benches never reach the internet. */
export const offlineFlag = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";

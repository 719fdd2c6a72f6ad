// Debian's Chromium, as every script and the browser tests launch it: Playwright never
// downloads a browser here (CHROME_PATH overrides the path).
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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

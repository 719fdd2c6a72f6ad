import { defineConfig, devices } from "@playwright/test";
import { chromeFlags, offlineFlag, testChromePath } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4317);
/** Separate output folders let several test runs build side by side. */
const outDir = process.env.E2E_DIST ?? "dist";
export const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium (its headless shell where installed): Playwright never downloads a browser. */
const chromium = { executablePath: testChromePath, args: [...chromeFlags, offlineFlag] };

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

/**
 * A phone's screen: its width, touch and mobile viewport. One device pixel per CSS pixel: the
 * layout is the same at any ratio, and a ratio of 2 paints four times the pixels (a fifth of the
 * phone project's processor time). layout-shift.spec.ts loads pages at a fractional ratio.
 */
const phone = {
  ...devices["Desktop Chrome"],
  viewport: { width: 375, height: 740 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 1,
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three on two cores: a browser test spends much of its time waiting on pages, frames and
  // timers, and `npm test` runs the unit tests beside them at a lower priority
  // (scripts/test-suites.mjs) to take what is left. The tests that time the guide against a
  // busy frame run apart, with two workers (the "timing" project). hosts.spec.ts gives each
  // worker ports of its own: three at most.
  workers: Math.min(3, Number(process.env.E2E_WORKERS) || 3),
  forbidOnly: true,
  outputDir: process.env.E2E_OUTPUT ?? "test-results",
  // On CI one retry absorbs a stall of the shared machine; the report still names any test
  // that needed it ("flaky"), so a real regression shows either way.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Three browsers share two cores with the unit tests: a Check pressed as a challenge opens
  // starts its runner frame first, which has taken over 7 s there.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    launchOptions: chromium,
    // Recording a trace costs about a quarter of the suite's time even when it is thrown away,
    // so only a retried test records one (CI retries once); locally, pass `--trace on`.
    trace: "on-first-retry",
  },
  // What runs at which width: an untagged test runs once, on the desktop (most behaviour does
  // not depend on the width, and every browser test costs seconds of a shared 2-core machine);
  // `@responsive` runs at both widths, `@mobile` only on the phone. `@timing` marks the desktop
  // tests that measure the guide's answer in milliseconds: they run last, two at a time, once
  // every other test has ended, whatever its outcome (a teardown project always runs, and
  // whole: `--no-deps` leaves it out of a run of chosen files, tests or projects).
  projects: [
    {
      name: "desktop",
      grepInvert: /@mobile|@timing/,
      use: desktop,
      teardown: "timing",
    },
    {
      name: "mobile",
      grep: /@mobile|@responsive/,
      use: phone,
      teardown: "timing",
    },
    { name: "timing", grep: /@timing/, use: desktop, workers: 2 },
  ],
  // The production build, served like a static host (404.html, security headers) on loopback.
  // E2E_PREBUILT=1 serves the build already in the folder. Runs side by side (E2E_PORT, E2E_DIST)
  // each serve their own: `--bypass-lock` lifts Vite's one-preview-per-project lock.
  webServer: {
    command: `${process.env.E2E_PREBUILT === "1" ? "" : `npx vite build --outDir ${outDir} && `}npx vite preview --bypass-lock --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
  },
});

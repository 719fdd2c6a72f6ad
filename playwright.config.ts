import { defineConfig, devices } from "@playwright/test";
import { chromeFlags, chromePath, offlineFlag } from "./scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4317);
/** Separate output folders let several test runs build side by side. */
const outDir = process.env.E2E_DIST ?? "dist";
export const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium: Playwright never downloads a browser here. */
const chromium = { executablePath: chromePath, args: [...chromeFlags, offlineFlag] };

const phone = {
  ...devices["Desktop Chrome"],
  viewport: { width: 375, height: 740 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  outputDir: process.env.E2E_OUTPUT ?? "test-results",
  // On CI one retry absorbs a stall of the shared machine; the report still names any test
  // that needed it ("flaky"), so a real regression shows either way.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    launchOptions: chromium,
    // Recording a trace costs about a quarter of the suite's time even when it is thrown away,
    // so only a retried test records one (CI retries once); locally, pass `--trace on`.
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "desktop",
      // Tests tagged for one screen size run only in that project, instead of being skipped.
      grepInvert: /@mobile/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      grepInvert: /@desktop/,
      // Lesson specs test behaviour that does not depend on the width; on phones only the
      // tests tagged @responsive run (touch copy buttons and the like). Every lesson is still
      // rendered, axe-checked and validated at 375 px by sections.spec.ts.
      testIgnore: /lesson-.*\.spec\.ts/,
      use: phone,
    },
    {
      name: "mobile-lessons",
      testMatch: /lesson-.*\.spec\.ts/,
      grep: /@responsive/,
      use: phone,
    },
  ],
  // The production build, served like a static host (404.html, security headers) on loopback.
  // E2E_PREBUILT=1 serves the build already in the folder (CI builds it once, with `npm run build`).
  webServer: {
    command: `${process.env.E2E_PREBUILT === "1" ? "" : `npx vite build --outDir ${outDir} && `}npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
  },
});

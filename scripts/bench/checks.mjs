// "Check" → results at 4× CPU (the budget: ≤ 1 s, ≤ 2 s for the Testing lesson's test
// files), for the challenges whose checks use the runner's evidence: a test file run against
// working and broken components, live timers after unmount, frozen state. The solution is loaded
// into the editor first, so every check runs to its end. Isolated (the sandboxed frame in a
// process of its own, as Chromium ships) and in-process (the frame shares the page's slowed-down
// thread, as on phones without site isolation).
// Usage: `node scripts/bench/checks.mjs <origin>` against a served build (`npx vite preview`).
/* global window */
import { chromeFlags, chromePath, offlineFlag } from "../chromium.mjs";
import { cpuRate } from "./config.mjs";
import { launchOverProtocol, newContext, openPage } from "./cdp.mjs";
import { openSolvedChallenge, timeCheck } from "./playground.mjs";

const RUNS = Number(process.env.BENCH_CHECK_RUNS ?? 5);
const CHALLENGES = [
  // The playground bench's own Check, for scale on a busy machine.
  { section: "core-concepts", name: "Add three" },
  { section: "testing", name: "Missing assertion" },
  { section: "hooks", name: "Stale interval" },
  { section: "state-management", name: "Immutable updates" },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function checkOnce(browser, origin, { section, name }) {
  const { page, box } = await openSolvedChallenge(browser, origin, section, name);
  try {
    await page.wait(1500);
    // The challenge's runner frame is on the page already, slowed down too when it has a
    // process of its own. Timed as the playground bench's Check row is.
    return await timeCheck(page, box, () => page.throttle(cpuRate));
  } finally {
    await page.close();
  }
}

/** playground.html → its "ready" message (ms from navigation), at 4× CPU, the page on its own. */
async function startUp(browser, context, origin) {
  const page = await openPage(browser, { context });
  try {
    await page.throttle(cpuRate);
    await page.addInitScript(() => {
      window.addEventListener("message", (event) => {
        if (event.data?.type === "ready") window.__readyAt = performance.now();
      });
    });
    await page.goto(`${origin}/playground.html`);
    return Math.round(await page.until(() => window.__readyAt));
  } finally {
    await page.close();
  }
}

async function measure(origin, inProcess) {
  const browser = await launchOverProtocol(process.env.CHROME_PATH ?? chromePath, [
    ...chromeFlags,
    ...(inProcess ? ["--disable-features=IsolateSandboxedIframes"] : []),
    offlineFlag,
  ]);
  try {
    const results = {};
    if (!inProcess) {
      const runs = [];
      const context = await newContext(browser);
      // The first load fills the HTTP and code caches (one context), as the guide's preload has.
      await startUp(browser, context, origin);
      for (let run = 0; run < RUNS; run += 1) runs.push(await startUp(browser, context, origin));
      await browser.send("Target.disposeBrowserContext", { browserContextId: context });
      results["runner start-up (playground.html → ready)"] = { medianMs: median(runs), runs };
    }
    for (const challenge of CHALLENGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await checkOnce(browser, origin, challenge));
      results[`${challenge.section}/${challenge.name}`] = { medianMs: median(runs), runs };
    }
    return results;
  } finally {
    await browser.close();
  }
}

const origin = process.argv[2] ?? "http://127.0.0.1:4173";
console.log(
  JSON.stringify(
    { cpuRate, isolated: await measure(origin, false), inProcess: await measure(origin, true) },
    null,
    2,
  ),
);

// The TS / JS switch: switching every sample of the longest lesson at once.
// Browser globals, used only in the functions evaluated inside the page:
/* global window, document, requestAnimationFrame */
import { cpuRate, KB } from "./config.mjs";
import { launchChromium } from "./serve.mjs";
import { markdownTable, median, millis, mark, sleep } from "./util.mjs";

export const CODE_SWITCH_LESSON = "hooks";
export const CODE_SWITCH_RUNS = Number(process.env.BENCH_CODE_SWITCH_RUNS ?? 5);
/** The budget: no task over 50 ms while every sample of the lesson switches, at 4× CPU. */
export const CODE_SWITCH_TASK_MS = 50;

const BLOCKS = "article[data-lesson] [data-slot=code-block]:has([data-slot=code-view-switch])";

/**
 * Installed in the page: a capture-phase click listener on a switch button notes the click's
 * `event.timeStamp`; requestAnimationFrame + a MessageChannel message marks the end of the
 * frame that shows the result ("after next paint"), as scripts/bench/switches.mjs does.
 */
function installProbe() {
  const state = { results: [] };
  window.__benchCodeSwitch = state;
  document.addEventListener(
    "click",
    (event) => {
      if (!event.target?.closest?.("[data-slot=code-view-switch] button")) return;
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => state.results.push(performance.now() - start);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
}

/**
 * The longest task on a renderer main thread in a Chrome trace: top-level `RunTask` slices
 * (the unit Lighthouse and the Long Tasks API count), so a task under 50 ms is measured too.
 */
function longestTask(trace) {
  const events = JSON.parse(trace.toString("utf8")).traceEvents ?? [];
  const mainThreads = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  let longest = 0;
  for (const event of events) {
    if (event.name !== "RunTask" || event.ph !== "X") continue;
    if (!mainThreads.has(`${event.pid}:${event.tid}`)) continue;
    longest = Math.max(longest, (event.dur ?? 0) / 1000);
  }
  return longest;
}

/**
 * Opens the lesson, waits until all of it is on the page, then presses the switch of a block on
 * screen, JS and back to TS, `CODE_SWITCH_RUNS` times each, at `cpuRate`× CPU, tracing each
 * press: the longest main-thread task and click → next paint.
 */
export async function codeSwitchTimings(origin) {
  const { browser, close } = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/?section=${CODE_SWITCH_LESSON}`, { waitUntil: "load" });
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    // The lesson's later parts arrive a frame apart; its last heading marks the end.
    await page.locator("article[data-lesson] h2", { hasText: "Challenges" }).waitFor();
    await page.waitForLoadState("networkidle");
    await sleep(500);
    await page.evaluate(installProbe);
    const blocks = await page.locator(BLOCKS).count();
    if (!blocks) throw new Error(`No code block with a TS / JS switch in ${CODE_SWITCH_LESSON}`);
    const block = page.locator(BLOCKS).nth(Math.min(2, blocks - 1));
    await block.scrollIntoViewIfNeeded();
    const bytes = await page
      .locator(BLOCKS)
      .evaluateAll(
        (list) => list.reduce((sum, element) => sum + element.outerHTML.length, 0),
        undefined,
      );

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    const runs = { js: [], ts: [] };
    for (let run = 0; run < CODE_SWITCH_RUNS; run += 1) {
      for (const view of ["js", "ts"]) {
        const count = await page.evaluate(() => window.__benchCodeSwitch.results.length);
        // A reader's press: the pointer over the button first, then down and up, off the trace's
        // clock until the press. Playwright's `click()` would do its own work in the traced,
        // throttled page: waiting for the button to be still, then hit-target listeners that
        // ran inside the press's task (~70 ms of it at 4× in a trace of the playground's Check).
        const button = block
          .getByRole("group", { name: "Show code as" })
          .getByRole("button", { name: view.toUpperCase() });
        const box = await button.boundingBox();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await sleep(300);
        await browser.startTracing(page, {
          categories: ["toplevel", "disabled-by-default-devtools.timeline"],
        });
        await page.mouse.down();
        await page.mouse.up();
        await page.waitForFunction((n) => window.__benchCodeSwitch.results.length > n, count, {
          timeout: 15_000,
        });
        // The blocks away from the screen follow a few per frame: the trace covers them all.
        await page.waitForFunction(
          ([selector, shown]) =>
            [...document.querySelectorAll(selector)].every(
              (element) => element.getAttribute("data-view") === shown,
            ),
          [BLOCKS, view],
          { timeout: 15_000, polling: 100 },
        );
        await sleep(300);
        const trace = await browser.stopTracing();
        const clickToPaint = await page.evaluate((n) => window.__benchCodeSwitch.results[n], count);
        const views = await page
          .locator(BLOCKS)
          .evaluateAll((list) => list.map((element) => element.getAttribute("data-view")));
        if (views.some((shown) => shown !== view))
          throw new Error(`After pressing ${view.toUpperCase()}, blocks show ${views.join(",")}`);
        runs[view].push({ longestTaskMs: longestTask(trace), clickToPaintMs: clickToPaint });
        await sleep(300);
      }
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const summary = (list) => ({
      longestTaskMs: median(list.map((r) => r.longestTaskMs)),
      clickToPaintMs: median(list.map((r) => r.clickToPaintMs)),
      values: list,
    });
    return {
      lesson: CODE_SWITCH_LESSON,
      blocks,
      htmlKb: bytes / KB,
      cpuSlowdown: cpuRate,
      runs: CODE_SWITCH_RUNS,
      toJs: summary(runs.js),
      toTs: summary(runs.ts),
    };
  } finally {
    await close();
  }
}

/** The bench table's row: the median longest task of a switch to JS (and back). */
export function codeSwitchRow(result) {
  const worst = Math.max(
    result.toJs.longestTaskMs ?? Infinity,
    result.toTs.longestTaskMs ?? Infinity,
  );
  return [
    `TS → JS switch of all ${result.blocks} samples of React Hooks: longest task (back to TS), ` +
      `median of ${result.runs} (CPU ${result.cpuSlowdown}×)`,
    `${millis(result.toJs.longestTaskMs)} (${millis(result.toTs.longestTaskMs)})`,
    `≤ ${CODE_SWITCH_TASK_MS} ms ${mark(worst <= CODE_SWITCH_TASK_MS)}`,
  ];
}

/** `--code-switch`: the row, and each run's click → next paint. */
export function codeSwitchReport(result) {
  const runs = (list) =>
    list.values
      .map((run) => `${Math.round(run.longestTaskMs)}/${Math.round(run.clickToPaintMs)}`)
      .join(", ");
  return [
    markdownTable(["Measure", "Value", "Target"], [codeSwitchRow(result)]),
    "",
    `Code view switch (longest main-thread task / click → next paint, ms): to JS ${runs(result.toJs)}; ` +
      `to TS ${runs(result.toTs)}. The ${result.blocks} switchable blocks hold ` +
      `${result.htmlKb.toFixed(1)} kB of HTML.`,
  ].join("\n");
}

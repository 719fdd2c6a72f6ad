// Layout shift while an entry loads. Every entry (`/` and each other lesson's
// `?section=` link) opens in a fresh browser context, once as a phone (412 px wide, CPU 4×
// slower, a slow network) and once as a desktop (1280 px, no throttling). A `layout-shift`
// observer (buffered, so shifts before it was installed count too) sums every shift without
// recent input from the navigation until the app is ready and the network has been quiet for a
// second: the worst a reader could see, where Lighthouse's CLS keeps the worst 5 s window only.
// Browser globals, used only in the functions evaluated inside the page:
/* global window, document, Element, requestAnimationFrame */
import { cpuRate } from "./config.mjs";
import { launchChromium } from "./serve.mjs";
import { sleep } from "./util.mjs";

/** Lighthouse's mobile network, as its DevTools throttling applies it (150 ms RTT × 3.75, 90 %). */
const SLOW_NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export const CLS_WIDTHS = [
  {
    key: "phone",
    label: `412 px, CPU ${cpuRate}×, slow network`,
    context: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
    cpu: cpuRate,
    network: SLOW_NETWORK,
  },
  {
    key: "desktop",
    label: "1280 px",
    context: { viewport: { width: 1280, height: 800 } },
    cpu: 1,
    network: null,
  },
];

/** Installed before the page's own scripts: every layout shift, with what moved. */
function installShiftLog() {
  const shifts = [];
  window.__benchShifts = shifts;
  const describe = (node) => {
    if (!(node instanceof Element)) return node?.nodeName ?? "?";
    const id = node.id ? `#${node.id}` : "";
    const label = node.getAttribute("aria-label");
    return `${node.localName}${id}${label ? `[${label}]` : ""}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map((source) => ({
          node: describe(source.node),
          from: Math.round(source.previousRect.y),
          to: Math.round(source.currentRect.y),
        })),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

async function entryRun(browser, origin, url, width) {
  const context = await browser.newContext(width.context);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (width.cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: width.cpu });
    if (width.network) {
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", width.network);
    }
    let lastRequest = Date.now();
    let inFlight = 0;
    page.on("request", () => {
      inFlight += 1;
      lastRequest = Date.now();
    });
    const settled = () => {
      inFlight -= 1;
      lastRequest = Date.now();
    };
    page.on("requestfinished", settled);
    page.on("requestfailed", settled);
    await page.addInitScript(installShiftLog);
    await page.goto(`${origin}${url}`, { waitUntil: "commit" });
    await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 60_000 });
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastRequest < 1000))
      await sleep(100);
    await sleep(300);
    const shifts = await page.evaluate(() => window.__benchShifts);
    const counted = shifts.filter((shift) => !shift.hadRecentInput);
    return {
      cls: counted.reduce((total, shift) => total + shift.value, 0),
      shifts: counted,
    };
  } finally {
    await context.close();
  }
}

/**
 * How far the first screen reaches: the entry opened with the rest of its lesson held back (as
 * a slow network would), the lesson article's bottom against the viewport's height once its
 * first screen is painted. Below the fold, the first paint is the settled page's top.
 */
async function foldRun(browser, origin, url, width) {
  const context = await browser.newContext(width.context);
  try {
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise((resolve) => (release = resolve));
    await page.route(/\/assets\/rest-[\w-]+\.json$/, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.goto(`${origin}${url}`, { waitUntil: "commit" });
    await page.locator("article[data-lesson] h1").waitFor({ timeout: 30_000 });
    const fold = await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const article = document.querySelector("article[data-lesson]");
              resolve({
                bottom: Math.round(article.getBoundingClientRect().bottom),
                height: window.innerHeight,
                restHeld: document.documentElement.hasAttribute("data-view-rest"),
              });
            }),
          ),
        ),
    );
    release();
    return fold;
  } finally {
    await context.close();
  }
}

/** The entries: `/` and every other lesson's `?section=` link. */
export function clsEntries(lessonIds, defaultView = "introduction") {
  return ["/", ...lessonIds.filter((id) => id !== defaultView).map((id) => `/?section=${id}`)];
}

/** CLS of every entry at both widths, one run each. */
export async function layoutShifts(origin, entries) {
  const { browser, close } = await launchChromium();
  try {
    const results = [];
    for (const width of CLS_WIDTHS) {
      for (const url of entries) {
        const run = await entryRun(browser, origin, url, width);
        const worst = [...run.shifts].sort((a, b) => b.value - a.value)[0];
        const what = worst
          ? `, worst ${worst.value.toFixed(4)} at ${worst.at} ms: ` +
            worst.sources.map((s) => `${s.node} ${s.from}→${s.to}`).join(", ")
          : "";
        const fold = await foldRun(browser, origin, url, width);
        const reach = fold.restHeld
          ? `first screen to ${fold.bottom} of ${fold.height} px`
          : "whole lesson at once";
        console.log(`  CLS ${width.key} ${url}: ${run.cls.toFixed(4)}${what}; ${reach}`);
        results.push({ width: width.key, url, ...run, fold });
      }
    }
    return {
      widths: CLS_WIDTHS.map(({ key, label }) => ({ key, label })),
      entries,
      results,
    };
  } finally {
    await close();
  }
}

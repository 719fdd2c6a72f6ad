// What a first visit costs. Each run opens a fresh browser context (its own empty
// cache and storage, like a new profile) in one Chromium.
// - JS by network idle: every script response on `/` until the network has been quiet for 5 s
//   after the load event, so the app's idle lesson prefetch (1.5 s after load) is counted. Bytes are
//   CDP `Network.loadingFinished` encodedDataLength: what came over the wire from `vite preview`,
//   which gzips scripts over 1 kB (level 6), response headers included.
// - Cold switch: CPU 4× slower from the start (and, for the second row, 150 ms of latency per
//   request), open `/`, wait for html[data-ready] and up to 800 ms for 500 ms of quiet network
//   (meant to be before the idle prefetch begins: recorded per run), click "React Hooks" in the sidebar; time from the click to the first frame
//   with a visible h1 "React Hooks" in #lesson. Whether the hooks chunk was already fetched
//   before the click is recorded.
// - Prefetched switch: the same, after hovering the item and waiting for its chunk.
// Browser globals, used only in the functions evaluated inside the page:
/* global window, document, Element, requestAnimationFrame */
import { cpuRate } from "./config.mjs";
import { launchChromium as launch } from "./serve.mjs";
import { median, sleep } from "./util.mjs";

function withTimeout(promise, ms, message) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Cold switch: ${message} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const IDLE_RUNS = Number(process.env.BENCH_IDLE_RUNS ?? 3);
const IDLE_QUIET_MS = 5000;
const SECTION = { id: "hooks", title: "React Hooks" };

/** Counts requests in flight over CDP and when the network last did anything. */
function networkWatch(cdp) {
  const inFlight = new Set();
  const scripts = new Map(); // requestId → { url, bytes, encoding }
  const state = { lastActivity: Date.now(), inFlight, scripts };
  const touch = () => (state.lastActivity = Date.now());
  cdp.on("Network.requestWillBeSent", ({ requestId }) => {
    inFlight.add(requestId);
    touch();
  });
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (type === "Script") {
      const headers = Object.fromEntries(
        Object.entries(response.headers ?? {}).map(([key, value]) => [key.toLowerCase(), value]),
      );
      scripts.set(requestId, {
        url: response.url,
        bytes: null,
        encoding: headers["content-encoding"] ?? null,
      });
    }
    touch();
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    inFlight.delete(requestId);
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
    touch();
  });
  cdp.on("Network.loadingFailed", ({ requestId }) => {
    inFlight.delete(requestId);
    touch();
  });
  /** Resolves once nothing has been in flight or started for `quietMs` (or at `maxMs`). */
  state.quiet = async (quietMs, maxMs) => {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      if (inFlight.size === 0 && Date.now() - state.lastActivity >= quietMs) return true;
      await sleep(50);
    }
    return false;
  };
  return state;
}

async function newContext(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  return { context, page, cdp, network: networkWatch(cdp) };
}

/** One run of "JS transferred by network idle on `/`". */
async function jsByIdleRun(browser, origin, lessonFiles) {
  const { context, page, network } = await newContext(browser);
  try {
    await page.goto(`${origin}/`, { waitUntil: "load" });
    const idle = await network.quiet(IDLE_QUIET_MS, 40_000);
    const scripts = [...network.scripts.values()];
    const paths = scripts.map((script) => new URL(script.url).pathname);
    const isLesson = (script) =>
      lessonFiles.some((file) => new URL(script.url).pathname.endsWith(`/${file}`));
    const sum = (list) => list.reduce((total, script) => total + (script.bytes ?? 0), 0);
    return {
      bytes: sum(scripts),
      // The lesson chunks (the first view's included), most of them fetched by the idle prefetch.
      lessonBytes: sum(scripts.filter(isLesson)),
      files: scripts.length,
      gzipped: scripts.filter((script) => /gzip|br|zstd/.test(script.encoding ?? "")).length,
      lessonsFetched: lessonFiles.filter((file) => paths.some((p) => p.endsWith(`/${file}`)))
        .length,
      idle,
    };
  } finally {
    await context.close();
  }
}

export async function jsByNetworkIdle(origin, lessonFiles) {
  const { browser, close } = await launch();
  try {
    const runs = [];
    for (let index = 0; index < IDLE_RUNS; index++) {
      runs.push(await jsByIdleRun(browser, origin, lessonFiles));
      const last = runs.at(-1);
      console.log(
        `  JS by network idle run ${index + 1}/${IDLE_RUNS}: ${(last.bytes / 1000).toFixed(1)} kB ` +
          `in ${last.files} scripts (${last.gzipped} gzipped), ${last.lessonsFetched}/` +
          `${lessonFiles.length} lesson chunks${last.idle ? "" : ", never idle within 40 s"}`,
      );
    }
    return {
      bytes: median(runs.map((r) => r.bytes)),
      lessonBytes: median(runs.map((r) => r.lessonBytes)),
      quietMs: IDLE_QUIET_MS,
      lessons: lessonFiles.length,
      runs,
    };
  } finally {
    await close();
  }
}

/**
 * Installed in the page: a capture-phase click listener notes the click's `event.timeStamp`;
 * from then on every animation frame looks for a visible `#lesson h1` reading `title`. The
 * frame that finds it posts a MessageChannel message, which runs after that frame is painted:
 * click → first frame with the heading on screen, in ms.
 */
function installHeadingProbe(title) {
  const state = { ms: null };
  window.__benchCold = state;
  document.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest("nav button")) return;
      const start = event.timeStamp;
      const visible = () =>
        [...document.querySelectorAll("#lesson h1")].some(
          (h1) =>
            h1.textContent.trim() === title &&
            (h1.checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) ??
              h1.getClientRects().length > 0),
        );
      const frame = () => {
        if (!visible()) return requestAnimationFrame(frame);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          state.ms = performance.now() - start;
          window.__benchColdDone(state.ms);
        };
        channel.port2.postMessage(null);
      };
      requestAnimationFrame(frame);
    },
    { capture: true, once: true },
  );
}

/** One cold (or prefetched) switch; `hooksFile` is the hooks lesson chunk, dist-relative. */
async function coldSwitchRun(
  browser,
  origin,
  { hooksFile, lessonFiles },
  { latencyMs = 0, prefetch = false },
) {
  const { context, page, cdp, network } = await newContext(browser);
  try {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    if (latencyMs) {
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    const fetched = new Set();
    page.on("request", (request) => fetched.add(new URL(request.url()).pathname));
    const hooksFetched = () => [...fetched].some((p) => p.endsWith(`/${hooksFile}`));
    const loadedAt = { ms: null };
    const report = { done: () => {} };
    await page.exposeBinding("__benchColdDone", (_source, ms) => report.done(ms));
    page.on("load", () => (loadedAt.ms = Date.now()));

    await page.goto(`${origin}/`, { waitUntil: "commit" });
    await page.locator("html[data-ready]").waitFor({ state: "attached", timeout: 30_000 });
    // A short quiet network, capped so the click lands before the idle prefetch (load + 1.5 s).
    await network.quiet(500, 800);
    const button = page.locator(`nav[aria-label="Sections"] button[data-section="${SECTION.id}"]`);
    if (prefetch) {
      await button.hover();
      const deadline = Date.now() + 15_000;
      while (!hooksFetched() && Date.now() < deadline) await sleep(50);
      await network.quiet(300, 15_000);
    }
    const hooksBefore = hooksFetched();
    // Lesson chunks other than the first view's and hooks: fetched only by the idle prefetch.
    const prefetchedBefore = lessonFiles.filter(
      (file) => file !== hooksFile && [...fetched].some((p) => p.endsWith(`/${file}`)),
    ).length;
    const sinceLoad = loadedAt.ms === null ? null : Date.now() - loadedAt.ms;
    // The probe reports through a binding, and the click is plain mouse input at the button's
    // centre: nothing of Playwright's runs in the page between the press and the heading (a
    // waitForFunction poll there compiled its script mid-switch and added 20–70 ms at 4×).
    const reported = new Promise((resolve) => (report.done = resolve));
    await page.evaluate(installHeadingProbe, SECTION.title);
    const box = await button.boundingBox();
    if (!box) throw new Error(`The ${SECTION.title} button is not on screen`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const ms = await withTimeout(reported, 20_000, "the heading never appeared");
    return { ms, hooksBefore, prefetchedBefore, sinceLoadMs: sinceLoad };
  } finally {
    await context.close();
  }
}

const variants = [
  { key: "cold", label: "cold", options: {} },
  { key: "coldLatency", label: "cold + 150 ms latency", options: { latencyMs: 150 } },
  { key: "prefetched", label: "prefetched", options: { prefetch: true } },
];

/** The three switch rows, COLD_RUNS runs each, interleaved so load drift hits them alike. */
export async function coldSwitches(origin, lessons) {
  const hooksFile = lessons.find((lesson) => lesson.id === "hooks")?.file;
  // The first view's lesson is loaded by the boot script, not by the prefetch.
  const lessonFiles = lessons
    .filter((lesson) => lesson.id !== "introduction")
    .map((lesson) => lesson.file);
  if (!hooksFile) throw new Error("The hooks lesson chunk was not found in the build");
  const { browser, close } = await launch();
  try {
    const runs = Object.fromEntries(variants.map((variant) => [variant.key, []]));
    for (let index = 0; index < COLD_RUNS; index++) {
      for (const variant of variants) {
        const result = await coldSwitchRun(
          browser,
          origin,
          { hooksFile, lessonFiles },
          variant.options,
        );
        runs[variant.key].push(result);
        console.log(
          `  Switch ${variant.label} run ${index + 1}/${COLD_RUNS}: ${Math.round(result.ms)} ms` +
            ` (hooks chunk ${result.hooksBefore ? "already fetched" : "not fetched"} before the` +
            ` click, ${result.prefetchedBefore} other lessons prefetched,` +
            ` ${result.sinceLoadMs ?? "?"} ms after load)`,
        );
      }
    }
    return Object.fromEntries(
      variants.map(({ key }) => [
        key,
        {
          median: median(runs[key].map((r) => r.ms)),
          runs: runs[key].length,
          hooksFetchedBefore: runs[key].filter((r) => r.hooksBefore).length,
          idlePrefetchStartedBefore: runs[key].filter((r) => r.prefetchedBefore > 0).length,
          values: runs[key].map((r) => r.ms),
          details: runs[key],
        },
      ]),
    );
  } finally {
    await close();
  }
}

// The editor's language service: what it downloads (gzip and brotli) and the memory
// its two workers hold, and, at 1× and 4× CPU (the page and the preview's frame slowed down, the
// workers' share scaled: see `estimate`), the time from the editor appearing to its first type
// diagnostics, a keystroke's updated diagnostics in a 100-line demo, a hover and a completion
// list, each timed by the page itself. Usable alone:
// `node scripts/bench/language.mjs <origin>` (BENCH_DIST names the built folder).
// Browser globals, used only in the functions evaluated inside the page:
/* global MutationObserver, requestAnimationFrame, addEventListener, document */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromeFlags, chromePath as defaultChromePath, offlineFlag } from "../chromium.mjs";
import { cpuRate } from "./config.mjs";

const RUNS = Number(process.env.BENCH_LANGUAGE_RUNS ?? 3);
/** CodeMirror waits this long before it asks for a hover, and this long before completing. */
const HOVER_TIME_MS = 300;
const COMPLETION_DELAY_MS = 100;

export const languageTargets = {
  firstDiagnosticsMs: { 1: 3000, 4: 8000 },
  keystrokeMs: 500,
  hoverMs: 200,
  completionMs: 300,
};

const median = (values) => {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The language service's files in the build: the worker's chunks and its environment. */
export async function languageSizes(distDir) {
  const assets = path.join(distDir, "assets");
  const entry = (await readdir(assets)).find((name) => /^worker-[\w-]+\.js$/.test(name));
  if (!entry) return null;
  const files = new Set([`assets/${entry}`]);
  // The worker's chunks: what its entry imports, and what those import in turn.
  const queue = [entry];
  while (queue.length) {
    const source = await readFile(path.join(assets, queue.shift()), "utf8");
    for (const [, name] of source.matchAll(/["'`]\.\/([\w-]+\.js)["'`]/g))
      if (!files.has(`assets/${name}`)) {
        files.add(`assets/${name}`);
        queue.push(name);
      }
  }
  const env = (await readdir(assets)).find((name) => /^language-env-[\w-]+\.json$/.test(name));
  if (env) files.add(`assets/${env}`);
  const sized = [];
  for (const file of files) {
    const buffer = await readFile(path.join(distDir, file));
    sized.push({
      file,
      raw: buffer.length,
      gzip: gzipSync(buffer, { level: 9 }).length,
      brotli: brotliCompressSync(buffer, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    });
  }
  const sum = (key) => sized.reduce((total, file) => total + file[key], 0);
  return { files: sized, raw: sum("raw"), gzip: sum("gzip"), brotli: sum("brotli") };
}

/**
 * A page whose renderer and the preview's frame run `rate`× slower (Chromium applies CPU
 * throttling per target; it is sent to the workers too, where it changes nothing: see
 * `estimate`), with the workers' heap readable for the memory row.
 */
async function throttledPage(browser, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const workers = new Map();
  let nextId = 1;
  const pending = new Map();
  const toWorker = (sessionId, method, params = {}) => {
    const id = nextId++;
    const answer = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    cdp
      .send("Target.sendMessageToTarget", {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      })
      .catch(() => pending.delete(id));
    return answer;
  };
  cdp.on("Target.receivedMessageFromTarget", ({ message }) => {
    const parsed = JSON.parse(message);
    const waiting = pending.get(parsed.id);
    if (!waiting) return;
    pending.delete(parsed.id);
    if (parsed.error) waiting.reject(new Error(parsed.error.message));
    else waiting.resolve(parsed.result);
  });
  // Workers, and the runner's frame when it has a process of its own: slowed down before
  // they start (they wait for the debugger until then).
  cdp.on("Target.attachedToTarget", ({ sessionId, targetInfo }) => {
    if (targetInfo.type === "worker") workers.set(sessionId, targetInfo);
    const throttled =
      rate > 1
        ? toWorker(sessionId, "Emulation.setCPUThrottlingRate", { rate }).catch(() => {})
        : Promise.resolve();
    void throttled.then(() =>
      toWorker(sessionId, "Runtime.runIfWaitingForDebugger").catch(() => {}),
    );
  });
  cdp.on("Target.detachedFromTarget", ({ sessionId }) => workers.delete(sessionId));
  await cdp.send("Target.setAutoAttach", {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  const heap = async () => {
    let used = 0;
    for (const sessionId of workers.keys()) {
      await toWorker(sessionId, "HeapProfiler.collectGarbage").catch(() => {});
      const usage = await toWorker(sessionId, "Runtime.getHeapUsage").catch(() => null);
      used += usage?.usedSize ?? 0;
    }
    return { used, workers: workers.size };
  };
  /** The type worker's performance marks (worker.ts): where its first answer's time went. */
  const marks = async () => {
    for (const sessionId of workers.keys()) {
      const result = await toWorker(sessionId, "Runtime.evaluate", {
        expression: "performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])",
        returnByValue: true,
      }).catch(() => null);
      const entries = Object.fromEntries(result?.result?.value ?? []);
      if ("language:first-diagnostics" in entries) return entries;
    }
    return null;
  };
  /** How long the type worker spent on its last request of `kind` (worker.ts measures it). */
  const workerTime = async (kind) => {
    for (const sessionId of workers.keys()) {
      const result = await toWorker(sessionId, "Runtime.evaluate", {
        expression: `performance.getEntriesByName("language:${kind}").at(-1)?.duration ?? null`,
        returnByValue: true,
      }).catch(() => null);
      if (typeof result?.result?.value === "number") return result.result.value;
    }
    return null;
  };
  return { context, page, heap, marks, workerTime };
}

async function openEditor(page, origin, section, example) {
  await page.goto(`${origin}/?section=${section}`);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  const box = page.getByRole("region", { name: `Example: ${example}` });
  await box.scrollIntoViewIfNeeded();
  await box.getByRole("tab", { name: "Edit" }).click();
  const editor = box.getByRole("textbox", { name: /^Edit .* code$/ });
  await editor.waitFor();
  return { box, editor };
}

const checked = (box) =>
  box.locator("[data-slot=language-status]").filter({ hasNotText: "Checking types" }).waitFor({
    timeout: 120_000,
  });

/** Edit on the Counter → its editor appears → the status line leaves "Checking types…". */
async function firstDiagnostics(browser, origin, rate) {
  const { context, page, heap, marks } = await throttledPage(browser, rate);
  try {
    await page.goto(`${origin}/?section=core-concepts`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const box = page.getByRole("region", { name: "Example: Counter" });
    await box.scrollIntoViewIfNeeded();
    // Timed by the page (as `arm` below): from the frame that first shows the editor to the
    // frame after its status line has left "Checking types…".
    await box.evaluate((root) => {
      const watch = (globalThis.__benchFirst = { appeared: null, checked: null });
      let seen = false;
      const observer = new MutationObserver(() => {
        if (!seen && root.querySelector("[role=textbox]")) {
          seen = true;
          requestAnimationFrame(() => (watch.appeared = performance.now()));
        }
        const status = root.querySelector("[data-slot=language-status]");
        if (!seen || !status || /Checking types/.test(status.textContent ?? "")) return;
        observer.disconnect();
        requestAnimationFrame(() => (watch.checked = performance.now()));
      });
      observer.observe(root, { subtree: true, childList: true, characterData: true });
    });
    await box.getByRole("tab", { name: "Edit" }).click();
    await page.waitForFunction(() => globalThis.__benchFirst.checked !== null, null, {
      polling: 100,
      timeout: 120_000,
    });
    const ms = await page.evaluate(
      () => globalThis.__benchFirst.checked - globalThis.__benchFirst.appeared,
    );
    const phases = await marks();
    // The linter's first answer too, so the memory row counts both workers at work.
    await page.waitForTimeout(2000);
    const worker = phases ? phases["language:first-diagnostics"] - phases["language:start"] : null;
    return { ms, phases, worker, memory: await heap() };
  } finally {
    await context.close();
  }
}

/**
 * Arms a watch inside `box`, timed by the page itself: from the next `eventType` event (its
 * `timeStamp`, when the reader's key or pointer reached the page) to the first animation frame
 * after a DOM change that makes `selector` match `count` elements (at least one if `count` is
 * undefined; `text` filters them by a pattern). Timing from the test side instead (Playwright
 * polls for the element, then asks the page for the time) added the polls' and the question's
 * own tasks, ~100 ms and more at 4× CPU, to every row.
 */
const arm = (box, eventType, { selector, text, count }) =>
  box.evaluate(
    (root, { eventType, selector, text, count }) => {
      const watch = (globalThis.__benchWatch = { start: null, shown: null });
      const pattern = text ? new RegExp(text) : null;
      // Tooltips live in a layer of the page's own, outside the box (so none is clipped).
      const scope = selector.includes(".cm-tooltip") ? document.body : root;
      const ready = () => {
        const found = [...scope.querySelectorAll(selector)].filter(
          (node) => !pattern || pattern.test(node.textContent ?? ""),
        ).length;
        return count === undefined ? found > 0 : found === count;
      };
      addEventListener(eventType, (event) => (watch.start = event.timeStamp), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        if (watch.start === null || !ready()) return;
        observer.disconnect();
        requestAnimationFrame(() => (watch.shown = performance.now()));
      });
      observer.observe(scope, { subtree: true, childList: true });
    },
    { eventType, selector, text: text?.source, count },
  );

/** The armed watch's time, once it has seen its change (polled rarely: see `arm`). */
async function watched(page) {
  await page.waitForFunction(() => globalThis.__benchWatch.shown !== null, null, {
    polling: 100,
    timeout: 30_000,
  });
  return page.evaluate(() => globalThis.__benchWatch.shown - globalThis.__benchWatch.start);
}

/**
 * In the ~100-line router demo: `1` → `1n` (one key) makes a bigint where a number is declared,
 * a type error TypeScript alone finds; Backspace clears it. Keydown → underline shown / gone.
 */
async function keystrokes(browser, origin, rate) {
  const { context, page, workerTime } = await throttledPage(browser, rate);
  try {
    const { box, editor } = await openEditor(page, origin, "routing", "A router in miniature");
    await checked(box);
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("\nexport const benchValue: number = 1");
    await page.waitForTimeout(3000);
    const times = [];
    const worker = [];
    for (let run = 0; run < 3; run += 1) {
      for (const [key, count] of [
        ["n", 1],
        ["Backspace", 0],
      ]) {
        await arm(box, "keydown", { selector: ".cm-lintRange-error", count });
        await page.keyboard.press(key);
        times.push(await watched(page));
        worker.push(await workerTime("diagnostics"));
        await page.waitForTimeout(1500);
      }
    }
    return { ms: median(times), worker: median(worker) };
  } finally {
    await context.close();
  }
}

/** The pointer rests on `useState` → its tooltip; then `useSta` typed → `useState` offered. */
async function hoverAndCompletion(browser, origin, rate) {
  const { context, page, workerTime } = await throttledPage(browser, rate);
  try {
    const { box, editor } = await openEditor(page, origin, "core-concepts", "Counter");
    await checked(box);
    const name = box.locator(".cm-line").filter({ hasText: "useState(0)" }).getByText("useState");
    const hovers = [];
    const hoverWork = [];
    for (let run = 0; run < 3; run += 1) {
      await page.mouse.move(0, 0);
      await page.waitForTimeout(500);
      const target = await name.boundingBox();
      await arm(box, "mousemove", { selector: ".cm-tooltip-hover .cm-language-signature" });
      await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2);
      hovers.push((await watched(page)) - HOVER_TIME_MS);
      hoverWork.push(await workerTime("hover"));
    }
    await page.mouse.move(0, 0);
    await editor.click();
    const completions = [];
    const completionWork = [];
    for (let run = 0; run < 3; run += 1) {
      await page.keyboard.press("Control+End");
      await page.keyboard.type("\nuseSt");
      await page.waitForTimeout(1000);
      await page.keyboard.press("Escape");
      await arm(box, "keydown", { selector: ".cm-tooltip-autocomplete li", text: /^useState/ });
      await page.keyboard.type("a");
      completions.push((await watched(page)) - COMPLETION_DELAY_MS);
      completionWork.push(await workerTime("completions"));
      await page.keyboard.press("Escape");
    }
    return {
      hover: { ms: median(hovers), worker: median(hoverWork) },
      completion: { ms: median(completions), worker: median(completionWork) },
    };
  } finally {
    await context.close();
  }
}

export async function languageBench(origin, distDir, chromePath = defaultChromePath) {
  const sizes = await languageSizes(distDir);
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [...chromeFlags, offlineFlag],
  });
  try {
    const byRate = {};
    for (const rate of [...new Set([1, cpuRate])]) {
      const runs = { first: [], keystroke: [], hover: [], completion: [] };
      let memory = null;
      let phases = null;
      for (let run = 0; run < RUNS; run += 1) {
        const first = await firstDiagnostics(browser, origin, rate);
        runs.first.push({ ms: first.ms, worker: first.worker });
        memory = first.memory;
        phases = first.phases;
        runs.keystroke.push(await keystrokes(browser, origin, rate));
        const interactive = await hoverAndCompletion(browser, origin, rate);
        runs.hover.push(interactive.hover);
        runs.completion.push(interactive.completion);
      }
      const summary = (list) => ({
        ms: median(list.map((entry) => entry.ms)),
        worker: median(list.map((entry) => entry.worker)),
      });
      byRate[rate] = {
        first: summary(runs.first),
        keystroke: summary(runs.keystroke),
        hover: summary(runs.hover),
        completion: summary(runs.completion),
        memory,
        phases,
        runs,
      };
    }
    return { sizes, byRate, cpuRate };
  } finally {
    await browser.close();
  }
}

const ms = (value) => (value === null || value === undefined ? "–" : `${Math.round(value)} ms`);
const kB = (bytes) => (bytes / 1000).toFixed(1);
const ok = (value, limit) => (value !== null && value <= limit ? "✓" : "✗");

/**
 * Chromium slows down a page's main thread, not its dedicated workers (measured: a busy loop
 * in a worker runs as fast with Emulation.setCPUThrottlingRate sent to the worker's target as
 * without). So at `rate`× the workers' share is scaled by hand: the time measured with the page
 * throttled, less the time the worker spent on it there, plus `rate` × the worker's own time at
 * 1× (worker.ts measures each answer). Not the worker's time in the throttled run: Chromium
 * throttles a thread by keeping it busy (measured with `top -H`: a page's main thread at 4×
 * used a whole core, 99.9 %, while it did a fifth of the work it did at 1×), so there the
 * page's and the frame's throttled threads took both of this machine's cores and the worker's
 * answers took ~2× as long as at 1× (first diagnostics 2.2–3.7 s against 1.6–1.9 s); scaling
 * that by `rate` counted a contention no slow phone has, four times over.
 */
export const estimate = (slow, one, rate) =>
  slow.ms === null || slow.worker === null || one.worker === null
    ? null
    : slow.ms - slow.worker + rate * one.worker;

/** The bench table's rows (scripts/bench/report.mjs). */
export function languageRows(language) {
  const { sizes, byRate, cpuRate: rate } = language;
  const one = byRate[1];
  const slow = byRate[rate];
  const row = (label, key, limit1, limitSlow) => {
    const slowEstimate = estimate(slow[key], one[key], rate);
    return [
      `${label} (1×; CPU ${rate}× slower, workers' share scaled)`,
      `${ms(one[key].ms)} (${ms(slowEstimate)})`,
      (limit1 ? `≤ ${limit1} ms ${ok(one[key].ms, limit1)} ` : "") +
        `(≤ ${limitSlow} ms ${ok(slowEstimate, limitSlow)})`,
    ];
  };
  return [
    [
      "Language service, loaded after the editor appears: workers and files, gzip / brotli",
      sizes ? `${kB(sizes.gzip)} / ${kB(sizes.brotli)} kB` : "–",
      "–",
    ],
    [
      "Language workers' memory (type checker and linter, JS heap after GC)",
      slow.memory
        ? `${(slow.memory.used / 1e6).toFixed(0)} MB (${slow.memory.workers} workers)`
        : "–",
      "–",
    ],
    row(
      "Editor appears → first type diagnostics",
      "first",
      languageTargets.firstDiagnosticsMs[1],
      languageTargets.firstDiagnosticsMs[4],
    ),
    row(
      "Keystroke in a 100-line demo → type error shown or cleared",
      "keystroke",
      null,
      languageTargets.keystrokeMs,
    ),
    row(
      `Hover → type tooltip, after CodeMirror's ${HOVER_TIME_MS} ms hover delay`,
      "hover",
      null,
      languageTargets.hoverMs,
    ),
    row(
      `Typing \`useSta\` → \`useState\` offered, after its ${COMPLETION_DELAY_MS} ms delay`,
      "completion",
      null,
      languageTargets.completionMs,
    ),
  ];
}

/** Where the first answer's time went, and how the 4× figures are made. */
export function languageNote(language) {
  const { byRate, cpuRate: rate } = language;
  const phases = byRate[1].phases;
  const at = (name) => (phases?.[name] === undefined ? "–" : ms(phases[name]));
  const worker = (key) => ms(byRate[1][key].worker);
  return (
    `Language service at 1×, worker clock from its start: files loaded ${at("language:files-loaded")}, ` +
    `compiler loaded ${at("language:compiler-loaded")}, first diagnostics ` +
    `${at("language:first-diagnostics")}; the type worker's own time per answer: a keystroke's ` +
    `check ${worker("keystroke")}, a hover ${worker("hover")}, a completion list ` +
    `${worker("completion")}. At ${rate}×: Chromium throttles the page but not its workers, so ` +
    `each figure is the time measured with the page at ${rate}×, less the worker's time in that ` +
    `run, plus ${rate} × the worker's own time at 1× (scripts/bench/language.mjs, \`estimate\`).`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? "http://127.0.0.1:4173";
  const distDir = path.resolve(process.env.BENCH_DIST ?? "dist");
  const result = await languageBench(origin, distDir, process.env.CHROME_PATH);
  console.log(JSON.stringify(result, null, 2));
  console.log(
    languageRows(result)
      .map((row) => `| ${row.join(" | ")} |`)
      .join("\n"),
  );
}

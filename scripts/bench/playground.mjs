// The playground's budget (issue 14): its own size, and at 4× CPU the first Edit, a keystroke's
// preview and a challenge's Check. Two ways, both at 4×: "isolated" is Chromium as shipped, where
// the sandboxed frame runs in a process of its own (throttled as well: until session 8 a frame
// opened before the throttling started was not, so the keystroke and Check rows ran the frame
// at full speed);
// "in-process" keeps the frame in the page's process (IsolateSandboxedIframes off), as on phones
// without site isolation, so page and runner share one slowed-down thread: the worst case.
// Usable alone: `node scripts/bench/playground.mjs <origin>`.
/* global window, document, MutationObserver, requestAnimationFrame */
import { chromeFlags, chromePath as defaultChromePath, offlineFlag } from "../chromium.mjs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { cpuRate } from "./config.mjs";

const RUNS = Number(process.env.BENCH_PLAYGROUND_RUNS ?? 5);
const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function newPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let throttled = false;
  const throttleFrame = (frame) =>
    context
      .newCDPSession(frame)
      .then((session) => session.send("Emulation.setCPUThrottlingRate", { rate: cpuRate }))
      .catch(() => {}); // not a frame of its own: the page's throttling covers it
  // A frame in a process of its own is slowed down too: one already there when the page is,
  // and one attached later from the moment it attaches.
  page.on("frameattached", (frame) => {
    if (throttled) setTimeout(() => throttleFrame(frame), 0);
  });
  return {
    context,
    page,
    throttle: async () => {
      throttled = true;
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
      await Promise.all(
        page
          .frames()
          .filter((frame) => frame !== page.mainFrame())
          .map(throttleFrame),
      );
    },
  };
}

/**
 * A press as a reader's: the mouse at the middle of `locator`, down and up. Playwright's
 * `locator.click()` also checks what it hits with listeners of its own in the page (~70 ms of
 * the throttled page's main thread in a trace, between the press and the click), which no
 * reader waits for; its other checks (finding the element, waiting for it to be still) ran
 * before the press, off the clock, as they do here.
 */
export async function press(page, locator) {
  const box = await locator.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Click "Edit" on the Counter → editor and preview ready; also the JS that the click loads.
 * From the press (the pointerdown event) to the later of the editor's text box appearing in the
 * page and the preview drawn in the runner's frame: its first animation frame after the preview's
 * DOM changed, on the frame's own clock (`timeOrigin`-based, shared across processes), as in the
 * keystroke row. The frame draws itself whatever the guide's page is busy with; the moment the
 * guide hears "rendered" is reported beside it (`previewHeardMs`).
 */
export async function firstEdit(browser, origin, distDir) {
  const { context, page, throttle } = await newPage(browser);
  const scripts = new Set();
  try {
    // In every frame from its start: the runner's frame notes when its preview is first drawn.
    await context.addInitScript(() => {
      if (!window.location.pathname.endsWith("/playground.html")) return;
      const observer = new MutationObserver((records) => {
        if (!records.some((record) => record.target.closest?.("#preview"))) return;
        observer.disconnect();
        requestAnimationFrame(
          () => (window.__benchDrawn = performance.timeOrigin + performance.now()),
        );
      });
      observer.observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${origin}/?section=core-concepts`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await page.waitForTimeout(500);
    const box = page.getByRole("region", { name: "Example: Counter" });
    // The box near the top of the window, so that the preview under the editor is in view (a
    // frame out of view draws nothing).
    await box.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 96));
    await page.evaluate(() => {
      const times = (window.__benchEdit = {});
      const now = () => performance.timeOrigin + performance.now();
      document.addEventListener(
        "pointerdown",
        (event) => (times.press ??= performance.timeOrigin + event.timeStamp),
        true,
      );
      window.addEventListener("message", (event) => {
        if (event.data?.type === "rendered") times.rendered ??= now();
      });
      new MutationObserver(() => {
        if (!times.editor && document.querySelector('[aria-label="Edit Counter code"]'))
          times.editor = now();
      }).observe(document.body, { subtree: true, childList: true });
    });
    const tab = box.getByRole("tab", { name: "Edit" });
    await tab.waitFor();
    await throttle();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await press(page, tab);
    // Waited for by the page's own observers, polled rarely: Playwright's role queries, polled
    // on every animation frame of the throttled page, took ~200 ms of its main thread here.
    await page.waitForFunction(
      () => window.__benchEdit.editor && window.__benchEdit.rendered,
      null,
      {
        polling: 100,
      },
    );
    const { press: pressed, editor, rendered } = await page.evaluate(() => window.__benchEdit);
    const frame = page.frames().find((candidate) => candidate.url().includes("/playground.html"));
    await frame.waitForFunction(() => window.__benchDrawn, null, { polling: 100 });
    const drawn = await frame.evaluate(() => window.__benchDrawn);
    const ms = Math.round(Math.max(editor, drawn) - pressed);
    let bytes = 0;
    for (const file of scripts)
      bytes += gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length;
    return {
      ms,
      editorMs: Math.round(editor - pressed),
      previewMs: Math.round(drawn - pressed),
      previewHeardMs: Math.round(rendered - pressed),
      bytes,
      files: [...scripts],
    };
  } finally {
    await context.close();
  }
}

/**
 * A keystroke in the ~100-line router demo → the preview shows its run: the first animation
 * frame of the runner's frame after the run changed the preview's DOM (each run renders it
 * afresh), on the frame's own clock (`timeOrigin`-based, shared across processes). The frame
 * draws itself, so its preview is on screen whatever the guide's page is busy with; the moment
 * the guide hears "rendered" comes after the guide has redrawn the keystroke, and is reported
 * beside it (`heard`).
 */
export async function keystroke(browser, origin) {
  const { context, page, throttle } = await newPage(browser);
  try {
    await page.goto(`${origin}/?section=routing`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const box = page.getByRole("region", { name: "Example: A router in miniature" });
    await box.scrollIntoViewIfNeeded();
    await box.getByRole("tab", { name: "Edit" }).click();
    const editor = box.getByRole("textbox", { name: /^Edit .* code$/ });
    await editor.waitFor();
    await box.locator("iframe").waitFor();
    await page.waitForTimeout(1000);
    const frame = page.frames().find((candidate) => candidate.url().includes("/playground.html"));
    await frame.evaluate(() => {
      window.__benchShown = [];
      new MutationObserver(() =>
        requestAnimationFrame(() =>
          window.__benchShown.push(performance.timeOrigin + performance.now()),
        ),
      ).observe(document.getElementById("preview"), { subtree: true, childList: true });
    });
    await page.evaluate(() => {
      window.__benchRendered = [];
      window.addEventListener("message", (event) => {
        if (event.data?.type === "rendered")
          window.__benchRendered.push(performance.timeOrigin + performance.now());
      });
      document.addEventListener(
        "keydown",
        (event) => (window.__benchKey = performance.timeOrigin + event.timeStamp),
        true,
      );
    });
    await editor.click();
    await page.keyboard.press("Control+End");
    // The preview under the editor in view, as a reader watching it has it (a frame out of
    // view draws nothing).
    await box.locator("iframe").scrollIntoViewIfNeeded();
    await throttle();
    const shown = [];
    const heard = [];
    for (let run = 0; run < 3; run += 1) {
      const before = await page.evaluate(() => window.__benchRendered.length);
      const drawn = await frame.evaluate(() => window.__benchShown.length);
      await page.keyboard.type(" ");
      await page.waitForFunction((count) => window.__benchRendered.length > count, before);
      await frame.waitForFunction((count) => window.__benchShown.length > count, drawn);
      const key = await page.evaluate(() => window.__benchKey);
      heard.push((await page.evaluate(() => window.__benchRendered.at(-1))) - key);
      const frameTimes = await frame.evaluate(() => window.__benchShown);
      shown.push(frameTimes.find((time) => time > key) - key);
    }
    return { ms: median(shown), heardMs: median(heard) };
  } finally {
    await context.close();
  }
}

/**
 * Presses "Check" in the challenge `box` and times it in the page: from the press (pointerdown;
 * see `press`) to the moment its results' text says every check passed, seen by the page's own
 * observer, polled rarely (a text query over the lesson on every animation frame would take the
 * throttled page's time while it waits). `beforePress` runs once the observer is in place.
 */
export async function timeCheck(page, box, beforePress = async () => {}) {
  await box.evaluate((element) => {
    const times = (window.__benchCheck = {});
    element.ownerDocument.addEventListener(
      "pointerdown",
      () => (times.press ??= performance.now()),
      true,
    );
    const results = element.querySelector("[data-slot=check-results]");
    new MutationObserver(() => {
      if (times.press && /^All \d+ checks passed/.test(results.textContent ?? ""))
        times.shown ??= performance.now();
    }).observe(results, { subtree: true, childList: true, characterData: true });
  });
  const button = box.getByRole("button", { name: "Check" });
  await button.waitFor();
  await beforePress();
  await press(page, button);
  await page.waitForFunction(() => window.__benchCheck.shown, null, {
    polling: 100,
    timeout: 120_000,
  });
  const { press: pressed, shown } = await page.evaluate(() => window.__benchCheck);
  return Math.round(shown - pressed);
}

/**
 * "Check" on the first Core Concepts challenge with its solution loaded → the results shown.
 * Timed in the page: from the press (pointerdown; see `press`) to the moment the results' text
 * appears. The first Check in its frame, as a reader's usually is.
 */
export async function check(browser, origin) {
  const { context, page, throttle } = await newPage(browser);
  try {
    await page.goto(`${origin}/?section=core-concepts`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const challenge = page.locator("[data-slot=challenge]").first();
    await challenge.scrollIntoViewIfNeeded();
    await challenge.getByRole("button", { name: "Start challenge" }).click();
    await challenge.getByRole("textbox").waitFor();
    await challenge.getByRole("button", { name: "Show solution" }).click();
    await challenge.getByRole("button", { name: "Load solution into the editor" }).click();
    await page.waitForTimeout(1000);
    return await timeCheck(page, challenge, throttle);
  } finally {
    await context.close();
  }
}

async function measure(origin, distDir, chromePath, inProcess) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      ...chromeFlags,
      ...(inProcess ? ["--disable-features=IsolateSandboxedIframes"] : []),
      offlineFlag,
    ],
  });
  try {
    const edits = [];
    const keys = [];
    const checks = [];
    for (let run = 0; run < RUNS; run += 1) {
      edits.push(await firstEdit(browser, origin, distDir));
      keys.push(await keystroke(browser, origin));
      checks.push(await check(browser, origin));
    }
    // The runner page's scripts: its small starter and the runner itself.
    const runnerFiles = edits[0].files.filter((file) => /\/playground-.*\.js$/.test(file));
    let runnerBytes = runnerFiles.length ? 0 : null;
    for (const file of runnerFiles)
      runnerBytes += gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length;
    return {
      firstEditMs: median(edits.map((edit) => edit.ms)),
      firstEditEditorMs: median(edits.map((edit) => edit.editorMs)),
      firstEditPreviewMs: median(edits.map((edit) => edit.previewMs)),
      firstEditPreviewHeardMs: median(edits.map((edit) => edit.previewHeardMs)),
      keystrokeMs: median(keys.map((key) => key.ms)),
      keystrokeHeardMs: median(keys.map((key) => key.heardMs)),
      checkMs: median(checks),
      editBytes: median(edits.map((edit) => edit.bytes)),
      runnerBytes,
      guideBytes:
        runnerBytes === null ? null : median(edits.map((edit) => edit.bytes)) - runnerBytes,
      runs: { edits: edits.map((edit) => edit.ms), keys: keys.map((key) => key.ms), checks },
    };
  } finally {
    await browser.close();
  }
}

export async function playgroundBench(origin, distDir, chromePath = defaultChromePath) {
  const isolated = await measure(origin, distDir, chromePath, false);
  const inProcess = await measure(origin, distDir, chromePath, true);
  return { ...isolated, inProcess };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? "http://127.0.0.1:4173";
  const distDir = path.resolve(process.env.BENCH_DIST ?? "dist");
  console.log(
    JSON.stringify(await playgroundBench(origin, distDir, process.env.CHROME_PATH), null, 2),
  );
}

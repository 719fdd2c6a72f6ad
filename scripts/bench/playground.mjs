// The playground's budget: its own size, and at 4× CPU the first Edit, a keystroke's
// preview and a challenge's Check. Two ways, both at 4×: "isolated" is Chromium as shipped, where
// the sandboxed frame runs in a process of its own, slowed down from its start as the page is;
// "in-process" keeps the frame in the page's process (IsolateSandboxedIframes off), as on phones
// without site isolation, so page and runner share one slowed-down thread.
// Chromium is driven over the DevTools protocol itself (cdp.mjs), not through Playwright:
// Playwright's Runtime domain makes V8 record where each Error was created, which slows React's
// development build in the runner as it loads; and its frame throttling never reaches a first
// Edit's frame in a process of its own (the frame is not one yet when it attaches, and the
// failure is silent), so that row would run the runner at full speed.
// Usable alone: `node scripts/bench/playground.mjs <origin>`.
/* global window, document, MutationObserver, requestAnimationFrame, parent */
import { chromeFlags, chromePath as defaultChromePath, offlineFlag } from "../chromium.mjs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launchOverProtocol, openPage } from "./cdp.mjs";
import { cpuRate } from "./config.mjs";

const RUNS = Number(process.env.BENCH_PLAYGROUND_RUNS ?? 5);
const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Where a reader would press `name` (a tab or button, by its text or label) inside the element
 * `boxSelector`: scrolled into view if it is not, its middle in the window's coordinates.
 */
async function locate(page, boxSelector, name, role = "button") {
  return page.until(
    ({ boxSelector, name, role }) => {
      const box = document.querySelector(boxSelector);
      const control = [...(box?.querySelectorAll(`[role=${role}], ${role}`) ?? [])].find(
        (element) =>
          element.textContent.trim() === name || element.getAttribute("aria-label") === name,
      );
      if (!control) return null;
      let rect = control.getBoundingClientRect();
      if (rect.top < 0 || rect.bottom > window.innerHeight) {
        control.scrollIntoView({ block: "center", behavior: "instant" });
        rect = control.getBoundingClientRect();
      }
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    },
    { boxSelector, name, role },
  );
}

/**
 * A press that is not timed, pressed again until `done(doneArg)` (a boolean; `doneArg` is the
 * box's selector unless given) holds in the page: a part of a lesson below its first screen
 * becomes interactive a moment after the page is ready (its prerendered HTML comes first).
 */
async function pressUntil(page, box, name, role, done, doneArg = box) {
  for (let attempt = 0; ; attempt += 1) {
    await page.click(await locate(page, box, name, role));
    try {
      return await page.until(done, doneArg, { timeout: 3000 });
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

/** The page is up: its boot marks `<html data-ready>`. */
const whenReady = (page) => page.until(() => document.documentElement.hasAttribute("data-ready"));

/**
 * In the runner's frame, from its start: each change of its preview is reported to the page
 * (`{ __benchDrawn: time }`) at the frame's next animation frame, on the frame's own clock
 * (`timeOrigin`-based, shared across processes). The page's guide ignores messages of no type.
 */
function reportPreviewDrawn() {
  if (!window.location.pathname.endsWith("/playground.html")) return;
  let waiting = false;
  new MutationObserver((records) => {
    if (waiting || !records.some((record) => record.target.closest?.("#preview"))) return;
    waiting = true;
    requestAnimationFrame(() => {
      waiting = false;
      parent.postMessage({ __benchDrawn: performance.timeOrigin + performance.now() }, "*");
    });
  }).observe(document, { subtree: true, childList: true });
}

/**
 * Click "Edit" on the Counter → editor and preview ready; also the JS that the click loads.
 * From the press (the pointerdown event) to the later of the editor's text box appearing in the
 * page and the preview drawn in the runner's frame: its first animation frame after the preview's
 * DOM changed, as in the keystroke row. The frame draws itself whatever the guide's page is busy
 * with; the moment the guide hears "rendered" is reported beside it (`previewHeardMs`).
 */
export async function firstEdit(browser, origin, distDir) {
  const page = await openPage(browser);
  try {
    await page.addInitScript(reportPreviewDrawn);
    await page.goto(`${origin}/?section=core-concepts`);
    await whenReady(page);
    await page.wait(500);
    const box = '[aria-label="Example: Counter"]';
    // The box near the top of the window, so that the preview under the editor is in view (a
    // frame out of view draws nothing).
    await page.evaluate((box) => {
      window.scrollBy({
        top: document.querySelector(box).getBoundingClientRect().top - 96,
        behavior: "instant",
      });
      const times = (window.__benchEdit = {});
      const now = () => performance.timeOrigin + performance.now();
      document.addEventListener(
        "pointerdown",
        (event) => (times.press ??= performance.timeOrigin + event.timeStamp),
        true,
      );
      window.addEventListener("message", (event) => {
        if (event.data?.type === "rendered") times.rendered ??= now();
        if (event.data?.__benchDrawn && times.press) times.drawn ??= event.data.__benchDrawn;
      });
      new MutationObserver(() => {
        if (!times.editor && document.querySelector('[aria-label="Edit Counter code"]'))
          times.editor = now();
      }).observe(document.body, { subtree: true, childList: true });
    }, box);
    const tab = await locate(page, box, "Edit", "tab");
    await page.throttle(cpuRate);
    page.forgetScripts();
    await page.click(tab);
    // Waited for by the page's own observers, polled rarely (each poll is a task of the
    // throttled page).
    const {
      press: pressed,
      editor,
      rendered,
      drawn,
    } = await page.until(() => {
      const times = window.__benchEdit;
      return times.editor && times.rendered && times.drawn ? times : null;
    });
    let bytes = 0;
    for (const file of page.scripts)
      bytes += gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length;
    return {
      ms: Math.round(Math.max(editor, drawn) - pressed),
      editorMs: Math.round(editor - pressed),
      previewMs: Math.round(drawn - pressed),
      previewHeardMs: Math.round(rendered - pressed),
      bytes,
      files: [...page.scripts],
    };
  } finally {
    await page.close();
  }
}

/**
 * A keystroke in the ~100-line router demo → the preview shows its run: the first animation
 * frame of the runner's frame after the run changed the preview's DOM (each run renders it
 * afresh), on the frame's own clock. The frame draws itself, so its preview is on screen
 * whatever the guide's page is busy with; the moment the guide hears "rendered" comes after the
 * guide has redrawn the keystroke, and is reported beside it (`heard`).
 */
export async function keystroke(browser, origin) {
  const page = await openPage(browser);
  try {
    await page.addInitScript(reportPreviewDrawn);
    await page.goto(`${origin}/?section=routing`);
    await whenReady(page);
    const box = '[aria-label="Example: A router in miniature"]';
    await pressUntil(
      page,
      box,
      "Edit",
      "tab",
      (box) =>
        !!document.querySelector(box).querySelector("[role=textbox]") &&
        !!document.querySelector(box).querySelector("iframe"),
    );
    // The editor's first checks have answered (types, then React's rules), as for a reader who
    // reads the code before typing: drawing their first answers is not a keystroke's work.
    await page.until(
      (box) => {
        const status = document.querySelector(box).querySelector("[data-slot=language-status]");
        return !!status?.textContent && !/Checking/.test(status.textContent);
      },
      box,
      { timeout: 30_000 },
    );
    await page.wait(1000);
    await page.evaluate(() => {
      window.__benchRendered = [];
      window.__benchShown = [];
      window.addEventListener("message", (event) => {
        if (event.data?.type === "rendered")
          window.__benchRendered.push(performance.timeOrigin + performance.now());
        if (event.data?.__benchDrawn) window.__benchShown.push(event.data.__benchDrawn);
      });
      document.addEventListener(
        "keydown",
        (event) => (window.__benchKey = performance.timeOrigin + event.timeStamp),
        true,
      );
    });
    const editor = await page.evaluate((box) => {
      const rect = document
        .querySelector(box)
        .querySelector("[role=textbox]")
        .getBoundingClientRect();
      return { x: rect.x + 40, y: rect.y + 20 };
    }, box);
    await page.click(editor);
    await page.key({ key: "End", code: "End", keyCode: 35, modifiers: 2 });
    // The preview under the editor in view, as a reader watching it has it (a frame out of
    // view draws nothing).
    await page.evaluate((box) => {
      const frame = document.querySelector(box).querySelector("iframe");
      const rect = frame.getBoundingClientRect();
      if (rect.bottom > window.innerHeight)
        window.scrollBy({ top: rect.bottom - window.innerHeight, behavior: "instant" });
    }, box);
    await page.wait(300);
    await page.throttle(cpuRate);
    const shown = [];
    const heard = [];
    for (let run = 0; run < 3; run += 1) {
      const before = await page.evaluate(() => ({
        rendered: window.__benchRendered.length,
        shown: window.__benchShown.length,
      }));
      await page.key({ key: " ", code: "Space", keyCode: 32, text: " " });
      const times = await page.until(
        (before) =>
          window.__benchRendered.length > before.rendered &&
          window.__benchShown.length > before.shown && {
            key: window.__benchKey,
            rendered: window.__benchRendered.at(-1),
            shown: window.__benchShown,
          },
        before,
      );
      heard.push(times.rendered - times.key);
      shown.push(times.shown.find((time) => time > times.key) - times.key);
    }
    return { ms: median(shown), heardMs: median(heard) };
  } finally {
    await page.close();
  }
}

/**
 * Presses "Check" in the challenge `box` (a selector) and times it in the page: from the press
 * (pointerdown) to the moment its results' text says every check passed, seen by the page's own
 * observer, polled rarely. `beforePress` runs once the observer is in place.
 */
export async function timeCheck(page, box, beforePress = async () => {}) {
  await page.evaluate((box) => {
    const element = document.querySelector(box);
    const times = (window.__benchCheck = {});
    document.addEventListener("pointerdown", () => (times.press ??= performance.now()), true);
    // The whole box is watched: its results region may be drawn anew, and a solved challenge's
    // summary begins with its "Solved" badge.
    new MutationObserver(() => {
      const results = element.querySelector("[data-slot=check-results]");
      if (times.press && /All \d+ checks passed/.test(results?.textContent ?? ""))
        times.shown ??= performance.now();
    }).observe(element, { subtree: true, childList: true, characterData: true });
  }, box);
  const button = await locate(page, box, "Check");
  await beforePress();
  await page.click(button);
  const { press: pressed, shown } = await page.until(
    () => window.__benchCheck.shown && window.__benchCheck,
    undefined,
    { timeout: 120_000 },
  );
  return Math.round(shown - pressed);
}

/**
 * Opens the challenge `name` of `section` with its solution loaded into the editor, so that
 * every check runs to its end; returns the page and the challenge's selector.
 */
export async function openSolvedChallenge(browser, origin, section, name) {
  const page = await openPage(browser);
  await page.goto(`${origin}/?section=${section}`);
  await whenReady(page);
  const box = name
    ? `[aria-label="Challenge: ${name}"]`
    : "[data-slot=challenge]"; /* the lesson's first */
  await pressUntil(
    page,
    box,
    "Start challenge",
    "button",
    (box) => !!document.querySelector(box).querySelector("[role=textbox]"),
  );
  await pressUntil(page, box, "Show solution", "button", (box) =>
    [...document.querySelector(box).querySelectorAll("button")].some(
      (button) => button.textContent.trim() === "Load solution into the editor",
    ),
  );
  const starter = await page.evaluate(
    (box) => document.querySelector(box).querySelector("[role=textbox]").textContent,
    box,
  );
  await pressUntil(
    page,
    box,
    "Load solution into the editor",
    "button",
    // The editor holds other code now.
    ({ box, starter }) =>
      document.querySelector(box).querySelector("[role=textbox]").textContent !== starter,
    { box, starter },
  );
  return { page, box };
}

/**
 * "Check" on the first Core Concepts challenge with its solution loaded → the results shown.
 * Timed in the page: from the press (pointerdown) to the moment the results' text appears. The
 * first Check in its frame, as a reader's usually is.
 */
export async function check(browser, origin) {
  const { page, box } = await openSolvedChallenge(browser, origin, "core-concepts");
  try {
    await page.wait(1000);
    return await timeCheck(page, box, () => page.throttle(cpuRate));
  } finally {
    await page.close();
  }
}

async function measure(origin, distDir, chromePath, inProcess) {
  const browser = await launchOverProtocol(chromePath, [
    ...chromeFlags,
    ...(inProcess ? ["--disable-features=IsolateSandboxedIframes"] : []),
    offlineFlag,
  ]);
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

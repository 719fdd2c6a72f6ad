// `npm run bench [-- --no-build] [-- --readme] [-- --switches]`: builds the site, serves it on 127.0.0.1 and
// measures it: Lighthouse medians (mobile preset, simulated throttling), gzip bundle sizes and
// how long a sidebar section switch takes. Prints a Markdown table, writes
// bench-results/latest.json (and a timestamped copy) and, with --readme, puts the table
// between the bench markers in README.md. Slow figures are marked ✗ but never fail the run;
// only real errors (the build fails, the server never answers, Chrome won't start) exit 1.
//
// Environment: BENCH_DIST (build/serve folder, default dist), CHROME_PATH (default
// /usr/bin/chromium), BENCH_RUNS (Lighthouse runs per URL, default 3).
// Browser globals, used only in the functions evaluated inside the page:
/* global window, document, Element, CSS, Node, MutationObserver, requestAnimationFrame */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { playgroundBench } from "./bench/playground.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((arg) => !["--no-build", "--readme", "--switches"].includes(arg));
if (unknown.length) {
  console.error(
    `Unknown option(s): ${unknown.join(" ")}. Use --no-build, --readme and/or --switches.`,
  );
  process.exit(1);
}
const distDir = path.resolve(root, process.env.BENCH_DIST ?? "dist");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runsPerUrl = Number(process.env.BENCH_RUNS ?? 3);
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const urls = ["/", "/?section=hooks", "/?section=ssr-csr"];
const SWITCHES = 10;
const KB = 1000; // kB as Vite prints them

const targets = {
  performance: 99,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  tbtMs: 50,
  cls: 0.01,
  lcpMs: 1300,
  initialJsKb: 100,
  lessonChunkKb: 40,
  switchMs: 100,
  // The playground (issue 14), at 4× CPU: first Edit → editor and preview, a keystroke's run
  // (after the 300 ms debounce) → preview, Check → results.
  firstEditMs: 1500,
  keystrokeMs: 200,
  checkMs: 1000,
};

// ---------------------------------------------------------------------------------------------
// Child processes: everything started here is stopped on exit, errors and Ctrl-C.

const cleanups = new Set();
function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}
function cleanupAll() {
  for (const fn of [...cleanups].reverse()) {
    try {
      fn();
    } catch {
      // Already gone.
    }
  }
  cleanups.clear();
}
process.on("exit", cleanupAll);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the preview server and browsers.`);
    cleanupAll();
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

/** Stops a child started with `detached: true` and whatever it started (npx → node). */
function killGroup(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}

/** Runs a command to completion, its output kept and shown only if it fails. */
function run(command, commandArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const forget = onCleanup(() => killGroup(child));
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      forget();
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${commandArgs.join(" ")} exited with ${code}\n${output}`));
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `vite preview` in its own process group, so stopping it also stops the node under npx. */
async function startPreview() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    "npx",
    [
      "vite",
      "preview",
      "--outDir",
      distDir,
      "--host",
      "127.0.0.1",
      "--port",
      port,
      "--strictPort",
    ].map(String),
    { cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  let exited = null;
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  child.on("exit", (code) => (exited = code ?? "signal"));
  const stop = () => {
    if (exited === null) killGroup(child);
  };
  onCleanup(stop);

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`vite preview exited (${exited}):\n${output}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`vite preview did not answer on ${origin} within 60 s:\n${output}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Statistics and formatting.

function median(values) {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kb = (bytes) => (bytes === null || bytes === undefined ? "–" : (bytes / KB).toFixed(1));
const seconds = (ms) => (ms === null ? "–" : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms) => (ms === null ? "–" : `${Math.round(ms)} ms`);
const mark = (ok) => (ok ? "✓" : "✗");
const markdownTable = (header, rows) =>
  [header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");

// ---------------------------------------------------------------------------------------------
// Bundle sizes, read from the built files.

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** dist-relative path of an URL in index.html (`/assets/x.js` → `assets/x.js`). */
function distPath(href) {
  const pathname = new URL(href, "http://localhost/").pathname.replace(/^\/+/, "");
  if (existsSync(path.join(distDir, pathname))) return pathname;
  const inAssets = pathname.indexOf("assets/");
  return inAssets >= 0 ? pathname.slice(inAssets) : pathname;
}

/**
 * The boot script (assets/boot-<hash>.js) holds what the prerender read from the Vite manifest
 * (deleted after the build): `app`, the entry and its static imports, which the boot script
 * loads after the first paint; `lessons`, section id → its lesson's files, the lesson chunk
 * first; `views`, view → its prerendered view fragment. Without it (an older build), lesson chunks are
 * found by their `<id>-<hash>.js` names.
 */
async function bootConfig(scripts, assetFiles) {
  for (const script of scripts.filter((file) => /(^|\/)boot-[^/]*\.js$/.test(file))) {
    const source = await readFile(path.join(distDir, script), "utf8");
    // Today's builds write the config after a marker comment; older ones as `var config = …`.
    const match =
      /\/\*boot-config\*\/(\{.*?\});\n/s.exec(source) ?? /var config = (\{.*?\});\n/s.exec(source);
    if (!match) continue;
    const config = JSON.parse(match[1]);
    const paths = (files) => files.map((file) => distPath(file));
    return {
      app: paths(config.app),
      defaultView: config.defaultView,
      views: Object.fromEntries(
        Object.entries(config.views).map(([id, file]) => [id, distPath(file)]),
      ),
      lessons: Object.fromEntries(
        Object.entries(config.lessons).map(([id, files]) => [id, paths(files)]),
      ),
    };
  }
  const ids = (await readdir(path.join(root, "src/content")))
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => name.slice(0, -4));
  const lessons = {};
  for (const id of ids) {
    const file = assetFiles.find((name) => new RegExp(`^${id}-[\\w-]{8}\\.js$`).test(name));
    if (file) lessons[id] = [`assets/${file}`];
  }
  return { app: [], defaultView: "introduction", views: {}, lessons };
}

async function bundleSizes() {
  const html = await readFile(path.join(distDir, "index.html"), "utf8");
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const scripts = [];
  const styles = [];
  for (const tag of tags) {
    const rel = attribute(tag, "rel");
    const href = tag.startsWith("<script") ? attribute(tag, "src") : attribute(tag, "href");
    if (!href) continue;
    if (tag.startsWith("<script") || rel === "modulepreload") scripts.push(distPath(href));
    else if (rel === "stylesheet" && href.endsWith(".css")) styles.push(distPath(href));
  }

  const assetFiles = await readdir(path.join(distDir, "assets"));
  const sizes = {};
  for (const name of assetFiles) {
    const buffer = await readFile(path.join(distDir, "assets", name));
    sizes[`assets/${name}`] = { raw: buffer.length, gzip: gzipSize(buffer) };
  }
  const sizeOf = (file) => sizes[file] ?? { raw: 0, gzip: 0 };
  const sum = (files) =>
    files.reduce(
      (total, file) => ({
        raw: total.raw + sizeOf(file).raw,
        gzip: total.gzip + sizeOf(file).gzip,
      }),
      { raw: 0, gzip: 0 },
    );

  const boot = await bootConfig(scripts, assetFiles);
  // The first view's JavaScript: what index.html names, plus what the boot script loads.
  const initial = [
    ...new Set([...scripts, ...boot.app, ...(boot.lessons[boot.defaultView] ?? [])]),
  ];
  const views = Object.entries(boot.views)
    .map(([id, file]) => ({ id, file, ...sizeOf(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const lessons = Object.entries(boot.lessons)
    .map(([id, files]) => ({
      id,
      file: files[0],
      ...sizeOf(files[0]),
      withDeps: sum(files).gzip,
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const topChunks = Object.entries(sizes)
    .filter(([file]) => file.endsWith(".js"))
    .map(([file, size]) => ({ file, ...size }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5);

  return {
    initialJs: { files: initial, ...sum(initial) },
    html: {
      index: { raw: Buffer.byteLength(html), gzip: gzipSize(Buffer.from(html)) },
      largestView: views[0] ?? null,
    },
    css: { files: styles, ...sum(styles) },
    largestLesson: lessons[0] ?? null,
    lessons,
    topChunks,
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

/** chrome-launcher is a dependency of lighthouse; resolve it through lighthouse if not hoisted. */
async function importChromeLauncher() {
  try {
    return await import("chrome-launcher");
  } catch {
    const require = createRequire(fileURLToPath(import.meta.resolve("lighthouse")));
    return import(pathToFileURL(require.resolve("chrome-launcher")).href);
  }
}

/** A few readable lines from an audit's details: what (node, URL, source) and how much. */
function describeItems(details) {
  const rows = [];
  const walk = (items) => {
    for (const item of items ?? []) {
      if (item.type === "table" || item.type === "list") walk(item.items);
      else if (item.type !== "list-section" && item.type !== "node") rows.push(item);
    }
  };
  walk(details?.type === "table" || details?.type === "list" ? details.items : []);
  return rows.slice(0, 5).map((item) => {
    const source = item.source?.url ? `${item.source.url}:${item.source.line ?? "?"}` : null;
    const what =
      item.node?.selector ??
      item.node?.snippet ??
      item.url ??
      source ??
      item.label ??
      item.groupLabel ??
      item.statistic ??
      item.phase;
    const amount = ["wastedMs", "reflowTime", "duration", "timing", "wastedBytes", "totalBytes"]
      .filter((key) => typeof item[key] === "number")
      .map((key) => `${key} ${Math.round(item[key])}`)
      .join(", ");
    return `${what ?? JSON.stringify(item).slice(0, 120)}${amount ? ` (${amount})` : ""}`;
  });
}

function findings(lhr) {
  const failing = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === "informative") continue;
      // Metrics are in the table; other performance audits only when clearly flagged.
      if (categoryId === "performance" && (ref.group === "metrics" || audit.score >= 0.9)) continue;
      if (categoryId !== "performance" && (audit.score >= 1 || ref.weight === 0)) continue;
      failing.push({
        category: categoryId,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? null,
        items: describeItems(audit.details),
      });
    }
  }
  return failing;
}

async function lighthouseRun(lighthouse, launcher, url) {
  const chrome = await launcher.launch({ chromePath, chromeFlags, handleSIGINT: false });
  const forget = onCleanup(() => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      disableFullPageScreenshot: true,
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audits = lhr.audits;
    const numeric = (id) => audits[id]?.numericValue ?? null;
    const summary = audits["resource-summary"]?.details?.items?.find(
      (item) => item.resourceType === "script",
    );
    // All script bytes Lighthouse saw, and those requested up to the load event: the app
    // prefetches every lesson ~1.5 s after load, which a run may or may not still record.
    const scripts = (audits["network-requests"]?.details?.items ?? []).filter(
      (item) => item.resourceType === "Script",
    );
    const bytes = (items) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
    const metrics = audits.metrics?.details?.items?.[0];
    const observedLoad = metrics?.observedLoad ?? Infinity;
    const scriptBytes = summary?.transferSize ?? bytes(scripts);
    const scriptBytesByLoad = bytes(
      scripts.filter((item) => (item.networkRequestTime ?? item.rendererStartTime) <= observedLoad),
    );
    return {
      scores: Object.fromEntries(
        Object.entries(lhr.categories).map(([id, category]) => [
          id,
          category.score === null ? null : Math.round(category.score * 100),
        ]),
      ),
      fcp: numeric("first-contentful-paint"),
      lcp: numeric("largest-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      speedIndex: numeric("speed-index"),
      scriptBytes,
      scriptBytesByLoad,
      // What the unthrottled page did; the simulated metrics above are derived from it.
      observed: {
        fcp: metrics?.observedFirstContentfulPaint ?? null,
        lcp: metrics?.observedLargestContentfulPaint ?? null,
        load: metrics?.observedLoad ?? null,
      },
      findings: findings(lhr),
      warnings: lhr.runWarnings ?? [],
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent ?? null,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    };
  } finally {
    forget();
    chrome.kill();
  }
}

async function lighthouseAll(origin) {
  const { default: lighthouse } = await import("lighthouse");
  const launcher = await importChromeLauncher();
  const results = [];
  for (const url of urls) {
    const runs = [];
    for (let index = 0; index < runsPerUrl; index++) {
      const started = Date.now();
      runs.push(await lighthouseRun(lighthouse, launcher, `${origin}${url}`));
      const last = runs.at(-1);
      console.log(
        `  Lighthouse ${url} run ${index + 1}/${runsPerUrl}: perf ${last.scores.performance}, ` +
          `LCP ${seconds(last.lcp)}, TBT ${millis(last.tbt)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    const pick = (key) => median(runs.map((runResult) => runResult[key]));
    results.push({
      url,
      median: {
        performance: median(runs.map((r) => r.scores.performance)),
        accessibility: median(runs.map((r) => r.scores.accessibility)),
        "best-practices": median(runs.map((r) => r.scores["best-practices"])),
        seo: median(runs.map((r) => r.scores.seo)),
        fcp: pick("fcp"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
        speedIndex: pick("speedIndex"),
        scriptBytes: pick("scriptBytes"),
        scriptBytesByLoad: pick("scriptBytesByLoad"),
      },
      runs,
    });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Section switch timing.

/**
 * Installed in the page. Method: a capture-phase click listener on document notes the click's
 * `event.timeStamp` (when the browser created the input event, so main-thread queueing counts)
 * and the section the button asks for. A MutationObserver (child lists and the data-lesson
 * attribute, whole document) waits until `article[data-lesson="<id>"] h1` exists; then
 * requestAnimationFrame + a MessageChannel message marks the end: the message task runs right
 * after the frame holding the new heading has been rendered ("after next paint"). The result is
 * click → first frame with the new lesson on screen, in ms.
 */
function installSwitchProbe() {
  const state = { results: [] };
  window.__benchSwitch = state;
  document.addEventListener(
    "click",
    (event) => {
      const button =
        event.target instanceof Element
          ? event.target.closest('nav[aria-label="Sections"] button[data-section]')
          : null;
      if (!button) return;
      const id = button.dataset.section;
      const start = event.timeStamp;
      const selector = `article[data-lesson="${CSS.escape(id)}"] h1`;
      const finish = () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          state.results.push({ id, ms: performance.now() - start });
        };
        requestAnimationFrame(() => channel.port2.postMessage(null));
      };
      if (document.querySelector(selector)) return finish();
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        finish();
      });
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ["data-lesson"],
      });
    },
    true,
  );
}

async function switchTimings(origin, lessonFiles) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((flag) => !flag.startsWith("--headless")),
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  const forget = onCleanup(() => void browser.close());
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/`, { waitUntil: "load" });
    await page.evaluate(installSwitchProbe);

    // The app prefetches every lesson ~1.5 s after load, one per idle period: wait until all
    // lesson chunks have been fetched, so switches measure rendering, not the network.
    const wanted = lessonFiles.map((file) => `/${file}`);
    const prefetched = await page
      .waitForFunction(
        (files) => {
          const loaded = new Set(
            performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
          );
          return files.every((file) => [...loaded].some((pathname) => pathname.endsWith(file)));
        },
        wanted,
        { timeout: 20_000, polling: 250 },
      )
      .then(() => true)
      .catch(() => false);
    if (!prefetched) console.warn("  Not every lesson chunk was prefetched within 20 s.");
    await page.waitForLoadState("networkidle");
    await sleep(500);

    const buttons = await page.$$eval('nav[aria-label="Sections"] button[data-section]', (list) =>
      list.map((button) => ({
        id: button.dataset.section,
        title: [...button.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join("")
          .trim(),
      })),
    );
    if (buttons.length < 3) throw new Error("Sidebar section buttons not found");
    // introduction → hooks → routing → … : a different lesson each time, back to the first.
    const route = [...buttons.slice(4), ...buttons.slice(1, 4)].slice(0, SWITCHES - 1);
    route.push(buttons[0]);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const nav = page.locator('nav[aria-label="Sections"]');
    for (const [index, section] of route.entries()) {
      await nav.getByRole("button", { name: section.title, exact: true }).click();
      await page.waitForFunction((count) => window.__benchSwitch.results.length > count, index, {
        timeout: 15_000,
      });
      await sleep(400);
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const results = await page.evaluate(() => window.__benchSwitch.results);
    return { prefetched, route: results.map((r) => r.id), values: results.map((r) => r.ms) };
  } finally {
    forget();
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report.

function report(data) {
  const { lighthouse, sizes, switching, playground, meta } = data;
  const lines = [];
  lines.push(
    `Measured ${meta.date.slice(0, 10)} at ${meta.commit ?? "an unknown commit"}` +
      `${meta.dirty ? " with local changes" : ""} on ${meta.cpus} CPUs (load average ` +
      `${meta.loadAverage.join(" → ")}): Lighthouse ${meta.lighthouseVersion}, ${meta.chrome}, ` +
      `mobile preset with simulated throttling, median of ${runsPerUrl} runs per URL ` +
      `(benchmark index ${meta.benchmarkIndex ?? "–"}). Script kB: transferred by the load ` +
      `event / in all, lessons prefetched after load included. Sizes: gzip level 9, ` +
      `1 kB = 1000 bytes.`,
  );
  lines.push("");

  const onRoot = (url) => url === "/";
  const rows = lighthouse.map(({ url, median: m }) => {
    const score = (key) => `${m[key] ?? "–"} ${mark(m[key] >= targets[key])}`;
    const withTarget = (text, ok) => (onRoot(url) ? `${text} ${mark(ok)}` : text);
    return [
      `\`${url}\``,
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      seconds(m.fcp),
      withTarget(seconds(m.lcp), m.lcp <= targets.lcpMs),
      withTarget(millis(m.tbt), m.tbt <= targets.tbtMs),
      withTarget(m.cls === null ? "–" : m.cls.toFixed(3), m.cls < targets.cls),
      seconds(m.speedIndex),
      `${kb(m.scriptBytesByLoad)} / ${kb(m.scriptBytes)}`,
    ];
  });
  lines.push(
    markdownTable(
      [
        "URL",
        `Perf (≥ ${targets.performance})`,
        `A11y (${targets.accessibility})`,
        `BP (${targets["best-practices"]})`,
        `SEO (${targets.seo})`,
        "FCP",
        `LCP (\`/\` ≤ ${targets.lcpMs / 1000} s)`,
        `TBT (\`/\` ≤ ${targets.tbtMs} ms)`,
        `CLS (\`/\` < ${targets.cls})`,
        "Speed Index",
        "Script kB (load / all)",
      ],
      rows,
    ),
  );
  lines.push("");

  const largest = sizes.largestLesson;
  const switchMedian = switching.median;
  lines.push(
    markdownTable(
      ["Measure", "Value", "Target"],
      [
        [
          `Initial JS (${sizes.initialJs.files.length} files: boot, app, first lesson), gzip`,
          `${kb(sizes.initialJs.gzip)} kB`,
          `≤ ${targets.initialJsKb} kB ${mark(sizes.initialJs.gzip <= targets.initialJsKb * KB)}`,
        ],
        [
          `HTML (\`index.html\`, introduction prerendered), gzip`,
          `${kb(sizes.html.index.gzip)} kB`,
          "–",
        ],
        [
          `Largest prerendered view (\`${sizes.html.largestView?.id ?? "?"}\`), gzip`,
          `${kb(sizes.html.largestView?.gzip)} kB`,
          "–",
        ],
        [
          `CSS (${sizes.css.files.length} file${sizes.css.files.length === 1 ? "" : "s"}), gzip`,
          `${kb(sizes.css.gzip)} kB`,
          "–",
        ],
        [
          `Largest lesson chunk (\`${largest?.id ?? "?"}\`), gzip`,
          `${kb(largest?.gzip)} kB`,
          `≤ ${targets.lessonChunkKb} kB ${mark((largest?.gzip ?? Infinity) <= targets.lessonChunkKb * KB)}`,
        ],
        [
          `Section switch, median of ${switching.values.length} (CPU 4× slower)`,
          millis(switchMedian),
          `≤ ${targets.switchMs} ms ${mark(switchMedian !== null && switchMedian <= targets.switchMs)}`,
        ],
        [
          "Playground, loaded on first Edit: editor and host / runner, gzip",
          `${kb(playground.guideBytes)} / ${kb(playground.runnerBytes)} kB`,
          "–",
        ],
        [
          "First Edit → editor and preview ready (CPU 4× slower; frame in-process)",
          `${millis(playground.firstEditMs)} (${millis(playground.inProcess.firstEditMs)})`,
          `≤ ${targets.firstEditMs} ms ${mark(playground.firstEditMs <= targets.firstEditMs)}` +
            ` (${mark(playground.inProcess.firstEditMs <= targets.firstEditMs)})`,
        ],
        [
          "Keystroke in a 100-line demo → preview, after the 300 ms debounce (4×)",
          `${millis(playground.keystrokeAfterDebounceMs)} (${millis(playground.inProcess.keystrokeAfterDebounceMs)})`,
          `≤ ${targets.keystrokeMs} ms ${mark(playground.keystrokeAfterDebounceMs <= targets.keystrokeMs)}` +
            ` (${mark(playground.inProcess.keystrokeAfterDebounceMs <= targets.keystrokeMs)})`,
        ],
        [
          "Check on a challenge → results (CPU 4× slower)",
          `${millis(playground.checkMs)} (${millis(playground.inProcess.checkMs)})`,
          `≤ ${targets.checkMs} ms ${mark(playground.checkMs <= targets.checkMs)}` +
            ` (${mark(playground.inProcess.checkMs <= targets.checkMs)})`,
        ],
      ],
    ),
  );
  lines.push("");
  lines.push(
    `Switches (click → first frame with the new lesson's h1): ` +
      switching.values
        .map((ms, index) => `${switching.route[index]} ${Math.round(ms)}`)
        .join(", ") +
      " ms.",
  );
  lines.push("");

  lines.push(
    markdownTable(
      ["Largest chunks", "Raw kB", "Gzip kB"],
      sizes.topChunks.map((chunk) => [`\`${chunk.file}\``, kb(chunk.raw), kb(chunk.gzip)]),
    ),
  );
  lines.push("");
  lines.push(
    markdownTable(
      ["Lesson chunk", "Raw kB", "Gzip kB", `≤ ${targets.lessonChunkKb} kB`],
      sizes.lessons.map((lesson) => [
        `\`${lesson.id}\``,
        kb(lesson.raw),
        kb(lesson.gzip),
        mark(lesson.gzip <= targets.lessonChunkKb * KB),
      ]),
    ),
  );
  return lines.join("\n");
}

/** Formats the Markdown the way `prettier --check` wants it in README.md. */
async function prettierMarkdown(markdown) {
  try {
    const prettier = await import("prettier");
    const readmePath = path.join(root, "README.md");
    const options = (await prettier.resolveConfig(readmePath)) ?? {};
    return (await prettier.format(markdown, { ...options, filepath: readmePath })).trimEnd();
  } catch (error) {
    console.warn(`  Prettier could not format the table (${error.message}); left as is.`);
    return markdown;
  }
}

async function updateReadme(table) {
  const readmePath = path.join(root, "README.md");
  const readme = await readFile(readmePath, "utf8");
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} block`);
  const updated = `${readme.slice(0, from + start.length)}\n\n${table}\n\n${readme.slice(to)}`;
  await writeFile(readmePath, updated);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const loadAtStart = os.loadavg()[0];
  const inRoot = !path.relative(root, distDir).startsWith("..");
  const relativeDist = inRoot ? path.relative(root, distDir) || "." : distDir;
  if (!args.has("--no-build")) {
    console.log(`Building into ${relativeDist} …`);
    await run("npx", ["vite", "build", "--outDir", distDir, "--emptyOutDir"]);
  }
  if (!existsSync(path.join(distDir, "index.html"))) {
    throw new Error(`${relativeDist}/index.html not found: build first or drop --no-build`);
  }

  console.log("Measuring bundle sizes …");
  const sizes = await bundleSizes();

  console.log("Starting vite preview …");
  const preview = await startPreview();
  console.log(`  serving ${relativeDist} on ${preview.origin}`);

  if (args.has("--switches")) {
    // A quick look while working on rendering: switch timings only, nothing written.
    const quick = await switchTimings(
      preview.origin,
      sizes.lessons.map((lesson) => lesson.file),
    );
    preview.stop();
    console.log(
      `Section switch median ${millis(median(quick.values))}: ` +
        quick.route.map((id, index) => `${id} ${Math.round(quick.values[index])}`).join(", "),
    );
    return;
  }

  console.log(`Lighthouse: ${urls.length} URLs × ${runsPerUrl} runs …`);
  const lighthouse = await lighthouseAll(preview.origin);

  console.log(`Section switches: ${SWITCHES} clicks at CPU 4× slowdown …`);
  const lessonFiles = sizes.lessons.map((lesson) => lesson.file);
  const switchResult = await switchTimings(preview.origin, lessonFiles);

  console.log("Playground: first Edit, keystroke and Check at CPU 4× slowdown …");
  const playground = await playgroundBench(preview.origin, distDir, chromePath);
  preview.stop();

  const quietly = (command, commandArgs) => run(command, commandArgs).catch(() => "");
  const commit = (await quietly("git", ["rev-parse", "--short", "HEAD"])).trim() || null;
  const dirty = commit !== null && (await quietly("git", ["status", "--porcelain"])).trim() !== "";
  const firstRun = lighthouse[0].runs[0];
  const chromeVersion =
    /Chrom(?:e|ium) ([\d.]+)/.exec(await quietly(chromePath, ["--version"]))?.[1] ??
    /(?:HeadlessChrome|Chrome)\/([\d.]+)/.exec(firstRun.userAgent ?? "")?.[1];
  const data = {
    meta: {
      date: new Date().toISOString(),
      commit,
      dirty,
      cpus: os.availableParallelism(),
      loadAverage: [loadAtStart, os.loadavg()[0]].map((load) => load.toFixed(1)),
      node: process.version,
      lighthouseVersion: firstRun.lighthouseVersion,
      chrome: chromeVersion ? `Chromium ${chromeVersion}` : chromePath,
      benchmarkIndex: median(
        lighthouse.flatMap((entry) => entry.runs.map((r) => r.benchmarkIndex)),
      ),
      runsPerUrl,
      dist: relativeDist,
      seconds: Math.round((Date.now() - started) / 1000),
    },
    targets,
    lighthouse,
    sizes,
    switching: { ...switchResult, median: median(switchResult.values), cpuSlowdown: 4 },
    playground,
  };

  const table = await prettierMarkdown(report(data));
  data.markdown = table;
  console.log(`\n${table}\n`);

  // Lighthouse findings about the app: failing audits, deduplicated over URLs and runs.
  const seen = new Map();
  for (const entry of lighthouse) {
    for (const [index, runResult] of entry.runs.entries()) {
      for (const finding of runResult.findings) {
        const key = `${finding.category}/${finding.id}`;
        const known = seen.get(key) ?? { ...finding, where: [] };
        known.where.push(`${entry.url}#${index + 1}`);
        seen.set(key, known);
      }
      for (const warning of runResult.warnings) console.warn(`  Lighthouse warning: ${warning}`);
    }
  }
  data.findings = [...seen.values()];
  if (data.findings.length) {
    console.log("Lighthouse findings:");
    for (const finding of data.findings) {
      console.log(
        `- [${finding.category}] ${finding.id}: ${finding.title} (score ${finding.score}` +
          `${finding.displayValue ? `, ${finding.displayValue}` : ""}) on ${finding.where.join(", ")}`,
      );
      for (const item of finding.items) console.log(`    ${item}`);
    }
  } else {
    console.log("Lighthouse findings: none.");
  }

  const outDir = path.join(root, "bench-results");
  await mkdir(outDir, { recursive: true });
  const stamp = data.meta.date.replace(/[:.]/g, "-");
  const json = `${JSON.stringify(data, null, 2)}\n`;
  await writeFile(path.join(outDir, `bench-${stamp}.json`), json);
  await writeFile(path.join(outDir, "latest.json"), json);
  console.log(`Wrote bench-results/bench-${stamp}.json and bench-results/latest.json`);
  if (args.has("--readme")) {
    await updateReadme(table);
    console.log("Updated the bench block in README.md");
  }
  console.log(`Done in ${data.meta.seconds} s.`);
}

main()
  .then(() => {
    cleanupAll();
    process.exit(0);
  })
  .catch((error) => {
    console.error(`bench failed: ${error.stack ?? error}`);
    cleanupAll();
    process.exit(1);
  });

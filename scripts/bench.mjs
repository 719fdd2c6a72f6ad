// `npm run bench [-- --no-build] [-- --no-write] [-- --switches] [-- --cold] [-- --cls] [-- --lighthouse] [-- --code-switch] [-- --playground] [-- --language]`: builds the site, serves
// it on 127.0.0.1 and measures it: Lighthouse medians (mobile preset, simulated throttling), gzip
// bundle sizes, the JS a first visit transfers by network idle, the layout shift of every entry
// while it loads (`--cls`: its rows alone), how long a sidebar section switch takes (warm, cold,
// cold with latency, prefetched), the playground and the editor's language service
// (`--language`: its rows alone). `--lighthouse`: the Lighthouse table and the JS by network idle
// alone. Prints a Markdown table, writes bench-results/latest.json (and a timestamped copy) and,
// after a full run (unless --no-write), puts the table between the bench markers in
// docs/PERFORMANCE.md. Slow figures are marked ✗ but never fail the run;
// only real errors (the build fails, the server never answers, Chrome won't start) exit 1.
//
// Environment: BENCH_DIST (build/serve folder, default dist), BENCH_PORT (the preview server's
// port; default: a free one the system picks, so benches in several worktrees never meet),
// CHROME_PATH (default
// /usr/bin/chromium), BENCH_RUNS (Lighthouse runs per URL, default 3), BENCH_URLS (Lighthouse's
// URLs, comma-separated; default /, Hooks and SSR vs CSR); also BENCH_COLD_RUNS
// (cold switch runs, default 5), BENCH_IDLE_RUNS (network-idle runs, default 3),
// BENCH_PLAYGROUND_RUNS (default 5), BENCH_LANGUAGE_RUNS (default 3) and BENCH_CPU_RATE (the in-page rows' CPU slowdown, default
// 4; Lighthouse keeps its own 4×).
// Modules: bench/config (targets, env), serve (build, preview, cleanup), sizes, lighthouse,
// switches, cold (first visit and cold switches), cls (layout shift while an entry loads),
// playground, code-switch (the TS / JS switch on the longest lesson), language, report, util.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromePath, distDir, root, runsPerUrl, SWITCHES, targets, urls } from "./bench/config.mjs";
import { lighthouseAll } from "./bench/lighthouse.mjs";
import { playgroundBench } from "./bench/playground.mjs";
import { languageBench } from "./bench/language.mjs";
import { COLD_RUNS, coldSwitches, jsByNetworkIdle } from "./bench/cold.mjs";
import { clsEntries, layoutShifts } from "./bench/cls.mjs";
import {
  clsReport,
  coldReport,
  lighthouseReport,
  languageReport,
  prettierMarkdown,
  report,
  updatePerformanceDoc,
} from "./bench/report.mjs";
import { cleanupAll, run, startPreview } from "./bench/serve.mjs";
import { bundleSizes } from "./bench/sizes.mjs";
import { codeSwitchReport, codeSwitchTimings } from "./bench/code-switch.mjs";
import { switchTimings } from "./bench/switches.mjs";
import { median, millis } from "./bench/util.mjs";

const args = new Set(process.argv.slice(2));
const options = [
  "--no-build",
  "--no-write",
  "--switches",
  "--cold",
  "--cls",
  "--lighthouse",
  "--code-switch",
  "--playground",
  "--language",
];
const unknown = [...args].filter((arg) => !options.includes(arg));
if (unknown.length) {
  console.error(
    `Unknown option(s): ${unknown.join(" ")}. Use --no-build, --no-write, --switches, --cold, --cls, --lighthouse, --code-switch, --playground and/or --language.`,
  );
  process.exit(1);
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

  if (args.has("--cold")) {
    // Quick: the cold and prefetched switch rows only, nothing written.
    console.log(`Cold switches: ${COLD_RUNS} runs each, fresh context, CPU 4× slower …`);
    const cold = await coldSwitches(preview.origin, sizes.lessons);
    preview.stop();
    console.log(`\n${await prettierMarkdown(coldReport({ cold }))}\n`);
    return;
  }

  if (args.has("--cls")) {
    // Quick: the layout shift of every entry at both widths, nothing written.
    const entries = clsEntries(sizes.lessonIds, sizes.defaultView);
    console.log(`Layout shift: ${entries.length} entries at 412 and 1280 px …`);
    const cls = await layoutShifts(preview.origin, entries);
    preview.stop();
    console.log(`\n${await prettierMarkdown(clsReport(cls))}\n`);
    return;
  }

  if (args.has("--lighthouse")) {
    // Quick: Lighthouse's rows and the first visit's JS, nothing written.
    console.log(`Lighthouse: ${urls.length} URLs × ${runsPerUrl} runs …`);
    const lighthouse = await lighthouseAll(preview.origin);
    console.log("JS transferred by network idle on / (fresh context, 5 s quiet) …");
    const lessonFiles = sizes.lessons.map((lesson) => lesson.file);
    const firstVisit = await jsByNetworkIdle(preview.origin, lessonFiles);
    preview.stop();
    console.log(`\n${await prettierMarkdown(lighthouseReport({ lighthouse, firstVisit }))}\n`);
    return;
  }

  if (args.has("--code-switch")) {
    // Quick: the TS / JS switch row alone, nothing written.
    const codeSwitch = await codeSwitchTimings(preview.origin);
    preview.stop();
    console.log(`\n${await prettierMarkdown(codeSwitchReport(codeSwitch))}\n`);
    return;
  }

  if (args.has("--playground")) {
    // Quick: the playground's rows only (runner size, first Edit, keystroke, Check), nothing written.
    console.log("Playground: first Edit, keystroke and Check at CPU 4× slowdown …");
    const result = await playgroundBench(preview.origin, distDir, chromePath);
    preview.stop();
    const { runs, inProcess, ...isolated } = result;
    console.log(JSON.stringify({ isolated, inProcess, runs }, null, 2));
    return;
  }

  if (args.has("--language")) {
    // Quick: the language service's rows only, nothing written.
    console.log(
      "Language service: sizes, memory, first diagnostics, keystroke, hover, completion …",
    );
    const language = await languageBench(preview.origin, distDir, chromePath);
    preview.stop();
    console.log(`\n${await prettierMarkdown(languageReport(language))}\n`);
    // Each run's figures, for a note: medians of a noisy machine hide their spread.
    for (const [rate, { runs }] of Object.entries(language.byRate))
      console.log(`Runs at ${rate}×: ${JSON.stringify(runs)}`);
    // Nothing of the language service is in the first visit's scripts: compare with main's.
    const { initialJs } = sizes;
    console.log(
      `Initial JS: ${initialJs.files.length} files, ${(initialJs.gzip / 1000).toFixed(1)} kB gzip (${initialJs.files.join(", ")})`,
    );
    return;
  }

  console.log(`Lighthouse: ${urls.length} URLs × ${runsPerUrl} runs …`);
  const lighthouse = await lighthouseAll(preview.origin);

  console.log(`Section switches: ${SWITCHES} clicks at CPU 4× slowdown …`);
  const lessonFiles = sizes.lessons.map((lesson) => lesson.file);
  const switchResult = await switchTimings(preview.origin, lessonFiles);

  console.log("JS transferred by network idle on / (fresh context, 5 s quiet) …");
  const firstVisit = await jsByNetworkIdle(preview.origin, lessonFiles);

  const entries = clsEntries(sizes.lessonIds, sizes.defaultView);
  console.log(`Layout shift: ${entries.length} entries at 412 and 1280 px …`);
  const cls = await layoutShifts(preview.origin, entries);

  console.log(`Cold switches: ${COLD_RUNS} runs each, fresh context, CPU 4× slower …`);
  const cold = await coldSwitches(preview.origin, sizes.lessons);

  console.log("TS / JS switch on the longest lesson at CPU 4× slowdown …");
  const codeSwitch = await codeSwitchTimings(preview.origin);

  console.log("Playground: first Edit, keystroke and Check at CPU 4× slowdown …");
  const playground = await playgroundBench(preview.origin, distDir, chromePath);

  console.log("Language service: first diagnostics, keystroke, hover, completion at 1× and 4× …");
  const language = await languageBench(preview.origin, distDir, chromePath);
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
    language,
    firstVisit,
    cls,
    cold,
    codeSwitch,
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
  if (!args.has("--no-write")) {
    await updatePerformanceDoc(table);
    console.log("Updated the table in docs/PERFORMANCE.md");
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

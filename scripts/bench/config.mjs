// What the bench measures and against which targets; options read from the environment.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromeFlags as baseFlags } from "../chromium.mjs";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const distDir = path.resolve(root, process.env.BENCH_DIST ?? "dist");
export { chromePath } from "../chromium.mjs";
export const runsPerUrl = Number(process.env.BENCH_RUNS ?? 3);
// CPU slowdown of the in-page rows (switches, cold switches, playground). 4 is the target's rate;
// a higher one asks what a slower machine (or this one under load) would see.
export const cpuRate = Number(process.env.BENCH_CPU_RATE ?? 4);
if (!(cpuRate >= 1))
  throw new Error(`BENCH_CPU_RATE must be a number ≥ 1, not ${process.env.BENCH_CPU_RATE}`);
// Lighthouse's launcher starts Chrome itself: headless is one of its flags.
export const chromeFlags = ["--headless=new", ...baseFlags];
// BENCH_URLS (comma-separated) picks Lighthouse's URLs, e.g. `/,/?section=hooks` for an A/B.
export const urls = process.env.BENCH_URLS?.split(",").filter(Boolean) ?? [
  "/",
  "/?section=hooks",
  "/?section=ssr-csr",
];
export const SWITCHES = 10;
export const KB = 1000; // kB as Vite prints them

export const targets = {
  // `/` and the lessons alike.
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  tbtMs: 50,
  // No entry shifts, in Lighthouse's CLS or in the bench's own observer (cls.mjs).
  cls: 0,
  lcpMs: 1000,
  // Script transferred, all of it (Lighthouse's count, headers included), per URL: no more than
  // when the site was last compared with the docs sites it is measured against.
  scriptKiB: { "/": 156, "/?section=hooks": 191 },
  initialJsKb: 100,
  // index.html gzip, leaving ~1 kB of the first round trip's ~14.6 kB (10 TCP segments) for
  // the response headers: one byte more costs a round trip before the first paint.
  htmlKb: 13.5,
  lessonChunkKb: 40,
  switchMs: 100,
  // A first visit's JS by network idle, and switches in a fresh profile at 4× CPU.
  jsByIdleKb: 180,
  coldSwitchMs: 200,
  coldSwitchLatencyMs: 400,
  prefetchedSwitchMs: 100,
  // The playground, at 4× CPU: first Edit → editor and preview, a keystroke's run
  // (after the 300 ms debounce) → preview, Check → results.
  firstEditMs: 1500,
  keystrokeMs: 200,
  checkMs: 1000,
};

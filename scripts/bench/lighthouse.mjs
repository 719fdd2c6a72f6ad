// Lighthouse: mobile preset, simulated throttling, `runsPerUrl` runs per URL in a fresh Chrome each.
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromeFlags, chromePath, runsPerUrl, urls } from "./config.mjs";
import { onCleanup } from "./serve.mjs";
import { median, millis, seconds } from "./util.mjs";

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
    // All script bytes Lighthouse saw, and those requested up to the load event (the app
    // fetches more lessons only on intent, or the next one once the reader scrolls or stays).
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

export async function lighthouseAll(origin) {
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

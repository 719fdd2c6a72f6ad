// The Markdown report, and the block of docs/PERFORMANCE.md it goes into.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { cpuRate, KB, root, runsPerUrl, targets } from "./config.mjs";
import { languageNote, languageRows } from "./language.mjs";
import { kb, mark, markdownTable, millis, seconds } from "./util.mjs";
import { codeSwitchRow } from "./code-switch.mjs";

export function report(data) {
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

  lines.push(lighthouseTable(lighthouse));
  lines.push("");

  const largest = sizes.largestLesson;
  const switchMedian = switching.median;
  lines.push(
    markdownTable(
      ["Measure", "Value", "Target"],
      [
        [
          `Initial JS (${sizes.initialJs.files.length} files: app, first lesson; the boot script is in the HTML), gzip`,
          `${kb(sizes.initialJs.gzip)} kB`,
          `≤ ${targets.initialJsKb} kB ${mark(sizes.initialJs.gzip <= targets.initialJsKb * KB)}`,
        ],
        [
          `HTML (\`index.html\`: the introduction's first screen, the boot script), gzip, with its headers inside the first round trip (~14.6 kB)`,
          `${kb(sizes.html.index.gzip)} kB`,
          `≤ ${targets.htmlKb} kB ${mark(sizes.html.index.gzip <= targets.htmlKb * KB)}`,
        ],
        [
          `Largest prerendered view (\`${sizes.html.largestView?.id ?? "?"}\`), gzip: first screen / with the rest`,
          `${kb(sizes.html.largestView?.firstGzip)} / ${kb(sizes.html.largestView?.gzip)} kB`,
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
          `Section switch, median of ${switching.values.length} (CPU ${cpuRate}× slower)`,
          millis(switchMedian),
          `≤ ${targets.switchMs} ms ${mark(switchMedian !== null && switchMedian <= targets.switchMs)}`,
        ],
        firstVisitRow(data.firstVisit),
        ...(data.cls ? clsRows(data.cls) : []),
        ...coldRows(data.cold),
        ...(data.codeSwitch ? [codeSwitchRow(data.codeSwitch)] : []),
        [
          "Playground, loaded on first Edit: editor and host / runner, gzip",
          `${kb(playground.guideBytes)} / ${kb(playground.runnerBytes)} kB`,
          "–",
        ],
        [
          `First Edit → editor shown and preview drawn (CPU ${cpuRate}× slower; frame in-process)`,
          `${millis(playground.firstEditMs)} (${millis(playground.inProcess.firstEditMs)})`,
          `≤ ${targets.firstEditMs} ms ${mark(playground.firstEditMs <= targets.firstEditMs)}` +
            ` (${mark(playground.inProcess.firstEditMs <= targets.firstEditMs)})`,
        ],
        [
          `… editor shown / preview drawn / the guide hears "rendered"`,
          [playground, playground.inProcess]
            .map(
              (run) =>
                `${millis(run.firstEditEditorMs)} / ${millis(run.firstEditPreviewMs)} / ` +
                millis(run.firstEditPreviewHeardMs),
            )
            .join(" (") + ")",
          "–",
        ],
        [
          `Keystroke in a 100-line demo (its first checks shown) → preview drawn, from the key (${cpuRate}×)`,
          `${millis(playground.keystrokeMs)} (${millis(playground.inProcess.keystrokeMs)})`,
          `≤ ${targets.keystrokeMs} ms ${mark(playground.keystrokeMs <= targets.keystrokeMs)}` +
            ` (${mark(playground.inProcess.keystrokeMs <= targets.keystrokeMs)})`,
        ],
        [
          `… the guide hears "rendered" (after redrawing the keystroke)`,
          `${millis(playground.keystrokeHeardMs)} (${millis(playground.inProcess.keystrokeHeardMs)})`,
          "–",
        ],
        [
          `Check on a challenge → results (CPU ${cpuRate}× slower)`,
          `${millis(playground.checkMs)} (${millis(playground.inProcess.checkMs)})`,
          `≤ ${targets.checkMs} ms ${mark(playground.checkMs <= targets.checkMs)}` +
            ` (${mark(playground.inProcess.checkMs <= targets.checkMs)})`,
        ],
        ...(data.language ? languageRows(data.language) : []),
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
  const visit = data.firstVisit.runs[0];
  lines.push(
    `JS by network idle: bytes on the wire (CDP \`Network.loadingFinished\` encodedDataLength, ` +
      `headers included) of every script until ${data.firstVisit.quietMs / 1000} s without ` +
      `requests after load, in a fresh context; vite preview gzips scripts over 1 kB ` +
      `(${visit?.gzipped ?? "?"} of ${visit?.files ?? "?"}), the others go as they are.`,
  );
  lines.push("");
  if (data.cls) {
    lines.push(clsNote(data.cls));
    lines.push("");
  }
  lines.push(coldNote(data.cold));
  lines.push("");
  if (data.language) {
    lines.push(languageNote(data.language));
    lines.push("");
  }

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

/** Lighthouse's medians per URL, against the targets. */
export function lighthouseTable(lighthouse) {
  const rows = lighthouse.map(({ url, median: m }) => {
    const score = (key, target = targets[key]) => `${m[key] ?? "–"} ${mark(m[key] >= target)}`;
    return [
      `\`${url}\``,
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      seconds(m.fcp),
      `${seconds(m.lcp)} ${mark(m.lcp !== null && m.lcp <= targets.lcpMs)}`,
      `${millis(m.tbt)} ${mark(m.tbt !== null && m.tbt <= targets.tbtMs)}`,
      `${m.cls === null ? "–" : m.cls.toFixed(3)} ${mark(m.cls !== null && m.cls <= targets.cls)}`,
      seconds(m.speedIndex),
      `${kb(m.scriptBytesByLoad)} / ${kb(m.scriptBytes)}${
        url in targets.scriptKiB
          ? ` ${mark(m.scriptBytes !== null && m.scriptBytes <= targets.scriptKiB[url] * 1024)}`
          : ""
      }`,
    ];
  });
  return markdownTable(
    [
      "URL",
      `Perf (${targets.performance})`,
      `A11y (${targets.accessibility})`,
      `BP (${targets["best-practices"]})`,
      `SEO (${targets.seo})`,
      "FCP",
      `LCP (≤ ${targets.lcpMs / 1000} s)`,
      `TBT (≤ ${targets.tbtMs} ms)`,
      `CLS (${targets.cls})`,
      "Speed Index",
      `Script kB (load / all; ${Object.entries(targets.scriptKiB)
        .map(([url, kib]) => `\`${url}\` ≤ ${kib} KiB`)
        .join(", ")})`,
    ],
    rows,
  );
}

/** The layout shift of every entry while it loads, at each width. */
export function clsRows(cls) {
  return cls.widths.map((width) => {
    const results = cls.results.filter((result) => result.width === width.key);
    const worst = Math.max(...results.map((result) => result.cls));
    const shifted = results.filter((result) => result.cls > 0).length;
    // A first screen that ends above the fold leaves the rest to appear on screen.
    const short = results.filter(
      ({ fold }) => fold && fold.restHeld && fold.bottom < fold.height,
    ).length;
    return [
      `Layout shift while an entry loads, worst of ${results.length} entries (${width.label}); entries that shift; first screens that end above the fold`,
      `${worst.toFixed(3)}; ${shifted}; ${short}`,
      `${targets.cls} ${mark(worst <= targets.cls)}; 0 ${mark(shifted === 0)}; 0 ${mark(short === 0)}`,
    ];
  });
}

export function clsNote(cls) {
  const perWidth = cls.widths.map((width) => {
    const results = cls.results.filter((result) => result.width === width.key);
    const values = results.map((result) => `${result.url} ${result.cls.toFixed(3)}`).join(", ");
    return `${width.label}: ${values}`;
  });
  return (
    `Layout shift (a buffered \`layout-shift\` observer, every shift without recent input summed ` +
    `from the navigation until \`html[data-ready]\` and 1 s of quiet network; a fresh context ` +
    `per entry): ${perWidth.join("; ")}.`
  );
}

/** `--cls`: the layout-shift rows alone. */
export function clsReport(cls) {
  return [markdownTable(["Measure", "Value", "Target"], clsRows(cls)), "", clsNote(cls)].join("\n");
}

/** `--lighthouse`: the Lighthouse table and the first visit's JS alone. */
export function lighthouseReport({ lighthouse, firstVisit }) {
  return [
    lighthouseTable(lighthouse),
    "",
    markdownTable(["Measure", "Value", "Target"], [firstVisitRow(firstVisit)]),
  ].join("\n");
}

const withinMs = (value, limit) => `≤ ${limit} ms ${mark(value !== null && value <= limit)}`;

/** A first visit's script bytes over the wire until 5 s without requests. */
function firstVisitRow(firstVisit) {
  const run = firstVisit.runs[0];
  return [
    `JS transferred by network idle on \`/\`, ${run?.lessonsFetched ?? "?"}/` +
      `${firstVisit.lessons} lessons prefetched (${kb(firstVisit.lessonBytes)} kB of it), ` +
      `median of ${firstVisit.runs.length}`,
    `${kb(firstVisit.bytes)} kB`,
    `≤ ${targets.jsByIdleKb} kB ${mark(firstVisit.bytes !== null && firstVisit.bytes <= targets.jsByIdleKb * KB)}`,
  ];
}

/** Switches to "React Hooks" in a fresh context at 4× CPU (`cpuRate`). */
function coldRows(cold) {
  const row = (label, result, limit) => [
    `${label}, median of ${result.runs}`,
    millis(result.median),
    withinMs(result.median, limit),
  ];
  return [
    row(
      `Cold switch → React Hooks (fresh profile, CPU ${cpuRate}× slower from the start)`,
      cold.cold,
      targets.coldSwitchMs,
    ),
    row(
      `Cold switch + 150 ms latency per request (CPU ${cpuRate}×)`,
      cold.coldLatency,
      targets.coldSwitchLatencyMs,
    ),
    row(
      `Prefetched switch → React Hooks (chunk loaded on hover, CPU ${cpuRate}×)`,
      cold.prefetched,
      targets.prefetchedSwitchMs,
    ),
  ];
}

function coldNote(cold) {
  const runs = (result) => result.values.map((ms) => Math.round(ms)).join(", ");
  return (
    `Cold switches (click right after \`html[data-ready]\` and up to 0.8 s waiting for 500 ms of ` +
    `quiet network; click → first ` +
    `frame with a visible h1 "React Hooks" in \`#lesson\`): cold ${runs(cold.cold)} ms, hooks chunk ` +
    `already fetched before the click in ${cold.cold.hooksFetchedBefore}/${cold.cold.runs} runs ` +
    `(idle prefetch already begun in ${cold.cold.idlePrefetchStartedBefore}); ` +
    `+150 ms latency ${runs(cold.coldLatency)} ms (fetched before ` +
    `${cold.coldLatency.hooksFetchedBefore}/${cold.coldLatency.runs}); prefetched ` +
    `${runs(cold.prefetched)} ms.`
  );
}

/** `--language`: the language service's rows alone. */
export function languageReport(language) {
  return [
    markdownTable(["Measure", "Value", "Target"], languageRows(language)),
    "",
    languageNote(language),
  ].join("\n");
}

/** `--cold`: the cold and prefetched switch rows alone. */
export function coldReport({ cold }) {
  return [markdownTable(["Measure", "Value", "Target"], coldRows(cold)), "", coldNote(cold)].join(
    "\n",
  );
}

/** Formats the Markdown the way `prettier --check` wants it in docs/PERFORMANCE.md. */
export async function prettierMarkdown(markdown) {
  try {
    const prettier = await import("prettier");
    const options = (await prettier.resolveConfig(performanceDoc)) ?? {};
    return (await prettier.format(markdown, { ...options, filepath: performanceDoc })).trimEnd();
  } catch (error) {
    console.warn(`  Prettier could not format the table (${error.message}); left as is.`);
    return markdown;
  }
}

const performanceDoc = path.join(root, "docs", "PERFORMANCE.md");

export async function updatePerformanceDoc(table) {
  const doc = await readFile(performanceDoc, "utf8");
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/PERFORMANCE.md has no ${start} … ${end} block`);
  const updated = `${doc.slice(0, from + start.length)}\n\n${table}\n\n${doc.slice(to)}`;
  await writeFile(performanceDoc, updated);
}

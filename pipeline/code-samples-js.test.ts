// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveJsView, eraseTypes, jsTitle, type ScriptLanguage } from "./js-view.ts";
import { hasJsSample, lessonSamples, type LessonSample, where } from "./lesson-samples.ts";
import { lintSample, parseProblems } from "./sample-lint.ts";

/**
 * The JavaScript view derived from every TypeScript sample (demo sources included) parses, and
 * passes the project's ESLint rules for JavaScript (pipeline/sample-lint.ts). Findings point at the
 * lesson line of the TypeScript the view comes from. `SAMPLES_CONTENT_DIR` as for the type check.
 */

const samples = lessonSamples().filter(hasJsSample);

interface Derived {
  view?: string;
  fileName: string;
  /** Why there is no view, or why it does not parse. */
  errors: string[];
  lint: string[];
}

const derived = new Map<LessonSample, Derived>();
let ms = 0;

/** Where a line of the sample is: the lesson line, or the demo file's own line. */
function place(sample: LessonSample, line: number, column?: number) {
  const at = column === undefined ? "" : `:${column}`;
  return sample.meta.file
    ? `${where(sample)} (${sample.meta.file}:${line}${at})`
    : `${where(sample, line)}${at}`;
}

beforeAll(async () => {
  const started = performance.now();
  for (const sample of samples) {
    const lang = sample.lang as ScriptLanguage;
    const title = sample.meta.title ?? sample.meta.file;
    const extension = lang === "tsx" ? ".jsx" : ".js";
    const named = title && !/\s/.test(title) ? jsTitle(title) : "src/sample";
    const fileName = /\.[cm]?jsx?$/.test(named) ? named : `${named}${extension}`;
    const result: Derived = { fileName, errors: [], lint: [] };
    derived.set(sample, result);
    try {
      result.view = (
        await deriveJsView(sample.code, {
          lang,
          title,
          fragment: sample.meta.fragment !== undefined,
        })
      ).code;
    } catch (error) {
      result.errors.push(`${where(sample)}: ${String(error)}`);
      continue;
    }
    let problems = parseProblems(result.view, result.fileName);
    // A fragment may be the inside of a function (a `return` line): it parses as a body.
    if (problems.length && sample.meta.fragment !== undefined) {
      const asBody = parseProblems(
        `async function fragment() {\n${result.view}\n}`,
        result.fileName,
      );
      if (!asBody.length) problems = [];
    }
    for (const problem of problems)
      result.errors.push(
        `${where(sample)}: the JavaScript view does not parse, line ${problem.line}: ${problem.message}`,
      );
    // A fragment is not a module: unused names and missing imports are its nature. A
    // deliberate mistake would be flagged for the very thing it shows.
    if (sample.meta.fragment !== undefined || sample.meta.mistake !== undefined) continue;
    const sameLines = eraseTypes(sample.code, lang, { keepLines: true });
    result.lint = lintSample(sameLines, result.fileName).map(
      (problem) =>
        `${place(sample, problem.line, problem.column)} ${problem.rule ?? "parse"}: ${problem.message}`,
    );
  }
  ms = performance.now() - started;
}, 600_000);

describe("the JavaScript views of the lesson samples", () => {
  afterAll(() => {
    const failing = [...derived.values()].filter((d) => d.errors.length || d.lint.length).length;
    const mistakes = samples.filter((sample) => sample.meta.mistake !== undefined);
    console.log(
      `Derived ${samples.length} JavaScript views and linted them in ${Math.round(ms)} ms, ` +
        `${failing} failing; not linted: ${mistakes.length} deliberate mistakes` +
        (mistakes.length
          ? ` (${mistakes.map((s) => `${where(s)} ${s.meta.mistake}`).join("; ")})`
          : ""),
    );
  });

  it("finds TypeScript samples with a JavaScript view", () => {
    expect(samples.length).toBeGreaterThan(0);
  });

  it.each(samples.map((sample) => [where(sample), sample] as const))(
    "%s: the view is derived and parses",
    (_where, sample) => {
      expect(derived.get(sample)?.errors.join("\n")).toBe("");
    },
  );

  it.each(samples.map((sample) => [where(sample), sample] as const))(
    "%s: the view passes ESLint",
    (_where, sample) => {
      expect(derived.get(sample)?.lint.join("\n")).toBe("");
    },
  );
});

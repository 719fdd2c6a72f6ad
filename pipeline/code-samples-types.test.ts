// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { contentDir } from "./lesson-fences.ts";
import { isModuleSample, lessonSamples, where } from "./lesson-samples.ts";
import { ambientFiles, stubDirs, typeCheckSamples } from "./sample-typecheck.ts";

/**
 * Every TypeScript sample that is a whole module type-checks with `strict` against the real
 * types of what it imports (pipeline/sample-typecheck.ts has the rules). A failure names the
 * lesson, the line and TypeScript's message. `SAMPLES_CONTENT_DIR=<checkout>/src/content`
 * checks another checkout's lessons.
 */

const samples = lessonSamples();
const checked = typeCheckSamples(samples);
const fragments = samples.filter(
  (sample) => ["tsx", "ts"].includes(sample.lang) && sample.meta.fragment !== undefined,
);

describe(`lesson samples type-check (${contentDir})`, () => {
  afterAll(() => {
    const failing = checked.results.filter((result) => result.errors.length).length;
    console.log(
      `Type-checked ${checked.results.length} TypeScript samples in ${Math.round(checked.ms)} ms ` +
        `(${checked.results.filter((r) => r.environment === "node").length} as config files), ` +
        `${failing} failing; ${fragments.length} fragments only parsed; ambient: ` +
        `${ambientFiles.join(", ") || "none"}; stubs: ${stubDirs.join(", ")}`,
    );
  });

  it("finds TypeScript samples", () => {
    expect(samples.filter(isModuleSample).length).toBeGreaterThan(0);
  });

  it("has sound compiler options, stubs and ambient declarations", () => {
    expect(checked.setupErrors).toEqual([]);
  });

  it.each(checked.results.map((result) => [where(result.sample), result] as const))(
    "%s type-checks",
    (_where, result) => {
      // The errors as text: each names the lesson line and TypeScript's message.
      expect(result.errors.join("\n")).toBe("");
    },
  );
});

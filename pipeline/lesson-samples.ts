import { readFileSync } from "node:fs";
import path from "node:path";
import { parseFenceMeta, type FenceMeta } from "./fence-meta.ts";
import { hasJsView, isTypeScriptLanguage } from "./js-view.ts";
import { contentRoot, lessonFences } from "./lesson-fences.ts";

/** One code fence of a lesson, as the sample checks see it. */
export interface LessonSample {
  /** Section id: the lesson file's name without `.mdx`. */
  lesson: string;
  /** `hooks.mdx` */
  file: string;
  /** Line of the opening fence in the lesson; the code's line n is lesson line `line + n`. */
  line: number;
  /** Position among the lesson's fences. */
  index: number;
  lang: string;
  meta: FenceMeta;
  /** The fence's text, or the demo file's for a `file="…"` fence. */
  code: string;
}

/** `hooks.mdx:42`, or the lesson line of the sample's line `codeLine` (1-based). */
export function where(sample: LessonSample, codeLine?: number) {
  return `${sample.file}:${codeLine === undefined ? sample.line : sample.line + codeLine}`;
}

export function lessonSamples(): LessonSample[] {
  const indexes = new Map<string, number>();
  return lessonFences().map(({ file, node }) => {
    const meta = parseFenceMeta(node.meta);
    const index = indexes.get(file) ?? 0;
    indexes.set(file, index + 1);
    return {
      lesson: file.replace(/\.mdx$/, ""),
      file,
      line: node.position?.start.line ?? 0,
      index,
      lang: node.lang ?? "",
      meta,
      code: meta.file
        ? readFileSync(path.resolve(contentRoot, meta.file), "utf8").trimEnd()
        : node.value,
    };
  });
}

/** A TypeScript sample that stands for a whole module: type-checked, and a target of imports. */
export const isModuleSample = (sample: LessonSample) =>
  isTypeScriptLanguage(sample.lang) && !sample.meta.fragment && !sample.meta.file;

/** Every TypeScript sample that has a JavaScript view (demo sources included). */
export const hasJsSample = (sample: LessonSample) => hasJsView(sample.lang, sample.meta);

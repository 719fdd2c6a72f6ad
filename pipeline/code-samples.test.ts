// @vitest-environment node
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { parseFenceMeta } from "./fence-meta.ts";
import { lessonFences } from "./lesson-fences.ts";

/**
 * Every code fence in every lesson must be a correct sample: scripts parse with the
 * TypeScript compiler (JSX on), JSON parses, terminal lines carry no prompt. A deliberate
 * fragment says so in its meta (`fragment="why"`) and is skipped and counted.
 */

interface Sample {
  where: string;
  lang: string;
  code: string;
}

const samples: Sample[] = [];
const fragments: string[] = [];
/** TypeScript fragments still get a JavaScript view, so they must parse (as TSX/TS). */
const typeScriptFragments: Sample[] = [];
const demoFiles: string[] = [];

for (const { file, node } of lessonFences()) {
  const where = `${file}:${node.position?.start.line ?? 0}`;
  const meta = parseFenceMeta(node.meta);
  if (meta.file) demoFiles.push(meta.file);
  else if (meta.fragment) {
    fragments.push(`${where} (${meta.fragment})`);
    if (node.lang === "tsx" || node.lang === "ts")
      typeScriptFragments.push({ where, lang: node.lang, code: node.value });
  } else samples.push({ where, lang: node.lang ?? "", code: node.value });
}

const scriptExtensions: Record<string, string> = {
  tsx: ".tsx",
  jsx: ".jsx",
  js: ".jsx",
  javascript: ".jsx",
  ts: ".ts",
  typescript: ".ts",
};

function syntaxErrors(code: string, extension: string): string[] {
  const result = ts.transpileModule(code, {
    fileName: `sample${extension}`,
    reportDiagnostics: true,
    compilerOptions: {
      jsx: ts.JsxEmit.Preserve,
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
    },
  });
  return (result.diagnostics ?? []).map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
        : 0;
    return `line ${line}: ${text}`;
  });
}

const scripts = samples.filter((sample) => sample.lang in scriptExtensions);
const json = samples.filter((sample) => sample.lang === "json");
const terminal = samples.filter((sample) => ["bash", "sh", "shell"].includes(sample.lang));

describe("lesson code samples", () => {
  afterAll(() => {
    console.log(
      `Code samples: ${samples.length} fences checked (${scripts.length} scripts, ${json.length} JSON, ` +
        `${terminal.length} terminal, ${samples.length - scripts.length - json.length - terminal.length} ` +
        `other), ${demoFiles.length} demo sources (type-checked by tsc), ` +
        `${fragments.length} fragments (only the ${typeScriptFragments.length} TypeScript ones parsed)` +
        `${fragments.length ? `: ${fragments.join("; ")}` : ""}`,
    );
  });

  it("finds the lessons' fences", () => {
    expect(samples.length).toBeGreaterThan(0);
  });

  it.each(samples.map((sample) => [sample.where, sample] as const))(
    "%s names its language",
    (_where, sample) => {
      expect(sample.lang, "every fence needs a language").not.toBe("");
    },
  );

  it.each(scripts.map((sample) => [`${sample.where} (${sample.lang})`, sample] as const))(
    "%s parses",
    (_where, sample) => {
      expect(syntaxErrors(sample.code, scriptExtensions[sample.lang])).toEqual([]);
    },
  );

  it.each(typeScriptFragments.map((sample) => [sample.where, sample] as const))(
    "%s (a TypeScript fragment) parses",
    (_where, sample) => {
      // A fragment may be the inside of a function: `return` there is no syntax error.
      const errors = syntaxErrors(sample.code, scriptExtensions[sample.lang]).filter(
        (error) => !/'return' statement can only be used within a function body/.test(error),
      );
      expect(errors).toEqual([]);
    },
  );

  // The guide's own rule, taught in the APIs lesson: fetch resolves on HTTP errors too.
  it.each(
    scripts
      .filter((sample) => /\bfetch\(/.test(sample.code))
      .map((sample) => [sample.where, sample] as const),
  )("%s checks response.ok after fetch (or says why not)", (where, sample) => {
    const checksOk = /\.ok\b/.test(sample.code);
    const saysWhyNot = /\/\/[^\n]*\bok check\b|\/\*[\s\S]*?\bok check\b[\s\S]*?\*\//i.test(
      sample.code,
    );
    expect(
      checksOk || saysWhyNot,
      `${where}: a fetch( sample must check response.ok, or carry a comment with "ok check" saying why not`,
    ).toBe(true);
  });

  it.each(json.map((sample) => [sample.where, sample] as const))(
    "%s is valid JSON",
    (_w, sample) => {
      expect(() => JSON.parse(sample.code)).not.toThrow();
    },
  );

  it.each(terminal.map((sample) => [sample.where, sample] as const))(
    "%s has no prompt characters",
    (_where, sample) => {
      const prompts = sample.code.split("\n").filter((line) => /^\s*(\$|>|%|PS>)\s/.test(line));
      expect(prompts).toEqual([]);
    },
  );
});

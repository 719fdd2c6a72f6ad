// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import * as React from "react";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import type { LessonChallenges } from "../src/challenges/types.ts";
import { sections } from "../src/data/sections.ts";
import {
  challengeSources,
  demoSources,
  freshProject,
  lessonInstalls,
  reactTsTemplate,
  unresolvedImports,
} from "./fresh-project.ts";
import { contentDir } from "./lesson-fences.ts";
import { isModuleSample, lessonSamples, type LessonSample, where } from "./lesson-samples.ts";
import { typeCheckSamples } from "./sample-typecheck.ts";

/**
 * Every source a reader sees runs when pasted into a new `npm create vite@latest -- --template
 * react-ts` project, given what a lesson tells the reader to install or generate
 * (pipeline/fresh-project.ts). An import of this guide's own modules (`@/components/ui/button`,
 * `@/data/constants`) or of a package no lesson installs fails, naming the file and the line.
 *
 * - Each file a Source Code tab shows, and each challenge's solution with the modules the
 *   challenge gives it, compiles with only those packages: strict, as a reader's project.
 * - A challenge's starter is wrong on purpose (a type error may be its very task), and Vite runs
 *   it anyway: only its imports must resolve.
 * - Each whole-module lesson sample imports only those packages; code-samples-types.test.ts
 *   type-checks it (one compile of the 221 samples is enough for this machine).
 *
 * `SAMPLES_CONTENT_DIR=<checkout>/src/content` checks another checkout's lessons.
 */

const challengeFiles = import.meta.glob<{ challenges: LessonChallenges }>(
  ["../src/challenges/*.ts", "!../src/challenges/types.ts"],
  { eager: true },
);

const fresh = freshProject();
const samples = lessonSamples();
const demos = demoSources(samples);
const challenges = challengeSources(
  Object.entries(challengeFiles).map(([file, module]) => ({
    lesson: file.replace(/^.*\/|\.ts$/g, ""),
    challenges: module.challenges,
  })),
);
const lessonModules = samples.filter(isModuleSample);
/**
 * The Testing lesson's first setup file, which a reader who writes tests has: it gives every test
 * file jest-dom's matchers (`toBeInTheDocument`), as the Testing challenges' solutions use them.
 */
const testSetup = samples
  .filter((sample) => sample.lesson === "testing" && sample.meta.title === "src/test/setup.ts")
  .slice(0, 1)
  .map((sample) => ({ ...sample, lesson: "testing (setup file)" }));
const checked = typeCheckSamples([...demos, ...challenges, ...testSetup], {
  unresolvable: fresh.problem,
});
const isStarter = (sample: LessonSample) => sample.lesson.endsWith(" starter");
/** A starter's errors that stop it from running: its imports. */
const cannotFind = /TS(2307|2792):/;

const name = (sample: LessonSample) =>
  sample.line === 0 ? sample.file : `${where(sample)} (${sample.meta.title ?? "untitled"})`;

describe(`every shown source compiles in a new react-ts project (${contentDir})`, () => {
  afterAll(() => {
    console.log(
      `Compiled ${demos.length} Source Code files and ${challenges.length} challenge files in ` +
        `${Math.round(checked.ms)} ms, read the imports of ${lessonModules.length} lesson ` +
        `samples, against ${fresh.packages.size} packages: ` +
        [...fresh.packages.keys()].sort().join(", "),
    );
  });

  it("finds the demos' files, the challenges and the lesson samples", () => {
    expect(demos.length).toBeGreaterThanOrEqual(20);
    expect(demos.map((demo) => demo.file)).toContain("src/demos/fetch-posts.ts");
    expect(challenges.length).toBeGreaterThanOrEqual(80);
    expect(lessonModules.length).toBeGreaterThan(100);
    expect(testSetup.map((sample) => sample.code)).toEqual([
      expect.stringContaining('import "@testing-library/jest-dom/vitest";'),
    ]);
  });

  it("knows a new project's packages, and the ones the lessons install", () => {
    for (const name of reactTsTemplate) expect(fresh.packages.has(name), name).toBe(true);
    // One each from a shell fence, a `\` continued line, inline code and a pinned version.
    for (const name of ["tailwindcss", "typescript-eslint", "use-immer", "react-router"])
      expect(fresh.packages.has(name), name).toBe(true);
    expect(fresh.packages.has("clsx"), "named by the Styling lesson, never installed").toBe(false);
  });

  it("has sound compiler options, stubs and ambient declarations", () => {
    expect(checked.setupErrors).toEqual([]);
  });

  it.each(checked.results.map((result) => [name(result.sample), result] as const))(
    "%s compiles",
    (_name, result) => {
      const errors = isStarter(result.sample)
        ? result.errors.filter((error) => cannotFind.test(error))
        : result.errors;
      // The errors as text: each names the file and line, and TypeScript's message.
      expect(errors.join("\n")).toBe("");
    },
  );

  it.each(lessonModules.map((sample) => [name(sample), sample] as const))(
    "%s imports only what a reader's project has",
    (_name, sample) => {
      expect(unresolvedImports(sample, fresh).join("\n")).toBe("");
    },
  );
});

describe("the pasted-source check itself", () => {
  const sample = (code: string, title = "src/demos/x-demo.tsx"): LessonSample => ({
    lesson: "check",
    file: title,
    line: 0,
    index: 0,
    lang: "tsx",
    meta: { title },
    code,
  });
  const errorsOf = (code: string) =>
    typeCheckSamples([sample(code)], { unresolvable: fresh.problem }).results[0].errors.join("\n");

  it("refuses the guide's own modules, naming the file, the line and the reason", () => {
    const errors = errorsOf(
      `import { useState } from "react";\nimport { Button } from "@/components/ui/button";\n` +
        `export function X() {\n  const [n] = useState(0);\n  return <Button>{n}</Button>;\n}\n`,
    );
    expect(errors).toContain("src/demos/x-demo.tsx:2:24 TS2307");
    expect(errors).toContain("this guide's own path alias");
    expect(
      errorsOf(`import { POSTS_LIMIT } from "@/data/constants";\nexport const n = POSTS_LIMIT;\n`),
    ).toMatch(/x-demo\.tsx:1:\d+ TS2307: Cannot find module '@\/data\/constants'/);
  });

  it("refuses a package no lesson installs, even one this project has", () => {
    // clsx is a dependency of the guide, so only the fresh-project rule can stop it.
    const errors = errorsOf(`import { clsx } from "clsx";\nexport const c = clsx("a", "b");\n`);
    expect(errors).toContain("TS2307");
    expect(errors).toContain('"clsx" is neither in a new react-ts project nor installed');
  });

  it("reads a lesson sample's imports, every kind, without compiling it", () => {
    const lesson: LessonSample = { ...sample(""), file: "hooks.mdx", line: 40 };
    const code =
      'import "./styles.css";\nimport { cn } from "@/lib/cn";\nexport { x } from "clsx";\n' +
      'const page = () => import("@/pages/Home");\nimport { useState } from "react";\n';
    expect(unresolvedImports({ ...lesson, code }, fresh)).toEqual([
      expect.stringMatching(/^hooks\.mdx:42 imports "@\/lib\/cn": .*own path alias/),
      expect.stringMatching(/^hooks\.mdx:43 imports "clsx": "clsx" is neither/),
      expect.stringMatching(/^hooks\.mdx:44 imports "@\/pages\/Home"/),
    ]);
  });

  it("refuses a file beside it that no lesson shows", () => {
    expect(errorsOf(`import { x } from "./helpers";\nexport const y = x;\n`)).toContain(
      "Cannot find module './helpers'",
    );
  });

  it("accepts React, what the lessons install, Node's modules in config files and type errors none", () => {
    expect(
      errorsOf(
        `import { useState } from "react";\nimport { flushSync } from "react-dom";\n` +
          `import { Link } from "react-router";\nimport { Plus } from "lucide-react";\n` +
          `export function X() {\n  const [n, setN] = useState(0);\n` +
          `  return <Link to="/" onClick={() => flushSync(() => setN(n + 1))}><Plus />{n}</Link>;\n}\n`,
      ),
    ).toBe("");
  });
});

describe("install commands in lesson text", () => {
  it("reads npm, pnpm, yarn and bun, flags, versions, scopes and continued lines", () => {
    const installs = lessonInstalls([
      {
        lesson: "a",
        text:
          "```bash\nnpm install -D @testing-library/react jsdom\npnpm add react-router@7\n" +
          "npm install -D eslint \\\n  typescript-eslint globals # the linter\nyarn add zustand\n```\n" +
          "Then `bun add @tanstack/react-query@^5`, or `npm i immer use-immer`.",
      },
      { lesson: "b", text: "```bash\nnpm install --global vercel\nnpm install\nnpm ci\n```" },
    ]);
    expect([...installs.keys()].sort()).toEqual(
      [
        "@tanstack/react-query",
        "@testing-library/react",
        "eslint",
        "globals",
        "immer",
        "jsdom",
        "react-router",
        "typescript-eslint",
        "use-immer",
        "zustand",
      ].sort(),
    );
  });
});

/** React's hooks a file calls, by name: `useRef(…)`, `React.useId()`, `useState<number>(0)`. */
function hooksCalled(code: string) {
  const source = ts.createSourceFile("demo.tsx", code, ts.ScriptTarget.Latest, false);
  const called = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : "";
      if (/^use[A-Z]/.test(name) && name in React) called.add(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return called;
}

/**
 * A demo builds on what its lesson and the ones before it teach. Before Hooks a reader knows
 * `useState` (Core Concepts), and `useEffect` where their lesson names it and points ahead to
 * Hooks; `useRef`, `useId` and the rest come with Hooks.
 */
describe("demos before the Hooks lesson use only the hooks a reader has met", () => {
  const order: string[] = sections.map((section) => section.id);
  const before = order.slice(0, order.indexOf("hooks"));
  const lessonText = (lesson: string) =>
    readFileSync(path.join(contentDir, `${lesson}.mdx`), "utf8");
  const early = demos.filter((demo) => before.includes(demo.lesson.replace(/ \(.*$/, "")));

  it("finds the early demos (What Is React, Core Concepts)", () => {
    expect(before).toEqual(expect.arrayContaining(["what-is-react", "core-concepts"]));
    expect(early.map((demo) => demo.file)).toEqual(
      expect.arrayContaining(["src/demos/counter-demo.tsx", "src/demos/todo-list-demo.tsx"]),
    );
  });

  it("reads the hooks a file calls, however it calls them", () => {
    expect([
      ...hooksCalled(
        "const [n] = useState<number>(0);\nconst id = React.useId();\n" +
          "// useRef is not called here\nconst dark = useSystemPrefersDark();\n",
      ),
    ]).toEqual(["useState", "useId"]);
  });

  it.each(
    early.map((demo) => [`${demo.lesson.replace(/ \(.*$/, "")}: ${demo.file}`, demo] as const),
  )("%s", (_name, demo) => {
    const lesson = demo.lesson.replace(/ \(.*$/, "");
    const text = lessonText(lesson);
    const unmet = [...hooksCalled(demo.code)].filter(
      (hook) => hook !== "useState" && !(hook === "useEffect" && /\buseEffect\b/.test(text)),
    );
    expect(unmet, `hooks ${lesson} has not taught yet`).toEqual([]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";
import { contentDir } from "./lesson-fences.ts";
import { type LessonSample, where } from "./lesson-samples.ts";

/**
 * What a reader's own project can import, for the check that every source the guide shows runs
 * when pasted there (pipeline/code-samples-paste.test.ts): the packages of a new
 * `npm create vite@latest -- --template react-ts` project, those of the other generators a
 * lesson tells the reader to run, and every package a lesson tells the reader to install
 * (`npm install x`, `pnpm add -D x`, … in a shell fence or in inline code). Never this guide's
 * own modules: a new project has no `@/` alias.
 */

/** create-vite 9.3.0's template-react-ts/package.json: its dependencies and devDependencies. */
export const reactTsTemplate = [
  "react",
  "react-dom",
  "@types/node",
  "@types/react",
  "@types/react-dom",
  "@vitejs/plugin-react",
  "oxlint",
  "typescript",
  "vite",
];

interface Generator {
  /** How a lesson tells the reader to run it. */
  command: RegExp;
  /** The packages its default answers install. */
  packages: string[];
}

/** Project generators; their packages count only where a lesson tells the reader to run them. */
export const generators: Generator[] = [
  { command: /npm create vite@\S+ [^`\n]*--template react-ts/, packages: reactTsTemplate },
  {
    // create-vite's `--eslint` swaps Oxlint for ESLint and its React plugins.
    command: /npm create vite@\S+ [^`\n]*--template react-ts --eslint/,
    packages: [
      "@eslint/js",
      "eslint",
      "eslint-plugin-react-hooks",
      "eslint-plugin-react-refresh",
      "globals",
      "typescript-eslint",
    ],
  },
  {
    command: /npx create-next-app@/,
    packages: ["next", "react", "react-dom", "typescript", "@types/react", "@types/react-dom"],
  },
  { command: /npm init playwright@/, packages: ["@playwright/test"] },
];

/** `npm install -D a b@7`, `npm i`, `npm add`, `pnpm add`, `yarn add`, `bun add`. */
const installCommand =
  /\b(?:npm (?:install|i|add)|pnpm (?:add|install)|yarn add|bun (?:add|install))\b((?:[^`\n\\]|\\\n)*)/g;

/** `@scope/name@^2` → `@scope/name`; `name@7` → `name`. */
const withoutVersion = (argument: string) => argument.replace(/(?!^)@.*$/, "");

/** The packages a lesson text tells the reader to install, each with the lesson that does. */
export function lessonInstalls(lessons: { lesson: string; text: string }[]) {
  const installs = new Map<string, string>();
  for (const { lesson, text } of lessons)
    for (const [, rest] of text.matchAll(installCommand)) {
      const words = rest.replace(/\\\n/g, " ").split(/\s+/).filter(Boolean);
      // A global install is a command-line tool, not something code imports.
      if (words.some((word) => word === "--global" || word === "-g")) continue;
      for (const word of words) {
        if (/^[;&|#]/.test(word)) break; // the next command, or a comment
        if (word.startsWith("-")) continue;
        const name = withoutVersion(word);
        if (/^(@[\w.-]+\/)?[\w.-]+$/.test(name) && !installs.has(name)) installs.set(name, lesson);
      }
    }
  return installs;
}

/** The package an import specifier names: `react-dom/client` → `react-dom`. */
export function packageOf(specifier: string) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

const nodeModules = new Set(builtinModules);
const isNodeModule = (specifier: string) =>
  specifier.startsWith("node:") || nodeModules.has(packageOf(specifier));

export interface FreshProject {
  /** Every package a reader's project has, with where it comes from (for messages). */
  packages: Map<string, string>;
  /**
   * Why a bare or `@/` specifier would not resolve in the reader's project, or null when it
   * does. Relative imports are the sample checker's business.
   */
  problem: (specifier: string) => string | null;
}

export function freshProject(
  lessons = readdirSync(contentDir)
    .filter((name) => name.endsWith(".mdx"))
    .sort()
    .map((name) => ({
      lesson: name.replace(/\.mdx$/, ""),
      text: readFileSync(path.join(contentDir, name), "utf8"),
    })),
): FreshProject {
  const packages = new Map<string, string>();
  for (const name of reactTsTemplate) packages.set(name, "the react-ts template");
  for (const { command, packages: names } of generators) {
    const lesson = lessons.find(({ text }) => command.test(text));
    if (lesson)
      for (const name of names)
        if (!packages.has(name)) packages.set(name, `a generator ${lesson.lesson} runs`);
  }
  for (const [name, lesson] of lessonInstalls(lessons))
    if (!packages.has(name)) packages.set(name, `installed in ${lesson}`);

  return {
    packages,
    problem(specifier) {
      if (specifier.startsWith("@/") || specifier === "@")
        return `"${specifier}" is this guide's own path alias, which a new project does not have: define what the code needs in the file itself`;
      if (specifier.startsWith(".") || specifier.startsWith("/")) return null;
      if (isNodeModule(specifier)) return null;
      const name = packageOf(specifier);
      if (packages.has(name)) return null;
      return `"${name}" is neither in a new react-ts project nor installed by any lesson: tell the reader to install it (\`npm install ${name}\`) where the lesson first uses it, or do without it`;
    },
  };
}

/**
 * The files a Source Code tab shows (`file="src/demos/…"` fences), as samples of their own
 * paths, in a project of their own per lesson: `./fetch-posts` means the file beside it that the
 * same lesson shows, never a lesson sample.
 */
export function demoSources(samples: LessonSample[]): LessonSample[] {
  const seen = new Set<string>();
  return samples
    .filter((sample) => sample.meta.file && /\.tsx?$/.test(sample.meta.file))
    .filter((sample) => !seen.has(`${sample.lesson} ${sample.meta.file}`))
    .map((sample) => {
      seen.add(`${sample.lesson} ${sample.meta.file}`);
      const file = sample.meta.file!;
      return {
        ...sample,
        lesson: `${sample.lesson} (Source Code tabs)`,
        file,
        line: 0,
        lang: file.endsWith(".tsx") ? "tsx" : "ts",
        meta: { title: file },
      };
    });
}

interface ChallengeData {
  starter: string;
  solution: string;
  files?: Record<string, string>;
}

/**
 * A challenge's starter and solution, each as `src/<name>.tsx` in a project of its own, with the
 * modules the challenge gives it (`files`, `./Counter` → `src/Counter.tsx`) beside it.
 */
export function challengeSources(
  lessons: { lesson: string; challenges: Record<string, ChallengeData> }[],
): LessonSample[] {
  const samples: LessonSample[] = [];
  for (const { lesson, challenges } of lessons)
    for (const [name, challenge] of Object.entries(challenges))
      for (const part of ["starter", "solution"] as const) {
        const project = `${lesson}/${name} ${part}`;
        const at = `src/challenges/${lesson}.ts › ${name} › ${part}`;
        const sample = (file: string, code: string, what: string): LessonSample => ({
          lesson: project,
          file: what,
          line: 0,
          index: samples.length,
          lang: "tsx",
          meta: { title: file },
          code,
        });
        samples.push(sample(`src/${name}.tsx`, challenge[part], at));
        for (const [specifier, code] of Object.entries(challenge.files ?? {})) {
          const file = path.posix.join("src", `${specifier.replace(/\.tsx?$/, "")}.tsx`);
          samples.push(sample(file, code, `${at} › ${specifier}`));
        }
      }
  return samples;
}

/**
 * What a sample imports that the reader's project would not resolve, without compiling it:
 * `hooks.mdx:42 imports "@/lib/cn": …`. Relative imports are left to the type check.
 */
export function unresolvedImports(sample: LessonSample, project: FreshProject) {
  const { importedFiles } = ts.preProcessFile(sample.code, true, true);
  const problems: string[] = [];
  for (const { fileName, pos } of importedFiles) {
    const problem = project.problem(fileName);
    if (!problem) continue;
    const line = sample.code.slice(0, pos).split("\n").length;
    problems.push(`${where(sample, line)} imports "${fileName}": ${problem}`);
  }
  return problems;
}

// @vitest-environment node
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { sections } from "../src/data/sections.ts";
import { lessonPath } from "./search-index.ts";

/**
 * One home per idea: a topic is taught in one lesson and the others link to it. Each rule names
 * a mark of the full treatment (a sample's telling line, a table's header, a note's question)
 * and the one lesson allowed to hold it, so a second full copy fails here instead of drifting
 * apart from the first. Challenges are exercises, not teaching, so they are left out.
 */
const root = fileURLToPath(new URL("..", import.meta.url));

const homes: { idea: string; mark: RegExp; home: string }[] = [
  { idea: "the TanStack Query client setup", mark: /new QueryClient\(/, home: "apis" },
  {
    idea: "the Oxlint and ESLint comparison",
    mark: /\|\s*Aspect\s*\|\s*Oxlint\s*\|/,
    home: "best-practices",
  },
  { idea: "Oxlint's rule categories", mark: /\*correctness\* rules/, home: "best-practices" },
  {
    idea: "the ESLint flat config",
    mark: /reactHooks\.configs\.flat\.recommended/,
    home: "best-practices",
  },
  {
    idea: "why the React Compiler is labelled Experimental",
    mark: /1\.0[^\n]*(stable|Experimental)|Why "Experimental"/,
    home: "new-features",
  },
  {
    idea: "the memo, useMemo and useCallback table",
    mark: /\|\s*`memo\(Component\)`\s*\|/,
    home: "advanced",
  },
  {
    idea: "testing a reducer without rendering",
    mark: /describe\("counterReducer"/,
    home: "hooks",
  },
  {
    idea: "the useState or useReducer comparison",
    mark: /^### useState or useReducer\?/m,
    home: "hooks",
  },
  {
    idea: "the rules for writing a custom hook",
    mark: /Name it after its purpose|Name them for what they do/,
    home: "hooks",
  },
  {
    idea: "passing ref as a prop, with a sample",
    mark: /\{ label, (id, )?ref, \.\.\.inputProps \}/,
    home: "hooks",
  },
];

let lessons: { id: string; text: string }[];
beforeAll(async () => {
  lessons = await Promise.all(
    sections.map(async (section) => {
      const source = await readFile(lessonPath(root, section.id), "utf8");
      return { id: section.id, text: source.split(/^## Challenges\s*$/m)[0] };
    }),
  );
});

describe("one home per idea", () => {
  for (const { idea, mark, home } of homes)
    it(`${idea} is taught in ${home} alone`, () => {
      const holders = lessons.filter((lesson) => mark.test(lesson.text)).map((lesson) => lesson.id);
      expect(holders).toEqual([home]);
    });

  it('no lesson calls a label "the spec\'s": readers never see the spec', () => {
    expect(lessons.filter((lesson) => /the spec's/i.test(lesson.text)).map((l) => l.id)).toEqual(
      [],
    );
  });
});

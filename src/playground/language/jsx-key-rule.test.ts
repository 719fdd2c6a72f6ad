// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as parser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import type { LessonChallenges } from "@/challenges/types";
import { jsxKeyRule } from "./jsx-key-rule";
import { lint } from "./lint-service";
import { ruleHref } from "./rule-links";

const RULE = "react-guide/jsx-key";

/** The rule alone, as the worker's linter parses TSX: fast enough to read every demo. */
const linter = new Linter({ configType: "flat", cwd: "/" });
const ruleOnly: Linter.Config[] = [
  {
    files: ["**/*.tsx"],
    plugins: { "react-guide": { rules: { "jsx-key": jsxKeyRule } } },
    rules: { [RULE]: "warn" },
    languageOptions: { parser, parserOptions: { ecmaFeatures: { jsx: true } } },
  },
];

/** The key rule's findings in `source`: the text it underlines and its message. */
function keyFindings(source: string) {
  const lines = source.split("\n");
  const offset = (line: number, column: number) =>
    lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
  return linter.verify(source, ruleOnly, { filename: "/src/demos/list-demo.tsx" }).map((found) => {
    expect(found.ruleId, found.message).toBe(RULE);
    return {
      text: source.slice(
        offset(found.line, found.column),
        offset(found.endLine!, found.endColumn!),
      ),
      message: found.message,
    };
  });
}

const inList = (items: string) => `import { Children, Fragment, type ReactNode } from "react";

const names = ["Ada", "Grace"];
const people = [{ id: 1, name: "Ada" }];

export default function List({ children }: { children?: ReactNode }) {
  console.log(Children, Fragment, people, children);
  return <ul>{${items}}</ul>;
}
`;

describe("the key rule (react-guide/jsx-key)", () => {
  it("flags an element returned by map's arrow without a key, underlining its opening tag", () => {
    const found = keyFindings(inList("names.map((name) => <li>{name}</li>)"));
    expect(found).toHaveLength(1);
    expect(found[0].text).toBe("<li>");
    expect(found[0].message).toMatch(/^Each item in a list needs a "key" prop: add key=\{…\}/);
    expect(found[0].message).toMatch(/such as its id/);
  });

  it("leaves an item with a key alone, whatever the key's value", () => {
    expect(keyFindings(inList("names.map((name) => <li key={name}>{name}</li>)"))).toEqual([]);
    expect(
      keyFindings(inList('people.map((p) => <li key={p.id} className="x">{p.name}</li>)')),
    ).toEqual([]);
    expect(keyFindings(inList("names.map((name, i) => <li key={i}>{name}</li>)"))).toEqual([]);
  });

  it("flags a <> fragment in a map, saying to use <Fragment key>, and accepts that", () => {
    const found = keyFindings(inList("names.map((name) => <><dt>{name}</dt><dd>!</dd></>)"));
    expect(found).toHaveLength(1);
    expect(found[0].text).toBe("<>");
    expect(found[0].message).toMatch(/short <>…<\/> fragment cannot take one/);
    expect(found[0].message).toMatch(/<Fragment key=\{…\}>/);
    expect(
      keyFindings(
        inList("names.map((name) => <Fragment key={name}><dt>{name}</dt><dd>!</dd></Fragment>)"),
      ),
    ).toEqual([]);
  });

  it("reads Array.from's mapping function", () => {
    const found = keyFindings(inList("Array.from({ length: 3 }, (_, i) => <li>{i}</li>)"));
    expect(found.map((finding) => finding.text)).toEqual(["<li>"]);
    expect(
      keyFindings(inList("Array.from({ length: 3 }, (_, i) => <li key={i}>{i}</li>)")),
    ).toEqual([]);
    // Array.from without a mapping function builds no elements.
    expect(keyFindings(inList("Array.from(names)"))).toEqual([]);
  });

  it("flags each element of an array of JSX literals that lacks a key", () => {
    const found = keyFindings(inList('[<a href="/a">A</a>, <b key="b">B</b>, <i>C</i>, <>D</>]'));
    expect(found.map((finding) => finding.text)).toEqual(['<a href="/a">', "<i>", "<>"]);
    expect(keyFindings(inList('[<a key="a">A</a>, <b key="b">B</b>]'))).toEqual([]);
    // An array without JSX is none of its business.
    expect(keyFindings(inList("[1, 2].join()"))).toEqual([]);
  });

  it("follows a block body's returns, ?: and &&, ?.map and flatMap, but not nested functions", () => {
    const block = `names.map((name) => {
      if (name === "Ada") return <li className="first">{name}</li>;
      const label = () => <span>{name}</span>;
      return name ? <li key={name}>{label()}</li> : <p>none</p>;
    })`;
    expect(keyFindings(inList(block)).map((finding) => finding.text)).toEqual([
      '<li className="first">',
      "<p>",
    ]);
    expect(keyFindings(inList("names.map((name) => name && <li>{name}</li>)"))).toHaveLength(1);
    expect(keyFindings(inList("names?.map((name) => <li>{name}</li>)"))).toHaveLength(1);
    expect(keyFindings(inList("names.flatMap((name) => <li>{name}</li>)"))).toHaveLength(1);
    expect(
      keyFindings(inList("names.map(function (name) { return <li>{name}</li>; })")),
    ).toHaveLength(1);
    expect(keyFindings(inList("names.map((name) => (<li>{name}</li>) as ReactNode)"))).toHaveLength(
      1,
    );
  });

  it("leaves alone what it cannot tell or what gets keys elsewhere", () => {
    // A spread may carry the key.
    expect(keyFindings(inList("people.map((p) => <li {...p}>{p.name}</li>)"))).toEqual([]);
    // Children.toArray gives its items keys of its own.
    expect(keyFindings(inList("Children.toArray([<b>1</b>, <i>2</i>])"))).toEqual([]);
    // Elements that are not items of a list: nested in an item, or a single child.
    expect(
      keyFindings(inList("names.map((name) => <li key={name}><span>{name}</span></li>)")),
    ).toEqual([]);
    expect(keyFindings(inList("<li>one</li>"))).toEqual([]);
    // A map whose callback is not written in place is not read.
    expect(keyFindings(inList("names.map(String)"))).toEqual([]);
  });

  it("runs in the worker's linter as a warning, underlining the tag, linked to the lesson", () => {
    const source = inList("names.map((n) => <li>{n}</li>)");
    const found = lint("src/demos/list-demo.tsx", source);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: RULE, severity: "warning" });
    expect(source.slice(found[0].from, found[0].to)).toBe("<li>");
    expect(ruleHref(RULE, "/")).toBe("/?section=core-concepts#lists-and-keys");
  });

  it("finds nothing in the guide's demos and challenge solutions, which all key their lists", () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const demos = readdirSync(path.join(root, "src/demos")).filter(
      (file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"),
    );
    expect(demos.length).toBeGreaterThan(20);
    for (const file of demos) {
      const source = readFileSync(path.join(root, "src/demos", file), "utf8");
      expect(keyFindings(source), file).toEqual([]);
    }
    const lessons = import.meta.glob<{ challenges: LessonChallenges }>(
      ["@/challenges/*.ts", "!@/challenges/types.ts"],
      { eager: true },
    );
    const solutions = Object.entries(lessons).flatMap(([file, { challenges }]) =>
      Object.entries(challenges).map(([id, challenge]) => [`${file} ${id}`, challenge.solution]),
    );
    expect(solutions.length).toBeGreaterThan(30);
    for (const [id, solution] of solutions) expect(keyFindings(solution), id).toEqual([]);
  });
});

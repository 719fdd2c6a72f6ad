// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sections } from "../src/data/sections.ts";

const root = path.resolve(import.meta.dirname, "..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");

describe("README", () => {
  it("stays a front door: short enough to read in one sitting", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(160);
  });

  it("gives the two-command quick start", () => {
    expect(readme).toContain("npm install && npm start");
    expect(readme).toContain("npm test");
  });

  it("lists the 16 lessons in order with their true status", () => {
    const rows = [
      ...readme.matchAll(/^\| (\d+) +\| (.+?) \(`([a-z-]+)`\) +\| (written|placeholder) \|$/gm),
    ];
    expect(rows.map((row) => row[3])).toEqual(sections.map((section) => section.id));
    for (const [, number, title, id, status] of rows) {
      const section = sections[Number(number) - 1];
      expect(title).toBe(section.title);
      const lesson = readFileSync(path.join(root, "src/content", `${id}.mdx`), "utf8");
      expect(status, id).toBe(lesson.includes("status: placeholder") ? "placeholder" : "written");
    }
  });

  const scripts = Object.keys(
    (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: object })
      .scripts,
  );

  it("documents every npm script", () => {
    for (const name of scripts) {
      const shown = ["start", "test"].includes(name) ? `npm ${name}` : `npm run ${name}`;
      expect(readme, name).toContain(`\`${shown}\``);
    }
  });

  it("names only npm scripts that exist", () => {
    const named = [...readme.matchAll(/`npm run ([\w:-]+)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(5);
    for (const name of named) expect(scripts, `npm run ${name}`).toContain(name);
  });
});

/**
 * History lives in git: the tracked files say why in the present tense, without the numbered
 * rounds of work, sessions or issues a change came from.
 */
describe("the repository's text", () => {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => /\.(m?[jt]sx?|mdx?|json|css|html|ya?ml)$/.test(file))
    .filter((file) => file !== "package-lock.json" && file !== "pipeline/readme.test.ts");

  it("names no work sessions, rounds of work or issue numbers", () => {
    expect(files.length).toBeGreaterThan(100);
    const diary = /\b(?:work )?(?:sessions?|rounds?|issues?) #?\d+\b/i;
    const found = files.flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          diary.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});

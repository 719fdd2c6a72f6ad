// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sections } from "../src/data/sections.ts";
import { ruleHref, ruleLinks } from "../src/playground/language/rule-links.ts";
import { lessonChunks } from "./search-index.ts";

const root = path.resolve(import.meta.dirname, "..");
const ids = new Map<string, string[]>();
const headingIds = (section: string) => {
  if (!ids.has(section)) {
    const source = readFileSync(path.join(root, "src/content", `${section}.mdx`), "utf8");
    ids.set(
      section,
      lessonChunks(source).flatMap((chunk) => chunk.headingId ?? []),
    );
  }
  return ids.get(section)!;
};

describe("links from React's lint rules to the lessons", () => {
  it.each(Object.entries(ruleLinks))("%s links to a heading that exists", (_rule, link) => {
    expect(sections.map((section) => section.id)).toContain(link.section);
    expect(headingIds(link.section)).toContain(link.heading);
  });

  it("covers the rules of hooks and the effect rules the lessons teach", () => {
    for (const rule of [
      "react-hooks/rules-of-hooks",
      "react-hooks/exhaustive-deps",
      "react-hooks/set-state-in-effect",
      "react-hooks/purity",
      "react-hooks/refs",
      "react-hooks/immutability",
      "react-guide/jsx-key",
    ])
      expect(ruleLinks).toHaveProperty([rule]);
  });

  it("builds the link as the guide's cross-links are written", () => {
    expect(ruleHref("react-hooks/rules-of-hooks", "/")).toBe(
      "/?section=hooks#best-practices-rules-of-hooks-and-when-not-to-memoise",
    );
    expect(ruleHref("TS2322")).toBeNull();
  });
});

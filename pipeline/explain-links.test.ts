// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sections } from "../src/data/sections.ts";
import { reactMessages } from "../src/playground/explain/react-messages.ts";
import { lessonChunks } from "./search-index.ts";

const root = path.resolve(import.meta.dirname, "..");
const headings = new Map<string, Map<string, string>>();
/** A lesson's h2 and h3 headings: id → text. */
function headingsOf(section: string) {
  if (!headings.has(section)) {
    const source = readFileSync(path.join(root, "src/content", `${section}.mdx`), "utf8");
    headings.set(
      section,
      new Map(
        lessonChunks(source).flatMap((chunk) =>
          chunk.headingId ? [[chunk.headingId, chunk.heading ?? ""] as const] : [],
        ),
      ),
    );
  }
  return headings.get(section)!;
}

describe("links from React's messages to the lessons", () => {
  it.each(reactMessages.map((explanation) => [explanation.id, explanation.link] as const))(
    "%s links to a heading that exists, by its text",
    (_id, link) => {
      expect(sections.find((section) => section.id === link.section)?.title).toBe(link.lesson);
      expect(headingsOf(link.section).get(link.heading)).toBe(link.title);
    },
  );
});

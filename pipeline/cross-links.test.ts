// @vitest-environment node
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, expect, it } from "vitest";
import { sections } from "../src/data/sections.ts";
import type { SearchDocument } from "../src/lib/search.ts";
import { lessonPath, searchDocuments } from "./search-index.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

let documents: SearchDocument[];
// Every lesson compiled from MDX: well under a minute, unless the machine is loaded.
beforeAll(async () => {
  documents = await searchDocuments(root, sections);
}, 180_000);

it("every link from one lesson to another names a lesson and a heading that exist", async () => {
  const broken: string[] = [];
  let count = 0;
  for (const section of sections) {
    const source = await readFile(lessonPath(root, section.id), "utf8");
    for (const match of source.matchAll(/\]\((\/\?section=([^)#\s]+)(?:#([^)\s]+))?)\)/g)) {
      count += 1;
      const [, link, target, heading] = match;
      const where = `${path.basename(lessonPath(root, section.id))}: ${link}`;
      if (!sections.some((other) => other.id === target))
        broken.push(`${where} (no lesson "${target}")`);
      else if (
        heading &&
        !documents.some((doc) => doc.sectionId === target && doc.headingId === heading)
      )
        broken.push(`${where} (no heading "${heading}" in ${target})`);
    }
  }
  expect(broken).toEqual([]);
  expect(count).toBeGreaterThan(0);
});

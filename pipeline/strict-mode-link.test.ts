// @vitest-environment node
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { getSection } from "../src/data/sections.ts";
import { STRICT_MODE_LESSON } from "../src/playground/preview/strict-mode-lesson.ts";
import { searchDocuments } from "./search-index.ts";

/**
 * The note under every preview links to the lesson part that explains StrictMode's double
 * run. A renamed heading (its id is its slug) must fail here, not leave the link dangling.
 */
it("the StrictMode note's link names a lesson heading that exists and explains StrictMode", async () => {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const { sectionId, headingId } = STRICT_MODE_LESSON;
  const documents = await searchDocuments(root, [getSection(sectionId)]);
  const target = documents.find((doc) => doc.headingId === headingId);
  expect(target, `no heading "${headingId}" in ${sectionId}`).toBeDefined();
  expect(target?.text).toMatch(/StrictMode/);
});

// @vitest-environment node
import { evaluate } from "@mdx-js/mdx";
import * as runtime from "react/jsx-runtime";
import { describe, expect, it } from "vitest";
import { rehypeHeadingIds } from "./rehype-heading-ids.ts";

async function compileLesson(source: string) {
  return evaluate(source, { ...runtime, rehypePlugins: [rehypeHeadingIds] });
}

describe("rehypeHeadingIds", () => {
  it("exports the h2 headings with GitHub-style ids, in order", async () => {
    const lesson = await compileLesson(
      "# Title\n\n## Why `useEffect`?\n\ntext\n\n### Detail\n\n## Why `useEffect`?\n\n## Lists & keys\n",
    );
    expect(lesson.headings).toEqual([
      { id: "why-useeffect", text: "Why useEffect?" },
      { id: "why-useeffect-1", text: "Why useEffect?" },
      { id: "lists--keys", text: "Lists & keys" },
    ]);
  });

  it("exports an empty list for a lesson without h2", async () => {
    const lesson = await compileLesson("# Only a title\n\nSome text.\n");
    expect(lesson.headings).toEqual([]);
  });
});

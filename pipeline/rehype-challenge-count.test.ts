// @vitest-environment node
import { evaluate } from "@mdx-js/mdx";
import * as runtime from "react/jsx-runtime";
import { describe, expect, it } from "vitest";
import { rehypeChallengeCount } from "./rehype-challenge-count.ts";

async function compileLesson(source: string) {
  return evaluate(source, { ...runtime, rehypePlugins: [rehypeChallengeCount] });
}

describe("rehypeChallengeCount", () => {
  it("exports how many challenges the lesson has, nested ones included", async () => {
    const lesson = await compileLesson(
      '# Title\n\n## Challenges\n\n### One\n\n<Challenge id="a/one" />\n\n### Two\n\n<div>\n\n<Challenge id="a/two" />\n\n</div>\n',
    );
    expect(lesson.challengeCount).toBe(2);
  });

  it("exports 0 for a lesson without challenges", async () => {
    const lesson = await compileLesson("# Only a title\n\nA `<Challenge>` in prose is text.\n");
    expect(lesson.challengeCount).toBe(0);
  });
});

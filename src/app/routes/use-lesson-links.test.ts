import { describe, expect, it } from "vitest";
import { lessonLinkTarget } from "./use-lesson-links";

const origin = "https://guide.example";

describe("lessonLinkTarget", () => {
  it("reads the lesson and heading of a link to another lesson", () => {
    expect(lessonLinkTarget("/?section=hooks#usecontext", origin, "/")).toEqual({
      sectionId: "hooks",
      headingId: "usecontext",
    });
    expect(lessonLinkTarget("/?section=styling", origin, "/")).toEqual({
      sectionId: "styling",
      headingId: undefined,
    });
  });

  it("leaves every other link alone", () => {
    expect(lessonLinkTarget("https://react.dev/?section=hooks", origin, "/")).toBeNull();
    expect(lessonLinkTarget("/?section=no-such-lesson", origin, "/")).toBeNull();
    expect(lessonLinkTarget("/docs/?section=hooks", origin, "/")).toBeNull();
    expect(lessonLinkTarget("#local-heading", origin, "/")).toBeNull();
    expect(lessonLinkTarget("http://[bad", origin, "/")).toBeNull();
  });

  it("respects a base path", () => {
    expect(lessonLinkTarget("/guide/?section=faq", origin, "/guide/")?.sectionId).toBe("faq");
  });
});

import { describe, expect, it } from "vitest";
import { initialView } from "./initial-view";

describe("initialView", () => {
  it("shows the section a link asks for at the site's root", () => {
    expect(initialView("/", "?section=hooks")).toBe("hooks");
    expect(initialView("/guide/", "?section=faq", "/guide/")).toBe("faq");
  });

  it("falls back to the introduction for a missing, unknown or malformed section", () => {
    expect(initialView("/", "")).toBe("introduction");
    expect(initialView("/", "?section=nope")).toBe("introduction");
    expect(initialView("/", "?section=%E0%A4%A")).toBe("introduction");
  });

  it("shows the not-found screen on any other path, whatever the query", () => {
    expect(initialView("/hooks", "")).toBe("404");
    expect(initialView("/index.html", "?section=hooks")).toBe("404");
    expect(initialView("/", "?section=hooks", "/guide/")).toBe("404");
  });
});

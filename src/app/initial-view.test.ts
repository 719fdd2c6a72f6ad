import { describe, expect, it } from "vitest";
import { sectionFromSearch } from "@/data/sections";
import { generatePaths, generateSectionValues } from "@/test/hostile-inputs";
import { initialView } from "./initial-view";

/** The path and query a browser's location holds once it has parsed `url`. */
function located(url: string) {
  const { pathname, search } = new URL(url, "https://guide.example");
  return { pathname, search };
}

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

  describe("hostile input", () => {
    const values = generateSectionValues(200);
    const paths = generatePaths(100);

    it("the generators produce what they promise", () => {
      expect(values).toHaveLength(200);
      expect(new Set(values).size).toBeGreaterThan(190);
      expect(values.some((value) => value.length >= 5000)).toBe(true);
      expect(values.some((value) => /%(?![0-9A-F]{2})/i.test(value))).toBe(true);
      expect(paths).toHaveLength(100);
      expect(paths.every((path) => path.startsWith("/") && !path.startsWith("//"))).toBe(true);
    });

    it("opens the introduction, app and boot rule alike, for 200 values naming no lesson", () => {
      for (const value of values) {
        const { pathname, search } = located(`/?section=${value}`);
        expect(pathname, value).toBe("/");
        expect(initialView(pathname, search), value).toBe("introduction");
        expect(sectionFromSearch(search), value).toBe("introduction");
      }
    });

    it("shows the not-found screen for 100 other paths", () => {
      for (const path of paths) {
        const { pathname, search } = located(path);
        expect(initialView(pathname, search), path).toBe("404");
      }
    });
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { exactId } from "./hook-filter.ts";

describe("exactId", () => {
  it("matches the id itself, including a leading NUL and dots, and nothing longer", () => {
    const filter = exactId("\0virtual:code-theme.css");
    expect(filter.test("\0virtual:code-theme.css")).toBe(true);
    expect(filter.test("virtual:code-theme.css")).toBe(false);
    expect(filter.test("\0virtual:code-theme-css")).toBe(false);
    expect(filter.test("\0virtual:code-theme.css?inline")).toBe(false);
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { computeProgress } from "./progress";

describe("computeProgress", () => {
  it("is the scrolled share of the scrollable height, as a whole percentage", () => {
    expect(computeProgress(0, 3000, 1000)).toBe(0);
    expect(computeProgress(500, 3000, 1000)).toBe(25);
    expect(computeProgress(1000, 3000, 1000)).toBe(50);
    expect(computeProgress(1333, 3000, 1000)).toBe(67);
    expect(computeProgress(2000, 3000, 1000)).toBe(100);
  });

  it("is capped at 100 when the page overscrolls", () => {
    expect(computeProgress(2600, 3000, 1000)).toBe(100);
  });

  it("never goes below 0 (rubber-band scrolling reports negative offsets)", () => {
    expect(computeProgress(-80, 3000, 1000)).toBe(0);
  });

  it("is 0 for a page that cannot scroll", () => {
    expect(computeProgress(0, 800, 1000)).toBe(0);
    expect(computeProgress(0, 1000, 1000)).toBe(0);
  });
});

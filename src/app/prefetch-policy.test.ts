// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sections } from "@/data/sections";
import { FAST_DOWNLINK_MBPS, isFastConnection, prefetchPlan } from "./prefetch-policy";

const fast = { saveData: false, effectiveType: "4g", downlink: 10 };

describe("prefetchPlan", () => {
  it("fetches only the next lesson when the browser tells nothing about the connection", () => {
    expect(prefetchPlan("introduction", undefined)).toEqual(["what-is-react"]);
    expect(prefetchPlan("hooks", undefined, true)).toEqual(["routing"]);
  });

  it("fetches nothing on Save-Data, even on a fast link and for an engaged reader", () => {
    expect(prefetchPlan("introduction", { ...fast, saveData: true })).toEqual([]);
    expect(prefetchPlan("hooks", { ...fast, saveData: true }, true)).toEqual([]);
  });

  it.each(["3g", "2g", "slow-2g"])("fetches only the next lesson on %s", (effectiveType) => {
    expect(prefetchPlan("hooks", { saveData: false, effectiveType, downlink: 10 }, true)).toEqual([
      "routing",
    ]);
  });

  it("fetches only the next lesson on a fast link until the reader opens a second lesson", () => {
    expect(prefetchPlan("introduction", fast)).toEqual(["what-is-react"]);
  });

  it("fetches every other lesson, the following ones first, for an engaged reader on fast 4g", () => {
    const plan = prefetchPlan("hooks", fast, true);
    const ids = sections.map((section) => section.id);
    const index = ids.indexOf("hooks");
    expect(plan).toEqual([...ids.slice(index + 1), ...ids.slice(0, index)]);
    expect(plan).toHaveLength(sections.length - 1);
    expect(plan).not.toContain("hooks");
  });

  it("counts 4g with an unknown downlink as fast", () => {
    expect(prefetchPlan("hooks", { effectiveType: "4g" }, true)).toHaveLength(sections.length - 1);
  });

  it("fetches only the next lesson on 4g whose downlink is below the threshold", () => {
    const slow4g = { ...fast, downlink: FAST_DOWNLINK_MBPS - 0.025 };
    expect(prefetchPlan("hooks", slow4g, true)).toEqual(["routing"]);
    expect(isFastConnection({ ...fast, downlink: FAST_DOWNLINK_MBPS })).toBe(true);
  });

  it("has no next lesson to fetch after the last one", () => {
    expect(prefetchPlan("faq", undefined)).toEqual([]);
    expect(prefetchPlan("faq", fast)).toEqual([]);
    expect(prefetchPlan("faq", fast, true)).toEqual(
      sections.slice(0, -1).map((section) => section.id),
    );
  });
});

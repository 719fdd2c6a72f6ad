// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readerPath } from "./reader-files";

describe("readerPath", () => {
  it("puts every reader's file under /src, as a TypeScript file", () => {
    expect(readerPath("src/demos/counter-demo.tsx")).toBe("/src/demos/counter-demo.tsx");
    expect(readerPath("/src/demos/counter-demo.tsx")).toBe("/src/demos/counter-demo.tsx");
    expect(readerPath("stale-interval.tsx")).toBe("/src/stale-interval.tsx");
    expect(readerPath("App.jsx")).toBe("/src/App.tsx");
  });
});

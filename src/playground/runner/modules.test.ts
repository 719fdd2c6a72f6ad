import { beforeEach, describe, expect, it, vi } from "vitest";

// A fresh module map per test: what one test started must not be there for the next.
let modules: typeof import("./modules");
beforeEach(async () => {
  vi.resetModules();
  modules = await import("./modules");
});

describe("modules started on demand", () => {
  it("are importable, but start only when code that imports them is prepared", async () => {
    const { importableModules, moduleMap, prepareImports } = modules;
    expect(importableModules()).toEqual(expect.arrayContaining(["react-router", "react"]));
    expect(moduleMap.has("react-router")).toBe(false);
    await prepareImports(['import { useState } from "react";'], "src/demos/counter-demo.tsx");
    expect(moduleMap.has("react-router")).toBe(false);
  });

  it("finds every way of importing: from, a bare import and import()", async () => {
    const { moduleMap, prepareImports } = modules;
    await prepareImports(["import 'react-router/dom';"], "src/demos/x-demo.tsx");
    expect(moduleMap.get("react-router/dom")).toHaveProperty("RouterProvider");
    expect(moduleMap.has("react-router")).toBe(false);
    await prepareImports(['const router = await import("react-router");'], "src/demos/x-demo.tsx");
    expect(moduleMap.get("react-router")).toHaveProperty("Link");
  });

  it("starts the modules of files given beside the reader's", async () => {
    const { moduleMap, prepareImports } = modules;
    await prepareImports(
      ["import { Card } from './Card';", "import { Link } from 'react-router';"],
      "src/challenges/x.tsx",
    );
    expect(moduleMap.get("react-router")).toHaveProperty("Link");
  });
});

describe("the guide's own files", () => {
  it("are not importable, as in a reader's project, but for the helpers a lesson shows", () => {
    const guideOwn = modules.importableModules().filter((name) => name.startsWith("@/"));
    expect(guideOwn.sort()).toEqual(["@/demos/fetch-posts", "@/demos/reducer-counter"]);
  });
});

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
    expect(importableModules()).toEqual(
      expect.arrayContaining(["react-router", "@/components/ui/button", "react"]),
    );
    expect(moduleMap.has("react-router")).toBe(false);
    expect(moduleMap.has("@/components/ui/button")).toBe(false);
    await prepareImports(['import { useState } from "react";'], "src/demos/counter-demo.tsx");
    expect(moduleMap.has("react-router")).toBe(false);
    expect(moduleMap.has("@/components/ui/button")).toBe(false);
  });

  it("finds every way of importing: from, a bare import, import() and relative paths", async () => {
    const { moduleMap, prepareImports } = modules;
    await prepareImports(
      [
        "import { Link } from 'react-router';",
        'import "react-router/dom";',
        'const dialog = await import("../components/ui/dialog");',
      ],
      "src/demos/x-demo.tsx",
    );
    expect(moduleMap.get("react-router")).toHaveProperty("Link");
    expect(moduleMap.get("react-router/dom")).toHaveProperty("RouterProvider");
    expect(moduleMap.get("@/components/ui/dialog")).toHaveProperty("Dialog");
    expect(moduleMap.has("@/components/ui/button")).toBe(false);
  });

  it("starts the modules of files given beside the reader's", async () => {
    const { moduleMap, prepareImports } = modules;
    await prepareImports(
      ["import { Card } from './Card';", 'import { Button } from "@/components/ui/button";'],
      "src/challenges/x.tsx",
    );
    expect(moduleMap.get("@/components/ui/button")).toHaveProperty("Button");
  });
});

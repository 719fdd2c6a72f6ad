// @vitest-environment node
import { describe, expect, it } from "vitest";
import { lessonChunkGroups } from "./chunk-groups";

const [icons, exampleBox, app, tabs] = lessonChunkGroups;
const matches = (group: (typeof lessonChunkGroups)[number], id: string) =>
  group.test instanceof RegExp ? group.test.test(id) : false;
const captures = (id: string) => matches(icons, id);
const rides = (id: string) => matches(exampleBox, id);

describe("lessonChunkGroups", () => {
  it("puts every lucide icon in one chunk named icons", () => {
    expect(lessonChunkGroups).toHaveLength(4);
    expect(icons.name).toBe("icons");
    expect(captures("/app/node_modules/lucide-react/dist/esm/icons/eye.js")).toBe(true);
    expect(captures("C:\\app\\node_modules\\lucide-react\\dist\\esm\\icons\\eye.js")).toBe(true);
    expect(captures("/app/node_modules/lucide-react/dist/esm/createLucideIcon.js")).toBe(true);
  });

  it("leaves the app, the lessons and other packages to the automatic chunks", () => {
    expect(captures("/app/src/components/lesson/example-box.tsx")).toBe(false);
    expect(captures("/app/src/content/hooks.mdx")).toBe(false);
    expect(captures("/app/node_modules/react-dom/client.js")).toBe(false);
    expect(captures("/app/node_modules/@radix-ui/react-tabs/dist/index.mjs")).toBe(false);
  });

  it("keeps what an Edit press starts the preview with in the example box's chunk", () => {
    expect(exampleBox.name).toBe("example-box");
    for (const id of [
      "/app/src/components/lesson/example-box.tsx",
      "/app/src/components/lesson/demo-boundary.tsx",
      "/app/src/playground/preview/early-frame.ts",
      "/app/src/playground/frame-start.ts",
      "C:\\app\\src\\playground\\preview\\early-frame.ts",
      "\0virtual:runner-version",
    ])
      expect(rides(id), id).toBe(true);
    // Only those: the playground's own modules, and the box's imports, stay where they were.
    for (const id of [
      "/app/src/playground/protocol.ts",
      "/app/src/playground/preview/use-runner.ts",
      "/app/src/playground/edit/edit-panel.tsx",
      // The challenge box imports it too, from the app's chunk: in this group it would pull the
      // example box (and its tabs) into every first visit.
      "/app/src/components/lesson/panel-loaders.ts",
      "/app/src/components/lesson/example-box.test.tsx",
      "/app/src/components/ui/tabs.tsx",
    ])
      expect(rides(id), id).toBe(false);
    expect(exampleBox.includeDependenciesRecursively).toBe(false);
  });

  it("gathers the app's small shared modules of a first visit in one chunk", () => {
    expect(app.name).toBe("app");
    // Only what the entry loads at once: a module that only a lazy chunk imports stays there.
    expect(app.tags).toEqual(["$initial"]);
    expect(app.priority).toBeLessThan(icons.priority ?? 0);
    for (const id of [
      "/app/src/lib/cn.ts",
      "/app/src/lib/when-idle.ts",
      "/app/src/data/sections.ts",
      "/app/src/components/ui/button.tsx",
      "C:\\app\\src\\components\\lesson\\code-view-switch.tsx",
      "/app/node_modules/react/jsx-runtime.js",
      "\0vite/preload-helper.js",
    ])
      expect(matches(app, id), id).toBe(true);
    for (const id of [
      "/app/src/app/main.tsx", // the entry stays the entry's chunk
      "/app/src/content/hooks.mdx",
      "/app/src/playground/edit/edit-panel.tsx",
      "/app/node_modules/react-dom/client.js",
    ])
      expect(matches(app, id), id).toBe(false);
  });

  it("keeps a lesson's tabs and their primitive in one chunk", () => {
    expect(tabs.name).toBe("tabs");
    expect(matches(tabs, "/app/src/components/lesson/lesson-tabs.tsx")).toBe(true);
    expect(matches(tabs, "/app/src/components/ui/tabs.tsx")).toBe(true);
    expect(matches(tabs, "/app/src/components/lesson/example-box.tsx")).toBe(false);
    expect(tabs.includeDependenciesRecursively).toBeUndefined(); // Radix's helpers come along
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { lessonChunkGroups } from "./chunk-groups";

const [icons, exampleBox] = lessonChunkGroups;
const captures = (id: string) => (icons.test instanceof RegExp ? icons.test.test(id) : false);
const rides = (id: string) =>
  exampleBox.test instanceof RegExp ? exampleBox.test.test(id) : false;

describe("lessonChunkGroups", () => {
  it("puts every lucide icon in one chunk named icons", () => {
    expect(lessonChunkGroups).toHaveLength(2);
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
});

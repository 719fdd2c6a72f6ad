// @vitest-environment node
import { describe, expect, it } from "vitest";
import { lessonChunkGroups } from "./chunk-groups";

const [icons] = lessonChunkGroups;
const captures = (id: string) => (icons.test instanceof RegExp ? icons.test.test(id) : false);

describe("lessonChunkGroups", () => {
  it("puts every lucide icon in one chunk named icons", () => {
    expect(lessonChunkGroups).toHaveLength(1);
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
});

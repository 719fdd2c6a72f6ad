// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseFenceMeta } from "./fence-meta.ts";

describe("parseFenceMeta", () => {
  it("reads a title and a demo file", () => {
    expect(parseFenceMeta('title="src/App.jsx" file="src/demos/counter-demo.tsx"')).toEqual({
      title: "src/App.jsx",
      file: "src/demos/counter-demo.tsx",
    });
  });

  it("reads a fragment with or without a reason", () => {
    expect(parseFenceMeta('fragment="JSX inside a component body"').fragment).toBe(
      "JSX inside a component body",
    );
    expect(parseFenceMeta("fragment").fragment).toBe("fragment");
  });

  it("reads the ts-only flag", () => {
    expect(parseFenceMeta('title="tsconfig.app.json" ts-only')).toEqual({
      title: "tsconfig.app.json",
      tsOnly: true,
    });
    expect(parseFenceMeta("ts-only fragment").tsOnly).toBe(true);
    expect(parseFenceMeta('title="src/ts-only.tsx"').tsOnly).toBeUndefined();
  });

  it("reads what a deliberate mistake shows", () => {
    expect(parseFenceMeta('title="src/Bad.tsx" mistake="state set in an effect"').mistake).toBe(
      "state set in an effect",
    );
    expect(parseFenceMeta("mistake").mistake).toBe("mistake");
  });

  it("ignores empty and unknown meta", () => {
    expect(parseFenceMeta(undefined)).toEqual({});
    expect(parseFenceMeta('lines="1-3"')).toEqual({});
  });
});

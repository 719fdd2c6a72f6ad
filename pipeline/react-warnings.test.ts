// @vitest-environment node
import { readFileSync } from "node:fs";
import * as acorn from "acorn";
import { describe, expect, it } from "vitest";
import { FORGET_REACT_WARNINGS } from "../src/playground/runner/shared-names.ts";
import { REACT_DEVELOPMENT_FILE, warningMemory, withForgetfulWarnings } from "./react-warnings.ts";

const reactFile = (name: string) =>
  new URL(`../node_modules/${name}`, import.meta.url).pathname.replace(/\\/g, "/");
const source = (file: string) => readFileSync(file, "utf8");
const domFile = reactFile("react-dom/cjs/react-dom-client.development.js");

describe("React's development build forgets the warnings it printed, on request", () => {
  it("finds the memory of the warnings a learner meets, and only variables it can reach", () => {
    const { memory } = warningMemory(source(domFile));
    // Missing keys, hooks in another order, uncontrolled → controlled, setState in render,
    // unknown DOM props, invalid nesting, Maps as children.
    for (const name of [
      "ownerHasKeyUseWarning",
      "didWarnAboutMismatchedHooksForComponent",
      "didWarnUncontrolledToControlled",
      "didWarnAboutUpdateInRenderForAnotherComponent",
      "warnedProperties",
      "didWarn",
      "didWarnAboutMaps",
      "didWarnAboutGenerators",
    ])
      expect(memory.has(name), name).toBe(true);
    expect(memory.get("ownerHasKeyUseWarning")).toBe("{}");
    expect(memory.get("didWarnAboutMismatchedHooksForComponent")).toBe("new Set()");
    expect(memory.get("didWarnUncontrolledToControlled")).toBe("!1");
    const runtime = warningMemory(
      source(reactFile("react/cjs/react-jsx-dev-runtime.development.js")),
    );
    expect([...runtime.memory.keys()]).toContain("didWarnAboutKeySpread");
  });

  it("adds a function that parses, and only to React's development files", () => {
    const changed = withForgetfulWarnings(source(domFile))!;
    expect(() =>
      acorn.parse(changed, { ecmaVersion: "latest", sourceType: "script" }),
    ).not.toThrow();
    expect(changed).toContain(`Symbol.for("${FORGET_REACT_WARNINGS}")`);
    expect(REACT_DEVELOPMENT_FILE.test(domFile)).toBe(true);
    expect(REACT_DEVELOPMENT_FILE.test(domFile.replace("development", "production"))).toBe(false);
    expect(withForgetfulWarnings(`"use strict"; module.exports = 1;`)).toBeNull();
  });

  it("prints a warning again once forgotten, as React's own code does", () => {
    const module = `"use strict";
"production" !== process.env.NODE_ENV &&
  (function () {
    function warn(name) {
      if (!ownerHasKeyUseWarning[name]) {
        ownerHasKeyUseWarning[name] = !0;
        printed.push(name);
      }
      didWarnAboutMaps || ((didWarnAboutMaps = !0), printed.push("map"));
    }
    var printed = (exports.printed = []),
      didWarnAboutMaps;
    var didWarnAboutGenerators = (didWarnAboutMaps = !1);
    var ownerHasKeyUseWarning = {};
    exports.warn = warn;
  })();
`;
    const scope = globalThis as Record<symbol, (() => void)[] | undefined>;
    const key = Symbol.for(FORGET_REACT_WARNINGS);
    const before = scope[key];
    scope[key] = [];
    try {
      const exports: { warn?: (name: string) => void; printed?: string[] } = {};
      new Function("exports", "process", withForgetfulWarnings(module)!)(exports, {
        env: { NODE_ENV: "development" },
      });
      exports.warn!("List");
      exports.warn!("List");
      expect(exports.printed).toEqual(["List", "map"]);
      for (const forget of scope[key]) forget();
      exports.warn!("List");
      expect(exports.printed).toEqual(["List", "map", "List", "map"]);
    } finally {
      scope[key] = before;
    }
  });
});

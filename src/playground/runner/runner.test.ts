import { screen } from "@testing-library/dom";
import { actEnvironmentForTests } from "@/test/act-environment";
import { afterEach, describe, expect, it } from "vitest";
import type { Challenge } from "@/challenges/types";
import { runChecks } from "./checks";
import { CompileError, compileModule, UNEXPECTED_END } from "./compile";
import { ImportError, loadModule } from "./evaluate";
import { createLoopGuard, RanTooLongError } from "./guard";
import { prepareImports } from "./modules";

const noGuard = Object.assign(() => {}, { reset: () => {} });

actEnvironmentForTests(false);
afterEach(() => {
  document.body.innerHTML = "";
});

describe("compileModule", () => {
  it("reports a syntax error with its 1-based line and column", () => {
    const source = 'export default function App() {\n  return <p>{"hi"</p>;\n}\n';
    try {
      compileModule(source, "App.tsx");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CompileError);
      expect((error as CompileError).line).toBe(2);
      expect((error as CompileError).column).toBeGreaterThan(1);
    }
  });

  function errorOf(source: string) {
    try {
      compileModule(source, "App.tsx");
    } catch (error) {
      if (error instanceof CompileError) return error;
    }
    throw new Error("expected a CompileError");
  }

  it("points at the token the compiler stopped at, with what it expected", () => {
    // The ";" where ")" or "," should be: line 2, column 19 (1-based).
    const error = errorOf("function App() {\n  const x = (1 + 2;\n  return x;\n}\n");
    expect([error.line, error.column]).toEqual([2, 19]);
    expect(error.message).toBe('Unexpected token, expected ","');
  });

  it("marks a missing comma at the next property, not a line below the mistake", () => {
    const error = errorOf("const a = {\n  b: 1\n  c: 2\n};\n");
    expect([error.line, error.column]).toEqual([3, 3]);
  });

  it("says the code ended while something was open, just after the last character", () => {
    const error = errorOf("function App() {\n  if (true) {\n    return 1;\n}\n\n");
    expect(error.message).toBe(UNEXPECTED_END);
    expect([error.line, error.column]).toEqual([4, 2]);
  });

  it("strips types and keeps line numbers", () => {
    const { code } = compileModule(
      "const a: number = 1;\nconst b = <i />;\nexport { a, b };",
      "a.tsx",
    );
    expect(code.split("\n")[1]).toContain("_jsx");
    expect(code).not.toContain(": number");
  });

  it("lists what a module imports", () => {
    const { imports } = compileModule(
      'import React, { useState as useS } from "react";\nimport * as Icons from "lucide-react";\nexport const all = [React, useS, Icons];',
      "a.tsx",
    );
    expect(imports).toEqual([
      { source: "react", names: ["default", "useState"] },
      { source: "lucide-react", names: [] },
    ]);
  });

  it("guards every kind of loop", () => {
    const source = [
      "for (let i = 0; i < 1; i++) {}",
      "for (const k in {}) k;",
      "for (const v of []) v;",
      "while (false) {}",
      "do {} while (false);",
    ].join("\n");
    const { code } = compileModule(source, "loops.ts");
    expect(code.match(/__guard\(\)/g)).toHaveLength(5);
  });
});

describe("loadModule", () => {
  it("renders the default export, or else the first exported component", () => {
    const named = loadModule(
      "export const helper = 1;\nexport function Card() { return null; }",
      "c.tsx",
      noGuard,
    );
    expect(named.component?.name).toBe("Card");
    expect(named.exports.helper).toBe(1);
    const byDefault = loadModule(
      "export function A() { return null; }\nexport default function B() { return null; }",
      "b.tsx",
      noGuard,
    );
    expect(byDefault.component?.name).toBe("B");
  });

  it("names a module it cannot provide and lists what can be imported", () => {
    expect(() =>
      loadModule('import axios from "axios";\naxios.get("/");', "a.tsx", noGuard),
    ).toThrow(ImportError);
    expect(() =>
      loadModule('import axios from "axios";\naxios.get("/");', "a.tsx", noGuard),
    ).toThrow(/Cannot import "axios".*You can import: .*react/);
  });

  it("names a missing export of a module it has", () => {
    expect(() =>
      loadModule('import { useStat } from "react";\nuseStat(0);', "a.tsx", noGuard),
    ).toThrow(/"react" has no export named "useStat"/);
  });

  it("starts the modules a reader's code imports, then resolves the demos' own imports", async () => {
    const source = [
      'import { Button } from "@/components/ui/button";',
      'import { cn } from "@/lib/cn";',
      'import { Plus } from "lucide-react";',
      'import { POSTS_LIMIT } from "@/data/constants";',
      'import { counterReducer } from "./reducer-counter";',
      "export const all = [Button, cn, Plus, POSTS_LIMIT, counterReducer];",
    ].join("\n");
    await prepareImports([source], "src/demos/reducer-counter-demo.tsx");
    const { exports } = loadModule(source, "src/demos/reducer-counter-demo.tsx", noGuard);
    expect((exports.all as unknown[]).every(Boolean)).toBe(true);
  });

  it("stops a loop that never ends", () => {
    const guard = createLoopGuard(100, () => {});
    const started = performance.now();
    expect(() => loadModule("while (true) {}", "a.ts", guard)).toThrow(RanTooLongError);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("runChecks", () => {
  const challenge: Challenge = {
    starter: "",
    solution: "",
    hint: "",
    explanation: "",
    checks: [
      {
        name: "Clicking +1 twice shows 2",
        run: async ({ screen: view, user, expect: check }) => {
          const button = view.getByRole("button", { name: "+1" });
          await user.click(button);
          await user.click(button);
          check(
            view.queryByText("Count: 2"),
            `Expected "Count: 2", saw "${view.queryByRole("status")?.textContent}".`,
          );
        },
      },
      {
        name: "Loads the greeting",
        setup: ({ mockFetch }) => mockFetch(() => new Response(JSON.stringify({ text: "Hello" }))),
        run: async ({ screen: view }) => {
          await view.findByText("Hello");
        },
      },
    ],
  };
  const good = `
import { useEffect, useState } from "react";
export default function App() {
  const [count, setCount] = useState(0);
  const [text, setText] = useState("");
  useEffect(() => {
    fetch("/api/greeting").then((r) => r.json()).then((data: { text: string }) => setText(data.text));
  }, []);
  return <div><p role="status">Count: {count}</p><button onClick={() => setCount((c) => c + 1)}>+1</button><p>{text}</p></div>;
}`;

  it("passes a correct component and fails a stale one, with the check's message", async () => {
    const host = document.createElement("div");
    document.body.appendChild(host);
    const options = { file: "App.tsx", host, guard: noGuard };
    expect(await runChecks(challenge, { ...options, source: good })).toEqual([
      { name: "Clicking +1 twice shows 2", passed: true },
      { name: "Loads the greeting", passed: true },
    ]);
    const stale = good.replace("setCount((c) => c + 1)", "setCount(count + (count > 0 ? 0 : 1))");
    const results = await runChecks(challenge, { ...options, source: stale });
    expect(results[0]).toEqual({
      name: "Clicking +1 twice shows 2",
      passed: false,
      message: 'Expected "Count: 2", saw "Count: 1".',
    });
    expect(host.childElementCount).toBe(0);
    expect(screen.queryByText("Hello")).toBeNull();
  });

  it("reports a component that throws, and code that does not compile", async () => {
    const host = document.createElement("div");
    document.body.appendChild(host);
    const options = { file: "App.tsx", host, guard: noGuard };
    const throws = await runChecks(challenge, {
      ...options,
      source: 'export default function App() { throw new Error("boom"); }',
    });
    expect(throws[0].passed).toBe(false);
    expect(throws[0].message).toMatch(/boom/);
    const broken = await runChecks(challenge, {
      ...options,
      source: "export default function App( {",
    });
    expect(broken[0].passed).toBe(false);
  });
});

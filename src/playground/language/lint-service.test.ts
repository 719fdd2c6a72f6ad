// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lint } from "./lint-service";

const conditionalHook = `import { useEffect, useState } from "react";

export default function Counter({ on }: { on: boolean }) {
  if (on) {
    const [extra] = useState(0);
    console.log(extra);
  }
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(count + 1);
  }, []);
  return <p>{count}</p>;
}
`;

describe("lint (React's rules in the worker)", () => {
  it("flags a hook inside an if and a state update at the top of an effect, by rule", () => {
    const found = lint("src/demos/counter-demo.tsx", conditionalHook);
    const rules = found.map((diagnostic) => diagnostic.code);
    expect(rules).toContain("react-hooks/rules-of-hooks");
    expect(rules).toContain("react-hooks/set-state-in-effect");
    expect(found.every((diagnostic) => diagnostic.severity === "warning")).toBe(true);
    const hook = found.find((diagnostic) => diagnostic.code === "react-hooks/rules-of-hooks")!;
    expect(conditionalHook.slice(hook.from, hook.to)).toBe("useState");
    expect(hook.message).toMatch(/called conditionally/);
    const effect = found.find(
      (diagnostic) => diagnostic.code === "react-hooks/set-state-in-effect",
    )!;
    expect(effect.message).not.toMatch(/^Error:/);
    expect(conditionalHook.slice(effect.from, effect.to)).toBe("setCount");
  });

  it("offers exhaustive-deps' fix as a quick fix, with its edit", () => {
    const missing = lint("src/demos/counter-demo.tsx", conditionalHook).find(
      (diagnostic) => diagnostic.code === "react-hooks/exhaustive-deps",
    );
    expect(missing?.message).toMatch(/missing dependency: 'count'/);
    expect(missing?.fixes?.[0].title).toMatch(/Update the dependencies array/);
    const [change] = missing!.fixes![0].changes;
    const fixed =
      conditionalHook.slice(0, change.from) + change.insert + conditionalHook.slice(change.to);
    expect(fixed).toContain("}, [count]);");
  });

  it("finds nothing in a demo as shipped", () => {
    const file = "src/demos/mini-router-demo.tsx";
    const source = readFileSync(path.resolve(import.meta.dirname, "../../..", file), "utf8");
    expect(lint(file, source)).toEqual([]);
  });

  it("leaves syntax errors to the type checker", () => {
    expect(lint("x.tsx", "export default function App( {")).toEqual([]);
  });
});

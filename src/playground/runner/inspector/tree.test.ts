import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { actEnvironmentForTests } from "@/test/act-environment";
import type { InspectorDetails, InspectorNode } from "../../inspector-protocol";
import { loadModule } from "../evaluate";
import { mountComponent } from "../mount";
import { onCommit } from "../render-counter";
import { readableName, wordsOf, type FiberRoot } from "./fibers";
import { readSourceHooks } from "./hook-names";
import { ComponentTree } from "./tree";

/**
 * The inspector's reading of real commits: a reader's module compiled and run as the runner
 * runs it, mounted inside StrictMode as the preview is, clicked as a reader clicks.
 */

const noGuard = Object.assign(() => {}, { reset: () => {} });
actEnvironmentForTests(true);

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  document.body.innerHTML = "";
});

/** Runs `source` as the preview does, with a tree that watches its commits from the start. */
async function preview(source: string, { watchFromStart = true } = {}) {
  const bindings = new Map<string, unknown>();
  const { component } = loadModule(source, "App.tsx", noGuard, { bindings });
  const names = new Map([...bindings].map(([name, value]) => [value, name] as [unknown, string]));
  const hooks = readSourceHooks(source, "App.tsx");
  let effects = 0;
  const words = wordsOf(source);
  const tree = new ComponentTree({
    names: () => names,
    readable: (name) => readableName(name, words),
    sourceHooks: () => hooks,
    onEffect: () => (effects += 1),
  });
  const container = document.createElement("div");
  document.body.append(container);
  let watching = watchFromStart;
  stops.push(
    onCommit((root) => {
      if (watching && root.containerInfo === container) tree.observe(root as FiberRoot, true);
    }),
  );
  let root: ReturnType<typeof mountComponent> | undefined;
  await act(async () => {
    root = mountComponent(container, component!, (error) => {
      throw error;
    });
  });
  stops.push(() => act(() => root?.unmount()));
  const node = (name: string, nth = 0): InspectorNode => {
    const found = tree.nodes.filter((entry) => entry.name === name)[nth];
    if (!found) throw new Error(`No node ${name} in ${tree.nodes.map((n) => n.name).join(", ")}`);
    return found;
  };
  return {
    tree,
    container,
    node,
    details: (name: string, nth = 0) => tree.details(node(name, nth).id) as InspectorDetails,
    effects: () => effects,
    /** Starts watching now, the tree on screen read as it is (the view opening late). */
    openNow: () => {
      watching = true;
      const key = Object.keys(container).find((name) => name.startsWith("__reactContainer$"))!;
      const hostRoot = (container as unknown as Record<string, { stateNode: FiberRoot }>)[key];
      tree.observe(hostRoot.stateNode, false);
    },
    click: async (text: string) => {
      const button = [...container.querySelectorAll("button")].find(
        (element) => element.textContent === text,
      );
      if (!button) throw new Error(`No button "${text}"`);
      await act(async () => button.click());
    },
  };
}

const reasons = (details: InspectorDetails) =>
  details.history.map((record) => record.reasons.map((reason) => `${reason.kind}:${reason.text}`));

const counter = `import { useState } from "react";
export default function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>+1</button>;
}`;

describe("the component tree", () => {
  it("shows a component's state, and a click's render with its reason", async () => {
    const view = await preview(counter);
    expect(view.tree.nodes.map(({ name, depth, kind }) => ({ name, depth, kind }))).toEqual([
      { name: "Counter", depth: 0, kind: "function" },
    ]);
    let details = view.details("Counter");
    expect(details.hooks).toEqual([{ index: 1, hook: "useState", name: "count", value: "0" }]);
    expect(details.renders).toBe(1);
    expect(details.seenSince).toBe("mount");
    expect(reasons(details)).toEqual([["mount:"]]);

    await view.click("+1");
    details = view.details("Counter");
    expect(details.hooks[0].value).toBe("1");
    expect(details.renders).toBe(2);
    expect(reasons(details)).toEqual([["mount:"], ["state:count: 0 → 1"]]);
    expect(view.node("Counter").changed).toBe(true);
  });

  it("counts nothing before the view opens, then each render after", async () => {
    const view = await preview(counter, { watchFromStart: false });
    await view.click("+1");
    view.openNow();
    let details = view.details("Counter");
    expect(details.renders).toBe(0);
    expect(details.seenSince).toBe("open");
    expect(details.hooks[0].value).toBe("1");
    expect(view.node("Counter").changed).toBe(false);
    await view.click("+1");
    details = view.details("Counter");
    expect(details.renders).toBe(1);
    expect(reasons(details)).toEqual([["state:count: 1 → 2"]]);
  });

  it("says a child rendered because its parent did, and which props changed", async () => {
    const view = await preview(`import { useState } from "react";
function Label({ text }: { text: string }) { return <p>{text}</p>; }
function Shown({ value, onReset }: { value: number; onReset: () => void }) {
  return <p onClick={onReset}>{value}</p>;
}
export default function App() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button onClick={() => setCount(count + 1)}>+1</button>
      <Label text="Total" />
      <Shown value={count} onReset={() => setCount(0)} />
    </div>
  );
}`);
    expect(view.tree.nodes.map(({ name, depth }) => `${depth}:${name}`)).toEqual([
      "0:App",
      "1:Label",
      "1:Shown",
    ]);
    await view.click("+1");
    expect(reasons(view.details("App")).at(-1)).toEqual(["state:count: 0 → 1"]);
    // Equal props, a new object: only the parent's render explains it (what memo would save).
    expect(reasons(view.details("Label")).at(-1)).toEqual(["parent:App"]);
    expect(reasons(view.details("Shown")).at(-1)).toEqual(["parent:App", "props:value, onReset"]);
    expect(view.details("Shown").props).toEqual([
      { name: "value", value: "1" },
      { name: "onReset", value: "[Function: onReset]" },
    ]);
  });

  it("counts the renders memo skipped, and says whose render it skipped", async () => {
    const view = await preview(`import { memo, useState } from "react";
const Row = memo(function Row({ label }: { label: string }) { return <li>{label}</li>; });
const Total = memo(
  ({ items }: { items: string[] }) => <p>{items.length}</p>,
  (before, after) => before.items.length === after.items.length,
);
export default function List() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button onClick={() => setCount(count + 1)}>+1</button>
      <ul><Row key="a" label="a" /><Row key="b" label="b" /></ul>
      <Total items={["a", "b"]} />
    </div>
  );
}`);
    const row = view.node("Row");
    expect(row).toMatchObject({ kind: "memo", key: "a", renders: 1, skipped: 0 });
    // The memo with a compare function wraps its component: one node, named by its binding.
    expect(view.node("Total")).toMatchObject({ kind: "memo", depth: 1 });
    await view.click("+1");
    await view.click("+1");
    for (const name of ["Row", "Total"]) {
      expect(view.node(name)).toMatchObject({ renders: 1, skipped: 2, changed: true });
      expect(reasons(view.details(name)).at(-1)).toEqual(["skipped:List"]);
    }
    expect(view.details("Row", 1).key).toBe("b");
  });

  it("says when a context's new value made a component render", async () => {
    const view = await preview(`import { createContext, memo, useContext, useState } from "react";
const ThemeContext = createContext("light");
const Badge = memo(function Badge() {
  const theme = useContext(ThemeContext);
  return <p>{theme}</p>;
});
export default function App() {
  const [theme, setTheme] = useState("light");
  return (
    <ThemeContext value={theme}>
      <button onClick={() => setTheme("dark")}>Dark</button>
      <Badge />
    </ThemeContext>
  );
}`);
    expect(view.tree.nodes.map(({ name, depth, kind }) => `${depth}:${name}:${kind}`)).toEqual([
      "0:App:function",
      "1:ThemeContext:context",
      "2:Badge:memo",
    ]);
    await view.click("Dark");
    expect(reasons(view.details("Badge")).at(-1)).toEqual(["context:ThemeContext"]);
    expect(view.details("ThemeContext").props).toEqual(
      expect.arrayContaining([{ name: "value", value: '"dark"' }]),
    );
  });

  it("shows a minified library's short names as Anonymous, and the reader's own short names", async () => {
    const view = await preview(`// A library's component as the runner's minified bundle has it.
function made() {
  const inner = () => <b>library</b>;
  Object.defineProperty(inner, "name", { value: "o" + "8" });
  return inner;
}
const parts = [made()];
export default function App() {
  const Library = parts[0];
  function Tab() {
    return <i>tab</i>;
  }
  return (
    <div>
      <Library />
      <Tab />
    </div>
  );
}`);
    expect(view.tree.nodes.map((node) => node.name)).toEqual(["App", "Anonymous", "Tab"]);
  });

  it("logs StrictMode's second run of an effect on mount, and a cleanup before the next", async () => {
    const view = await preview(`import { useEffect, useState } from "react";
export default function Chat() {
  const [room, setRoom] = useState("general");
  useEffect(() => {
    const connection = { room };
    return () => void connection;
  }, [room]);
  return <button onClick={() => setRoom("music")}>Music</button>;
}`);
    let details = view.details("Chat");
    expect(details.hooks.map((hook) => [hook.hook, hook.name, hook.value])).toEqual([
      ["useState", "room", '"general"'],
      ["useEffect", null, '["general"]'],
    ]);
    expect(details.effects).toEqual([
      {
        index: 2,
        runs: [
          { commit: 1, phase: "setup" },
          { commit: 1, phase: "cleanup" },
          { commit: 1, phase: "setup" },
        ],
      },
    ]);
    await view.click("Music");
    details = view.details("Chat");
    expect(details.effects[0].runs.slice(3)).toEqual([
      { commit: 2, phase: "cleanup" },
      { commit: 2, phase: "setup" },
    ]);
    expect(view.effects()).toBe(5);
  });

  it("logs StrictMode's two setups of an effect that returns no cleanup", async () => {
    const view = await preview(`import { useEffect, useState } from "react";
export default function Ticker() {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    (globalThis as any).__ticker = () => setTicks(ticks + 1);
  }, []);
  return <p>{ticks}</p>;
}`);
    expect(view.details("Ticker").effects).toEqual([
      {
        index: 2,
        runs: [
          { commit: 1, phase: "setup" },
          { commit: 1, phase: "setup" },
        ],
      },
    ]);
  });

  it("puts back the effects it wrapped when stopped, and logs nothing after", async () => {
    const calls: string[] = [];
    (globalThis as { __calls?: string[] }).__calls = calls;
    const view = await preview(`import { useEffect, useState } from "react";
export default function Ticker() {
  const [n, setN] = useState(0);
  useEffect(() => {
    (globalThis as any).__calls.push("setup " + n);
    return () => (globalThis as any).__calls.push("cleanup " + n);
  }, [n]);
  return <button onClick={() => setN(n + 1)}>Next</button>;
}`);
    view.tree.stop();
    const runs = view.details("Ticker").effects[0].runs.length;
    await view.click("Next");
    // The reader's effect still runs exactly as written; the tree no longer logs it.
    expect(calls).toEqual(["setup 0", "cleanup 0", "setup 0", "cleanup 0", "setup 1"]);
    expect(view.details("Ticker").effects[0].runs).toHaveLength(runs);
  });

  it("names hooks through a custom hook of the same file, each as the source calls it", async () => {
    const view = await preview(`import { useId, useRef, useState, useTransition } from "react";
function useToggle(initial: boolean) {
  const [on, setOn] = useState(initial);
  return [on, () => setOn(!on)] as const;
}
export default function Panel() {
  const [open, toggle] = useToggle(false);
  const id = useId();
  const [isPending, startTransition] = useTransition();
  const box = useRef<HTMLDivElement>(null);
  return <div id={id} ref={box} onClick={() => startTransition(toggle)}>{String(open && isPending)}</div>;
}`);
    const hooks = view.details("Panel").hooks;
    expect(hooks.map((hook) => [hook.hook, hook.name])).toEqual([
      ["useState (in useToggle)", "on"],
      ["useId", "id"],
      ["useTransition", "isPending"],
      ["useTransition", "startTransition"],
      ["useRef", "box"],
    ]);
    expect(hooks[0].value).toBe("false");
    expect(hooks[4].value).toMatch(/^\{ current: <div id="/);
  });
});

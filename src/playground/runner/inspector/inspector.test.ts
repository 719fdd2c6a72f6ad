import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { actEnvironmentForTests } from "@/test/act-environment";
import type { InspectorReport, InspectorSettings } from "../../inspector-protocol";
import { loadModule } from "../evaluate";
import { mountComponent } from "../mount";
import { createInspector, REPORT_EVERY_MS, type RunOnScreen } from "./inspector";

/**
 * The runner's inspector as the runner drives it: settings in, reports out, nothing at all
 * while the view is closed, the preview's presses kept from the app while picking.
 */

const noGuard = Object.assign(() => {}, { reset: () => {} });
actEnvironmentForTests(true);

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
  cleanups = [];
  document.body.innerHTML = "";
  document.documentElement.querySelector("[data-inspector-overlay]")?.remove();
  vi.useRealTimers();
});

const counter = `import { useState } from "react";
export default function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Count {count}</button>;
}`;

function setup() {
  const preview = document.createElement("main");
  document.body.append(preview);
  const reports: InspectorReport[] = [];
  let onScreen: RunOnScreen | null = null;
  let root: ReturnType<typeof mountComponent> | null = null;
  const inspector = createInspector({
    preview,
    post: (report) => reports.push(report),
    run: () => onScreen,
  });
  const run = async (source: string) => {
    const bindings = new Map<string, unknown>();
    const { component } = loadModule(source, "App.tsx", noGuard, { bindings });
    await act(async () => {
      root?.unmount();
      onScreen = { source, file: "App.tsx", bindings };
      root = mountComponent(preview, component!, (error) => {
        throw error;
      });
    });
  };
  cleanups.push(() => {
    inspector.apply({ type: "inspector", seq: 99, ...closedSettings });
    act(() => root?.unmount());
  });
  let seq = 0;
  const apply = (settings: Partial<InspectorSettings>) =>
    inspector.apply({
      type: "inspector",
      seq: ++seq,
      ...{ open: true, selected: null, picking: false, highlight: false },
      ...settings,
    });
  const button = () => preview.querySelector("button")!;
  /** The reports that arrive within the time one is sent after a commit. */
  const settle = () =>
    act(() => new Promise((resolve) => setTimeout(resolve, REPORT_EVERY_MS + 20)));
  return { preview, reports, run, apply, button, settle };
}

const closedSettings: InspectorSettings = {
  open: false,
  selected: null,
  picking: false,
  highlight: false,
};

describe("the runner's inspector", () => {
  it("reports the tree when opened, and the selected component's details", async () => {
    const { reports, run, apply } = setup();
    await run(counter);
    apply({});
    expect(reports).toHaveLength(1);
    const [first] = reports;
    expect(first).toMatchObject({ type: "inspector", seq: 1, selected: null, details: null });
    expect(first.nodes.map((node) => node.name)).toEqual(["Counter"]);
    apply({ selected: first.nodes[0].id });
    expect(reports.at(-1)!.details).toMatchObject({
      name: "Counter",
      hooks: [{ hook: "useState", name: "count", value: "0" }],
      seenSince: "open",
    });
  });

  it("reports each commit while open, at most one report per interval", async () => {
    const { reports, run, apply, button, settle } = setup();
    await run(counter);
    apply({});
    apply({ selected: reports[0].nodes[0].id });
    const before = reports.length;
    // Two commits in quick succession: one report says both.
    await act(async () => button().click());
    await act(async () => button().click());
    await settle();
    expect(reports.length).toBe(before + 1);
    expect(reports.at(-1)!.details).toMatchObject({ renders: 2, hooks: [{ value: "2" }] });
  });

  it("does nothing while closed: no report, nothing drawn, the app's presses its own", async () => {
    const { reports, run, apply, button, settle } = setup();
    await run(counter);
    apply({ highlight: true, picking: true });
    expect(document.querySelector("[data-inspector-overlay]")).not.toBeNull();
    apply({ open: false });
    expect(document.querySelector("[data-inspector-overlay]")).toBeNull();
    const before = reports.length;
    await act(async () => button().click());
    await settle();
    expect(button().textContent).toBe("Count 1");
    expect(reports).toHaveLength(before);
  });

  it("picks the component under a click in the preview, which the app never sees", async () => {
    const { reports, run, apply, button } = setup();
    await run(`import { useState } from "react";
function Step({ onNext }: { onNext: () => void }) { return <button onClick={onNext}>Next</button>; }
export default function Wizard() {
  const [step, setStep] = useState(1);
  return <section><p>Step {step}</p><Step onNext={() => setStep(step + 1)} /></section>;
}`);
    apply({ picking: true });
    expect(document.documentElement.style.cursor).toBe("crosshair");
    await act(async () => button().click());
    const last = reports.at(-1)!;
    expect(last.picking).toBe(false);
    expect(last.nodes.find((node) => node.id === last.selected)?.name).toBe("Step");
    expect(last.details?.name).toBe("Step");
    // The press selected; it did not go to the app.
    expect(document.querySelector("p")!.textContent).toBe("Step 1");
    expect(document.documentElement.style.cursor).toBe("");
    // Picking is over: the next press is the app's again.
    await act(async () => button().click());
    expect(document.querySelector("p")!.textContent).toBe("Step 2");
  });

  it("keeps the selection on the same component when the code runs again", async () => {
    const { reports, run, apply, settle } = setup();
    const source = (label: string) => `import { useState } from "react";
function Item({ text }: { text: string }) { return <li>{text}</li>; }
export default function List() {
  return <ul><Item text="a" /><Item text="${label}" /></ul>;
}`;
    await run(source("b"));
    apply({});
    const second = reports[0].nodes.filter((node) => node.name === "Item")[1];
    apply({ selected: second.id });
    await run(source("c"));
    await settle();
    const last = reports.at(-1)!;
    expect(last.selected).not.toBe(second.id);
    expect(last.details).toMatchObject({
      name: "Item",
      props: [{ name: "text", value: '"c"' }],
      seenSince: "mount",
      renders: 1,
    });
  });
});

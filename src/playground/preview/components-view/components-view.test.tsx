import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { RunnerHost } from "../use-runner";
// Compiled before the tests, so that the view's own import of it (its chunk, in the browser)
// finds it ready rather than racing a loaded machine's transform.
import "./components-panel";
import { ComponentsView } from "./components-view";
import type { InspectorNode, InspectorReport, InspectorSettings } from "../../inspector-protocol";

/** A runner that records what the view sends and delivers the reports a test makes up. */
function fakeRunner() {
  const sent: InspectorSettings[] = [];
  const listeners = new Set<(report: InspectorReport) => void>();
  const rerun = vi.fn();
  const runner = {
    rerun,
    inspector: {
      send: (settings: InspectorSettings) => sent.push(settings),
      listen: (listener: (report: InspectorReport) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  } as unknown as RunnerHost;
  const deliver = (report: Partial<InspectorReport>) =>
    act(() => {
      for (const listener of listeners)
        listener({
          type: "inspector",
          seq: sent.length,
          commit: 1,
          nodes,
          truncated: false,
          selected: null,
          picking: false,
          details: null,
          ...report,
        });
    });
  return { runner, sent, deliver, rerun, listening: () => listeners.size };
}

const node = (id: number, name: string, depth: number, extra: Partial<InspectorNode> = {}) => ({
  id,
  name,
  depth,
  kind: "function" as const,
  key: null,
  renders: 1,
  skipped: 0,
  changed: false,
  ...extra,
});

const nodes: InspectorNode[] = [
  node(1, "App", 0),
  node(2, "Toolbar", 1),
  node(3, "Row", 1, { kind: "memo", key: "a", skipped: 2 }),
];

const counterDetails = (count: number, renders: number) => ({
  id: 1,
  name: "App",
  kind: "function" as const,
  key: null,
  props: [],
  hooks: [{ index: 1, hook: "useState", name: "count", value: String(count) }],
  state: [],
  effects: [],
  renders,
  skipped: 0,
  history: [
    { commit: 1, reasons: [{ kind: "mount" as const, text: "" }] },
    ...(renders > 1
      ? [
          {
            commit: 2,
            reasons: [{ kind: "state" as const, text: `count: ${count - 1} → ${count}` }],
          },
        ]
      : []),
  ],
  seenSince: "mount" as const,
});

async function openView() {
  const fake = fakeRunner();
  const user = userEvent.setup();
  render(<ComponentsView runner={fake.runner} title="Counter" />);
  const toggle = screen.getByRole("button", { name: /Components/ });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  // Closed: nothing is sent, nobody listens.
  expect(fake.sent).toEqual([]);
  await user.click(toggle);
  await screen.findByRole("button", { name: "Select in preview" }, { timeout: 10_000 });
  return { ...fake, user, toggle };
}

describe("the Components view", () => {
  it("opens on demand, asks the runner to inspect, and tells it when it closes", async () => {
    const { sent, user, toggle, listening } = await openView();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(sent.at(-1)).toEqual({ open: true, selected: null, picking: false, highlight: false });
    expect(screen.getByText("Reading the components of Counter…")).toHaveRole("status");
    await user.click(toggle);
    expect(sent.at(-1)).toEqual({ open: false, selected: null, picking: false, highlight: false });
    expect(listening()).toBe(0);
  });

  it("shows the tree as an ARIA tree; arrows move and select, Left and Right close and open", async () => {
    const { deliver, sent, user } = await openView();
    deliver({});
    const tree = screen.getByRole("tree", { name: "Components in the preview" });
    const items = within(tree).getAllByRole("treeitem");
    expect(items.map((item) => item.getAttribute("aria-level"))).toEqual(["1", "2", "2"]);
    expect(items[0]).toHaveAccessibleName("App 1 render");
    expect(items[2]).toHaveAccessibleName('Row key="a" memo 1 render, 2 skipped');
    expect(items[0]).toHaveAttribute("aria-expanded", "true");
    expect(items[1]).not.toHaveAttribute("aria-expanded");
    // One tab stop.
    expect(items.map((item) => item.tabIndex)).toEqual([0, -1, -1]);
    items[0].focus();
    await user.keyboard("{ArrowDown}");
    expect(items[1]).toHaveFocus();
    expect(sent.at(-1)).toMatchObject({ selected: 2 });
    deliver({ selected: 2 });
    expect(within(tree).getAllByRole("treeitem")[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}");
    expect(items[0]).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(items[0]).toHaveAttribute("aria-expanded", "false");
    expect(within(tree).getAllByRole("treeitem")).toHaveLength(1);
    await user.keyboard("{ArrowRight}");
    expect(within(tree).getAllByRole("treeitem")).toHaveLength(3);
    await user.keyboard("{End}");
    expect(within(tree).getAllByRole("treeitem")[2]).toHaveFocus();
  });

  it("shows the selected component's state, and its next render with the reason", async () => {
    const { deliver, sent, user } = await openView();
    deliver({});
    await user.click(screen.getByRole("treeitem", { name: /^App/ }));
    expect(sent.at(-1)).toMatchObject({ selected: 1 });
    deliver({ selected: 1, details: counterDetails(0, 1) });
    const hooks = screen.getByRole("region", { name: "State and hooks" });
    expect(hooks).toHaveTextContent("1. useState count: 0");
    expect(screen.getByText("1 render since it mounted.")).toBeInTheDocument();
    deliver({ selected: 1, details: counterDetails(1, 2) });
    expect(hooks).toHaveTextContent("1. useState count: 1");
    const renders = within(screen.getByRole("region", { name: "Why it rendered" })).getAllByRole(
      "listitem",
    );
    expect(renders.map((item) => item.textContent)).toEqual([
      "Render 2: State changed: count: 0 → 1",
      "Render 1: Mounted: its first render",
    ]);
  });

  it("turns picking and highlighting on and off, and follows a pick made in the preview", async () => {
    const { deliver, sent, user } = await openView();
    deliver({});
    const pick = screen.getByRole("button", { name: "Select in preview" });
    await user.click(pick);
    expect(pick).toHaveAttribute("aria-pressed", "true");
    expect(sent.at(-1)).toMatchObject({ picking: true });
    // The runner picked Row: the report under the latest settings says so.
    deliver({ selected: 3, picking: false });
    expect(pick).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("treeitem", { name: /^Row/ })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("checkbox", { name: "Highlight renders" }));
    expect(sent.at(-1)).toEqual({ open: true, selected: 3, picking: false, highlight: true });
  });

  it("ignores a selection from a report older than the reader's latest choice", async () => {
    const { deliver, sent, user } = await openView();
    deliver({});
    await user.click(screen.getByRole("treeitem", { name: /^Toolbar/ }));
    deliver({ seq: sent.length - 1, selected: 3 });
    expect(screen.getByRole("treeitem", { name: /^Toolbar/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("names StrictMode's second run of an effect on mount, with a cleanup or without one", async () => {
    const { deliver, user } = await openView();
    deliver({});
    await user.click(screen.getByRole("treeitem", { name: /^App/ }));
    const effect = (phases: ("setup" | "cleanup")[]) => ({
      ...counterDetails(0, 1),
      hooks: [{ index: 1, hook: "useEffect", name: null, value: "[]" }],
      effects: [{ index: 1, runs: phases.map((phase) => ({ commit: 1, phase })) }],
    });
    deliver({ selected: 1, details: effect(["setup", "cleanup", "setup"]) });
    const hooks = screen.getByRole("region", { name: "State and hooks" });
    expect(hooks).toHaveTextContent("On mount: setup → cleanup → setup");
    expect(hooks).toHaveTextContent("StrictMode ran the effect, cleaned it up and ran it again");
    expect(within(hooks).getByRole("link", { name: "why effects run twice" })).toHaveAttribute(
      "href",
      expect.stringContaining("#why-effects-run-twice-in-development"),
    );
    // No cleanup returned: two setups, and what that means.
    deliver({ selected: 1, details: effect(["setup", "setup"]) });
    expect(hooks).toHaveTextContent("On mount: setup → setup");
    expect(hooks).toHaveTextContent("it returned no cleanup, so whatever its setup starts");
    // Watched only since the view opened: the first run seen is not called a mount.
    deliver({
      selected: 1,
      details: { ...effect(["cleanup", "setup"]), seenSince: "open" },
    });
    expect(hooks).toHaveTextContent("After a render: cleanup → setup");
    expect(hooks).not.toHaveTextContent("StrictMode");
  });

  it("offers to run the code again when the component was there before the view", async () => {
    const { deliver, rerun, user } = await openView();
    deliver({});
    await user.click(screen.getByRole("treeitem", { name: /^App/ }));
    deliver({ selected: 1, details: { ...counterDetails(3, 0), history: [], seenSince: "open" } });
    expect(screen.getByText("0 renders since this view opened.")).toBeInTheDocument();
    const buttons = screen.getAllByRole("button", { name: "Run again" });
    await user.click(buttons[buttons.length - 1]);
    expect(rerun).toHaveBeenCalledOnce();
  });
});

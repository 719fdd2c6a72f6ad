// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isFromRunner, isToRunner } from "./protocol";
import {
  HISTORY_LIMIT,
  NODE_LIMIT,
  type InspectorDetails,
  type InspectorReport,
} from "./inspector-protocol";

const node = {
  id: 1,
  name: "Counter",
  depth: 0,
  kind: "function",
  key: null,
  renders: 2,
  skipped: 0,
  changed: true,
} as const;

const details: InspectorDetails = {
  id: 1,
  name: "Counter",
  kind: "function",
  key: null,
  props: [{ name: "start", value: "0" }],
  hooks: [{ index: 1, hook: "useState", name: "count", value: "1" }],
  state: [],
  effects: [{ index: 2, runs: [{ commit: 1, phase: "setup" }] }],
  renders: 2,
  skipped: 0,
  history: [{ commit: 2, reasons: [{ kind: "state", text: "count: 0 → 1" }] }],
  seenSince: "mount",
};

const report: InspectorReport = {
  type: "inspector",
  seq: 3,
  commit: 2,
  nodes: [node],
  truncated: false,
  selected: 1,
  picking: false,
  details,
};

describe("the Components view's messages", () => {
  it("accepts the runner's reports and the guide's settings", () => {
    expect(isFromRunner(report)).toBe(true);
    expect(isFromRunner({ ...report, selected: null, details: null, nodes: [] })).toBe(true);
    expect(
      isToRunner({
        type: "inspector",
        seq: 1,
        open: true,
        selected: null,
        picking: false,
        highlight: true,
      }),
    ).toBe(true);
  });

  it.each([
    ["a node of an unknown kind", { ...report, nodes: [{ ...node, kind: "host" }] }],
    ["a negative id", { ...report, selected: -1 }],
    ["a name that is not text", { ...report, nodes: [{ ...node, name: 1 }] }],
    ["too many nodes", { ...report, nodes: Array(NODE_LIMIT + 1).fill(node) }],
    [
      "an unknown reason",
      {
        ...report,
        details: { ...details, history: [{ commit: 1, reasons: [{ kind: "magic", text: "" }] }] },
      },
    ],
    [
      "too long a history",
      {
        ...report,
        details: { ...details, history: Array(HISTORY_LIMIT + 1).fill(details.history[0]) },
      },
    ],
    [
      "an effect phase of its own",
      {
        ...report,
        details: { ...details, effects: [{ index: 1, runs: [{ commit: 1, phase: "boom" }] }] },
      },
    ],
    ["details without their hooks", { ...report, details: { ...details, hooks: undefined } }],
  ])("refuses a report with %s", (_, message) => {
    expect(isFromRunner(message)).toBe(false);
  });

  it("refuses settings with a part missing", () => {
    expect(
      isToRunner({ type: "inspector", seq: 1, open: true, selected: null, picking: false }),
    ).toBe(false);
    expect(
      isToRunner({
        type: "inspector",
        seq: 1,
        open: "yes",
        selected: null,
        picking: false,
        highlight: false,
      }),
    ).toBe(false);
  });
});

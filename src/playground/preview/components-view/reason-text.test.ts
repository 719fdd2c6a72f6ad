// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { RenderReason } from "../../inspector-protocol";
import { effectRounds, isStrictModeRound, phasesText, reasonText, recordText } from "./reason-text";

const text = (...reasons: RenderReason[]) => recordText({ commit: 1, reasons });

describe("the view's words for a render", () => {
  it("says each reason the runner found", () => {
    expect(text({ kind: "mount", text: "" })).toBe("Mounted: its first render");
    expect(text({ kind: "state", text: "count: 0 → 1" })).toBe("State changed: count: 0 → 1");
    expect(text({ kind: "context", text: "ThemeContext" })).toBe("Context changed: ThemeContext");
    expect(
      text({ kind: "parent", text: "App" }, { kind: "props", text: "onClick, children" }),
    ).toBe("Its parent App rendered. Props changed: onClick, children");
    expect(text({ kind: "other", text: "" })).toBe(
      "Rendered again without a change in its props, state or context",
    );
  });

  it("says what memo would save when a parent's render changed no prop", () => {
    expect(text({ kind: "parent", text: "App" })).toBe(
      "Its parent App rendered; none of its props changed (memo would skip this render)",
    );
    expect(text({ kind: "parent", text: "" })).toBe(
      "A component above it rendered; none of its props changed (memo would skip this render)",
    );
    const parent: RenderReason = { kind: "parent", text: "App" };
    expect(reasonText(parent, [parent, { kind: "state", text: "n: 1 → 2" }])).toBe(
      "Its parent App rendered",
    );
    // A context it reads changed too: memo would not have skipped it.
    expect(reasonText(parent, [parent, { kind: "context", text: "ThemeContext" }])).toBe(
      "Its parent App rendered",
    );
  });

  it("says whose render memo skipped", () => {
    expect(text({ kind: "skipped", text: "List" })).toBe(
      "Skipped: its parent List rendered, and memo found its props unchanged",
    );
  });
});

describe("an effect's log", () => {
  const log = {
    index: 2,
    runs: [
      { commit: 1, phase: "setup" as const },
      { commit: 1, phase: "cleanup" as const },
      { commit: 1, phase: "setup" as const },
      { commit: 3, phase: "cleanup" as const },
      { commit: 3, phase: "setup" as const },
    ],
  };

  it("groups the runs by the commit they followed", () => {
    expect(effectRounds(log)).toEqual([
      { commit: 1, phases: ["setup", "cleanup", "setup"] },
      { commit: 3, phases: ["cleanup", "setup"] },
    ]);
    expect(phasesText(["setup", "cleanup", "setup"])).toBe("setup → cleanup → setup");
  });

  it("tells StrictMode's check from an ordinary re-run", () => {
    expect(isStrictModeRound(["setup", "cleanup", "setup"])).toBe(true);
    expect(isStrictModeRound(["cleanup", "setup"])).toBe(false);
    expect(isStrictModeRound(["setup"])).toBe(false);
    // An effect without a cleanup: React runs its setup twice, nothing between.
    expect(isStrictModeRound(["setup", "setup"])).toBe(true);
    expect(isStrictModeRound(["cleanup", "setup", "setup"])).toBe(false);
  });
});

// @vitest-isolate
// A window of its own: the test reads what closing the page does, and a listener that another
// file's copy of this module left on a shared window would answer too.
import { afterEach, describe, expect, it, vi } from "vitest";
import { keptChallenge, recordCheckResults, resetChallengeProgress } from "./challenge-progress";
import { getCodeView, resetCodeView } from "./code-view";
import { resetIncomingWork } from "./incoming-work";
import {
  currentWork,
  hasUnsavedWork,
  keepEdit,
  keptEdit,
  markWorkSaved,
  replaceWork,
  resetVisitWork,
  saveWork,
} from "./visit-work";
import { readWorkFile } from "./work-file";

afterEach(() => {
  resetChallengeProgress();
  resetVisitWork();
  resetCodeView();
  resetIncomingWork();
  vi.restoreAllMocks();
});

/** What a page close would do: true when the browser would ask first. */
function closingAsks() {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const passed = [{ name: "works", passed: true }];

describe("the visit's work", () => {
  it("keeps an edit until it is the original again", () => {
    keepEdit("src/demos/counter-demo.tsx", "changed", "original");
    expect(keptEdit("src/demos/counter-demo.tsx")).toBe("changed");
    keepEdit("src/demos/counter-demo.tsx", "original", "original");
    expect(keptEdit("src/demos/counter-demo.tsx")).toBeUndefined();
  });

  it("gathers solved challenges, challenge code and example code", () => {
    recordCheckResults("hooks/a", passed);
    keepEdit("challenge:hooks/a", "mine", "starter");
    keepEdit("challenge:hooks/b", "half done", "starter");
    keepEdit("src/demos/counter-demo.tsx", "changed", "original");
    expect(currentWork()).toEqual({
      challenges: [
        { id: "hooks/a", solved: true, code: "mine" },
        { id: "hooks/b", solved: false, code: "half done" },
      ],
      demos: [{ file: "src/demos/counter-demo.tsx", code: "changed" }],
      codeView: "ts",
    });
  });

  it("asks before the page closes while work is unsaved, and not once it is saved", () => {
    expect(closingAsks()).toBe(false);
    keepEdit("src/demos/counter-demo.tsx", "changed", "original");
    expect(hasUnsavedWork()).toBe(true);
    expect(closingAsks()).toBe(true);
    markWorkSaved();
    expect(closingAsks()).toBe(false);
    recordCheckResults("hooks/a", passed);
    expect(closingAsks()).toBe(true);
  });

  it("does not ask when the work is back to what was saved, or gone", () => {
    keepEdit("src/demos/counter-demo.tsx", "changed", "original");
    markWorkSaved();
    keepEdit("src/demos/counter-demo.tsx", "changed again", "original");
    expect(closingAsks()).toBe(true);
    keepEdit("src/demos/counter-demo.tsx", "changed", "original");
    expect(closingAsks()).toBe(false);
    keepEdit("src/demos/counter-demo.tsx", "original", "original");
    expect(closingAsks()).toBe(false);
  });

  it("saves a file of the work, which reads back the same, and counts it saved", () => {
    recordCheckResults("hooks/a", passed);
    keepEdit("src/demos/counter-demo.tsx", "changed", "original");
    let saved: Blob | null = null;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved = blob as Blob;
      return "blob:work";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe("react-guide-work.json");
      expect(this.href).toBe("blob:work");
    });
    const work = saveWork(new Date("2030-01-31T09:30:00Z"));
    expect(clicked).toHaveBeenCalledOnce();
    expect(closingAsks()).toBe(false);
    return (saved as Blob | null)!.text().then((text) => {
      expect(readWorkFile(text)).toMatchObject({ ok: true, work });
    });
  });

  it("replaces everything with an opened file's work, which counts as saved", () => {
    recordCheckResults("hooks/old", passed);
    keepEdit("src/demos/timer-demo.tsx", "mine", "original");
    replaceWork({
      challenges: [
        { id: "hooks/a", solved: true },
        { id: "hooks/b", solved: false, code: "draft" },
      ],
      demos: [{ file: "src/demos/counter-demo.tsx", code: "from the file" }],
      codeView: "js",
    });
    expect(keptChallenge("hooks/old")).toBeUndefined();
    expect(keptEdit("src/demos/timer-demo.tsx")).toBeUndefined();
    expect(keptChallenge("hooks/a")).toEqual({ started: true, solved: true, results: null });
    expect(keptChallenge("hooks/b")).toEqual({ started: true, solved: false, results: null });
    expect(keptEdit("challenge:hooks/b")).toBe("draft");
    expect(keptEdit("src/demos/counter-demo.tsx")).toBe("from the file");
    expect(getCodeView()).toBe("js");
    expect(closingAsks()).toBe(false);
  });
});

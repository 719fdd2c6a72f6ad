import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  keptChallenge,
  lessonProgress,
  markChallengeStarted,
  recordCheckResults,
  resetChallengeProgress,
  setLessonChallengeCount,
  useLessonProgress,
} from "./challenge-progress";

const passing = [
  { name: "a", passed: true },
  { name: "b", passed: true },
];
const failing = [
  { name: "a", passed: true },
  { name: "b", passed: false, message: "b is wrong" },
];

afterEach(() => resetChallengeProgress());

describe("challenge progress (in memory, for the visit)", () => {
  it("remembers a started challenge and its last results", () => {
    expect(keptChallenge("hooks/one")).toBeUndefined();
    markChallengeStarted("hooks/one");
    expect(keptChallenge("hooks/one")).toEqual({ started: true, solved: false, results: null });
    recordCheckResults("hooks/one", failing);
    expect(keptChallenge("hooks/one")).toMatchObject({ solved: false, results: failing });
  });

  it("marks a challenge solved when every check passes, and keeps it solved", () => {
    recordCheckResults("hooks/one", passing);
    expect(keptChallenge("hooks/one")?.solved).toBe(true);
    // A later edit that breaks it again shows the new results but keeps the mark.
    recordCheckResults("hooks/one", failing);
    expect(keptChallenge("hooks/one")).toMatchObject({ solved: true, results: failing });
  });

  it("never counts an empty run as solved", () => {
    recordCheckResults("hooks/one", []);
    expect(keptChallenge("hooks/one")?.solved).toBe(false);
  });

  it("counts solved challenges per lesson against the lesson's total", () => {
    setLessonChallengeCount("hooks", 3);
    recordCheckResults("hooks/one", passing);
    recordCheckResults("hooks/two", failing);
    recordCheckResults("routing/one", passing);
    expect(lessonProgress("hooks")).toEqual({ solved: 1, total: 3 });
    expect(lessonProgress("routing")).toEqual({ solved: 1, total: 1 });
    expect(lessonProgress("faq")).toEqual({ solved: 0, total: 0 });
    // The same object until the numbers change, as useSyncExternalStore needs.
    expect(lessonProgress("hooks")).toBe(lessonProgress("hooks"));
  });

  it("re-renders a lesson's count when one of its challenges is solved", () => {
    setLessonChallengeCount("hooks", 2);
    const { result } = renderHook(() => useLessonProgress("hooks"));
    expect(result.current).toEqual({ solved: 0, total: 2 });
    act(() => recordCheckResults("hooks/one", passing));
    expect(result.current).toEqual({ solved: 1, total: 2 });
  });

  it("stores nothing outside memory", () => {
    recordCheckResults("hooks/one", passing);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe("");
  });
});

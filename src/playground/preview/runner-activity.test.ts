import { afterEach, describe, expect, it, vi } from "vitest";
import { afterRunnerWork, startRunnerWork } from "./runner-activity";

afterEach(() => {
  vi.useRealTimers();
});

describe("runner activity", () => {
  it("calls at once when no preview is running", () => {
    const callback = vi.fn();
    afterRunnerWork(callback, 1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("waits until every run and check under way has answered", () => {
    const callback = vi.fn();
    const endRun = startRunnerWork();
    const endCheck = startRunnerWork();
    afterRunnerWork(callback, 1000);
    endRun();
    endRun(); // ending twice counts once
    expect(callback).not.toHaveBeenCalled();
    endCheck();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("stops waiting after the limit, for a preview that never answers", () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    const end = startRunnerWork();
    afterRunnerWork(callback, 1000);
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    end();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled", () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    const end = startRunnerWork();
    const cancel = afterRunnerWork(callback, 1000);
    cancel();
    end();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});

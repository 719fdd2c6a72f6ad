import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("asks requestIdleCallback, with the timeout, and cancels through cancelIdleCallback", () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    const callback = vi.fn();
    const cancel = whenIdle(callback, { timeoutMs: 4000, fallbackMs: 200 });
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 4000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("without requestIdleCallback, runs after the fallback delay unless cancelled", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const ran = vi.fn();
    whenIdle(ran, { timeoutMs: 4000, fallbackMs: 200 });
    const cancelled = vi.fn();
    whenIdle(cancelled, { timeoutMs: 4000, fallbackMs: 200 })();
    vi.advanceTimersByTime(199);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledOnce();
    // A timer promises no idle time.
    const [deadline] = ran.mock.calls[0] as [IdleDeadline];
    expect([deadline.didTimeout, deadline.timeRemaining()]).toEqual([true, 0]);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

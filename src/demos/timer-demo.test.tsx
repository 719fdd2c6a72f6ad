import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TimerDemo } from "./timer-demo";

describe("TimerDemo", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains its async queue with setTimeout(0) and only advances fake
    // timers it recognises as Jest's; this shim lets it advance Vitest's instead.
    vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function setup() {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = render(<TimerDemo />);
    return { user, ...view };
  }

  it("counts seconds while running and stops when stopped", async () => {
    const { user } = setup();
    expect(screen.getByText("00:00")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Stopped: no interval is active.");

    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Running: one interval ticks every second.",
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText("00:03")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText("00:03")).toBeInTheDocument();
  });

  it("formats minutes and resets to zero", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Start" }));
    act(() => vi.advanceTimersByTime(65_000));
    expect(screen.getByText("01:05")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByText("00:00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start" })).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps exactly one interval while running and clears it on unmount", async () => {
    const { user, unmount } = setup();
    await user.click(screen.getByRole("button", { name: "Start" }));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

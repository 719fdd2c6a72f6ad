import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LazyLoadingDemo } from "./lazy-loading-demo";

describe("LazyLoadingDemo", () => {
  beforeEach(() => {
    // shouldAdvanceTime: Testing Library waits on a zero-delay timer after each user-event call.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // One test on purpose: like a real chunk, the lazy module stays cached once it has loaded.
  it("shows the fallback while the chart loads, then the chart, and reuses it afterwards", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<LazyLoadingDemo />);
    expect(screen.queryByText("Sales this week")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show chart" }));
    expect(screen.getByRole("status")).toHaveTextContent("Loading chart…");
    expect(screen.queryByText("Sales this week")).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading chart…");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByText("Sales this week")).toBeInTheDocument();
    expect(screen.getByText("22 sales")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Hide chart" }));
    expect(screen.queryByText("Sales this week")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show chart" }));
    expect(screen.queryByText("Loading chart…")).not.toBeInTheDocument();
    expect(screen.getByText("Sales this week")).toBeInTheDocument();
  });
});

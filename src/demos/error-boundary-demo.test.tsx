import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundaryDemo } from "./error-boundary-demo";

describe("ErrorBoundaryDemo", () => {
  // React reports every caught render error with console.error; keep the test output clean.
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("counts up until the third click, then shows the boundary's fallback", async () => {
    const user = userEvent.setup();
    render(<ErrorBoundaryDemo />);
    const addA = screen.getByRole("button", { name: "Add 1 to Counter A" });
    await user.click(addA);
    await user.click(addA);
    expect(screen.getByText("Counter A: 2")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await user.click(addA);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(
      "Something went wrong: Counter A reached 3 and crashed on purpose.",
    );
    expect(screen.queryByText(/Counter A:/)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it("keeps the other counter working and recovers with Try again", async () => {
    const user = userEvent.setup();
    render(<ErrorBoundaryDemo />);
    const addA = screen.getByRole("button", { name: "Add 1 to Counter A" });
    for (let i = 0; i < 3; i += 1) await user.click(addA);
    expect(screen.getByRole("alert")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add 1 to Counter B" }));
    expect(screen.getByText("Counter B: 1")).toBeInTheDocument();

    await user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("Counter A: 0")).toBeInTheDocument();
    expect(screen.getByText("Counter B: 1")).toBeInTheDocument();
  });
});

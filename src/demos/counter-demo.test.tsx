import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CounterDemo } from "./counter-demo";

describe("CounterDemo", () => {
  it("starts at 0", () => {
    render(<CounterDemo />);
    expect(screen.getByRole("status")).toHaveTextContent("Count: 0");
  });

  it("increases and decreases by 1, below zero too", async () => {
    const user = userEvent.setup();
    render(<CounterDemo />);
    const increase = screen.getByRole("button", { name: "Increase" });
    await user.click(increase);
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByRole("status")).toHaveTextContent("Count: 3");

    const decrease = screen.getByRole("button", { name: "Decrease" });
    await user.click(decrease);
    expect(screen.getByRole("status")).toHaveTextContent("Count: 2");
    await user.click(decrease);
    await user.click(decrease);
    await user.click(decrease);
    expect(screen.getByRole("status")).toHaveTextContent("Count: -1");
  });

  it("resets to 0", async () => {
    const user = userEvent.setup();
    render(<CounterDemo />);
    await user.click(screen.getByRole("button", { name: "Increase" }));
    await user.click(screen.getByRole("button", { name: "Increase" }));
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByRole("status")).toHaveTextContent("Count: 0");
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ReducerCounterDemo } from "./reducer-counter-demo";

function setup() {
  const user = userEvent.setup();
  render(<ReducerCounterDemo />);
  return {
    user,
    count: () => screen.getByRole("status"),
    step: () => screen.getByLabelText("Step"),
  };
}

describe("ReducerCounterDemo", () => {
  it("counts up and down by the step", async () => {
    const { user, count, step } = setup();
    expect(count()).toHaveTextContent("Count: 0");
    await user.click(screen.getByRole("button", { name: "Increment" }));
    await user.click(screen.getByRole("button", { name: "Increment" }));
    expect(count()).toHaveTextContent("Count: 2");

    await user.clear(step());
    await user.type(step(), "5");
    expect(screen.getByText("Each click adds or subtracts 5.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Increment" }));
    expect(count()).toHaveTextContent("Count: 7");
    await user.click(screen.getByRole("button", { name: "Decrement" }));
    await user.click(screen.getByRole("button", { name: "Decrement" }));
    expect(count()).toHaveTextContent("Count: -3");
    expect(screen.getByText(/Last action:/)).toHaveTextContent('{"type":"decrement"}');
  });

  it("falls back to step 1 when the step is not a number", async () => {
    const { user, count, step } = setup();
    await user.clear(step());
    await user.type(step(), "abc");
    expect(screen.getByText(/is not a number/)).toHaveTextContent(
      "“abc” is not a number, so the step falls back to 1.",
    );
    await user.click(screen.getByRole("button", { name: "Increment" }));
    expect(count()).toHaveTextContent("Count: 1");

    await user.clear(step());
    expect(screen.getByText(/is not a number/)).toHaveTextContent("An empty step is not a number");
  });

  it("resets the count to 0 and the step to 1", async () => {
    const { user, count, step } = setup();
    await user.clear(step());
    await user.type(step(), "4");
    await user.click(screen.getByRole("button", { name: "Increment" }));
    expect(count()).toHaveTextContent("Count: 4");

    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(count()).toHaveTextContent("Count: 0");
    expect(step()).toHaveValue("1");
    expect(screen.getByText("Each click adds or subtracts 1.")).toBeInTheDocument();
    expect(screen.getByText(/Last action:/)).toHaveTextContent('{"type":"reset"}');
  });
});

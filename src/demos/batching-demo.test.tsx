import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { BatchingDemo } from "./batching-demo";

function setup() {
  const user = userEvent.setup();
  // StrictMode as in the app: double render calls must not inflate the count of renders.
  render(
    <StrictMode>
      <BatchingDemo />
    </StrictMode>,
  );
  return user;
}

const count = () => screen.getByText("Count").nextElementSibling;

describe("BatchingDemo", () => {
  it("starts at zero with no tally", () => {
    setup();
    expect(count()).toHaveTextContent("0");
    expect(screen.getByRole("status")).toHaveTextContent("Click a button to see how many renders");
  });

  it("adds exactly 1 per click and renders once, thanks to batching", async () => {
    const user = setup();
    const button = screen.getByRole("button", { name: "Update three states" });
    await user.click(button);
    expect(count()).toHaveTextContent("1");
    expect(screen.getByText("Batched, click 1")).toBeInTheDocument();
    expect(screen.getByText("On")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Renders caused by the last click: 1");

    await user.click(button);
    await user.click(button);
    expect(count()).toHaveTextContent("3");
    expect(screen.getByText("Batched, click 3")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Renders caused by the last click: 1");
  });

  it("still adds 1 with flushSync, but renders three times", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Update with flushSync" }));
    expect(count()).toHaveTextContent("1");
    expect(screen.getByText("flushSync, click 1")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Renders caused by the last click: 3");

    await user.click(screen.getByRole("button", { name: "Update with flushSync" }));
    expect(count()).toHaveTextContent("2");
    expect(screen.getByText("Off")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Renders caused by the last click: 3");

    await user.click(screen.getByRole("button", { name: "Update three states" }));
    expect(count()).toHaveTextContent("3");
    expect(screen.getByRole("status")).toHaveTextContent("Renders caused by the last click: 1");
  });
});

import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContainerQueryDemo } from "./container-query-demo";

describe("ContainerQueryDemo", () => {
  it("starts at full width with a labelled slider", () => {
    render(<ContainerQueryDemo />);
    const slider = screen.getByRole("slider", { name: "Container width" });
    expect(slider).toHaveValue("100");
    expect(screen.getByText("100%")).toBeInTheDocument();
    expect(screen.getByTestId("query-container")).toHaveStyle({ width: "100%" });
    expect(screen.getByText("Trail backpack")).toBeInTheDocument();
  });

  it("resizes the container, not the window", () => {
    render(<ContainerQueryDemo />);
    // jsdom cannot drag or arrow-key a range input (the browser spec does); a change event is
    // what the browser sends when the thumb moves.
    fireEvent.change(screen.getByRole("slider", { name: "Container width" }), {
      target: { value: "40" },
    });
    expect(screen.getByText("40%")).toBeInTheDocument();
    expect(screen.getByTestId("query-container")).toHaveStyle({ width: "40%" });
  });
});

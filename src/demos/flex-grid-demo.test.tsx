import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FlexGridDemo } from "./flex-grid-demo";

describe("FlexGridDemo", () => {
  it("shows five items in a flex row first", () => {
    render(<FlexGridDemo />);
    expect(screen.getByLabelText("Layout")).toHaveDisplayValue("Flex row");
    expect(screen.getByText('className="flex gap-2"')).toBeInTheDocument();
    for (const item of ["One", "Two", "Three", "Four", "Five"]) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
  });

  it("switches the container's classes with the chosen layout", async () => {
    const user = userEvent.setup();
    render(<FlexGridDemo />);
    const container = screen.getByTestId("flex-grid-container");

    await user.selectOptions(screen.getByLabelText("Layout"), "Grid, 3 columns");
    expect(screen.getByText('className="grid grid-cols-3 gap-2"')).toBeInTheDocument();
    expect(container).toHaveClass("grid", "grid-cols-3");
    expect(container).not.toHaveClass("flex");

    await user.selectOptions(screen.getByLabelText("Layout"), "Flex column");
    expect(screen.getByText('className="flex flex-col gap-2"')).toBeInTheDocument();
    expect(container).toHaveClass("flex", "flex-col");

    await user.selectOptions(screen.getByLabelText("Layout"), "Flex wrap");
    expect(container).toHaveClass("flex-wrap");
    expect(screen.getByText("One")).toHaveClass("basis-24");
  });

  it("gives each instance its own select, so two demos never share an id", async () => {
    const user = userEvent.setup();
    render(
      <>
        <FlexGridDemo />
        <FlexGridDemo />
      </>,
    );
    const [first, second] = screen.getAllByLabelText("Layout");
    expect(first.id).not.toBe("");
    expect(first.id).not.toBe(second.id);
    expect(document.querySelectorAll(`[id="${first.id}"]`)).toHaveLength(1);

    // Each label drives its own select: changing the first leaves the second alone.
    await user.selectOptions(first, "Flex column");
    expect(first).toHaveDisplayValue("Flex column");
    expect(second).toHaveDisplayValue("Flex row");
  });
});

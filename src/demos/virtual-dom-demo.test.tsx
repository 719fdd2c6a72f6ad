import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { VirtualDomDemo } from "./virtual-dom-demo";

function setup() {
  const user = userEvent.setup();
  render(<VirtualDomDemo />);
  const list = () => within(screen.getByRole("list", { name: "Shopping list" }));
  const status = () => screen.getByRole("status");
  return { user, list, status };
}

describe("VirtualDomDemo", () => {
  it("starts with three items and no changes yet", () => {
    const { list, status } = setup();
    expect(
      list()
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Milk", "Bread", "Eggs"]);
    expect(status()).toHaveTextContent("Press a button to re-render the list.");
  });

  it("reports a single insert when an item is added", async () => {
    const { user, list, status } = setup();
    await user.click(screen.getByRole("button", { name: "Add item" }));
    expect(list().getByText("Apples")).toBeInTheDocument();
    expect(
      within(status())
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(['Insert <li> "Apples"']);
  });

  it("reports a text update, and undoes it on a second click", async () => {
    const { user, list, status } = setup();
    const double = screen.getByRole("button", { name: "Double first item" });
    await user.click(double);
    expect(list().getByText("Milk ×2")).toBeInTheDocument();
    expect(status()).toHaveTextContent('Update text "Milk" → "Milk ×2"');
    await user.click(double);
    expect(list().getByText("Milk")).toBeInTheDocument();
    expect(status()).toHaveTextContent('Update text "Milk ×2" → "Milk"');
  });

  it("reports removals and disables the buttons once the list is empty", async () => {
    const { user, list, status } = setup();
    const remove = screen.getByRole("button", { name: "Remove last item" });
    await user.click(remove);
    expect(list().queryByText("Eggs")).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Remove <li> "Eggs"');
    await user.click(remove);
    await user.click(remove);
    expect(list().queryAllByRole("listitem")).toHaveLength(0);
    expect(remove).toBeDisabled();
    expect(screen.getByRole("button", { name: "Double first item" })).toBeDisabled();
  });

  it("reports no DOM changes when the new tree equals the old one", async () => {
    const { user, status } = setup();
    await user.click(screen.getByRole("button", { name: "Add item" }));
    await user.click(screen.getByRole("button", { name: "Re-render, no change" }));
    expect(status()).toHaveTextContent("None: the new tree matches the old one.");
  });
});

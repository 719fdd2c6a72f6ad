import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ListKeysDemo } from "./list-keys-demo";

function setup() {
  const user = userEvent.setup();
  render(<ListKeysDemo />);
  const addToTop = () => user.click(screen.getByRole("button", { name: "Add item to top" }));
  return { user, addToTop };
}

describe("ListKeysDemo", () => {
  it("starts with two rows keyed by index", () => {
    setup();
    expect(screen.getByLabelText("Array index (buggy)")).toBeChecked();
    expect(screen.getAllByRole("textbox")).toHaveLength(2);
    expect(screen.getByRole("status")).toHaveTextContent("the note stays in the first row");
  });

  it("with index keys, a typed note sticks to the first row instead of its item", async () => {
    const { user, addToTop } = setup();
    await user.type(screen.getByLabelText("Note for Apples"), "ripe");
    await addToTop();
    expect(screen.getByLabelText("Note for Cheese")).toHaveValue("ripe");
    expect(screen.getByLabelText("Note for Apples")).toHaveValue("");
  });

  it("with id keys, a typed note moves with its item", async () => {
    const { user, addToTop } = setup();
    await user.click(screen.getByLabelText("Item id (correct)"));
    expect(screen.getByRole("status")).toHaveTextContent("the note moves with its item");
    await user.type(screen.getByLabelText("Note for Apples"), "ripe");
    await addToTop();
    expect(screen.getByLabelText("Note for Apples")).toHaveValue("ripe");
    expect(screen.getByLabelText("Note for Cheese")).toHaveValue("");
  });

  it("stops adding when the extra items run out", async () => {
    const { addToTop } = setup();
    for (let i = 0; i < 5; i += 1) await addToTop();
    expect(screen.getAllByRole("textbox")).toHaveLength(7);
    expect(screen.getByRole("button", { name: "Add item to top" })).toBeDisabled();
  });
});

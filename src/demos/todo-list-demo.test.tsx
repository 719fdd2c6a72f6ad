import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TodoListDemo } from "./todo-list-demo";

function itemTexts() {
  const list = screen.queryByRole("list", { name: "To-do items" });
  return list
    ? within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent)
    : [];
}

describe("TodoListDemo", () => {
  it("shows the starter items", () => {
    render(<TodoListDemo />);
    expect(itemTexts()).toEqual(["Learn JSX", "Pass some props", "Add state"]);
    expect(screen.getByRole("status")).toHaveTextContent("3 items");
  });

  it("adds a trimmed item with the button or Enter, and clears the input", async () => {
    const user = userEvent.setup();
    render(<TodoListDemo />);
    const input = screen.getByLabelText("New item");
    await user.type(input, "  Write tests ");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.type(input, "Ship it{Enter}");
    expect(itemTexts()).toEqual([
      "Learn JSX",
      "Pass some props",
      "Add state",
      "Write tests",
      "Ship it",
    ]);
    expect(input).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent("5 items");
  });

  it("ignores an empty or blank item", async () => {
    const user = userEvent.setup();
    render(<TodoListDemo />);
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.type(screen.getByLabelText("New item"), "   {Enter}");
    expect(itemTexts()).toHaveLength(3);
  });

  it("removes the item whose button was pressed, and says when the list is empty", async () => {
    const user = userEvent.setup();
    render(<TodoListDemo />);
    await user.click(screen.getByRole("button", { name: "Remove Pass some props" }));
    expect(itemTexts()).toEqual(["Learn JSX", "Add state"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 items");

    await user.click(screen.getByRole("button", { name: "Remove Learn JSX" }));
    expect(screen.getByRole("status")).toHaveTextContent("1 item");
    await user.click(screen.getByRole("button", { name: "Remove Add state" }));
    expect(screen.getByRole("status")).toHaveTextContent("The list is empty.");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("gives a new item a fresh id, so it never reuses a removed item's slot", async () => {
    const user = userEvent.setup();
    render(<TodoListDemo />);
    await user.click(screen.getByRole("button", { name: "Remove Add state" }));
    await user.type(screen.getByLabelText("New item"), "Add state{Enter}");
    expect(itemTexts()).toEqual(["Learn JSX", "Pass some props", "Add state"]);
    expect(screen.getAllByRole("button", { name: "Remove Add state" })).toHaveLength(1);
  });
});

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { describe, expect, it } from "vitest";
import { TodoListDemo } from "./todo-list-demo";

/** Each row as the reader sees it: the item's text, then its key ("Learn JSX key 1"). */
function rows() {
  const list = screen.queryByRole("list", { name: "To-do items" });
  return list
    ? within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent)
    : [];
}

describe("TodoListDemo", () => {
  it("shows the starter items with their keys", () => {
    render(<TodoListDemo />);
    expect(rows()).toEqual(["Learn JSX key 1", "Pass some props key 2", "Add state key 3"]);
    expect(screen.getByRole("status")).toHaveTextContent("3 items");
  });

  it("adds a trimmed item with the button or Enter, and clears the input", async () => {
    const user = userEvent.setup();
    render(<TodoListDemo />);
    const input = screen.getByLabelText("New item");
    await user.type(input, "  Write tests ");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.type(input, "Ship it{Enter}");
    expect(rows()).toEqual([
      "Learn JSX key 1",
      "Pass some props key 2",
      "Add state key 3",
      "Write tests key 4",
      "Ship it key 5",
    ]);
    expect(input).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent("5 items");
  });

  it("ignores an empty or blank item", async () => {
    const user = userEvent.setup();
    render(<TodoListDemo />);
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.type(screen.getByLabelText("New item"), "   {Enter}");
    expect(rows()).toHaveLength(3);
  });

  it("removes the item whose button was pressed, and says when the list is empty", async () => {
    const user = userEvent.setup();
    render(<TodoListDemo />);
    await user.click(screen.getByRole("button", { name: "Remove Pass some props" }));
    expect(rows()).toEqual(["Learn JSX key 1", "Add state key 3"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 items");

    await user.click(screen.getByRole("button", { name: "Remove Learn JSX" }));
    expect(screen.getByRole("status")).toHaveTextContent("1 item");
    await user.click(screen.getByRole("button", { name: "Remove Add state" }));
    expect(screen.getByRole("status")).toHaveTextContent("The list is empty.");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("gives a new item a fresh key, never the key of a removed item", async () => {
    const user = userEvent.setup();
    render(<TodoListDemo />);
    await user.click(screen.getByRole("button", { name: "Remove Add state" }));
    await user.type(screen.getByLabelText("New item"), "Add state{Enter}");
    expect(rows()).toEqual(["Learn JSX key 1", "Pass some props key 2", "Add state key 4"]);
    expect(screen.getAllByRole("button", { name: "Remove Add state" })).toHaveLength(1);
  });

  // Strict Mode calls state updaters twice in development to expose impure ones: an updater
  // that bumps the id counter itself would skip numbers (4, 6) here.
  it("keeps keys sequential under Strict Mode, where updaters run twice", async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <TodoListDemo />
      </StrictMode>,
    );
    const input = screen.getByLabelText("New item");
    await user.type(input, "Write tests{Enter}");
    await user.type(input, "Ship it{Enter}");
    expect(rows().slice(3)).toEqual(["Write tests key 4", "Ship it key 5"]);
  });
});

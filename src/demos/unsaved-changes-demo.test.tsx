import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { UnsavedChangesDemo } from "./unsaved-changes-demo";

const warning = "You have unsaved changes. Are you sure you want to leave?";

function setup() {
  const user = userEvent.setup();
  render(<UnsavedChangesDemo />);
  return { user, bio: screen.getByLabelText("Bio") };
}

describe("UnsavedChangesDemo", () => {
  it("navigates with links that the demo, not the browser, follows", () => {
    setup();
    const home = screen.getByRole("link", { name: "Home" });
    expect(home).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Editor" })).toHaveAttribute("aria-current", "page");
    // fireEvent answers as dispatchEvent does: false when a handler called preventDefault().
    const middle = new MouseEvent("auxclick", { bubbles: true, cancelable: true, button: 1 });
    expect(fireEvent(home, middle)).toBe(false);
    expect(screen.getByText("Home page. Saved bio: (empty)")).toBeInTheDocument();
    expect(fireEvent.click(screen.getByRole("link", { name: "Editor" }), { ctrlKey: true })).toBe(
      false,
    );
    expect(screen.getByLabelText("Bio")).toBeInTheDocument();
  });

  it("navigates freely while nothing is unsaved", async () => {
    const { user } = setup();
    expect(screen.getByRole("status")).toHaveTextContent(
      "blocker.state: unblocked · nothing to lose",
    );
    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(screen.getByText("Home page. Saved bio: (empty)")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("blocks leaving a dirty form, and Stay keeps the draft", async () => {
    const { user, bio } = setup();
    await user.type(bio, "Hello");
    expect(screen.getByRole("status")).toHaveTextContent("unsaved changes");
    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(screen.getByRole("alert")).toHaveTextContent(warning);
    expect(screen.getByRole("status")).toHaveTextContent("blocker.state: blocked");

    await user.click(screen.getByRole("button", { name: "Stay" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Bio")).toHaveValue("Hello");
  });

  it("Leave proceeds and drops the draft", async () => {
    const { user, bio } = setup();
    await user.type(bio, "Draft");
    await user.click(screen.getByRole("link", { name: "Home" }));
    await user.click(screen.getByRole("button", { name: "Leave" }));
    expect(screen.getByText("Home page. Saved bio: (empty)")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Editor" }));
    expect(screen.getByLabelText("Bio")).toHaveValue("");
  });

  it("saving clears the block, so leaving is allowed", async () => {
    const { user, bio } = setup();
    await user.type(bio, "Saved text");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("Home page. Saved bio: “Saved text”")).toBeInTheDocument();
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ConditionalDemo } from "./conditional-demo";

describe("ConditionalDemo", () => {
  it("starts logged out", () => {
    render(<ConditionalDemo />);
    expect(screen.getByRole("status")).toHaveTextContent("You are signed out.");
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it("switches between the two views", async () => {
    const user = userEvent.setup();
    render(<ConditionalDemo />);
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByRole("status")).toHaveTextContent("Welcome back, Ada!");
    expect(screen.getByText("You have 3 unread messages.")).toBeInTheDocument();
    expect(screen.queryByText("You are signed out.")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(screen.getByRole("status")).toHaveTextContent("You are signed out.");
    expect(screen.getByRole("button", { name: "Log in" })).toBeInTheDocument();
  });
});

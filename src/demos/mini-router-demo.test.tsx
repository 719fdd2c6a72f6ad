import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MiniRouterDemo } from "./mini-router-demo";

function setup() {
  const user = userEvent.setup();
  render(<MiniRouterDemo />);
  const nav = screen.getByRole("navigation", { name: "Mini router app" });
  return { user, nav };
}

describe("MiniRouterDemo", () => {
  it("starts at the root with Home as the current link", () => {
    const { nav } = setup();
    expect(screen.getByRole("status")).toHaveTextContent("URL: /");
    expect(screen.getByText(/Home page/)).toBeInTheDocument();
    expect(nav.querySelector("[aria-current=page]")).toHaveTextContent("Home");
  });

  it("follows links to a list and to a user, reading the id from the path", async () => {
    const { user, nav } = setup();
    await user.click(screen.getByRole("button", { name: "Users" }));
    expect(screen.getByRole("status")).toHaveTextContent("URL: /users");
    expect(screen.getByRole("button", { name: "Users" })).toHaveAttribute("aria-current", "page");

    await user.click(screen.getByRole("button", { name: "Grace Hopper" }));
    expect(screen.getByRole("status")).toHaveTextContent("URL: /users/2");
    expect(screen.getByText('useParams() → { userId: "2" }')).toBeInTheDocument();
    // Like NavLink without `end`: "Users" stays active on its child path, "Home" does not.
    expect(nav.querySelector("[aria-current=page]")).toHaveTextContent("Users");
  });

  it("goes back one entry and navigates home from code", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Users" }));
    await user.click(screen.getByRole("button", { name: "Alan Turing" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("status")).toHaveTextContent("URL: /users");
    expect(screen.getByRole("button", { name: "Ada Lovelace" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Ada Lovelace" }));
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Go home" }));
    expect(screen.getByRole("status")).toHaveTextContent("URL: /");
    expect(screen.getByText(/Home page/)).toBeInTheDocument();
  });
});

import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MiniRouterDemo } from "./mini-router-demo";

function setup() {
  const user = userEvent.setup();
  render(<MiniRouterDemo />);
  const nav = screen.getByRole("navigation", { name: "Mini router app" });
  return { user, nav };
}

const url = () => screen.getByRole("status");

describe("MiniRouterDemo", () => {
  it("starts at the root with Home as the current link", () => {
    const { nav } = setup();
    expect(url()).toHaveTextContent("URL: /");
    expect(screen.getByText(/Home page/)).toBeInTheDocument();
    expect(nav.querySelector("[aria-current=page]")).toHaveTextContent("Home");
  });

  it("navigates with real links, each with its address", () => {
    const { nav } = setup();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Users" })).toHaveAttribute("href", "/users");
    expect(nav.querySelectorAll("button")).toHaveLength(0);
  });

  it("follows links to a list and to a user, reading the id from the path", async () => {
    const { user, nav } = setup();
    await user.click(screen.getByRole("link", { name: "Users" }));
    expect(url()).toHaveTextContent("URL: /users");
    expect(screen.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");

    const grace = screen.getByRole("link", { name: "Grace Hopper" });
    expect(grace).toHaveAttribute("href", "/users/2");
    await user.click(grace);
    expect(url()).toHaveTextContent("URL: /users/2");
    expect(screen.getByText('useParams() → { userId: "2" }')).toBeInTheDocument();
    // Like NavLink without `end`: "Users" stays active on its child path, "Home" does not.
    expect(nav.querySelector("[aria-current=page]")).toHaveTextContent("Users");
  });

  it("goes back one entry with a button, and home with a link", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("link", { name: "Users" }));
    await user.click(screen.getByRole("link", { name: "Alan Turing" }));
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(url()).toHaveTextContent("URL: /users");
    expect(screen.getByRole("link", { name: "Ada Lovelace" })).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Ada Lovelace" }));
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    const home = screen.getByRole("link", { name: "Go home" });
    expect(home).toHaveAttribute("href", "/");
    await user.click(home);
    expect(url()).toHaveTextContent("URL: /");
    expect(screen.getByText(/Home page/)).toBeInTheDocument();
  });

  it("keeps the browser from following a link, on a plain, modified or middle click", () => {
    setup();
    // fireEvent answers as dispatchEvent does: false when a handler called preventDefault().
    expect(fireEvent.click(screen.getByRole("link", { name: "Users" }))).toBe(false);
    expect(url()).toHaveTextContent("URL: /users");
    expect(fireEvent.click(screen.getByRole("link", { name: "Home" }), { ctrlKey: true })).toBe(
      false,
    );
    expect(url()).toHaveTextContent("URL: /");
    expect(fireEvent.click(screen.getByRole("link", { name: "Users" }), { metaKey: true })).toBe(
      false,
    );
    expect(url()).toHaveTextContent("URL: /users");
    const middle = new MouseEvent("auxclick", { bubbles: true, cancelable: true, button: 1 });
    expect(fireEvent(screen.getByRole("link", { name: "Home" }), middle)).toBe(false);
    expect(url()).toHaveTextContent("URL: /");
  });

  it("leaves a right click to the browser (its context menu)", () => {
    setup();
    const right = new MouseEvent("auxclick", { bubbles: true, cancelable: true, button: 2 });
    expect(fireEvent(screen.getByRole("link", { name: "Users" }), right)).toBe(true);
    expect(url()).toHaveTextContent("URL: /");
  });
});

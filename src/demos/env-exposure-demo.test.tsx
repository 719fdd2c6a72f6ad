import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { EnvExposureDemo } from "./env-exposure-demo";

function row(name: string) {
  return screen.getByText(name, { selector: "code" }).closest("li") as HTMLElement;
}

describe("EnvExposureDemo", () => {
  it("sorts the starter variables into public, private and leaked", () => {
    render(<EnvExposureDemo />);
    expect(within(row("VITE_API_URL")).getByText("Public: in the bundle")).toBeInTheDocument();
    expect(within(row("DATABASE_URL")).getByText("Not in the bundle")).toBeInTheDocument();
    expect(within(row("VITE_STRIPE_SECRET_KEY")).getByText("Secret leaked!")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "2 of 3 variables end up in the JavaScript every visitor downloads.",
    );
    expect(
      screen.getByText('import.meta.env.VITE_API_URL → "https://api.example.com"'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/DATABASE_URL →/)).not.toBeInTheDocument();
  });

  it("adds a variable and shows what ships", async () => {
    const user = userEvent.setup();
    render(<EnvExposureDemo />);
    await user.type(screen.getByLabelText("Variable name"), "VITE_APP_TITLE");
    await user.type(screen.getByLabelText("Value"), "My shop");
    await user.click(screen.getByRole("button", { name: "Add to .env" }));

    expect(within(row("VITE_APP_TITLE")).getByText("Public: in the bundle")).toBeInTheDocument();
    expect(screen.getByText('import.meta.env.VITE_APP_TITLE → "My shop"')).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("3 of 4 variables");
    expect(screen.getByLabelText("Variable name")).toHaveValue("");
  });

  it("keeps a server-only variable out of the bundle", async () => {
    const user = userEvent.setup();
    render(<EnvExposureDemo />);
    await user.type(screen.getByLabelText("Variable name"), "SENTRY_AUTH_TOKEN");
    await user.type(screen.getByLabelText("Value"), "sntrys_abc");
    await user.click(screen.getByRole("button", { name: "Add to .env" }));
    expect(within(row("SENTRY_AUTH_TOKEN")).getByText("Not in the bundle")).toBeInTheDocument();
    expect(screen.queryByText(/sntrys_abc/)).not.toBeInTheDocument();
  });

  it("rejects a name that is not a variable name", async () => {
    const user = userEvent.setup();
    render(<EnvExposureDemo />);
    await user.type(screen.getByLabelText("Variable name"), "1 bad-name");
    await user.click(screen.getByRole("button", { name: "Add to .env" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Use letters, digits and underscores");
    expect(screen.getByRole("status")).toHaveTextContent("2 of 3 variables");
  });

  it("removes variables until nothing reaches the bundle", async () => {
    const user = userEvent.setup();
    render(<EnvExposureDemo />);
    await user.click(screen.getByRole("button", { name: "Remove VITE_API_URL" }));
    await user.click(screen.getByRole("button", { name: "Remove VITE_STRIPE_SECRET_KEY" }));
    expect(screen.getByText("Nothing from .env reaches the bundle.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("0 of 1 variables");
  });
});

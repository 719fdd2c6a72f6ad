import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadLesson } from "../lesson-loader";
import { routes } from "../router";

beforeAll(() => loadLesson("introduction"), 120_000);
import { RouteError } from "./route-error";

afterEach(() => vi.restoreAllMocks());

describe("not-found screen", () => {
  it("shows 404, explains, links home and logs the path as an error", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const router = createMemoryRouter(routes, { initialEntries: ["/no/such/page"] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument();
    const home = screen.getByRole("link", { name: "Return to Home" });
    expect(home).toHaveAttribute("href", "/");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("/no/such/page"));

    await userEvent.setup().click(home);
    expect(router.state.location.pathname).toBe("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Introduction to the Web" }),
    ).toBeInTheDocument();
  });
});

describe("routing error page", () => {
  function renderFailing(options: { loader?: () => never; element?: React.ReactNode }) {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: "/", errorElement: <RouteError />, loader: options.loader, element: options.element },
    ]);
    render(<RouterProvider router={router} />);
  }

  function Broken(): React.ReactNode {
    throw new Error("The lesson list is missing");
  }

  it("shows the status and status text of a response error", async () => {
    renderFailing({
      loader: () => {
        throw new Response("", { status: 503, statusText: "Service Unavailable" });
      },
    });
    expect(await screen.findByText("Unexpected Application Error!")).toBeInTheDocument();
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
  });

  it("shows the message of a thrown error", async () => {
    renderFailing({ element: <Broken /> });
    expect(await screen.findByText("Unexpected Application Error!")).toBeInTheDocument();
    expect(screen.getByText("The lesson list is missing")).toBeInTheDocument();
  });
});

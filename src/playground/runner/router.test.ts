import { act } from "react";
import { actEnvironmentForTests } from "@/test/act-environment";
import { screen } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { loadModule } from "./evaluate";
import { importableModules, prepareImports } from "./modules";
import { mountComponent } from "./mount";
import { reactRouter } from "./router";

const noGuard = Object.assign(() => {}, { reset: () => {} });

actEnvironmentForTests(true);
afterEach(() => {
  document.body.innerHTML = "";
});

async function run(source: string) {
  await prepareImports([source], "App.tsx");
  const { component } = loadModule(source, "App.tsx", noGuard);
  const container = document.createElement("div");
  document.body.appendChild(container);
  const errors: unknown[] = [];
  await act(async () => {
    mountComponent(container, component!, (error) => errors.push(error));
  });
  return errors;
}

describe("react-router in the playground", () => {
  it("can be imported, with react-router/dom, and hides the server and framework parts", () => {
    expect(importableModules()).toEqual(
      expect.arrayContaining(["react-router", "react-router/dom"]),
    );
    expect(reactRouter).not.toHaveProperty("createCookie");
    expect(reactRouter).not.toHaveProperty("Scripts");
    for (const name of ["Link", "NavLink", "useParams", "useNavigate", "useLoaderData"])
      expect(reactRouter).toHaveProperty(name);
  });

  it("runs createBrowserRouter in memory from /, with loaders, params and navigate", async () => {
    const user = userEvent.setup();
    // The page's own address is not "/": the router must not read it.
    history.replaceState(null, "", "/playground.html?v=1");
    const errors =
      await run(`import { createBrowserRouter, Link, Outlet, useLoaderData, useNavigate, useParams } from "react-router";
import { RouterProvider } from "react-router/dom";
function Layout() { return <><Link to="/users/7">Seven</Link><Outlet /></>; }
function User() {
  const { id } = useParams();
  const name = useLoaderData() as string;
  const navigate = useNavigate();
  return <><h1>User {id}: {name}</h1><button onClick={() => navigate("/")}>Home</button></>;
}
const router = createBrowserRouter([{ path: "/", element: <Layout />, children: [
  { index: true, element: <p>Start</p> },
  { path: "users/:id", loader: ({ params }) => "Grace " + params.id, element: <User /> },
] }]);
export default function App() { return <RouterProvider router={router} />; }`);
    expect(errors).toEqual([]);
    expect(await screen.findByText("Start")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Seven" }));
    expect(await screen.findByRole("heading", { name: "User 7: Grace 7" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Home" }));
    expect(await screen.findByText("Start")).toBeInTheDocument();
    // Memory only: the page's address never changed.
    expect(location.pathname).toBe("/playground.html");
  });

  it("runs <BrowserRouter> in memory too, honouring its basename", async () => {
    const errors = await run(`import { BrowserRouter, Routes, Route } from "react-router";
export default function App() {
  return <BrowserRouter basename="/app"><Routes><Route path="/" element={<p>App home</p>} /></Routes></BrowserRouter>;
}`);
    expect(errors).toEqual([]);
    expect(await screen.findByText("App home")).toBeInTheDocument();
  });
});

import { createElement, useEffect } from "react";
import { actEnvironmentForTests, withActEnvironment } from "@/test/act-environment";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { loadModule } from "./evaluate";
import { mountComponent } from "./mount";

const noGuard = Object.assign(() => {}, { reset: () => {} });

actEnvironmentForTests(true);
afterEach(() => {
  document.body.innerHTML = "";
});

function host() {
  const container = document.createElement("div");
  document.body.appendChild(container);
  return container;
}

describe("mountComponent", () => {
  it("renders inside StrictMode: an effect runs setup, cleanup, setup", async () => {
    const calls: string[] = [];
    function Chat() {
      useEffect(() => {
        calls.push("setup");
        return () => {
          calls.push("cleanup");
        };
      }, []);
      return createElement("p", null, "chat");
    }
    let root: ReturnType<typeof mountComponent> | undefined;
    await act(async () => {
      root = mountComponent(host(), Chat, () => {});
    });
    expect(calls).toEqual(["setup", "cleanup", "setup"]);
    act(() => root?.unmount());
    expect(calls).toEqual(["setup", "cleanup", "setup", "cleanup"]);
  });

  it("passes an error's React component stack along with it", () => {
    const { component } = loadModule(
      `export default function App() { return <main><Profile /></main>; }
function Profile() { return <p>{{ name: "Ada" }}</p>; }`,
      "App.tsx",
      noGuard,
    );
    const errors: [unknown, string | undefined][] = [];
    // As in the runner: no act(), which would throw the error instead of reporting it.
    withActEnvironment(false, () =>
      mountComponent(host(), component!, (error, stack) => errors.push([error, stack])),
    );
    expect(errors).toHaveLength(1);
    const [error, stack] = errors[0];
    // React's development build: the whole message, not "Minified React error #31".
    expect((error as Error).message).toMatch(
      /^Objects are not valid as a React child \(found: object with keys \{name\}\)/,
    );
    expect(stack).toMatch(/at Profile[\s\S]*at main[\s\S]*at App/);
  });
});

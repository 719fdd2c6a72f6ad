import { createElement, useEffect } from "react";
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadModule } from "./evaluate";
import { mountComponent } from "./mount";

const noGuard = Object.assign(() => {}, { reset: () => {} });

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
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
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      mountComponent(host(), component!, (error, stack) => errors.push([error, stack]));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(errors).toHaveLength(1);
    const [error, stack] = errors[0];
    // React's development build: the whole message, not "Minified React error #31".
    expect((error as Error).message).toMatch(
      /^Objects are not valid as a React child \(found: object with keys \{name\}\)/,
    );
    expect(stack).toMatch(/at Profile[\s\S]*at main[\s\S]*at App/);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { within } from "@testing-library/dom";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { challenges } from "@/challenges/testing";
import { resolveSpecifier } from "./reader-file";
import { previewTestFile } from "./test-preview";
import { nameMatchers, runTestFile } from "./test-runner";

const noGuard = () => {};
const run = (source: string, files?: Record<string, string>, file = "src/Counter.test.tsx") =>
  runTestFile(source, file, { guard: noGuard, files });

afterEach(() => {
  document.body.innerHTML = "";
});

const counter = `import { useState } from "react";
export function Counter({ initial = 0, step = 1 }: { initial?: number; step?: number }) {
  const [count, setCount] = useState(initial);
  return (
    <div>
      <p>Count: {count}</p>
      <button type="button" onClick={() => setCount((c) => c + step)}>Increase</button>
    </div>
  );
}`;

const counterTest = `import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Counter } from "./Counter";

describe("Counter", () => {
  it("counts up", async () => {
    const user = userEvent.setup();
    render(<Counter />);
    await user.click(screen.getByRole("button", { name: "Increase" }));
    expect(screen.getByText("Count: 1")).toBeInTheDocument();
  });

  it("starts at the initial value", () => {
    render(<Counter initial={5} />);
    expect(screen.getByRole("paragraph")).toHaveTextContent("Count: 5");
  });
});`;

describe("runTestFile", () => {
  // A reader's test has 5 s, as in Vitest. The first one in a fresh worker also pays for the
  // first render, click and query of this environment (jsdom, cold code): on a loaded machine
  // that alone came near 5 s, and the first test below failed by its timeout, not its result.
  // One run here pays it, so each test below is judged on what it checks.
  beforeAll(async () => {
    await run(counterTest, { "./Counter": counter });
  });

  it("runs a component test with Testing Library, user-event and jest-dom", async () => {
    expect(await run(counterTest, { "./Counter": counter })).toEqual({
      tests: [
        { name: "Counter › counts up", passed: true },
        { name: "Counter › starts at the initial value", passed: true },
      ],
      skipped: [],
    });
  });

  it("fails a test on a broken component with the matcher's own message", async () => {
    const broken = counter.replace("step = 1", "step = 2");
    const { tests } = await run(counterTest, { "./Counter": broken });
    expect(tests[0]).toMatchObject({ name: "Counter › counts up", passed: false });
    expect(tests[0].message).toMatch(/Unable to find an element with the text: Count: 1/);
    const wrongText = await run(counterTest.replace('"Count: 5"', '"Count: 6"'), {
      "./Counter": counter,
    });
    expect(wrongText.tests[1].message).toMatch(
      /toHaveTextContent[\s\S]*Expected element to have text content:[\s\S]*Count: 6[\s\S]*Received:[\s\S]*Count: 5/,
    );
    expect(wrongText.tests[1].message).not.toContain(String.fromCharCode(27));
  });

  it("runs Vitest's matchers, it.each rows, hooks, skip and only, and vi.fn", async () => {
    const source = `import { beforeEach, describe, expect, it, test, vi } from "vitest";
let calls = 0;
beforeEach(() => { calls += 1; });
describe("math", () => {
  it.each([[1, 1, 2], [2, 3, 5]])("adds %i and %i", (a, b, sum) => {
    expect(a + b).toBe(sum);
  });
  it("counts hooks", () => expect(calls).toBe(3));
  it.skip("is skipped", () => expect(1).toBe(2));
  it.todo("is planned");
});
test("spies", () => {
  const onSave = vi.fn();
  onSave({ id: 1 });
  expect(onSave).toHaveBeenCalledWith({ id: 1 });
  expect(onSave).toHaveBeenCalledTimes(2);
});
test("asymmetric matchers and errors", () => {
  expect({ id: 7, name: "Ada" }).toEqual(expect.objectContaining({ name: expect.any(String) }));
  expect(() => { throw new TypeError("nope"); }).toThrow("nope");
});`;
    const { tests, skipped } = await run(source);
    expect(tests.map((test) => [test.name, test.passed])).toEqual([
      ["math › adds 1 and 1", true],
      ["math › adds 2 and 3", true],
      ["math › counts hooks", true],
      ["spies", false],
      ["asymmetric matchers and errors", true],
    ]);
    expect(tests[3].message).toMatch(
      /expected "(spy|vi.fn\(\))" to be called 2 times, but got 1 times/,
    );
    expect(skipped).toEqual(["math › is skipped", "math › is planned"]);
  });

  it("names jest-dom's matchers by their export names, whatever a minifier called them", async () => {
    function mx() {}
    function toHaveRole() {}
    const named = nameMatchers({ toBeInTheDocument: mx, toHaveRole, version: 1 });
    expect(named.toBeInTheDocument.name).toBe("toBeInTheDocument");
    expect(named.toHaveRole.name).toBe("toHaveRole");
    // A null element: jest-dom prints the matcher's function name.
    const { tests } = await run(`import { expect, it } from "vitest";
it("finds nothing", () => {
  expect(null).toBeInTheDocument();
});`);
    expect(tests[0].message).toMatch(/expect\(received\)\.toBeInTheDocument\(\)/);
  });

  it("hoists vi.mock above the imports, as Vitest does", async () => {
    const list = `import { useEffect, useState } from "react";
import { getUsers } from "../api/users";
export function UserList() {
  const [users, setUsers] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => { getUsers().then(setUsers); }, []);
  return <ul>{users.map((user) => <li key={user.id}>{user.name}</li>)}</ul>;
}`;
    const source = `import { render, screen } from "@testing-library/react";
import { UserList } from "./UserList";
import { expect, it, vi } from "vitest";
import { getUsers } from "../api/users";

vi.mock("../api/users", () => ({ getUsers: vi.fn() }));

it("shows the users the API returns", async () => {
  vi.mocked(getUsers).mockResolvedValue([{ id: 1, name: "Ada Lovelace" }]);
  render(<UserList />);
  expect(await screen.findByRole("listitem")).toHaveTextContent("Ada Lovelace");
});`;
    const { tests } = await run(
      source,
      {
        "./UserList": list,
        "../api/users": 'export const getUsers = () => { throw new Error("the real one"); };',
      },
      "src/components/UserList.test.tsx",
    );
    expect(tests).toEqual([{ name: "shows the users the API returns", passed: true }]);
  });

  it("gives the code under test real timers that work as the browser's, which check `this`", async () => {
    const source = `import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { useEffect, useState } from "react";

function Greeting() {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const id = setTimeout(() => setName("Ada"), 50);
    return () => clearTimeout(id);
  }, []);
  return <p>{name ? "Hello, " + name + "!" : "Loading…"}</p>;
}

it("greets Ada", async () => {
  render(<Greeting />);
  expect(await screen.findByText("Hello, Ada!")).toBeInTheDocument();
});`;
    // Like Chromium's: called as a method of another object, a timer throws.
    const strict = <T extends (...args: never[]) => unknown>(native: T) =>
      function (this: unknown, ...args: Parameters<T>) {
        if (this !== undefined && this !== globalThis) throw new TypeError("Illegal invocation");
        return native(...args);
      } as unknown as T;
    const natives = { setTimeout, clearTimeout };
    globalThis.setTimeout = strict(natives.setTimeout);
    globalThis.clearTimeout = strict(natives.clearTimeout);
    try {
      expect((await run(source)).tests).toEqual([{ name: "greets Ada", passed: true }]);
    } finally {
      Object.assign(globalThis, natives);
    }
  });

  it("moves fake timers by hand without stopping React or user-event", async () => {
    const source = `import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useEffect, useState } from "react";

function Toast() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const id = setTimeout(() => setShown(false), 3000);
    return () => clearTimeout(id);
  }, []);
  return shown ? <p role="status">Saved</p> : null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("hides the toast after 3 s", () => {
  render(<Toast />);
  act(() => vi.advanceTimersByTime(2999));
  expect(screen.getByRole("status")).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
});`;
    const started = performance.now();
    expect((await run(source)).tests).toEqual([
      { name: "hides the toast after 3 s", passed: true },
    ]);
    expect(performance.now() - started).toBeLessThan(2500);
  });

  it("reports a file that cannot run, and a test that never finishes", async () => {
    expect((await run('import { it } from "vitest";\nit("x", () => {\n')).error).toMatch(/line/);
    expect(
      (
        await run(
          'import { it } from "vitest";\nimport { x } from "./Missing";\nit("x", () => x());',
        )
      ).error,
    ).toMatch(/Cannot import "\.\/Missing"/);
    const { tests } = await run(
      'import { it } from "vitest";\nit("waits", () => new Promise(() => {}), 100);',
    );
    expect(tests[0].message).toMatch(/timed out in 100 ms/);
  });
});

/** The Testing lesson's test files, each beside the files it imports. */
describe("the Testing lesson's test files run unchanged", () => {
  const mdx = readFileSync(path.join(process.cwd(), "src/content/testing.mdx"), "utf8");
  const fences = new Map(
    [...mdx.matchAll(/```(?:jsx?|tsx?) title="([^"]+)"\n([\s\S]*?)```/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
  // What the lesson's tests import but does not show: small versions of the components it names.
  const fixtures: Record<string, string> = {
    "@/components/SignupForm": `import { useState } from "react";
export function SignupForm({ onSubmit }) {
  const [email, setEmail] = useState("");
  return (
    <form onSubmit={(event) => { event.preventDefault(); onSubmit({ email }); }}>
      <label>Email <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} /></label>
      <button type="submit">Sign up</button>
    </form>
  );
}`,
    "@/api/users": `export async function getUsers() {
  const response = await fetch("/api/users");
  return response.json();
}`,
    "@/components/UserList": `import { useEffect, useState } from "react";
import { getUsers } from "../api/users";
export function UserList() {
  const [users, setUsers] = useState([]);
  useEffect(() => { getUsers().then(setUsers); }, []);
  return <ul>{users.map((user) => <li key={user.id}>{user.name}</li>)}</ul>;
}`,
    "@/hooks/useDebouncedValue": `import { useEffect, useState } from "react";
export function useDebouncedValue(value, delay) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return debounced;
}`,
  };
  // The lesson's own files, by module id: "src/hooks/useCounter.js" → "@/hooks/useCounter".
  for (const [title, code] of fences)
    if (!/\.test\./.test(title))
      fixtures[title.replace(/^src\//, "@/").replace(/\.[jt]sx?$/, "")] = code;
  // These use MSW, which the playground does not offer: the network is mocked with vi.mock there.
  const needsMsw = (code: string) => /from "msw|from "\.\.\/mocks\/server"/.test(code);

  const testFiles = [...fences].filter(([title]) => /\.test\.[jt]sx?$/.test(title));
  it("finds the lesson's test files", () => {
    expect(testFiles.map(([title]) => title)).toEqual(
      expect.arrayContaining([
        "src/utils/formatPrice.test.ts",
        "src/hooks/useCounter.test.ts",
        "src/components/Counter.test.tsx",
      ]),
    );
  });

  for (const [title, code] of testFiles.filter(([, code]) => !needsMsw(code)))
    it(title, async () => {
      for (const [, specifier] of code.matchAll(/from "(\.[^"]+)"/g))
        expect(
          fixtures[resolveSpecifier(specifier, title)],
          `${title}: ${specifier}`,
        ).toBeDefined();
      // By module id ("@/api/users"), so the files they import find each other too.
      const result = await runTestFile(code, title, { guard: noGuard, files: fixtures });
      expect(result.error).toBeUndefined();
      expect(result.tests.length).toBeGreaterThan(0);
      expect(result.tests.filter((test) => !test.passed)).toEqual([]);
    });
});

describe("previewTestFile", () => {
  const solution = challenges["missing-assertion"].solution;
  const preview = async (source: string, isCurrent = () => true) => {
    const container = document.createElement("div");
    document.body.appendChild(container);
    const shown = await previewTestFile(
      container,
      source,
      "missing-assertion.tsx",
      noGuard,
      isCurrent,
    );
    return { shown, view: within(container) };
  };

  it("gives a challenge's test file its modules and shows each test like a test runner", async () => {
    const { shown, view } = await preview(solution);
    expect(shown).toBe(true);
    expect(view.getByRole("status")).toHaveTextContent("Tests: 1 passed");
    expect(view.getByText("counts one click")).toBeInTheDocument();
  });

  it("shows a failing test with its matcher's message, and a file that cannot run", async () => {
    const failing = await preview(solution.replace('"Count: 1"', '"Count: 2"'));
    expect(failing.view.getByRole("status")).toHaveTextContent("Tests: 0 passed, 1 failed");
    expect(failing.view.getByText(/Expected element to have text content/)).toBeInTheDocument();
    const broken = await preview(solution.replace('from "./Counter"', 'from "./Nowhere"'));
    expect(broken.view.getByRole("status")).toHaveTextContent("The test file could not run.");
    expect(broken.view.getByText(/Cannot import "\.\/Nowhere"/)).toBeInTheDocument();
  });

  it("leaves the preview alone when newer code replaced the file meanwhile", async () => {
    const { shown, view } = await preview(solution, () => false);
    expect(shown).toBe(false);
    expect(view.queryByRole("status")).toBeNull();
  });
});

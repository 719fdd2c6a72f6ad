import { afterEach, describe, expect, it } from "vitest";
import { actEnvironmentForTests } from "@/test/act-environment";
import type { CheckContext, ChallengeCheck } from "@/challenges/types";
import { runChecks } from "./checks";

/**
 * The evidence a check can read that a reader's code cannot delete or fake: render counts,
 * what is still running after unmount, frozen state, the fake server, the syntax tree and
 * React's warnings. Each is tried on a right and a wrong answer.
 */

const noGuard = Object.assign(() => {}, { reset: () => {} });

actEnvironmentForTests(false);
afterEach(() => {
  document.body.innerHTML = "";
});

/** Runs `run` as the only check against `source`; resolves to its message, or "passed". */
async function probe(
  source: string,
  run: (context: CheckContext) => unknown,
  setup?: ChallengeCheck["setup"],
) {
  const host = document.createElement("div");
  document.body.appendChild(host);
  const [result] = await runChecks(
    {
      starter: "",
      solution: "",
      hint: "",
      explanation: "",
      checks: [{ name: "probe", setup, run: async (context) => void (await run(context)) }],
    },
    { source, file: "App.tsx", host, guard: noGuard },
  );
  return result.passed ? "passed" : result.message;
}

const list = (row: string) => `import { memo, useState } from "react";
${row}
export default function List() {
  const [count, setCount] = useState(0);
  const [items] = useState(["a", "b", "c"]);
  return (
    <div>
      <button onClick={() => setCount(count + 1)}>Clicked {count}</button>
      <ul>{items.map((item) => <Row key={item} label={item} />)}</ul>
    </div>
  );
}`;

describe("renders", () => {
  it("counts committed renders per component, once per commit under StrictMode", async () => {
    const counts: number[] = [];
    const message = await probe(
      list("function Row({ label }: { label: string }) { return <li>{label}</li>; }"),
      async ({ renders, resetRenders, screen, user }) => {
        counts.push(renders("List"), renders("Row"));
        resetRenders();
        await user.click(screen.getByRole("button"));
        counts.push(renders("List"), renders("Row"));
      },
    );
    expect(message).toBe("passed");
    expect(counts).toEqual([1, 3, 1, 3]);
  });

  it("sees that memo skips the rows, even an anonymous memo named by its binding", async () => {
    const counts: number[] = [];
    const run = async ({ renders, resetRenders, screen, user }: CheckContext) => {
      resetRenders();
      await user.click(screen.getByRole("button"));
      counts.push(renders("Row"));
    };
    await probe(
      list(
        "const Row = memo(function Row({ label }: { label: string }) { return <li>{label}</li>; });",
      ),
      run,
    );
    await probe(list("const Row = memo(({ label }: { label: string }) => <li>{label}</li>);"), run);
    await probe(
      list(
        "const Row = memo(({ label }: { label: string }) => <li>{label}</li>, (a, b) => a.label === b.label);",
      ),
      run,
    );
    expect(counts).toEqual([0, 0, 0]);
  });
});

const ticker = (effect: string) => `import { useEffect, useState } from "react";
export default function Ticker() {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
${effect}
  }, []);
  return <p>{ticks}</p>;
}`;

describe("live and unmount", () => {
  const afterUnmount = async (source: string) => {
    let seen: unknown;
    await probe(source, ({ unmount, live }) => {
      unmount();
      seen = live();
    });
    return seen;
  };

  it("finds the intervals, timeouts and listeners an effect leaves behind", async () => {
    expect(
      await afterUnmount(
        ticker(`    setInterval(() => setTicks((t) => t + 1), 50);
    setTimeout(() => {}, 5000);
    window.addEventListener("resize", () => {});
    document.addEventListener("keydown", () => {});`),
      ),
    ).toEqual({
      // StrictMode runs the effect twice: both of each are still there.
      intervals: 2,
      timeouts: 2,
      listeners: ["window resize", "document keydown", "window resize", "document keydown"],
      fetches: 0,
      timerCalls: 0,
    });
  });

  it("counts each run of the reader's timer callbacks, intervals' and timeouts'", async () => {
    let calls = 0;
    const verdict = await probe(
      ticker(`    const id = setInterval(() => setTicks((t) => t + 1), 20);
    const timeout = setTimeout(() => {}, 10);
    return () => {
      clearInterval(id);
      clearTimeout(timeout);
    };`),
      async ({ live, waitFor }) => {
        await waitFor(() => expect(live().timerCalls).toBeGreaterThanOrEqual(4));
        calls = live().timerCalls;
      },
    );
    expect(verdict).toBe("passed");
    // StrictMode's first run was cleaned up at once: one interval ticks, one timeout fires.
    expect(calls).toBeGreaterThanOrEqual(4);
  });

  it("counts nothing once the cleanups stop them, in any of the usual spellings", async () => {
    expect(
      await afterUnmount(
        ticker(`    const id = window.setInterval(() => setTicks((t) => t + 1), 50);
    const timeout = setTimeout(() => {}, 5000);
    const onResize = () => {};
    addEventListener("resize", onResize);
    const controller = new AbortController();
    document.addEventListener("keydown", () => {}, { signal: controller.signal });
    globalThis.addEventListener("scroll", onResize, { capture: true });
    return () => {
      clearInterval(id);
      window.clearTimeout(timeout);
      window.removeEventListener("resize", onResize);
      controller.abort();
      removeEventListener("scroll", onResize, true);
    };`),
      ),
    ).toEqual({ intervals: 0, timeouts: 0, listeners: [], fetches: 0, timerCalls: 0 });
  });

  it("tells an aborted fetch from one left running", async () => {
    const fetcher = (cleanup: string) =>
      ticker(`    const controller = new AbortController();
    fetch("/api/ticks", { signal: controller.signal }).catch(() => {});
    ${cleanup}`);
    expect(await afterUnmount(fetcher("return () => controller.abort();"))).toMatchObject({
      fetches: 0,
    });
    expect(await afterUnmount(fetcher(""))).toMatchObject({ fetches: 2 });
  });
});

const groceries = (add: string) => `import { useState } from "react";
export default function Groceries() {
  const [items, setItems] = useState([{ id: 1, name: "Milk" }]);
  const [user, setUser] = useState({ name: "Ada", address: { city: "London" } });
  function add() {
${add}
  }
  return (
    <div>
      <button onClick={add}>Add</button>
      <p>{user.address.city}</p>
      <ul>{items.map((item) => <li key={item.id}>{item.name}</li>)}</ul>
    </div>
  );
}`;

describe("frozen state", () => {
  const click = async ({ screen, user }: CheckContext) =>
    user.click(screen.getByRole("button", { name: "Add" }));

  it("names an in-place push, even when a copy is passed to the setter", async () => {
    expect(
      await probe(
        groceries(`    items.push({ id: 2, name: "Tea" });
    setItems([...items]);`),
        click,
      ),
    ).toMatch(/in place with push\(\).*\[\.\.\.items, item\]/);
  });

  it("names the property of a nested object changed in place", async () => {
    expect(
      await probe(
        groceries(`    user.address.city = "Paris";
    setUser({ ...user });`),
        click,
      ),
    ).toMatch(/You changed `city` of an object in state .*in place.*copy every level/);
  });

  it("names sorting in place and item assignment, in an updater too", async () => {
    expect(
      await probe(groceries("    setItems((list) => list.sort((a, b) => b.id - a.id));"), click),
    ).toMatch(/sort\(\).*toSorted/);
    expect(
      await probe(
        groceries(
          '    setItems((list) => { list[0] = { id: 1, name: "Oat milk" }; return [...list]; });',
        ),
        click,
      ),
    ).toMatch(/item 0 of a state array in place.*map/);
  });

  it("never touches correct code: copies, toSorted, structuredClone, a Map in state", async () => {
    const right = [
      '    setItems([...items, { id: 2, name: "Tea" }]);',
      "    setItems(items.toSorted((a, b) => b.id - a.id));",
      '    const next = structuredClone(user); next.address.city = "Paris"; setUser(next);',
      '    setUser((u) => ({ ...u, address: { ...u.address, city: "Paris" } }));',
      '    const copy = items.slice(); copy.push({ id: 2, name: "Tea" }); copy.reverse(); setItems(copy);',
    ];
    for (const add of right) expect(await probe(groceries(add), click), add).toBe("passed");
    const map = `import { useState } from "react";
export default function Tags() {
  const [tags, setTags] = useState(() => new Map([["a", 1]]));
  return <button onClick={() => setTags((old) => new Map(old).set("b", 2))}>Add {tags.size}</button>;
}`;
    expect(await probe(map, ({ screen, user }) => user.click(screen.getByRole("button")))).toBe(
      "passed",
    );
  });
});

describe("errors", () => {
  it("fails the check with what a handler or a timer threw, in the lesson's words", async () => {
    const clock = `import { useEffect, useState } from "react";
export default function Clock() {
  const [times, setTimes] = useState<number[]>([]);
  useEffect(() => {
    const id = setTimeout(() => {
      times.push(Date.now());
      setTimes([...times]);
    }, 10);
    return () => clearTimeout(id);
  }, []);
  return <button onClick={() => { throw new Error("clicked wrong"); }}>{times.length}</button>;
}`;
    expect(await probe(clock, ({ sleep }) => sleep(100))).toMatch(/in place with push\(\)/);
    expect(
      await probe(clock.replace("}, 10)", "}, 5000)"), async ({ screen, user }) =>
        user.click(screen.getByRole("button")),
      ),
    ).toBe("Your component threw: clicked wrong");
  });
});

describe("server", () => {
  const loader = `import { useEffect, useState } from "react";
export default function Users() {
  const [text, setText] = useState("Loading…");
  useEffect(() => {
    fetch("/api/users")
      .then((response) => {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.json();
      })
      .then((users) => setText(users.join(", ")), (error) => setText("Failed: " + error.message));
  }, []);
  return <p role="status">{text}</p>;
}`;
  const status = async ({ screen, waitFor }: CheckContext, expected: string) =>
    waitFor(() => expect(screen.getByRole("status").textContent).toBe(expected));

  it("answers late, fails with a status or a network error, or holds until the check answers", async () => {
    expect(
      await probe(
        loader,
        (context) => status(context, "Ada, Grace"),
        ({ server }) =>
          server.answer((request) => request.respond(["Ada", "Grace"], { delay: 50 })),
      ),
    ).toBe("passed");
    expect(
      await probe(
        loader,
        (context) => status(context, "Failed: HTTP 500"),
        ({ server }) => server.answer((request) => request.respond({}, { status: 500 })),
      ),
    ).toBe("passed");
    expect(
      await probe(
        loader,
        (context) => status(context, "Failed: Failed to fetch"),
        ({ server }) => server.answer((request) => request.fail()),
      ),
    ).toBe("passed");
    expect(
      await probe(loader, async (context) => {
        const [first, second] = await context.server.waitForRequests(2);
        expect(context.screen.getByRole("status").textContent).toBe("Loading…");
        second.respond(["Grace"]);
        first.respond(["Ada"]);
        await status(context, "Ada");
      }),
    ).toBe("passed");
  });

  it("says how many requests came when fewer than expected did", async () => {
    expect(await probe(loader, ({ server }) => server.waitForRequests(3, 100))).toMatch(
      /made 2 request\(s\) where 3 were expected \(\/api\/users, \/api\/users\)/,
    );
  });
  it("leaves no request waiting after a check, so a pending action never holds the next check's transitions", async () => {
    // A form action awaits a save the first check never answers; React would keep every later
    // transition (the second check's) pending with it for as long as that request waits.
    const saver = `import { startTransition, useState } from "react";
export default function Saver() {
  const [label, setLabel] = useState("idle");
  return (
    <div>
      <form action={async () => { await fetch("/api/save", { method: "POST" }); }}>
        <button>Save</button>
      </form>
      <button type="button" onClick={() => startTransition(() => setLabel("moved"))}>Move</button>
      <p role="status">{label}</p>
    </div>
  );
}`;
    expect(
      await probe(saver, async ({ screen, user, server }) => {
        await user.click(screen.getByRole("button", { name: "Save" }));
        await server.waitForRequests(1);
      }),
    ).toBe("passed");
    expect(
      await probe(saver, async ({ screen, user, waitFor }) => {
        await user.click(screen.getByRole("button", { name: "Move" }));
        await waitFor(() => expect(screen.getByRole("status").textContent).toBe("moved"));
      }),
    ).toBe("passed");
  });
});

describe("code", () => {
  const facts = async (source: string, read: (context: CheckContext) => unknown) => {
    let seen: unknown;
    await probe(source, (context) => {
      seen = read(context);
    });
    return seen;
  };
  const app = (head: string, body: string) =>
    `${head}\nexport default function App() {\n${body}\n  return <p>hi</p>;\n}`;

  it("finds an import under every spelling", async () => {
    const uses = ({ code }: CheckContext) => code.uses("react", "useId");
    expect(await facts(app('import { useId } from "react";', "  useId();"), uses)).toBe(true);
    expect(await facts(app('import { useId as makeId } from "react";', "  makeId();"), uses)).toBe(
      true,
    );
    expect(await facts(app('import React from "react";', "  React.useId();"), uses)).toBe(true);
    expect(await facts(app('import * as R from "react";', '  R["useId"]();'), uses)).toBe(true);
    expect(
      await facts(app('import React from "react";\nconst { useId: id } = React;', "  id();"), uses),
    ).toBe(true);
    expect(await facts(app('import { useId } from "react";', "  const useIdea = 1;"), uses)).toBe(
      false,
    );
    expect(await facts(app('import { useState } from "react";', "  useState(0);"), uses)).toBe(
      false,
    );
  });

  it("gives the whole syntax tree, as JavaScript", async () => {
    const program = (await facts(
      app('import { useState } from "react";', "  const [a] = useState<string | null>(null);"),
      ({ code }) => code.program,
    )) as CheckContext["code"]["program"];
    expect(program.type).toBe("Program");
    // Compiled: the JSX runtime's import and the file name sucrase adds come first.
    const body = program.body as { type: string; source?: { value: string } }[];
    expect(body.map((node) => node.source?.value ?? node.type)).toEqual([
      "VariableDeclaration",
      "react/jsx-dev-runtime",
      "react",
      "ExportDefaultDeclaration",
    ]);
  });

  it("finds state set directly in an effect, not in a callback inside it", async () => {
    const head = 'import { useEffect, useState } from "react";';
    const setInEffect = ({ code }: CheckContext) =>
      code.stateSetInEffects().map((call) => call.text);
    expect(
      await facts(
        app(head, "  const [a, setA] = useState(0);\n  useEffect(() => { setA(1); }, []);"),
        setInEffect,
      ),
    ).toEqual(["setA(1)"]);
    expect(
      await facts(
        app(
          head,
          "  const [a, setA] = useState(0);\n  useEffect(() => { const id = setTimeout(() => setA(1)); return () => clearTimeout(id); }, []);",
        ),
        setInEffect,
      ),
    ).toEqual([]);
  });
  it("lists the nodes of a type as written (class fields too), never from comments", async () => {
    const staticMethods = ({ code }: CheckContext) =>
      // A static field stays a field (it is not compiled into a method).
      [...code.nodes("MethodDefinition"), ...code.nodes("PropertyDefinition")]
        .filter((method) => method.static)
        .sort((a, b) => a.start - b.start)
        .map((method) => (method.key as { name: string }).name);
    const boundary = `import { Component } from "react";
// static getDerivedStateFromError() would go here
class Boundary extends Component<{ children: React.ReactNode }> {
  static getDerivedStateFromError() {
    return {};
  }
  static other = () => null;
  render() {
    return this.props.children;
  }
}
export default function App() {
  return <Boundary><p>hi</p></Boundary>;
}`;
    expect(await facts(boundary, staticMethods)).toEqual(["getDerivedStateFromError", "other"]);
    expect(
      await facts(
        boundary.replace(
          "  static getDerivedStateFromError() {\n    return {};\n  }",
          "  /* static getDerivedStateFromError() { return {}; } */",
        ),
        staticMethods,
      ),
    ).toEqual(["other"]);
  });
});

describe("types", () => {
  const typeFacts = async (source: string, read: (code: CheckContext["code"]) => unknown) => {
    let seen: unknown;
    await probe(
      `${source}\nexport default function App() {\n  return <p>hi</p>;\n}`,
      ({ code }) => {
        seen = read(code);
      },
    );
    return seen;
  };

  it("reads a call's type arguments under every spelling, whatever the spacing and comments", async () => {
    const typed = (code: CheckContext["code"]) => code.typeArguments("react", "useState");
    expect(
      await typeFacts(
        `import { useState } from "react";
interface User { name: string }
const a = () => useState</* not any */ User|null>(null);
const b = () => useState(0);
const c = () => useState<Array<Array<User>>>([]);`,
        typed,
      ),
    ).toEqual([["User | null"], [], ["Array < Array < User > >"]]);
    expect(
      await typeFacts(
        `import * as R from "react";
import { useState as useS } from "react";
const a = () => R.useState<string | null>(null);
const b = () => R["useState"]<Map<string, number>, number>(new Map());
const c = () => useS<
  | string
  | null
>(null);`,
        typed,
      ),
    ).toEqual([["string | null"], ["Map < string , number >", "number"], ["| string | null"]]);
  });

  it("ignores functions of the same name that are not the module's", async () => {
    const typed = (code: CheckContext["code"]) => code.typeArguments("react", "useState");
    expect(
      await typeFacts(
        `function useState<T>(value: T) {
  return value;
}
const a = () => useState<number>(1);
const other = { useState: <T,>(value: T) => value };
const b = () => other.useState<number>(1);`,
        typed,
      ),
    ).toEqual([]);
  });

  it("reads type aliases, one per declaration, with or without semicolons", async () => {
    expect(
      await typeFacts(
        `type User = { name: string; type: string }
export type MaybeUser =
  | User
  | null
type Pair<T> = [T, T];
interface Other { id: string }`,
        (code) => code.typeAliases(),
      ),
    ).toEqual({
      User: "{ name : string ; type : string }",
      MaybeUser: "User | null",
      Pair: "[ T , T ]",
    });
  });

  it("finds a type wherever it is written, but not a property of that name or a comment", async () => {
    const any = (code: CheckContext["code"]) => code.usesType("any");
    expect(await typeFacts("const a = JSON.parse('1') as any;", any)).toBe(true);
    expect(await typeFacts("function f(value: any) { return value; }", any)).toBe(true);
    expect(await typeFacts("type Loose = Record<string, any>;", any)).toBe(true);
    expect(
      await typeFacts(
        `// any would do here, but unknown is safer
type Options = { any: boolean; anyOther?: string };
const text = "any";`,
        any,
      ),
    ).toBe(false);
  });
});

describe("warnings and logs", () => {
  it("keeps React's warnings apart from the reader's own console lines", async () => {
    let seen: { warnings: string[]; logs: string[] } | null = null;
    // React warns once per parent of the keyless list (by its name: "ul" for <ul>{…}</ul>) for
    // as long as it is loaded, and test files share a worker's React: the list is returned by a
    // component no other test renders.
    await probe(
      `function KeylessLetters() {
  return ["a", "b"].map((item) => <li>{item}</li>);
}

export default function List() {
  console.error("my own error");
  return <ul><KeylessLetters /></ul>;
}`,
      ({ warnings, logs }) => {
        seen = { warnings: [...warnings], logs: [...logs] };
      },
    );
    expect(seen!.logs).toContain("my own error");
    expect(seen!.warnings.join("\n")).toMatch(/unique "key" prop/);
    expect(seen!.warnings.join("\n")).not.toMatch(/my own error/);
  });
});

describe("runTests and notRun", () => {
  const counter = (step: number) => `import { useState } from "react";
export function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((c) => c + ${step})}>Count: {count}</button>;
}`;
  const counterTest = `import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { Counter } from "./Counter";

it("counts one click", async () => {
  (globalThis as { testFileRuns?: number }).testFileRuns! += 1;
  render(<Counter />);
  await userEvent.setup().click(screen.getByRole("button"));
  expect(screen.getByRole("button")).toHaveTextContent("Count: 1");
});
it("counts nothing without a click", () => {
  render(<Counter />);
  expect(screen.getByRole("button")).toHaveTextContent("Count: 0");
});`;

  it("runs the file once per set of files in a Check, and ends a check as not run on request", async () => {
    const host = document.createElement("div");
    document.body.appendChild(host);
    const runs = globalThis as { testFileRuns?: number };
    runs.testFileRuns = 0;
    const outcomes: string[] = [];
    const results = await runChecks(
      {
        starter: "",
        solution: "",
        hint: "",
        explanation: "",
        files: { "./Counter": counter(1) },
        checks: [
          {
            name: "working",
            run: async ({ runTests }) => {
              const run = await runTests();
              outcomes.push(run.tests.map((test) => test.passed).join());
            },
          },
          {
            name: "working again, and a broken one",
            run: async ({ runTests, expect }) => {
              const again = await runTests({ "./Counter": counter(1) });
              const broken = await runTests({ "./Counter": counter(2) });
              outcomes.push(again.tests.map((test) => test.passed).join());
              outcomes.push(broken.tests.map((test) => test.passed).join());
              expect(
                broken.tests.some((test) => !test.passed),
                "still passes",
              );
            },
          },
          {
            name: "nothing to judge",
            run: ({ notRun }) => notRun("Your test does not pass on the working counter yet."),
          },
        ],
      },
      { source: counterTest, file: "Counter.test.tsx", host, guard: noGuard },
    );
    // The same files ran once; other files ran afresh.
    expect(runs.testFileRuns).toBe(2);
    delete runs.testFileRuns;
    expect(outcomes).toEqual(["true,true", "true,true", "false,true"]);
    expect(results).toEqual([
      { name: "working", passed: true },
      { name: "working again, and a broken one", passed: true },
      {
        name: "nothing to judge",
        passed: false,
        notRun: true,
        message: "Your test does not pass on the working counter yet.",
      },
    ]);
    host.remove();
  });
});

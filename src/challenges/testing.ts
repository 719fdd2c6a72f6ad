import { createElement, useEffect, useState, type ComponentType } from "react";
import type { CheckContext, LessonChallenges } from "./types";

/** What the reader's exported `test` receives: like a test file's tools, scoped to one render. */
interface ReaderTestTools {
  screen: CheckContext["screen"];
  user: CheckContext["user"];
  expect: (condition: unknown, message: string) => void;
}
type ReaderTest = (tools: ReaderTestTools) => Promise<void> | void;

const failing = (condition: unknown, message: string) => {
  if (!condition) throw new Error(message);
};

/** Runs the reader's test against `component`; resolves to the error it threw, or null. */
async function runReaderTest(context: CheckContext, component: ComponentType) {
  const test = context.exports.test;
  if (typeof test !== "function") throw new Error("Your code exports no `test` function.");
  const container = context.render(createElement(component));
  try {
    await (test as ReaderTest)({
      screen: context.within(container),
      user: context.user,
      expect: failing,
    });
    return null;
  } catch (error) {
    return error;
  }
}

function makeCounter(step: number, buttonClass = "btn-primary") {
  return function Counter() {
    const [count, setCount] = useState(0);
    return createElement(
      "div",
      null,
      createElement("p", { role: "status" }, `Count: ${count}`),
      createElement(
        "button",
        { type: "button", className: buttonClass, onClick: () => setCount((c) => c + step) },
        "+1",
      ),
    );
  };
}

function makeGreeting(delayMs: number | null) {
  return function Greeting() {
    const [name, setName] = useState<string | null>(null);
    useEffect(() => {
      if (delayMs === null) return;
      const id = setTimeout(() => setName("Ada"), delayMs);
      return () => clearTimeout(id);
    }, []);
    return createElement("p", null, name ? `Hello, ${name}!` : "Loading…");
  };
}

/** The Counter that the test file imports from "./Counter"; `step` 2 or 0 breaks it. */
const counterModule = (step: number) => `import { useState } from "react";

export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div className="space-y-2">
      <p role="status">Count: {count}</p>
      <button type="button" className="rounded border px-3" onClick={() => setCount((c) => c + ${step})}>
        +1
      </button>
    </div>
  );
}
`;

/** A test file for the Counter, as the lesson writes one; `assertion` goes after the click. */
export const counterTest = (
  assertion: string,
) => `import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { Counter } from "./Counter";

it("counts one click", async () => {
  const user = userEvent.setup();
  render(<Counter />);
  await user.click(screen.getByRole("button", { name: "+1" }));
${assertion}});
`;

const counterFile = (test: string) => `import { useState } from "react";

export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div className="space-y-2">
      <p role="status">Count: {count}</p>
      <button type="button" className="btn-primary rounded border px-3" onClick={() => setCount((c) => c + 1)}>
        +1
      </button>
    </div>
  );
}

${test}
`;

const greetingFile = (test: string) => `import { useEffect, useState } from "react";

export default function Greeting() {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const id = setTimeout(() => setName("Ada"), 100);
    return () => clearTimeout(id);
  }, []);
  return <p>{name ? \`Hello, \${name}!\` : "Loading…"}</p>;
}

${test}
`;

const mustPassAndCatch = (good: ComponentType, broken: ComponentType, brokenName: string) => [
  {
    name: "Your test passes on the working component",
    run: async (context: CheckContext) => {
      const error = await runReaderTest(context, good);
      context.expect(
        error === null,
        `Your test failed on the working component: ${String((error as Error)?.message ?? error)}`,
      );
    },
  },
  {
    name: `Your test fails on ${brokenName}`,
    run: async (context: CheckContext) => {
      const error = await runReaderTest(context, broken);
      context.expect(
        error !== null,
        `Your test still passes on ${brokenName}: it does not assert what the reader sees.`,
      );
    },
  },
];

export const challenges: LessonChallenges = {
  "missing-assertion": {
    files: { "./Counter": counterModule(1) },
    starter: counterTest(""),
    solution: counterTest(`  expect(screen.getByRole("status")).toHaveTextContent("Count: 1");
`),
    hint: "A test that only clicks proves nothing. What should the reader see after one click? Say it with `expect(…)` and a matcher such as `toHaveTextContent`.",
    explanation:
      'The assertion is what turns a script into a test: after one click the status must read "Count: 1". Now a counter that adds 2, or one whose button does nothing, fails the test, which is the point of having it.',
    checks: [
      {
        name: "Your test passes on the working counter",
        run: async ({ runTests, expect }) => {
          const run = await runTests();
          expect(!run.error, `Your test file could not run: ${run.error}`);
          expect(run.tests.length > 0, "Your file has no test: write one with it(…) or test(…).");
          const failed = run.tests.find((test) => !test.passed);
          expect(
            !failed,
            `Your test fails on the working counter: "${failed?.name}": ${failed?.message}`,
          );
        },
      },
      ...[
        { broken: counterModule(2), what: "a counter that adds 2 per click" },
        { broken: counterModule(0), what: "a counter whose button does nothing" },
      ].map(({ broken, what }) => ({
        name: `Your test fails on ${what}`,
        run: async ({ runTests, expect }: CheckContext) => {
          const run = await runTests({ "./Counter": broken });
          expect(
            run.tests.some((test) => !test.passed),
            `Your test still passes on ${what}: after the click it asserts nothing, or nothing a broken counter would change. Expect what the reader must see: the status reads "Count: 1".`,
          );
        },
      })),
    ],
  },

  "query-by-role": {
    starter: counterFile(`export async function test({ screen, user, expect }) {
  const button = document.querySelector(".btn-primary") as HTMLElement;
  await user.click(button);
  expect(screen.getByRole("status").textContent === "Count: 1", "One click should show Count: 1");
}`),
    solution: counterFile(`export async function test({ screen, user, expect }) {
  await user.click(screen.getByRole("button", { name: "+1" }));
  expect(screen.getByRole("status").textContent === "Count: 1", "One click should show Count: 1");
}`),
    hint: "Find the button the way a reader does: by its role and its name, not by a class a designer may rename.",
    explanation:
      '`getByRole("button", { name: "+1" })` depends only on what the reader perceives, so renaming a CSS class cannot break the test, while a missing or renamed button still does. The class query also searched the whole document rather than the rendered component.',
    checks: [
      ...mustPassAndCatch(
        makeCounter(1, "button-main"),
        makeCounter(2, "button-main"),
        "a broken counter",
      ),
    ].map((check, index) =>
      index === 0
        ? { ...check, name: "Your test passes after the button's class is renamed" }
        : check,
    ),
  },

  "await-async-ui": {
    starter: greetingFile(`export async function test({ screen, expect }) {
  expect(screen.queryByText("Hello, Ada!"), "The greeting should appear");
}`),
    solution: greetingFile(`export async function test({ screen, expect }) {
  const greeting = await screen.findByText("Hello, Ada!");
  expect(greeting, "The greeting should appear");
}`),
    hint: "The name arrives 100 ms after the first render. Which kind of query waits for it?",
    explanation:
      '`findByText` retries until the text appears (or a timeout passes), so the test waits for the asynchronous update instead of checking the first render, where only "Loading…" is on screen.',
    checks: mustPassAndCatch(makeGreeting(100), makeGreeting(null), "a greeting that never loads"),
  },
};

import type { CheckContext, LessonChallenges } from "./types";

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

interface ButtonsOptions {
  step?: number;
  plusClass?: string;
  /** Reset before "+1" in the markup (a layout change a reader would not notice). */
  resetFirst?: boolean;
  /** "+1" as a clickable <div>: no button role, no keyboard, which a role query catches. */
  plusAsDiv?: boolean;
}

/** The counter of the query-by-role challenge, styled with classes, with a Reset beside "+1". */
export const buttonsCounter = ({
  step = 1,
  plusClass = "btn-primary",
  resetFirst = false,
  plusAsDiv = false,
}: ButtonsOptions = {}) => {
  const plus = plusAsDiv
    ? `<div className="${plusClass}" onClick={() => setCount((c) => c + ${step})}>+1</div>`
    : `<button type="button" className="${plusClass}" onClick={() => setCount((c) => c + ${step})}>+1</button>`;
  const reset = `<button type="button" className="btn-secondary" onClick={() => setCount(0)}>Reset</button>`;
  return `import { useState } from "react";

export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div className="space-y-2">
      <p role="status">Count: {count}</p>
      <div className="flex gap-2">
        ${resetFirst ? `${reset}\n        ${plus}` : `${plus}\n        ${reset}`}
      </div>
    </div>
  );
}
`;
};

/** A test file for the styled counter; `find` is the expression that finds "+1". */
export const buttonsTest = (
  find: string,
  assertion = `  expect(screen.getByRole("status")).toHaveTextContent("Count: 1");\n`,
) => `import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { Counter } from "./Counter";

it("counts one click", async () => {
  const user = userEvent.setup();
  ${find.includes("container") ? "const { container } = render(<Counter />);" : "render(<Counter />);"}
  await user.click(${find});
${assertion}});
`;

/** The Greeting of the await-async-ui challenge: "Hello, <name>!" after `delay` ms, or never. */
export const greetingModule = (
  delay: number | null,
  name = "Ada",
) => `import { useEffect, useState } from "react";

export function Greeting() {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    ${
      delay === null
        ? "// The name never arrives."
        : `const id = setTimeout(() => setName("${name}"), ${delay});
    return () => clearTimeout(id);`
    }
  }, []);
  return <p>{name ? \`Hello, \${name}!\` : "Loading…"}</p>;
}
`;

/** A test file for the Greeting; `body` follows the render. */
export const greetingTest = (
  body: string,
  imports = `import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";`,
) => `${imports}
import { Greeting } from "./Greeting";

it("greets Ada", async () => {
  render(<Greeting />);
${body}});
`;

/** A check that the reader's tests all pass against `files` (a working variant). */
const passesOn = (files: Record<string, string>, what: string, why: string) => ({
  name: `Your test passes on ${what}`,
  run: async ({ runTests, expect }: CheckContext) => {
    const run = await runTests(files);
    expect(!run.error, `Your test file could not run: ${run.error}`);
    expect(run.tests.length > 0, "Your file has no test: write one with it(…) or test(…).");
    const failed = run.tests.find((test) => !test.passed);
    expect(!failed, `Your test fails on ${what}: "${failed?.name}": ${failed?.message} ${why}`);
  },
});

/** A check that at least one of the reader's tests fails against `files` (a broken variant). */
const failsOn = (files: Record<string, string>, what: string, why: string) => ({
  name: `Your test fails on ${what}`,
  run: async ({ runTests, expect }: CheckContext) => {
    const run = await runTests(files);
    expect(
      run.error || run.tests.some((test) => !test.passed),
      `Your test still passes on ${what}: ${why}`,
    );
  },
});

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
    files: { "./Counter": buttonsCounter() },
    starter: buttonsTest(`container.querySelector(".btn-primary")!`),
    solution: buttonsTest(`screen.getByRole("button", { name: "+1" })`),
    hint: "Find the button the way a reader does: by its role and its name, not by a class a designer may rename or by where it sits.",
    explanation:
      '`getByRole("button", { name: "+1" })` depends only on what the reader perceives, so renaming a CSS class or moving the buttons cannot break the test, while a missing or broken button still does. And because it finds only real buttons, it also fails when "+1" becomes a `<div>` that a keyboard cannot reach: a role query checks accessibility for free.',
    checks: [
      passesOn({}, "the working counter", ""),
      passesOn(
        { "./Counter": buttonsCounter({ plusClass: "button-main" }) },
        "a counter whose button's class was renamed",
        'It finds the button by its CSS class, which a designer may rename at any time. Find it the way a reader does: `screen.getByRole("button", { name: "+1" })`.',
      ),
      passesOn(
        { "./Counter": buttonsCounter({ resetFirst: true }) },
        "a counter with Reset moved before +1",
        'It finds the button by its place in the markup, so it clicked Reset. Find it by its role and name: `screen.getByRole("button", { name: "+1" })`.',
      ),
      failsOn(
        { "./Counter": buttonsCounter({ step: 2 }) },
        "a counter that adds 2 per click",
        'after the click it no longer checks what the reader sees. Keep the assertion: the status reads "Count: 1".',
      ),
      failsOn(
        { "./Counter": buttonsCounter({ plusAsDiv: true }) },
        'a counter whose "+1" is a clickable <div>, not a button',
        'a keyboard or a screen reader cannot use that "+1", and your query did not notice. Query by role, `screen.getByRole("button", { name: "+1" })`: it finds only real buttons, so the test checks accessibility too.',
      ),
    ],
  },

  "await-async-ui": {
    files: { "./Greeting": greetingModule(100) },
    starter: greetingTest(`  expect(screen.getByText("Hello, Ada!")).toBeInTheDocument();
`),
    solution: greetingTest(`  expect(await screen.findByText("Hello, Ada!")).toBeInTheDocument();
`),
    hint: "The name arrives after the first render. Which kind of query retries until the text is there?",
    explanation:
      '`findByText` retries until the text appears (about a second by default), so the test waits for the asynchronous update instead of checking the first render, where only "Loading…" is on screen. It waits just as long as needed: a fixed sleep is too short on a slow day and wasted time on a fast one.',
    checks: [
      passesOn(
        {},
        "the working greeting",
        'The name arrives after the first render, where only "Loading…" is on screen: wait for it with `await screen.findByText("Hello, Ada!")`.',
      ),
      passesOn(
        { "./Greeting": greetingModule(600) },
        "a greeting whose name takes 600 ms",
        'A fixed wait guesses how long the name takes, and this time it guessed too short. Wait for the text itself: `await screen.findByText("Hello, Ada!")` retries for about a second.',
      ),
      failsOn(
        { "./Greeting": greetingModule(null) },
        "a greeting whose name never arrives",
        'it never checks that "Hello, Ada!" appears. Wait for it, `await screen.findByText("Hello, Ada!")`, and a greeting stuck on "Loading…" fails the test.',
      ),
      failsOn(
        { "./Greeting": greetingModule(100, "Grace") },
        'a greeting that says "Hello, Grace!"',
        'it accepts any greeting. Look for the exact text the reader must see: "Hello, Ada!".',
      ),
    ],
  },
};

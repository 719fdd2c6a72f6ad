import type { CheckContext, CodeNode, LessonChallenges, TestRun } from "./types";

interface CounterOptions {
  /** What one click adds: 2 or 0 breaks it. */
  step?: number;
  /** Adds the step as text ("0" + "1" shows "Count: 01"): a look-alike of the right text. */
  joinsText?: boolean;
}

/** The Counter that the test file imports from "./Counter", working or broken. */
const counterModule = ({ step = 1, joinsText = false }: CounterOptions = {}) =>
  `import { useState } from "react";

export function Counter() {
  const [count, setCount] = useState${joinsText ? "<number | string>" : ""}(0);
  return (
    <div className="space-y-2">
      <p role="status">Count: {count}</p>
      <button type="button" className="rounded border px-3" onClick={() => setCount((c) => c + ${joinsText ? `"${step}"` : step})}>
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

interface ButtonsOptions extends CounterOptions {
  plusClass?: string;
  /** Reset before "+1" in the markup (a layout change a reader would not notice). */
  resetFirst?: boolean;
  /** "+1" as a clickable <div>: no button role, no keyboard, which a role query catches. */
  plusAsDiv?: boolean;
}

/** The counter of the query-by-role challenge, styled with classes, with a Reset beside "+1". */
export const buttonsCounter = ({
  step = 1,
  joinsText = false,
  plusClass = "btn-primary",
  resetFirst = false,
  plusAsDiv = false,
}: ButtonsOptions = {}) => {
  const add = `setCount((c) => c + ${joinsText ? `"${step}"` : step})`;
  const plus = plusAsDiv
    ? `<div className="${plusClass}" onClick={() => ${add}}>+1</div>`
    : `<button type="button" className="${plusClass}" onClick={() => ${add}}>+1</button>`;
  const reset = `<button type="button" className="btn-secondary" onClick={() => setCount(0)}>Reset</button>`;
  return `import { useState } from "react";

export function Counter() {
  const [count, setCount] = useState${joinsText ? "<number | string>" : ""}(0);
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

/** What a broken-version check says when the reader's tests do not pass on the working one. */
const NOT_TRIED = (working: string) =>
  `Not tried yet: your test must pass on ${working} before failing on a broken one means anything.`;
const NOT_TRIED_EITHER = "Not tried yet (see above).";

/** The first check: the reader's tests run, and all pass, on the working component. */
const passesOnWorking = (working: string, why = "") => ({
  name: `Your test passes on ${working}`,
  run: async ({ runTests, expect }: CheckContext) => {
    const run = await runTests();
    expect(!run.error, `Your test file could not run: ${run.error}`);
    expect(run.tests.length > 0, "Your file has no test: write one with it(…) or test(…).");
    const failed = run.tests.find((test) => !test.passed);
    expect(
      !failed,
      `Your test fails on ${working}: "${failed?.name}": ${failed?.message}${why ? ` ${why}` : ""}`,
    );
  },
});

/** True when the reader's run on the working component passed: only then can a variant judge it. */
const ready = (run: TestRun) =>
  !run.error && run.tests.length > 0 && run.tests.every((t) => t.passed);

interface Variant {
  /** The modules that replace the challenge's own, e.g. `{ "./Counter": broken }`. */
  files: Record<string, string>;
  /** "a counter that adds 2 per click" */
  what: string;
  /** Why a test that gets this variant wrong is wrong, and the fix. */
  why: string;
}

/**
 * The checks that run the reader's tests against other versions of the component: working ones
 * the tests must pass on, broken near-misses (a wrong count, a look-alike text, the wrong
 * element) they must fail on. Each first needs the reader's tests to pass on the working
 * version (its run is shared, so asking again is free); until then it did not run: a test that
 * crashes or fails everywhere proves nothing by failing on a broken version. The first such
 * check says why, the others point at it.
 */
function variantChecks(working: string, passes: Variant[], fails: Variant[]) {
  const variant = (kind: "passes" | "fails", { files, what, why }: Variant, index: number) => ({
    name: `Your test ${kind} on ${what}`,
    run: async ({ runTests, expect, notRun }: CheckContext) => {
      if (!ready(await runTests())) notRun(index === 0 ? NOT_TRIED(working) : NOT_TRIED_EITHER);
      const run = await runTests(files);
      if (kind === "fails") {
        if (run.error || run.tests.some((test) => !test.passed)) return;
        // A test that also passed on an earlier broken version most likely misses this one for
        // the reason given there (the runs are shared, so asking is free).
        const earlier = fails.slice(0, index - passes.length);
        for (const other of earlier) {
          const before = await runTests(other.files);
          if (!before.error && before.tests.every((test) => test.passed))
            expect(false, `Your test still passes on ${what} too (see above).`);
        }
        expect(false, `Your test still passes on ${what}: ${why}`);
        return;
      }
      expect(!run.error, `Your test file could not run on ${what}: ${run.error}`);
      const failed = run.tests.find((test) => !test.passed);
      expect(
        !failed,
        `Your test fails on ${what}. ${why} Its failure: "${failed?.name}": ${failed?.message}`,
      );
    },
  });
  return [
    ...passes.map((entry, index) => variant("passes", entry, index)),
    ...fails.map((entry, index) => variant("fails", entry, passes.length + index)),
  ];
}

/** Whether the tests assert with Vitest's `expect` (or `assert`): imported, or from a test's context. */
function assertsWithExpect({ code }: CheckContext) {
  if (code.uses("vitest", "expect") || code.uses("vitest", "assert")) return true;
  const tests = ["it", "test"].flatMap((name) => code.calls("vitest", name));
  return tests.some(({ args }) => {
    const [param] = ((args[1] as CodeNode | undefined)?.params ?? []) as CodeNode[];
    return (
      param?.type === "ObjectPattern" &&
      (param.properties as CodeNode[]).some(
        (property) => (property.key as CodeNode | undefined)?.name === "expect",
      )
    );
  });
}

const COUNT_ONE = 'the status reads "Count: 1".';
const EXACT_COUNT = `Expect what the reader must see: ${COUNT_ONE}`;

export const challenges: LessonChallenges = {
  "missing-assertion": {
    files: { "./Counter": counterModule() },
    starter: counterTest(""),
    solution: counterTest(`  expect(screen.getByRole("status")).toHaveTextContent("Count: 1");
`),
    hint: "A test that only clicks proves nothing. What should the reader see after one click? Say it with `expect(…)` and a matcher such as `toHaveTextContent`.",
    explanation:
      'The assertion is what turns a script into a test: after one click the status must read "Count: 1". Now a counter that adds 2, one whose button does nothing, or one that shows "Count: 01" fails the test, which is the point of having it. An assertion too loose to tell those apart (`/1/`, "some count") would pass them all.',
    checks: [
      passesOnWorking("the working counter"),
      ...variantChecks(
        "the working counter",
        [],
        [
          {
            files: { "./Counter": counterModule({ step: 2 }) },
            what: "a counter that adds 2 per click",
            why: `after the click it asserts nothing, or nothing a wrong count would change. ${EXACT_COUNT}`,
          },
          {
            files: { "./Counter": counterModule({ step: 0 }) },
            what: "a counter whose button does nothing",
            why: `after the click it asserts nothing, or nothing a count stuck at 0 would change. ${EXACT_COUNT}`,
          },
          {
            files: { "./Counter": counterModule({ joinsText: true }) },
            what: 'a counter that shows "Count: 01"',
            why: `your assertion also accepts text that only looks like the right one (a "1" somewhere, a pattern that matches more than "Count: 1"). ${EXACT_COUNT}`,
          },
        ],
      ),
      {
        name: "Your test asserts with `expect` and a matcher",
        run: async (context) => {
          if (assertsWithExpect(context)) return;
          // A test that asserts nothing yet hears that above; this check is about how it asserts.
          const broken = await context.runTests({ "./Counter": counterModule({ step: 2 }) });
          if (!broken.error && broken.tests.every((test) => test.passed))
            context.notRun("Not tried yet: your test asserts nothing yet (see above).");
          context.expect(
            assertsWithExpect(context),
            'Your test checks the count without `expect`: the task asks for `expect(…)` with a matcher, which also says what it expected and what it got when it fails. Import `expect` from "vitest" and write `expect(screen.getByRole("status")).toHaveTextContent("Count: 1")`.',
          );
        },
      },
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
      passesOnWorking("the working counter"),
      ...variantChecks(
        "the working counter",
        [
          {
            files: { "./Counter": buttonsCounter({ plusClass: "button-main" }) },
            what: "a counter whose button's class was renamed",
            why: 'It finds the button by its CSS class, which a designer may rename at any time. Find it the way a reader does: `screen.getByRole("button", { name: "+1" })`.',
          },
          {
            files: { "./Counter": buttonsCounter({ resetFirst: true }) },
            what: "a counter with Reset moved before +1",
            why: 'It finds the button by its place in the markup, so it clicked Reset. Find it by its role and name: `screen.getByRole("button", { name: "+1" })`.',
          },
        ],
        [
          {
            files: { "./Counter": buttonsCounter({ step: 2 }) },
            what: "a counter that adds 2 per click",
            why: `after the click it no longer checks the count a wrong step would change. Keep the assertion: ${COUNT_ONE}`,
          },
          {
            files: { "./Counter": buttonsCounter({ step: 0 }) },
            what: "a counter whose +1 does nothing",
            why: `after the click it no longer checks the count a dead button would leave at 0. Keep the assertion: ${COUNT_ONE}`,
          },
          {
            files: { "./Counter": buttonsCounter({ joinsText: true }) },
            what: 'a counter that shows "Count: 01"',
            why: `your assertion also accepts text that only looks like the right one. ${EXACT_COUNT}`,
          },
          {
            files: { "./Counter": buttonsCounter({ plusAsDiv: true }) },
            what: 'a counter whose "+1" is a clickable <div>, not a button',
            why: 'a keyboard or a screen reader cannot use that "+1", and your query did not notice. Query by role, `screen.getByRole("button", { name: "+1" })`: it finds only real buttons, so the test checks accessibility too.',
          },
        ],
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
      '`findByText` retries until the text appears (about a second by default), so the test waits for the asynchronous update instead of checking the first render, where only "Loading…" is on screen. It waits just as long as needed: a fixed sleep is too short on a slow day and wasted time on a fast one. And the exact text, not a pattern such as `/Hello/` or `/Ada/`, is what makes a wrong name fail.',
    checks: [
      passesOnWorking(
        "the working greeting",
        'The name arrives after the first render, where only "Loading…" is on screen: wait for it with `await screen.findByText("Hello, Ada!")`.',
      ),
      ...variantChecks(
        "the working greeting",
        [
          {
            files: { "./Greeting": greetingModule(450) },
            what: "a greeting whose name takes 450 ms",
            why: 'A fixed wait guesses how long the name takes, and this time it guessed too short. Wait for the text itself: `await screen.findByText("Hello, Ada!")` retries for about a second.',
          },
        ],
        [
          {
            files: { "./Greeting": greetingModule(null) },
            what: "a greeting whose name never arrives",
            why: 'it never checks that "Hello, Ada!" appears. Wait for it, `await screen.findByText("Hello, Ada!")`, and a greeting stuck on "Loading…" fails the test.',
          },
          {
            files: { "./Greeting": greetingModule(100, "Adam") },
            what: 'a greeting that says "Hello, Adam!"',
            why: 'it accepts a greeting with another name. Look for the exact text the reader must see, `findByText("Hello, Ada!")`, not a pattern such as `/Hello/` or `/Ada/`.',
          },
        ],
      ),
    ],
  },
};

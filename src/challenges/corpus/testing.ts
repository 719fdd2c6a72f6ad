import type { LessonCorpus } from "../types";
import { buttonsTest, counterTest, greetingTest } from "../testing";

export const corpus: LessonCorpus = {
  "missing-assertion": {
    wrong: [
      {
        name: "asserts only that the button is there",
        source:
          counterTest(`  expect(screen.getByRole("button", { name: "+1" })).toBeInTheDocument();
`),
        message:
          /still passes on a counter that adds 2 per click: after the click it asserts nothing/,
      },
      {
        name: "forgets to await the click",
        source: counterTest("").replace(
          '  await user.click(screen.getByRole("button", { name: "+1" }));\n',
          `  user.click(screen.getByRole("button", { name: "+1" }));
  expect(screen.getByRole("status")).toHaveTextContent("Count: 1");
`,
        ),
        message:
          /fails on the working counter: "counts one click": [\s\S]*Count: 1[\s\S]*Received:[\s\S]*Count: 0/,
      },
      {
        name: "asserts the count before the click",
        source: counterTest(`  expect(screen.getByText("Count: 0")).toBeInTheDocument();
`),
        message:
          /fails on the working counter: "counts one click": Unable to find an element with the text: Count: 0/,
      },
      {
        name: "asserts that some count is shown",
        source: counterTest(`  expect(screen.getByRole("status")).toHaveTextContent(/Count/);
`),
        message: /still passes on a counter whose button does nothing/,
      },
      {
        name: "a pattern that finds a 1 anywhere",
        source: counterTest(`  expect(screen.getByRole("status")).toHaveTextContent(/1/);
`),
        message:
          /still passes on a counter that shows "Count: 01": your assertion also accepts text that only looks like the right one/,
      },
      {
        name: "asserts only that the count is no longer 0",
        source: counterTest(`  expect(screen.getByRole("status")).not.toHaveTextContent("Count: 0");
`),
        message: /still passes on a counter that adds 2 per click/,
      },
      {
        name: "a typo in the role, so the test crashes everywhere",
        source: counterTest(`  expect(screen.getByRole("staus")).toHaveTextContent("Count: 1");
`),
        message:
          /Not tried yet: your test must pass on the working counter before failing on a broken one means anything/,
      },
      {
        name: "checks the text by hand and throws",
        source: counterTest(`  const text = screen.getByRole("status").textContent;
  if (text !== "Count: 1") throw new Error(\`Expected "Count: 1", got "\${text}"\`);
`).replace("import { expect, it }", "import { it }"),
        message: /checks the count without `expect`/,
      },
    ],
    right: [
      {
        name: "the lesson's getByText with toBeInTheDocument",
        source: counterTest(`  expect(screen.getByText("Count: 1")).toBeInTheDocument();
`),
      },
      {
        name: "Vitest's own toBe on the text",
        source: counterTest(`  expect(screen.getByRole("status").textContent).toBe("Count: 1");
`),
      },
      {
        name: "a describe block with two tests",
        source: `import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { Counter } from "./Counter";

describe("Counter", () => {
  test("starts at zero", () => {
    render(<Counter />);
    expect(screen.getByRole("status")).toHaveTextContent("Count: 0");
  });

  test("adds one per click", async () => {
    const user = userEvent.setup();
    render(<Counter />);
    const button = screen.getByRole("button", { name: "+1" });
    await user.click(button);
    await user.click(button);
    expect(await screen.findByText("Count: 2")).toBeVisible();
  });
});
`,
      },
      {
        name: "a typed query and an exact pattern",
        source: counterTest(`  const status = screen.getByRole<HTMLParagraphElement>("status");
  expect(status).toHaveTextContent(/^Count: 1$/);
`),
      },
      {
        name: "the expect of the test's context",
        source: counterTest(`  expect(screen.getByRole("status")).toHaveTextContent("Count: 1");
`)
          .replace("import { expect, it }", "import { it }")
          .replace(
            'it("counts one click", async () => {',
            'it("counts one click", async ({ expect }) => {',
          ),
      },
    ],
  },
  "query-by-role": {
    wrong: [
      {
        name: "finds the button by its text",
        source: buttonsTest(`screen.getByText("+1")`),
        message:
          /still passes on a counter whose "\+1" is a clickable <div>.*getByRole\("button", \{ name: "\+1" \}\)/,
      },
      {
        name: "asks for the only button, without a name",
        source: buttonsTest(`screen.getByRole("button")`),
        message:
          /fails on the working counter: "counts one click": Found multiple elements with the role "button"/,
      },
      {
        name: "takes the first of all the buttons",
        source: buttonsTest(`screen.getAllByRole("button")[0]`),
        message: /fails on a counter with Reset moved before \+1[\s\S]*clicked Reset/,
      },
      {
        name: "selects the first <button> element",
        source: buttonsTest(`container.querySelector("button")!`),
        message: /fails on a counter with Reset moved before \+1/,
      },
      {
        name: "switches to the role query but drops the assertion",
        source: buttonsTest(`screen.getByRole("button", { name: "+1" })`, ""),
        message:
          /still passes on a counter that adds 2 per click: after the click it no longer checks/,
      },
      {
        name: "queries by role, then loosens the assertion to a pattern",
        source: buttonsTest(
          `screen.getByRole("button", { name: "+1" })`,
          `  expect(screen.getByRole("status")).toHaveTextContent(/1/);\n`,
        ),
        message: /still passes on a counter that shows "Count: 01"/,
      },
      {
        name: "a space in the button's name, so no button is found",
        source: buttonsTest(`screen.getByRole("button", { name: "+ 1" })`),
        message:
          /fails on the working counter: "counts one click": Unable to find an accessible element with the role "button" and name "\+ 1"/,
      },
      {
        name: "names the button by what it does, so no button is found",
        source: buttonsTest(`screen.getByRole("button", { name: "add one" })`),
        message: /Not tried yet: your test must pass on the working counter/,
      },
    ],
    right: [
      {
        name: "a name pattern and the lesson's getByText assertion",
        source: buttonsTest(
          `screen.getByRole("button", { name: /\\+1/ })`,
          `  expect(screen.getByText("Count: 1")).toBeInTheDocument();\n`,
        ),
      },
      {
        name: "test() with the button in a variable, two clicks",
        source: `import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { Counter } from "./Counter";

test("each click on +1 adds one", async () => {
  const user = userEvent.setup();
  render(<Counter />);
  const plusOne = screen.getByRole("button", { name: "+1" });
  await user.click(plusOne);
  await user.click(plusOne);
  expect(screen.getByRole("status").textContent).toBe("Count: 2");
});
`,
      },
      {
        name: "a typed button found with findByRole, and an exact pattern",
        source: `import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { Counter } from "./Counter";

it("adds one when +1 is pressed", async () => {
  const user = userEvent.setup();
  render(<Counter />);
  const plusOne: HTMLButtonElement = await screen.findByRole("button", { name: "+1" });
  await user.click(plusOne);
  expect(screen.getByRole("status")).toHaveTextContent(/^Count: 1$/);
});
`,
      },
    ],
  },

  "await-async-ui": {
    wrong: [
      {
        name: "sleeps a fixed 150 ms first",
        source: greetingTest(`  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(screen.getByText("Hello, Ada!")).toBeInTheDocument();
`),
        // Under load the greeting's render can even come after the 150 ms: a fixed wait fails
        // on the working greeting too, which is the same lesson.
        message:
          /fails on a greeting whose name takes 450 ms.*fixed wait|fails on the working greeting: [\s\S]*wait for it with `await screen\.findByText/,
      },
      {
        name: "waits for any greeting",
        source: greetingTest(`  expect(await screen.findByText(/Hello/)).toBeInTheDocument();
`),
        message:
          /still passes on a greeting that says "Hello, Adam!": it accepts a greeting with another name/,
      },
      {
        name: "waitFor around a query that never throws",
        source: greetingTest(
          `  await waitFor(() => screen.queryByText("Hello, Ada!"));
`,
          `import { render, screen, waitFor } from "@testing-library/react";
import { it } from "vitest";`,
        ),
        message: /still passes on a greeting whose name never arrives/,
      },
      {
        name: "asserts the loading text instead",
        source: greetingTest(`  expect(screen.getByText("Loading…")).toBeInTheDocument();
`),
        message: /still passes on a greeting whose name never arrives/,
      },
      {
        name: "a pattern without the exclamation mark",
        source: greetingTest(`  expect(await screen.findByText(/Hello, Ada/)).toBeInTheDocument();
`),
        message: /still passes on a greeting that says "Hello, Adam!"/,
      },
      {
        name: "forgets to await findByText",
        source: greetingTest(`  expect(screen.findByText("Hello, Ada!")).toBeTruthy();
`),
        message: /still passes on a greeting whose name never arrives/,
      },
    ],
    right: [
      {
        name: "waitFor with getByText inside",
        source: greetingTest(
          `  await waitFor(() => {
    expect(screen.getByText("Hello, Ada!")).toBeInTheDocument();
  });
`,
          `import { render, screen, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";`,
        ),
      },
      {
        name: "fake timers run to the end",
        source: greetingTest(
          `  act(() => {
    vi.runAllTimers();
  });
  expect(screen.getByText("Hello, Ada!")).toBeVisible();
`,
          `import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});`,
        ),
      },
      {
        name: "a typed findByText with a longer timeout",
        source:
          greetingTest(`  const greeting: HTMLElement = await screen.findByText("Hello, Ada!", {}, { timeout: 1500 });
  expect(greeting).toBeVisible();
`),
      },
    ],
  },
};

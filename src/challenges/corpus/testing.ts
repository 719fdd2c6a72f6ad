import type { LessonCorpus } from "../types";
import { counterTest } from "../testing";

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
    ],
  },
};

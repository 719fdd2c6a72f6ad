import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CheckResults } from "./check-results";

describe("CheckResults", () => {
  it("shows code between backticks as code, without the backticks", () => {
    render(
      <CheckResults
        checking={false}
        results={[
          { name: "The list uses `key`", passed: false, message: "Give each `<li>` a `key` prop." },
        ]}
      />,
    );
    const message = screen.getByText(/Give each/);
    expect(message).toHaveTextContent("Give each <li> a key prop.");
    expect([...message.querySelectorAll("code")].map((code) => code.textContent)).toEqual([
      "<li>",
      "key",
    ]);
    expect(screen.getByText(/The list uses/).querySelector("code")).toHaveTextContent("key");
  });

  it("leaves a lone backtick as text", () => {
    render(
      <CheckResults
        checking={false}
        results={[{ name: "Quotes", passed: false, message: "A ` on its own stays." }]}
      />,
    );
    expect(screen.getByText("A ` on its own stays.")).toBeInTheDocument();
  });

  it("gives each reason once: a later check that failed for it points to the first", () => {
    const push = "You changed a state array in place with push().";
    render(
      <CheckResults
        checking={false}
        results={[
          { name: "Add Banana shows Banana", passed: false, message: push },
          { name: "Remove Milk empties the list", passed: false, message: "Use `filter`." },
          { name: "Removing Banana leaves Milk", passed: false, message: push },
          { name: "Adding twice shows two", passed: false, message: push },
        ]}
      />,
    );
    expect(screen.getAllByText(push)).toHaveLength(1);
    const pointers = screen.getAllByText(/The same reason as for/);
    expect(pointers.map((pointer) => pointer.textContent)).toEqual([
      "The same reason as for “Add Banana shows Banana” above.",
      "The same reason as for “Add Banana shows Banana” above.",
    ]);
    expect(screen.getByText("Use", { exact: false })).toHaveTextContent("Use filter.");
  });
});

describe("CheckResults: a check that did not run", () => {
  it("says so in words and by icon, never as passed", () => {
    render(
      <CheckResults
        checking={false}
        results={[
          { name: "Your test passes on the working counter", passed: false, message: "It fails." },
          {
            name: "Your test fails on a counter that adds 2",
            passed: false,
            notRun: true,
            message: "Your test fails on the working counter, so this proves nothing yet.",
          },
        ]}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("0 of 2 checks passed");
    const item = screen.getByText(/counter that adds 2/).closest("li")!;
    expect(item).toHaveTextContent(
      "Did not run: Your test fails on a counter that adds 2 (did not run)Your test fails on the working counter",
    );
    expect(item).not.toHaveTextContent(/Passed|Failed/);
  });
});

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

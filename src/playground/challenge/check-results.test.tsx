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

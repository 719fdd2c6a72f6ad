import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ConsolePanel } from "../preview/console-panel";
import { appendToConsole, emptyConsole } from "../preview/console-log";
import { renderDiagnosticMessage } from "../language/render";
import { explanations } from "./loader";
import { MessageExplanation } from "./message-explanation";
import { ruleExplanation } from "./rule-explanation";

const keyWarning =
  'Each child in a list should have a unique "key" prop.\n\nCheck the render method of `Todos`. See https://react.dev/link/warning-keys for more information.';
const unknownError = "Cannot read properties of undefined (reading 'map')";

describe("explanations beside the console's lines", () => {
  it("open under a React message, by mouse or keyboard, with a link to the lesson", async () => {
    const user = userEvent.setup();
    render(
      <ConsolePanel
        title="Todos"
        onClear={() => {}}
        log={appendToConsole(emptyConsole, [
          { level: "error", text: keyWarning, count: 1 },
          { level: "error", text: unknownError, count: 1 },
          { level: "log", text: "rendered", count: 1 },
        ])}
      />,
    );
    // The explanations load on demand (a chunk of their own); the first import is slow in a test.
    const explain = await screen.findByRole(
      "button",
      { name: "Explain: a missing key" },
      { timeout: 10_000 },
    );
    const [keyLine, unknownLine, logLine] = screen.getAllByRole("listitem");
    expect(keyLine).toContainElement(explain);
    expect(keyLine).toHaveTextContent(/^Error: Each child in a list should have a unique "key"/);

    // Closed: the button says so, and the explanation is not shown or read.
    expect(explain).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(explain.getAttribute("aria-controls")!)!;
    expect(panel).not.toBeVisible();
    expect(within(keyLine).queryByRole("link")).toBeNull();

    const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
    await user.click(explain);
    expect(explain).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    // Brought into view as little as it takes (the console scrolls), the focus left on the button.
    expect(scroll).toHaveBeenCalledWith({ block: "nearest" });
    expect(scroll.mock.contexts.at(-1)).toBe(panel.parentElement);
    expect(panel.parentElement).toContainElement(explain);
    expect(explain).toHaveFocus();
    scroll.mockRestore();
    expect(panel).toHaveTextContent(/^What it means: React is rendering an array of elements/);
    expect(panel).toHaveTextContent(/Usual cause: A map that returns elements without a key/);
    expect(panel).toHaveTextContent(/Fix: Give the outermost element/);
    expect(within(panel).getByText("<li key={todo.id}>").tagName).toBe("CODE");
    expect(within(panel).getByRole("link")).toHaveAccessibleName(
      "Learn more: Core Concepts: Lists and keys",
    );
    expect(within(panel).getByRole("link")).toHaveAttribute(
      "href",
      "/?section=core-concepts#lists-and-keys",
    );

    // The keyboard closes it again.
    explain.focus();
    await user.keyboard("{Enter}");
    expect(explain).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
    await user.keyboard(" ");
    expect(explain).toHaveAttribute("aria-expanded", "true");

    // A message the guide does not know, and the reader's own log, show as they are.
    expect(unknownLine).toHaveTextContent(`Error: ${unknownError}`, { normalizeWhitespace: false });
    expect(within(unknownLine).queryByRole("button")).toBeNull();
    expect(logLine.textContent).toBe("rendered");
  });

  it("explain an error banner's message too", async () => {
    render(
      <div role="alert">
        <p>Too many re-renders. React limits the number of renders to prevent an infinite loop.</p>
        <MessageExplanation text="Too many re-renders. React limits the number of renders to prevent an infinite loop." />
      </div>,
    );
    const explain = await screen.findByRole("button", {
      name: "Explain: state set on every render",
    });
    await userEvent.click(explain);
    expect(screen.getByRole("link")).toHaveAttribute("href", "/?section=faq#too-many-re-renders");
    expect(screen.getByRole("link")).toHaveAccessibleName(
      "Learn more: FAQ & Troubleshooting: Too many re-renders",
    );
  });

  it("start closed again when the banner shows another message", async () => {
    await explanations.load();
    const objects =
      "Objects are not valid as a React child (found: object with keys {name}). If you meant to render a collection of children, use an array instead.";
    const loop =
      "Too many re-renders. React limits the number of renders to prevent an infinite loop.";
    const { rerender } = render(<MessageExplanation text={objects} />);
    await userEvent.click(screen.getByRole("button", { name: /^Explain:/ }));
    expect(screen.getByRole("button", { name: /^Explain:/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    rerender(<MessageExplanation text={loop} />);
    const next = screen.getByRole("button", { name: "Explain: state set on every render" });
    expect(next).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("add nothing for a message the guide does not know", async () => {
    await explanations.load();
    const { container } = render(<MessageExplanation text={unknownError} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("explanations of the editor's lint rules", () => {
  beforeAll(async () => {
    await explanations.load();
  });

  it("say why and what to change in the lint tooltip, beside the lesson link", () => {
    const message = renderDiagnosticMessage({
      message: "Calling setState synchronously within an effect can trigger cascading renders",
      code: "react-hooks/set-state-in-effect",
    });
    const explanation = message.querySelector(".cm-language-explanation")!;
    expect(explanation.textContent).toMatch(/^Why: Setting state straight away in an effect/);
    expect(explanation.textContent).toMatch(/Fix: Compute the value during render/);
    expect(explanation.querySelector("code")?.textContent).toBe("key");
    expect(message.querySelector("a")).toHaveTextContent(/^Learn more: React Hooks/);
  });

  it("give nothing for a type error or an unknown rule", () => {
    expect(ruleExplanation("TS2322")).toBeNull();
    const message = renderDiagnosticMessage({ message: "Type 'string' is not…", code: "TS2322" });
    expect(message.querySelector(".cm-language-explanation")).toBeNull();
  });
});

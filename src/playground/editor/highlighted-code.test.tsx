import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HighlightedCode, loadHighlighter } from "./highlighted-code";

const code = `import { useState } from "react";

// Counts clicks.
export default function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{count}</button>;
}`;

describe("HighlightedCode", () => {
  it("shows the code exactly, plain until its parser has loaded", async () => {
    render(<HighlightedCode code={code} label="Solution code" />);
    const block = screen.getByLabelText("Solution code");
    expect(block.textContent).toBe(code);
    // The parser is a chunk of its own, compiled on first request: slow on a loaded machine.
    await waitFor(() => expect(block.querySelector(".text-\\(--cm-keyword\\)")).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(block.textContent).toBe(code);
  });

  it("shows the code exactly, coloured with the editor's token classes", async () => {
    await loadHighlighter();
    render(<HighlightedCode code={code} label="Solution code" />);
    const block = screen.getByLabelText("Solution code");
    expect(block.tagName).toBe("PRE");
    expect(block).toHaveAttribute("tabindex", "0");
    expect(block.textContent).toBe(code);
    const classOf = (text: string) =>
      [...block.querySelectorAll("span")].find((span) => span.textContent === text)?.className;
    expect(classOf("export")).toBe("text-(--cm-keyword)");
    expect(classOf('"react"')).toBe("text-(--cm-string)");
    expect(classOf("// Counts clicks.")).toBe("text-(--cm-comment) italic");
    expect(classOf("button")).toBe("text-(--cm-tag)");
    expect(classOf("0")).toBe("text-(--cm-number)");
  });
});

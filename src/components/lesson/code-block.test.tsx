import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COPY_CONFIRMATION_MS } from "@/data/constants";
import { CodeBlock } from "./code-block";

const code = 'const greeting = "hello";\nconsole.log(greeting);';

// user-event's clipboard stands in for the browser's; clicks go through fireEvent because
// Testing Library's async helpers wait on real timers, which these tests freeze.
function setup() {
  userEvent.setup();
  render(<CodeBlock code={code} title="src/greet.js" />);
  const button = screen.getByRole("button", { name: "Copy code: src/greet.js" });
  return { button, click: () => act(async () => void fireEvent.click(button)) };
}

describe("CodeBlock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the title, the language and the code", () => {
    render(<CodeBlock code={code} language="tsx" title="src/App.tsx" />);
    expect(screen.getByText("src/App.tsx")).toBeInTheDocument();
    expect(screen.getByText("(TSX)")).toBeInTheDocument();
    expect(screen.getByText(/const greeting/)).toBeInTheDocument();
  });

  it("defaults to JavaScript and labels an untitled block by its language", () => {
    render(<CodeBlock code="let a = 1;" />);
    expect(screen.getByText("JavaScript")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy code" })).toBeInTheDocument();
  });

  it("renders build-time highlighted HTML", () => {
    render(<CodeBlock code="x" html='<span class="l-cf222e d-ff7b72">x</span>' />);
    expect(document.querySelector("pre code .l-cf222e")).toHaveTextContent("x");
  });

  it("marks itself while focus is anywhere in it, for its copy button, and sizes its code by lines", () => {
    render(
      <>
        <CodeBlock code={`${code}\n`} title="src/greet.js" />
        <button type="button">Elsewhere</button>
      </>,
    );
    const figure = document.querySelector<HTMLElement>("[data-slot=code-block]")!;
    const pre = figure.querySelector("pre")!;
    // Two lines of 1.5rem, the code's padding, the caption and the borders: an off-screen
    // sample's height before it is drawn.
    expect(figure.style.containIntrinsicSize).toBe("auto calc(7.5rem + 3px)");
    expect(figure).not.toHaveAttribute("data-focus-within");
    act(() => pre.focus());
    expect(figure).toHaveAttribute("data-focus-within");
    act(() => screen.getByRole("button", { name: "Copy code: src/greet.js" }).focus());
    expect(figure).toHaveAttribute("data-focus-within");
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    expect(figure).not.toHaveAttribute("data-focus-within");
  });

  it("copies the exact code, shows a check for 2000 ms and announces it", async () => {
    const { button, click } = setup();
    const write = vi.spyOn(navigator.clipboard, "writeText");
    await click();
    expect(write).toHaveBeenCalledWith(code);
    expect(button.querySelector("[data-icon=copied]")).not.toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Copied");

    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(button.querySelector("[data-icon=copied]")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(button.querySelector("[data-icon=copy]")).not.toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("tells the reader when the browser denies the clipboard", async () => {
    const { button, click } = setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("Write permission denied.", "NotAllowedError"),
    );
    await click();
    expect(screen.getByRole("alert")).toHaveTextContent(/Copy failed: select the text/);
    expect(button.querySelector("[data-icon=failed]")).not.toBeNull();
  });

  it("tells the reader when there is no clipboard at all", async () => {
    const { click } = setup();
    vi.spyOn(navigator, "clipboard", "get").mockReturnValue(undefined as unknown as Clipboard);
    await click();
    expect(screen.getByRole("alert")).toHaveTextContent(/Copy failed/);
  });

  it("clears its timer on unmount", async () => {
    userEvent.setup();
    const { unmount } = render(<CodeBlock code={code} />);
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Copy code" })));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

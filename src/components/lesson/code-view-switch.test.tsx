import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getCodeView, resetCodeView, switchCodeView } from "@/lib/code-view";
import { CodeBlock } from "./code-block";

const ts = {
  code: "const answer: number = 42;",
  html: '<span class="l-cf222e">const</span> answer: number = 42;',
  language: "ts",
  title: "src/answer.ts",
  jsCode: "const answer = 42;",
  jsHtml: '<span class="l-cf222e">const</span> answer = 42;',
  jsLanguage: "js",
  jsTitle: "src/answer.js",
};

const tsx = {
  code: "export const Hi = ({ name }: { name: string }) => <p>{name}</p>;",
  language: "tsx",
  jsCode: "export const Hi = ({ name }) => <p>{name}</p>;",
  jsLanguage: "jsx",
};

function figures() {
  return [...document.querySelectorAll<HTMLElement>("[data-slot=code-block]")];
}

describe("the TS / JS switch", () => {
  afterEach(() => {
    act(() => resetCodeView());
    vi.restoreAllMocks();
  });

  it("starts on TypeScript, with a labelled pair of toggle buttons", () => {
    render(<CodeBlock {...ts} />);
    const group = screen.getByRole("group", { name: "Show code as" });
    expect(within(group).getByRole("button", { name: "TS" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(within(group).getByRole("button", { name: "JS" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(within(group).getByRole("button", { name: "JS" })).toHaveAttribute(
      "title",
      "JavaScript",
    );
    expect(screen.getByText("src/answer.ts")).toBeInTheDocument();
    expect(screen.getByText("(TypeScript)")).toBeInTheDocument();
    expect(document.querySelector("pre code")).toHaveTextContent("const answer: number = 42;");
  });

  it("switches every block at once, and only the pressed one announces it", async () => {
    const user = userEvent.setup();
    render(
      <>
        <CodeBlock {...ts} />
        <CodeBlock {...tsx} />
      </>,
    );
    const [first, second] = figures();
    await user.click(within(second).getByRole("button", { name: "JS" }));

    expect(getCodeView()).toBe("js");
    expect(within(first).getByText("src/answer.js")).toBeInTheDocument();
    expect(within(first).getByText("(JavaScript)")).toBeInTheDocument();
    expect(first.querySelector("pre code")).toHaveTextContent(/^const answer = 42;$/);
    expect(first.querySelector("pre code span.l-cf222e")).toHaveTextContent("const");
    expect(within(second).getByText("JSX")).toBeInTheDocument();
    expect(second.querySelector("pre code")).toHaveTextContent(tsx.jsCode);
    for (const figure of figures()) {
      expect(within(figure).getByRole("button", { name: "JS" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      expect(figure).toHaveAttribute("data-view", "js");
    }
    expect(within(second).getByText("All code samples now show JavaScript.")).toHaveAttribute(
      "aria-live",
      "polite",
    );
    expect(within(first).queryByText(/All code samples now show/)).toBeNull();

    await user.click(within(first).getByRole("button", { name: "TS" }));
    expect(first.querySelector("pre code")).toHaveTextContent(ts.code);
    expect(within(first).getByText("All code samples now show TypeScript.")).toBeInTheDocument();
    expect(within(second).queryByText(/All code samples now show/)).toBeNull();
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    render(<CodeBlock {...ts} />);
    await user.tab(); // the scrollable pre comes after the caption's controls
    expect(screen.getByRole("button", { name: "TS" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "JS" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(getCodeView()).toBe("js");
    expect(screen.getByRole("button", { name: "JS" })).toHaveFocus();
    await user.keyboard("{Shift>}{Tab}{/Shift} ");
    expect(getCodeView()).toBe("ts");
  });

  it("pressing the view already shown changes nothing", async () => {
    const user = userEvent.setup();
    render(<CodeBlock {...ts} />);
    await user.click(screen.getByRole("button", { name: "TS" }));
    expect(getCodeView()).toBe("ts");
    expect(screen.queryByText(/All code samples now show/)).toBeNull();
  });

  it("copies the view on screen", async () => {
    const user = userEvent.setup();
    render(<CodeBlock {...ts} />);
    const write = vi.spyOn(navigator.clipboard, "writeText");
    await user.click(screen.getByRole("button", { name: "JS" }));
    await user.click(screen.getByRole("button", { name: "Copy code: src/answer.js" }));
    expect(write).toHaveBeenLastCalledWith("const answer = 42;");
    await user.click(screen.getByRole("button", { name: "TS" }));
    await user.click(screen.getByRole("button", { name: "Copy code: src/answer.ts" }));
    expect(write).toHaveBeenLastCalledWith("const answer: number = 42;");
  });

  it("a block that mounts later (another lesson) shows the chosen view", () => {
    act(() => switchCodeView("js", null));
    render(<CodeBlock {...ts} />);
    expect(document.querySelector("pre code")).toHaveTextContent("const answer = 42;");
    expect(screen.getByRole("button", { name: "JS" })).toHaveAttribute("aria-pressed", "true");
  });

  it("is rendered on the server (and so prerendered) on TypeScript, whatever the visit chose", () => {
    act(() => switchCodeView("js", null));
    const html = renderToString(<CodeBlock {...ts} />);
    expect(html).toContain("answer: number");
    expect(html).toContain('aria-pressed="true"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>TS</);
  });

  it("hydrates prerendered TypeScript without a mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<CodeBlock {...ts} />);
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { hydrateRoot } = await import("react-dom/client");
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <CodeBlock {...ts} />, {
        onRecoverableError: (error) => console.error(error),
      });
    });
    expect(errors).not.toHaveBeenCalled();
    fireEvent.click(within(container).getByRole("button", { name: "JS" }));
    expect(container.querySelector("pre code")).toHaveTextContent("const answer = 42;");
    act(() => root?.unmount());
    container.remove();
  });

  it("keeps the pressed block where it was on screen when blocks above change height", async () => {
    const user = userEvent.setup();
    render(<CodeBlock {...ts} />);
    const group = screen.getByRole("group", { name: "Show code as" });
    // Blocks above grow by 120 px once they show JavaScript: the group moves down by that much.
    vi.spyOn(group, "getBoundingClientRect").mockImplementation(
      () =>
        ({
          top: document.querySelector("pre code")?.textContent?.includes(": number") ? 300 : 420,
          bottom: 500,
        }) as DOMRect,
    );
    const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
    await user.click(within(group).getByRole("button", { name: "JS" }));
    expect(scrollBy).toHaveBeenCalledWith({ top: 120, behavior: "instant" });
  });

  it("has no switch where there is no JavaScript view", () => {
    render(<CodeBlock code='{ "strict": true }' language="json" title="tsconfig.json" />);
    expect(screen.queryByRole("group", { name: "Show code as" })).toBeNull();
    render(<CodeBlock code="type A = string;" language="ts" title="src/types.ts" />);
    expect(screen.queryByRole("group", { name: "Show code as" })).toBeNull();
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { CodeBlock } from "./code-block";
import { ExampleBox } from "./example-box";

// The real Edit panel (CodeMirror and the sandbox host) has its own tests; here it is a stub
// that records when it is first loaded.
const editPanel = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock("@/playground/edit-panel", () => {
  editPanel.loaded();
  return {
    default: ({ file, code }: { file: string; code: string }) => (
      <p>
        Editing {file}: {code}
      </p>
    ),
  };
});

function Clicker() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

function Bomb({ armed }: { armed: boolean }) {
  if (armed) throw new Error("boom");
  return <p>Safe</p>;
}

function renderBox(demo = <Clicker />) {
  return render(
    <ExampleBox title="Clicker" demo={demo}>
      <pre>source of the clicker</pre>
    </ExampleBox>,
  );
}

describe("ExampleBox", () => {
  it("opens on the Live Preview tab and switches to the Source Code tab", async () => {
    const user = userEvent.setup();
    renderBox();
    const preview = screen.getByRole("tab", { name: "Live Preview" });
    const source = screen.getByRole("tab", { name: "Source Code" });
    expect(preview).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("button", { name: "Clicked 0" })).toBeVisible();
    expect(screen.queryByText("source of the clicker")).not.toBeInTheDocument();

    await user.click(source);
    expect(source).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("source of the clicker")).toBeVisible();
  });

  it("keeps the demo's state while the source is shown", async () => {
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByRole("button", { name: "Clicked 0" }));
    await user.click(screen.getByRole("tab", { name: "Source Code" }));
    await user.click(screen.getByRole("tab", { name: "Live Preview" }));
    expect(screen.getByRole("button", { name: "Clicked 1" })).toBeVisible();
  });

  it("remounts the preview on reset", async () => {
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByRole("button", { name: "Clicked 0" }));
    await user.click(screen.getByRole("button", { name: "Clicked 1" }));
    await user.click(screen.getByRole("button", { name: "Reset Clicker demo" }));
    expect(screen.getByRole("button", { name: "Clicked 0" })).toBeInTheDocument();
  });

  it("contains a crashing demo and lets the reader reset it", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderBox(<Bomb armed />);
    expect(screen.getByRole("alert")).toHaveTextContent("This demo stopped working.");
    // The rest of the box still works.
    await user.click(screen.getByRole("tab", { name: "Source Code" }));
    expect(screen.getByText("source of the clicker")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Live Preview" }));
    await user.click(screen.getByRole("button", { name: "Reset demo" }));
    expect(screen.getByRole("alert")).toBeInTheDocument(); // still armed: crashes again, contained
    vi.restoreAllMocks();
  });

  it("loads the editor only when the Edit tab is first opened, with the demo's own file", async () => {
    const user = userEvent.setup();
    render(
      <ExampleBox title="Clicker" demo={<Clicker />}>
        <CodeBlock code="export function Clicker() {}" title="src/demos/clicker-demo.tsx" />
      </ExampleBox>,
    );
    await user.click(screen.getByRole("tab", { name: "Source Code" }));
    expect(editPanel.loaded).not.toHaveBeenCalled();

    await user.click(screen.getByRole("tab", { name: "Edit" }));
    expect(
      await screen.findByText("Editing src/demos/clicker-demo.tsx: export function Clicker() {}"),
    ).toBeVisible();
    expect(editPanel.loaded).toHaveBeenCalledTimes(1);
    // Leaving Edit keeps the panel (and its sandbox) in place, hidden.
    await user.click(screen.getByRole("tab", { name: "Live Preview" }));
    const panel = screen.getByText(/Editing src\/demos/).closest("[role=tabpanel]");
    expect(panel).toHaveAttribute("data-state", "inactive");
    await user.click(screen.getByRole("tab", { name: "Edit" }));
    expect(editPanel.loaded).toHaveBeenCalledTimes(1);
  });

  it("edits the demo itself when the box shows a helper file first", async () => {
    const user = userEvent.setup();
    render(
      <ExampleBox title="Clicker" demo={<Clicker />}>
        <CodeBlock code="export function reducer() {}" title="src/demos/clicker.ts" />
        <CodeBlock code="export function Clicker() {}" title="src/demos/clicker-demo.tsx" />
      </ExampleBox>,
    );
    await user.click(screen.getByRole("tab", { name: "Edit" }));
    expect(
      await screen.findByText("Editing src/demos/clicker-demo.tsx: export function Clicker() {}"),
    ).toBeVisible();
  });

  it("offers no Edit tab for a box without a demo file", () => {
    renderBox();
    expect(screen.queryByRole("tab", { name: "Edit" })).not.toBeInTheDocument();
  });
});

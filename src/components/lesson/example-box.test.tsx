import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { readFrameName } from "@/playground/protocol";
import { CodeBlock } from "./code-block";
import { ExampleBox } from "./example-box";

// The real Edit panel (CodeMirror and the sandbox host) has its own tests; here it is a stub
// that records when it is first loaded.
const editPanel = vi.hoisted(() => ({
  loaded: vi.fn(),
  Stub: ({
    file,
    code,
    earlyFrame,
  }: {
    file: string;
    code: string;
    earlyFrame?: { element: HTMLIFrameElement } | null;
  }) => (
    <p>
      Editing {file}: {code}
      {earlyFrame && `, with the frame "${earlyFrame.element.title}"`}
    </p>
  ),
}));
vi.mock("@/playground/edit/edit-panel", () => {
  editPanel.loaded();
  return { default: editPanel.Stub };
});

/**
 * The box as on a page where no Edit panel has loaded yet (this file's earlier tests loaded
 * one), its code on the way until `arrive()`.
 */
async function freshExampleBox() {
  vi.resetModules();
  let arrive = () => {};
  const gate = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock("@/playground/edit/edit-panel", async () => {
    await gate;
    return { default: editPanel.Stub };
  });
  onTestFinished(arrive);
  const { ExampleBox } = await import("./example-box");
  return { FreshBox: ExampleBox, arrive };
}

function Clicker() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

/** Throws while its fuse is armed; the test disarms it to see Reset bring the demo back. */
const fuse = { armed: true };
function Bomb() {
  if (fuse.armed) throw new Error("boom");
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
    fuse.armed = true;
    renderBox(<Bomb />);
    expect(screen.getByRole("alert")).toHaveTextContent("This demo stopped working.");
    // The rest of the box still works.
    await user.click(screen.getByRole("tab", { name: "Source Code" }));
    expect(screen.getByText("source of the clicker")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Live Preview" }));
    await user.click(screen.getByRole("button", { name: "Reset demo" }));
    expect(screen.getByRole("alert")).toBeInTheDocument(); // still armed: crashes again, contained
    // Once the cause is gone, Reset mounts the demo afresh instead of keeping the error.
    fuse.armed = false;
    await user.click(screen.getByRole("button", { name: "Reset demo" }));
    expect(screen.getByText("Safe")).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
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

  it("starts the preview's frame once the first Edit press is drawn, and hands it to the panel", async () => {
    // Chromium's moveBefore (jsdom has none): the panel moves the frame without reloading it.
    Object.defineProperty(Element.prototype, "moveBefore", { value: vi.fn(), configurable: true });
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).moveBefore;
    });
    const { FreshBox, arrive } = await freshExampleBox();
    const user = userEvent.setup();
    const { container } = render(
      <>
        <FreshBox title="Clicker" demo={<Clicker />}>
          <CodeBlock code="export function Clicker() {}" title="src/demos/clicker-demo.tsx" />
        </FreshBox>
        <FreshBox title="Other" demo={<Clicker />}>
          <CodeBlock code="export function Other() {}" title="src/demos/other-demo.tsx" />
        </FreshBox>
      </>,
    );
    const [clicker, other] = screen.getAllByRole("region");
    expect(container.querySelector("iframe")).toBeNull();
    await user.click(within(clicker!).getByRole("tab", { name: "Edit" }));
    // One frame, started before the panel is there, in the box's parking place, out of sight,
    // with the demo's code.
    for (let tries = 0; tries < 50 && !container.querySelector("iframe"); tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelectorAll("iframe")).toHaveLength(1);
    expect(within(clicker!).getByRole("status")).toHaveTextContent("Loading the editor…");
    const frame = clicker!.querySelector("iframe")!;
    expect(frame.title).toBe("Clicker preview");
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts allow-forms allow-modals");
    expect(frame.closest("[inert]")).toHaveAttribute("aria-hidden", "true");
    expect(readFrameName(frame.name)).toEqual({
      runId: 1,
      source: "export function Clicker() {}",
      file: "src/demos/clicker-demo.tsx",
      checks: false,
    });
    arrive();
    expect(await within(clicker!).findByText(/with the frame "Clicker preview"/)).toBeVisible();
    // Back and forth: no second frame.
    await user.click(within(clicker!).getByRole("tab", { name: "Live Preview" }));
    await user.click(within(clicker!).getByRole("tab", { name: "Edit" }));
    // Another box, once the panel's code is here: its panel starts its own frame at once.
    await user.click(within(other!).getByRole("tab", { name: "Edit" }));
    expect(within(other!).getByText(/^Editing src\/demos\/other-demo/)).not.toHaveTextContent(
      "with the frame",
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelectorAll("iframe")).toHaveLength(1);
  });

  it("leaves the frame to the panel where a browser cannot move one intact", async () => {
    expect("moveBefore" in Element.prototype).toBe(false);
    const { FreshBox, arrive } = await freshExampleBox();
    const user = userEvent.setup();
    const { container } = render(
      <FreshBox title="Clicker" demo={<Clicker />}>
        <CodeBlock code="export function Clicker() {}" title="src/demos/clicker-demo.tsx" />
      </FreshBox>,
    );
    await user.click(screen.getByRole("tab", { name: "Edit" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector("iframe")).toBeNull();
    arrive();
    expect(await screen.findByText(/^Editing src\/demos/)).not.toHaveTextContent("with the frame");
  });

  it("has one reset in Edit mode: the box's own is hidden there and back on leaving", async () => {
    const user = userEvent.setup();
    render(
      <ExampleBox title="Clicker" demo={<Clicker />}>
        <CodeBlock code="export function Clicker() {}" title="src/demos/clicker-demo.tsx" />
      </ExampleBox>,
    );
    const boxReset = { name: "Reset Clicker demo" };
    expect(screen.getByRole("button", boxReset)).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Edit" }));
    await screen.findByText(/Editing src\/demos/);
    expect(screen.queryByRole("button", boxReset)).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Source Code" }));
    expect(screen.getByRole("button", boxReset)).toBeVisible();
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

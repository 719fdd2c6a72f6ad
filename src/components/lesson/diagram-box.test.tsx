import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DIAGRAM_DEFAULT_SIZE, DIAGRAM_MIN_WIDTH } from "@/data/constants";
import { DiagramBox } from "./diagram-box";
import { boxEdge, NODE_HEIGHT, NODE_WIDTH } from "./diagram-geometry";

const nodes = [
  { id: "app", label: "App", type: "component" as const, x: 300, y: 60 },
  { id: "count", label: "count", type: "state" as const, x: 120, y: 200 },
  { id: "title", label: "title", type: "prop" as const, x: 480, y: 200 },
  { id: "api", label: "Posts API", type: "data" as const, x: 300, y: 330 },
];
const connections = [
  { from: "app", to: "count", label: "owns" },
  { from: "app", to: "title", label: "passes" },
  { from: "api", to: "app" },
];

describe("DiagramBox", () => {
  it("draws scalable SVG at the default 600 by 400", () => {
    render(<DiagramBox title="Data flow" nodes={nodes} connections={connections} />);
    const svg = screen.getByRole("img", { name: "Data flow" });
    expect(svg).toHaveAttribute(
      "viewBox",
      `0 0 ${DIAGRAM_DEFAULT_SIZE.width} ${DIAGRAM_DEFAULT_SIZE.height}`,
    );
    expect(svg.style.maxWidth).toBe("600px");
    expect(Number.parseInt(svg.style.minWidth)).toBeGreaterThanOrEqual(DIAGRAM_MIN_WIDTH);
  });

  it("never shrinks below 320 px, even for a small diagram", () => {
    render(<DiagramBox title="Tiny" nodes={nodes} connections={[]} width={200} height={100} />);
    expect(screen.getByRole("img", { name: "Tiny" }).style.minWidth).toBe("320px");
  });

  it("describes every node and connection in text for screen readers", () => {
    render(<DiagramBox title="Data flow" nodes={nodes} connections={connections} />);
    const svg = screen.getByRole("img", { name: "Data flow" });
    const description = document.getElementById(svg.getAttribute("aria-describedby") ?? "");
    expect(description).not.toBeNull();
    const text = within(description as HTMLElement);
    expect(text.getByText("App (component)")).toBeInTheDocument();
    expect(text.getByText("count (state)")).toBeInTheDocument();
    expect(text.getByText("title (prop)")).toBeInTheDocument();
    expect(text.getByText("Posts API (data)")).toBeInTheDocument();
    expect(text.getByText("App to count: owns")).toBeInTheDocument();
    expect(text.getByText("Posts API to App")).toBeInTheDocument();
  });

  it("gives each node type its own look and a legend", () => {
    const { container } = render(
      <DiagramBox title="Data flow" nodes={nodes} connections={connections} />,
    );
    const shapes = ["component", "state", "prop", "data"].map((type) =>
      container.querySelector(`[data-node-type=${type}] rect`)?.getAttribute("class"),
    );
    expect(new Set(shapes).size).toBe(4);
    for (const name of ["Component", "State", "Prop", "Data"]) {
      expect(screen.getByText(name, { selector: "li" })).toBeInTheDocument();
    }
  });

  it("shows a hint to scroll sideways on small screens", () => {
    render(<DiagramBox title="Data flow" nodes={nodes} connections={connections} />);
    expect(screen.getByText("Scroll sideways to see the whole diagram.")).toHaveClass("sm:hidden");
  });
});

describe("boxEdge", () => {
  it("leaves a node through the side facing the target", () => {
    const centre = { x: 100, y: 100 };
    expect(boxEdge(centre, { x: 400, y: 100 }, 0)).toEqual({ x: 100 + NODE_WIDTH / 2, y: 100 });
    expect(boxEdge(centre, { x: 100, y: 0 }, 0)).toEqual({ x: 100, y: 100 - NODE_HEIGHT / 2 });
    expect(boxEdge(centre, centre)).toEqual(centre);
  });
});

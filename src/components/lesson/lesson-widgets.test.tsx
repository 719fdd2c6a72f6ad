import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LessonAccordion, LessonAccordionItem } from "./lesson-accordion";
import { LessonLink, LessonListItem, LessonTable } from "./lesson-elements";
import { LessonTabs, Tab } from "./lesson-tabs";

describe("LessonTabs", () => {
  const tabs = (
    <LessonTabs label="Package manager" defaultValue="yarn">
      <Tab label="npm">npm install react</Tab>
      <Tab label="yarn">yarn add react</Tab>
      <Tab label="pnpm">pnpm add react</Tab>
    </LessonTabs>
  );

  it("selects the default tab and names the tab list", () => {
    render(tabs);
    expect(screen.getByRole("tablist", { name: "Package manager" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "yarn" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("yarn add react");
  });

  it("moves between tabs with the arrow keys", async () => {
    const user = userEvent.setup();
    render(tabs);
    await user.click(screen.getByRole("tab", { name: "yarn" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "pnpm" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("pnpm add react");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "npm" })).toHaveAttribute("aria-selected", "true");
  });

  it("selects the first tab when no default is given", () => {
    render(
      <LessonTabs>
        <Tab label="One">first</Tab>
        <Tab label="Two">second</Tab>
      </LessonTabs>,
    );
    expect(screen.getByRole("tab", { name: "One" })).toHaveAttribute("aria-selected", "true");
  });
});

describe("LessonAccordion", () => {
  function renderFaq() {
    render(
      <LessonAccordion>
        <LessonAccordionItem question="First?">Answer one</LessonAccordionItem>
        <LessonAccordionItem question="Second?">Answer two</LessonAccordionItem>
      </LessonAccordion>,
    );
    return {
      first: screen.getByRole("button", { name: "First?" }),
      second: screen.getByRole("button", { name: "Second?" }),
    };
  }

  it("starts closed and opens one item at a time", async () => {
    const user = userEvent.setup();
    const { first, second } = renderFaq();
    expect(first).toHaveAttribute("aria-expanded", "false");
    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Answer one")).toBeVisible();
    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Answer one")).not.toBeInTheDocument();
  });

  it("collapses the open item", async () => {
    const user = userEvent.setup();
    const { first } = renderFaq();
    await user.click(first);
    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "false");
  });
});

describe("lesson elements", () => {
  it("opens external links safely in a new tab and says so", () => {
    render(<LessonLink href="https://react.dev">React docs</LessonLink>);
    const link = screen.getByRole("link", { name: /React docs/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveTextContent("(opens in a new tab)");
  });

  it("keeps in-page links in the same tab", () => {
    render(<LessonLink href="#usestate">useState</LessonLink>);
    expect(screen.getByRole("link", { name: "useState" })).not.toHaveAttribute("target");
  });

  it("wraps tables in a focusable scroll container", () => {
    render(
      <LessonTable>
        <tbody>
          <tr>
            <td>cell</td>
          </tr>
        </tbody>
      </LessonTable>,
    );
    expect(screen.getByRole("group", { name: "Table" })).toHaveAttribute("tabindex", "0");
  });

  it("turns task list items into checkboxes a reader can tick", async () => {
    const user = userEvent.setup();
    render(
      <ul>
        <LessonListItem className="task-list-item">
          <input type="checkbox" disabled checked={false} /> Run the build
        </LessonListItem>
      </ul>,
    );
    const box = screen.getByRole("checkbox", { name: "Run the build" });
    expect(box).toBeEnabled();
    await user.click(box);
    expect(box).toBeChecked();
  });
});

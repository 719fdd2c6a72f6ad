import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sections } from "@/data/sections";
import { loadLesson } from "../lesson-loader";
import { routes } from "../router";
import * as warmUp from "../warm-up";

// Counts sidebar item renders: each one joins its button's classes with `cn` once.
const sidebarItems = vi.hoisted(() => ({ renders: 0 }));
vi.mock("@/lib/cn", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cn")>();
  return {
    ...actual,
    cn: (...inputs: Parameters<typeof actual.cn>) => {
      const first = inputs[0];
      if (typeof first === "string" && first.startsWith("flex w-full cursor-pointer items-center"))
        sidebarItems.renders += 1;
      return actual.cn(...inputs);
    },
  };
});

// As in the browser after prefetching, the lessons these tests open are already loaded, so
// a switch renders at once instead of suspending (React's act() cannot await a suspension
// that starts inside a user-event click).
beforeAll(async () => {
  await Promise.all(
    ["introduction", "hooks", "faq", "testing"].map((id) => loadLesson(id as never)),
  );
}, 120_000);

function renderGuide(entry = "/") {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const lessonTitle = (name: string) => screen.findByRole("heading", { level: 1, name });
const sectionList = () => screen.getByRole("navigation", { name: "Sections" });

describe("guide screen", () => {
  it("starts on the introduction with the welcome banner", async () => {
    renderGuide();
    expect(await lessonTitle("Introduction to the Web")).toBeInTheDocument();
    expect(screen.getByText("Welcome to React Mastery!")).toBeInTheDocument();
    expect(
      screen.getByText("Your comprehensive guide to modern React development"),
    ).toBeInTheDocument();
    expect(screen.getByText("Interactive examples included")).toBeInTheDocument();
  });

  it("lists the sixteen sections under the sidebar header, the active one marked", async () => {
    renderGuide();
    await lessonTitle("Introduction to the Web");
    const sidebar = screen.getByRole("complementary", { name: "Lessons" });
    expect(within(sidebar).getByText("React Guide")).toBeInTheDocument();
    expect(within(sidebar).getByText("Complete documentation")).toBeInTheDocument();
    const buttons = within(sectionList()).getAllByRole("button");
    expect(buttons.map((button) => button.textContent?.replace(/^\d+/, ""))).toEqual(
      sections.map((section) => section.title),
    );
    expect(within(sectionList()).getByRole("button", { current: "page" })).toHaveTextContent(
      "Introduction to the Web",
    );
  });

  it("switches sections without touching the URL", async () => {
    const { router, user } = renderGuide();
    await lessonTitle("Introduction to the Web");
    await user.click(within(sectionList()).getByRole("button", { name: "React Hooks" }));
    // Focus follows once the lesson has been painted (a frame later).
    const title = await lessonTitle("React Hooks");
    await waitFor(() => expect(title).toHaveFocus());
    expect(within(sectionList()).getByRole("button", { current: "page" })).toHaveTextContent(
      "React Hooks",
    );
    expect(screen.queryByText("Welcome to React Mastery!")).not.toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe("/");
    expect(router.state.historyAction).toBe("POP");
  });

  it("re-renders only the sidebar items whose highlight changes on a switch, not all 16", async () => {
    const { user } = renderGuide();
    await lessonTitle("Introduction to the Web");
    const rendersBefore = sidebarItems.renders;
    expect(rendersBefore, "the counter sees the first render").toBeGreaterThanOrEqual(16);
    await user.click(within(sectionList()).getByRole("button", { name: "React Hooks" }));
    await lessonTitle("React Hooks");
    // The introduction's item loses its highlight, the hooks item gains it: 2 of 16. On a
    // starved machine one of them may render once more on the way (seen as 3 under load); a
    // broken memo renders every item again.
    const rendered = sidebarItems.renders - rendersBefore;
    expect(rendered).toBeGreaterThanOrEqual(2);
    expect(rendered).toBeLessThanOrEqual(4);
  });

  it("stops the rendering warm-up when a switch begins", async () => {
    const stop = vi.spyOn(warmUp, "stopWarmUp");
    const { user } = renderGuide();
    await lessonTitle("Introduction to the Web");
    expect(stop).not.toHaveBeenCalled();
    await user.click(within(sectionList()).getByRole("button", { name: "Testing" }));
    await lessonTitle("Testing");
    expect(stop).toHaveBeenCalled();
    stop.mockRestore();
  });

  it("keeps the lesson on screen, marked busy, while the next one is still loading", async () => {
    const { user } = renderGuide();
    await lessonTitle("Introduction to the Web");
    // Not loaded by beforeAll: its module is fetched by this press.
    await user.click(within(sectionList()).getByRole("button", { name: "Routing" }));
    expect(within(sectionList()).getByRole("button", { current: "page" })).toHaveTextContent(
      "Routing",
    );
    const intro = screen.getByRole("heading", { level: 1, name: "Introduction to the Web" });
    expect(intro.closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText("Loading lesson…")).toBeInTheDocument();

    // Its module is compiled from MDX on this first request: seconds on a loaded machine.
    const routing = await screen.findByRole(
      "heading",
      { level: 1, name: "Routing" },
      { timeout: 25_000 },
    );
    expect(intro).not.toBeInTheDocument();
    expect(routing.closest("[aria-busy]")).toBeNull();
    expect(screen.queryByText("Loading lesson…")).not.toBeInTheDocument();
    await waitFor(() => expect(routing).toHaveFocus());
  });

  it("shows the lesson pressed last when an earlier one arrives after it", async () => {
    const { user } = renderGuide();
    await lessonTitle("Introduction to the Web");
    await user.click(within(sectionList()).getByRole("button", { name: "State Management" }));
    await user.click(within(sectionList()).getByRole("button", { name: "FAQ & Troubleshooting" }));
    expect(await lessonTitle("FAQ & Troubleshooting")).toBeInTheDocument();
    // The first press's lesson arrives: nothing changes.
    await loadLesson("state-management");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("FAQ & Troubleshooting");
    expect(within(sectionList()).getByRole("button", { current: "page" })).toHaveTextContent(
      "FAQ & Troubleshooting",
    );
  });

  it("paints a lesson opened from the sidebar top first, then the rest a part per frame", async () => {
    const { headings = [], parts = 0 } = await loadLesson("testing");
    expect(parts).toBeGreaterThan(3);
    const last = headings.at(-1)?.id ?? "";
    const { user } = renderGuide();
    await lessonTitle("Introduction to the Web");
    await user.click(within(sectionList()).getByRole("button", { name: "Testing" }));
    expect(await lessonTitle("Testing")).toBeInTheDocument();
    // (Waiting by id: a role query over the growing lesson on every change would be slow.)
    expect(document.getElementById(last)).toBeNull();
    await waitFor(() => expect(document.getElementById(last)).not.toBeNull(), {
      timeout: 10_000,
    });
    // Every part arrived, in order: the h2s are the lesson's exported headings.
    const h2s = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.id);
    expect(h2s).toEqual(headings.map((heading) => heading.id));
  });

  it("renders a lesson opened by link whole, at once", async () => {
    renderGuide("/?section=hooks");
    await lessonTitle("React Hooks");
    expect(screen.getByRole("heading", { level: 2, name: "Key takeaways" })).toBeInTheDocument();
  });

  it("opens the section named by ?section=", async () => {
    renderGuide("/?section=faq");
    expect(await lessonTitle("FAQ & Troubleshooting")).toBeInTheDocument();
  });

  it.each(["/?section=nope", "/?section=", "/?section=%3Cb%3E"])(
    "falls back to the introduction for %s",
    async (entry) => {
      renderGuide(entry);
      expect(await lessonTitle("Introduction to the Web")).toBeInTheDocument();
    },
  );
});

describe("sidebar on small screens", () => {
  it("opens from the menu button and moves focus into itself", async () => {
    const { user } = renderGuide();
    await lessonTitle("Introduction to the Web");
    const menu = screen.getByRole("button", { name: "Open navigation" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    const sidebar = screen.getByRole("complementary", { name: "Lessons" });
    expect(within(sidebar).getByRole("button", { name: "Close navigation" })).toHaveFocus();
  });

  it("closes on Escape and gives focus back to the menu button", async () => {
    const { user } = renderGuide();
    await lessonTitle("Introduction to the Web");
    await user.click(screen.getByRole("button", { name: "Open navigation" }));
    await user.keyboard("{Escape}");
    const menu = screen.getByRole("button", { name: "Open navigation" });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveFocus();
  });

  it("closes from its own close button and from the overlay", async () => {
    const { user } = renderGuide();
    await lessonTitle("Introduction to the Web");
    await user.click(screen.getByRole("button", { name: "Open navigation" }));
    const sidebar = screen.getByRole("complementary", { name: "Lessons" });
    await user.click(within(sidebar).getByRole("button", { name: "Close navigation" }));
    expect(screen.getByRole("button", { name: "Open navigation" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open navigation" }));
    await user.click(screen.getByTestId("sidebar-overlay"));
    expect(screen.queryByTestId("sidebar-overlay")).not.toBeInTheDocument();
  });

  it("closes when a section is chosen", async () => {
    const { user } = renderGuide();
    await lessonTitle("Introduction to the Web");
    await user.click(screen.getByRole("button", { name: "Open navigation" }));
    await user.click(within(sectionList()).getByRole("button", { name: "Testing" }));
    expect(await lessonTitle("Testing")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open navigation" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sections } from "@/data/sections";
import { LessonPager } from "./lesson-pager";

describe("LessonPager", () => {
  it("offers only the next lesson on the first one", () => {
    render(<LessonPager sectionId="introduction" onOpenSection={() => {}} onPrefetch={() => {}} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(`Next: ${sections[1].title}`);
    expect(links[0]).toHaveAttribute("href", `/?section=${sections[1].id}`);
  });

  it("offers only the previous lesson on the last one", () => {
    render(<LessonPager sectionId="faq" onOpenSection={() => {}} onPrefetch={() => {}} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(`Previous: ${sections[14].title}`);
  });

  it("switches in place on a plain click, without following the link", async () => {
    const onOpenSection = vi.fn();
    render(<LessonPager sectionId="hooks" onOpenSection={onOpenSection} onPrefetch={() => {}} />);
    const next = screen.getByRole("link", { name: /^Next/ });
    // Seen after React's own (root) listener has run.
    const followed = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener("click", followed);
    await userEvent.click(next);
    document.removeEventListener("click", followed);
    expect(onOpenSection).toHaveBeenCalledWith("routing");
    expect(followed).toHaveReturnedWith(true);
    await userEvent.click(screen.getByRole("link", { name: /^Previous/ }));
    expect(onOpenSection).toHaveBeenLastCalledWith("core-concepts");
  });

  it("leaves modified clicks (new tab) to the browser", async () => {
    const onOpenSection = vi.fn();
    render(<LessonPager sectionId="hooks" onOpenSection={onOpenSection} onPrefetch={() => {}} />);
    const user = userEvent.setup();
    const next = screen.getByRole("link", { name: /^Next/ });
    next.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    await user.keyboard("{Control>}");
    await user.click(next);
    await user.keyboard("{/Control}");
    expect(onOpenSection).not.toHaveBeenCalled();
  });

  it("prefetches a neighbour on hover, focus and press, before any click", async () => {
    const onPrefetch = vi.fn();
    const onOpenSection = vi.fn();
    render(<LessonPager sectionId="hooks" onOpenSection={onOpenSection} onPrefetch={onPrefetch} />);
    const user = userEvent.setup();
    const next = screen.getByRole("link", { name: /^Next/ });
    const previous = screen.getByRole("link", { name: /^Previous/ });
    await user.hover(next);
    expect(onPrefetch).toHaveBeenCalledWith("routing");
    await user.tab();
    expect(previous).toHaveFocus();
    expect(onPrefetch).toHaveBeenLastCalledWith("core-concepts");
    onPrefetch.mockClear();
    fireEvent.pointerDown(next);
    expect(onPrefetch).toHaveBeenCalledExactlyOnceWith("routing");
    expect(onOpenSection).not.toHaveBeenCalled();
  });
});

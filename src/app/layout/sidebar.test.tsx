import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Sidebar } from "./sidebar";

function renderSidebar() {
  const onPrefetch = vi.fn();
  const onSelect = vi.fn();
  render(
    <Sidebar
      activeId="introduction"
      open={false}
      onSelect={onSelect}
      onClose={() => {}}
      onPrefetch={onPrefetch}
    />,
  );
  return { onPrefetch, onSelect, user: userEvent.setup() };
}

const item = (name: string) => screen.getByRole("button", { name });

describe("Sidebar prefetch on intent", () => {
  it("prefetches a lesson when the pointer moves over its item, before any click", async () => {
    const { onPrefetch, onSelect, user } = renderSidebar();
    await user.hover(item("React Hooks"));
    expect(onPrefetch).toHaveBeenCalledWith("hooks");
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("prefetches a lesson when its item takes keyboard focus", async () => {
    const { onPrefetch } = renderSidebar();
    item("Routing").focus();
    expect(onPrefetch).toHaveBeenCalledWith("routing");
  });

  it("prefetches on a press alone (a pointer that never hovered)", () => {
    const { onPrefetch } = renderSidebar();
    fireEvent.pointerDown(item("Testing"));
    expect(onPrefetch).toHaveBeenCalledExactlyOnceWith("testing");
  });
});

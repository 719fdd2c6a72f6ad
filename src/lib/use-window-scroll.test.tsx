import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useWindowScroll } from "./use-window-scroll";

function Probe({ read, label }: { read: (root: HTMLElement) => number; label: string }) {
  const value = useWindowScroll(read, -1);
  return (
    <p>
      {label}: {value}
    </p>
  );
}

afterEach(() => {
  document.documentElement.scrollTop = 0;
});

describe("useWindowScroll", () => {
  it("measures when the page scrolls, never while rendering again", () => {
    const read = vi.fn((root: HTMLElement) => root.scrollTop);
    const { rerender } = render(<Probe read={read} label="top" />);
    expect(screen.getByText("top: 0")).toBeInTheDocument();
    const first = read.mock.calls.length;

    // A re-render (a lesson switch re-renders the chrome) reuses the last measurement: reading
    // layout mid-commit would force the browser to lay out the new lesson before painting.
    rerender(<Probe read={read} label="again" />);
    expect(screen.getByText("again: 0")).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(first);

    document.documentElement.scrollTop = 120;
    act(() => void fireEvent.scroll(window));
    expect(screen.getByText("again: 120")).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(first + 1);
  });

  it("measures with the newest read after a re-render", () => {
    const { rerender } = render(<Probe read={(root) => root.scrollTop} label="v" />);
    rerender(<Probe read={(root) => root.scrollTop * 2} label="v" />);
    document.documentElement.scrollTop = 30;
    act(() => void fireEvent(window, new Event("resize")));
    expect(screen.getByText("v: 60")).toBeInTheDocument();
  });

  it("stops listening when unmounted", () => {
    const read = vi.fn((root: HTMLElement) => root.scrollTop);
    const { unmount } = render(<Probe read={read} label="gone" />);
    unmount();
    const calls = read.mock.calls.length;
    act(() => void fireEvent.scroll(window));
    expect(read).toHaveBeenCalledTimes(calls);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { revealPanel, SETTLE_MS } from "./reveal";

function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query) =>
      ({
        matches: reduce && query === "(prefers-reduced-motion: reduce)",
        media: query,
      }) as MediaQueryList,
  );
}

/** A ResizeObserver whose callbacks the test calls: `resize()` reports a change of size. */
function fakeResizeObserver() {
  const observers: { callback: () => void; observing: boolean }[] = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      entry: { callback: () => void; observing: boolean };
      constructor(callback: () => void) {
        this.entry = { callback, observing: false };
        observers.push(this.entry);
      }
      observe() {
        this.entry.observing = true;
        this.entry.callback(); // as browsers do: once with the size at the start
      }
      disconnect() {
        this.entry.observing = false;
      }
    },
  );
  return {
    resize: () => observers.filter((o) => o.observing).forEach((o) => o.callback()),
    observing: () => observers.some((o) => o.observing),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("revealPanel", () => {
  it("scrolls the panel just into view, smoothly", () => {
    prefersReducedMotion(false);
    const panel = document.createElement("div");
    const scroll = vi.spyOn(panel, "scrollIntoView").mockImplementation(() => {});
    revealPanel(panel);
    expect(scroll).toHaveBeenCalledWith({
      block: "nearest",
      inline: "nearest",
      behavior: "smooth",
    });
  });

  it("jumps instead when the reader prefers reduced motion", () => {
    prefersReducedMotion(true);
    const panel = document.createElement("div");
    const scroll = vi.spyOn(panel, "scrollIntoView").mockImplementation(() => {});
    revealPanel(panel);
    expect(scroll).toHaveBeenCalledWith({ block: "nearest", inline: "nearest", behavior: "auto" });
  });

  it("does nothing without a panel", () => {
    expect(() => revealPanel(null)).not.toThrow();
  });

  it("keeps it in view while the page above it grows, for a moment, once per change", () => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
    const page = fakeResizeObserver();
    const panel = document.body.appendChild(document.createElement("div"));
    const scroll = vi.spyOn(panel, "scrollIntoView").mockImplementation(() => {});
    revealPanel(panel);
    expect(scroll).toHaveBeenCalledTimes(1);
    page.resize(); // the console took a check's lines
    expect(scroll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(page.observing()).toBe(false);
    page.resize();
    expect(scroll).toHaveBeenCalledTimes(2);
  });

  it("leaves the page to the reader as soon as they scroll, tap or type", () => {
    prefersReducedMotion(false);
    for (const input of [
      new WheelEvent("wheel"),
      new Event("touchstart"),
      new Event("pointerdown"),
      new KeyboardEvent("keydown", { key: "ArrowDown" }),
    ]) {
      const page = fakeResizeObserver();
      const panel = document.body.appendChild(document.createElement("div"));
      const scroll = vi.spyOn(panel, "scrollIntoView").mockImplementation(() => {});
      revealPanel(panel);
      window.dispatchEvent(input);
      page.resize();
      expect(scroll, input.type).toHaveBeenCalledTimes(1);
      expect(page.observing(), input.type).toBe(false);
    }
  });
});

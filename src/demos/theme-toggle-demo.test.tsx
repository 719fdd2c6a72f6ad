import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ThemeToggleDemo } from "./theme-toggle-demo";

/** A controllable stand-in for the browser's prefers-color-scheme media query. */
function mockSystemTheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal("matchMedia", () => media);
  return {
    listeners,
    change(next: boolean) {
      media.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ThemeToggleDemo", () => {
  it("follows the system setting by default and when it changes", () => {
    const system = mockSystemTheme(false);
    render(<ThemeToggleDemo />);
    expect(screen.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Preview theme: light (following your system setting)",
    );
    act(() => system.change(true));
    expect(screen.getByRole("status")).toHaveTextContent("Preview theme: dark");
  });

  it("lets an explicit choice override the system", async () => {
    mockSystemTheme(true);
    const user = userEvent.setup();
    render(<ThemeToggleDemo />);
    await user.click(screen.getByRole("button", { name: "Light" }));
    expect(screen.getByRole("status")).toHaveTextContent("Preview theme: light");
    expect(screen.getByRole("status")).not.toHaveTextContent("system");
    expect(screen.getByRole("button", { name: "Light" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "false");

    await user.click(screen.getByRole("button", { name: "Dark" }));
    expect(screen.getByRole("status")).toHaveTextContent("Preview theme: dark");
  });

  it("stops listening to the system when unmounted", () => {
    const system = mockSystemTheme(false);
    const { unmount } = render(<ThemeToggleDemo />);
    expect(system.listeners.size).toBe(1);
    unmount();
    expect(system.listeners.size).toBe(0);
  });

  it("falls back to light where matchMedia is missing", () => {
    vi.stubGlobal("matchMedia", undefined);
    render(<ThemeToggleDemo />);
    expect(screen.getByRole("status")).toHaveTextContent("Preview theme: light");
  });
});

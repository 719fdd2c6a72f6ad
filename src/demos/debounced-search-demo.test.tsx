import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DebouncedSearchDemo } from "./debounced-search-demo";

describe("DebouncedSearchDemo", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains its async queue with setTimeout(0) and only advances fake
    // timers it recognises as Jest's; this shim lets it advance Vitest's instead.
    vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function setup() {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = render(<DebouncedSearchDemo />);
    const items = () =>
      within(screen.getByRole("list", { name: "Matching hooks" }))
        .queryAllByRole("listitem")
        .map((item) => item.textContent);
    return { user, items, ...view };
  }

  it("lists every hook before anything is typed", () => {
    const { items } = setup();
    expect(screen.getByRole("status")).toHaveTextContent("19 of 19 hooks match.");
    expect(items()).toHaveLength(19);
    expect(items()).toContain("useFormStatus");
  });

  it("does not call the use API a hook", () => {
    const { items } = setup();
    expect(items()).not.toContain("use");
    expect(items().every((name) => /^use[A-Z]/.test(name ?? ""))).toBe(true);
  });

  it("searches only after typing pauses for 500 ms", async () => {
    const { user, items } = setup();
    await user.type(screen.getByLabelText("Search React hooks"), "effect");

    expect(screen.getByText("You typed:").nextSibling).toHaveTextContent("“effect”");
    expect(screen.getByText("Searching for:").nextSibling).toHaveTextContent("“”");
    expect(screen.getByRole("status")).toHaveTextContent("Waiting for you to pause (500 ms)…");
    expect(items()).toHaveLength(19);

    act(() => vi.advanceTimersByTime(499));
    expect(items()).toHaveLength(19);

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("Searching for:").nextSibling).toHaveTextContent("“effect”");
    expect(screen.getByRole("status")).toHaveTextContent("4 of 19 hooks match.");
    expect(items()).toEqual([
      "useEffect",
      "useEffectEvent",
      "useInsertionEffect",
      "useLayoutEffect",
    ]);
  });

  it("restarts the wait on every keystroke", async () => {
    const { user, items } = setup();
    const input = screen.getByLabelText("Search React hooks");
    await user.type(input, "use");
    act(() => vi.advanceTimersByTime(400));
    await user.type(input, "R");
    act(() => vi.advanceTimersByTime(400));
    // 800 ms since the first key, but only 400 ms since the last: still waiting.
    expect(screen.getByText("Searching for:").nextSibling).toHaveTextContent("“”");

    act(() => vi.advanceTimersByTime(100));
    expect(items()).toEqual(["useReducer", "useRef"]);
  });

  it("says when nothing matches and leaves no timer behind", async () => {
    const { user, unmount } = setup();
    await user.type(screen.getByLabelText("Search React hooks"), "zzz");
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole("status")).toHaveTextContent("0 of 19 hooks match.");
    await user.type(screen.getByLabelText("Search React hooks"), "z");
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getCodeView, resetCodeView, switchCodeView, useBlockCodeView } from "./code-view";

/**
 * A stand-in code block at `top` px from the top of the page (jsdom has no layout), or where
 * `place()` says at the time it is asked.
 */
function Block({ name, top = 0, place }: { name: string; top?: number; place?: () => number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { view, announces } = useBlockCodeView(name, ref);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        if (element)
          element.getBoundingClientRect = () => {
            const at = place ? place() : top;
            return { top: at, bottom: at + 300 } as DOMRect;
          };
      }}
      data-testid={name}
    >
      {view}
      {announces ? " announced" : ""}
    </div>
  );
}

const shown = (name: string) => screen.getByTestId(name).textContent;

describe("the code view store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, "scrollBy").mockImplementation(() => {});
    Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
  });
  afterEach(() => {
    act(() => resetCodeView());
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("starts on TypeScript", () => {
    render(<Block name="a" top={0} />);
    expect(getCodeView()).toBe("ts");
    expect(shown("a")).toBe("ts");
  });

  it("switches the pressed block and those on screen at once, the others a frame later", () => {
    render(
      <>
        <Block name="above" top={-900} />
        <Block name="pressed" top={100} />
        <Block name="visible" top={500} />
        <Block name="below" top={3000} />
      </>,
    );
    act(() => switchCodeView("js", screen.getByTestId("pressed"), ":pressed:"));
    expect(getCodeView()).toBe("js");
    expect(shown("pressed")).toBe("js");
    expect(shown("visible")).toBe("js");
    expect(shown("above")).toBe("ts");
    expect(shown("below")).toBe("ts");

    act(() => vi.runAllTimers());
    expect(shown("above")).toBe("js");
    expect(shown("below")).toBe("js");
  });

  it("spreads the blocks off screen over several tasks, nearest first", () => {
    render(
      <>
        <Block name="pressed" top={0} />
        <Block name="far" top={9000} />
        <Block name="near" top={1200} />
      </>,
    );
    // Each block costs a whole task's budget here.
    let clock = 0;
    vi.spyOn(performance, "now").mockImplementation(() => (clock += 10));
    act(() => switchCodeView("js", screen.getByTestId("pressed")));
    expect([shown("near"), shown("far")]).toEqual(["ts", "ts"]);
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersByTime(1));
    expect([shown("near"), shown("far")]).toEqual(["js", "ts"]);
    act(() => vi.runAllTimers());
    expect([shown("near"), shown("far")]).toEqual(["js", "js"]);
  });

  it("a block that mounts during or after a switch shows the new view", () => {
    render(<Block name="first" top={0} />);
    act(() => switchCodeView("js", null));
    render(<Block name="later" top={5000} />);
    expect(shown("later")).toBe("js");
  });

  it("a switch back before the others were reached leaves them as they are", () => {
    render(
      <>
        <Block name="pressed" top={0} />
        <Block name="below" top={4000} />
      </>,
    );
    act(() => switchCodeView("js", screen.getByTestId("pressed")));
    act(() => switchCodeView("ts", screen.getByTestId("pressed")));
    act(() => vi.runAllTimers());
    expect([shown("pressed"), shown("below")]).toEqual(["ts", "ts"]);
  });

  it("only the switch that made the change announces it", () => {
    render(
      <>
        <Block name="a" top={0} />
        <Block name="b" top={400} />
      </>,
    );
    act(() => switchCodeView("js", screen.getByTestId("a"), "a"));
    expect([shown("a"), shown("b")]).toEqual(["js announced", "js"]);
    act(() => switchCodeView("ts", screen.getByTestId("b"), "b"));
    expect([shown("a"), shown("b")]).toEqual(["ts", "ts announced"]);
  });

  it("does nothing when the view does not change", () => {
    render(<Block name="a" top={0} />);
    act(() => switchCodeView("ts", screen.getByTestId("a")));
    expect(window.scrollBy).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps the pressed block in place when blocks above it change height", () => {
    // A block above, also on screen, grows by 120 px once it shows JavaScript.
    render(
      <>
        <Block name="above" top={-100} />
        <Block
          name="pressed"
          place={() => (screen.getByTestId("above").textContent === "js" ? 520 : 400)}
        />
      </>,
    );
    act(() => switchCodeView("js", screen.getByTestId("pressed")));
    expect(shown("above")).toBe("js");
    expect(window.scrollBy).toHaveBeenCalledWith({ top: 120, behavior: "instant" });
  });

  it("keeps the first block on screen in place while blocks above change later", () => {
    render(
      <>
        <Block name="above" top={-2000} />
        <Block
          name="on-screen"
          place={() => (screen.getByTestId("above").textContent === "js" ? 150 : 200)}
        />
      </>,
    );
    act(() => switchCodeView("js", screen.getByTestId("on-screen")));
    expect(window.scrollBy).not.toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(shown("above")).toBe("js");
    expect(window.scrollBy).toHaveBeenCalledWith({ top: -50, behavior: "instant" });
  });

  it("keeps the choice in memory only: no storage, no cookie", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const cookie = vi.spyOn(document, "cookie", "set");
    render(<Block name="a" top={0} />);
    act(() => switchCodeView("js", null));
    expect(getCodeView()).toBe("js");
    expect(setItem).not.toHaveBeenCalled();
    expect(cookie).not.toHaveBeenCalled();
  });
});

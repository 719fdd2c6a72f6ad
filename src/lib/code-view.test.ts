import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getCodeView, setCodeView, switchCodeView, useCodeView } from "./code-view";

describe("the code view store", () => {
  afterEach(() => {
    act(() => setCodeView("ts"));
    vi.restoreAllMocks();
  });

  it("starts on TypeScript and tells every reader of it about a switch", () => {
    const first = renderHook(() => useCodeView());
    const second = renderHook(() => useCodeView());
    expect(first.result.current).toBe("ts");
    act(() => setCodeView("js"));
    expect(first.result.current).toBe("js");
    expect(second.result.current).toBe("js");
    first.unmount();
    act(() => setCodeView("ts"));
    expect(second.result.current).toBe("ts");
  });

  it("re-renders no one when the view does not change", () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useCodeView();
    });
    const before = renders;
    act(() => setCodeView("ts"));
    expect(renders).toBe(before);
  });

  it("keeps the choice in memory only: no storage, no cookie", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const cookie = vi.spyOn(document, "cookie", "set");
    act(() => switchCodeView("js", null));
    expect(getCodeView()).toBe("js");
    expect(setItem).not.toHaveBeenCalled();
    expect(cookie).not.toHaveBeenCalled();
  });

  it("does not scroll when the pressed control did not move", () => {
    const anchor = document.createElement("div");
    document.body.append(anchor);
    vi.spyOn(anchor, "getBoundingClientRect").mockReturnValue({ top: 200 } as DOMRect);
    const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
    act(() => switchCodeView("js", anchor));
    expect(scrollBy).not.toHaveBeenCalled();
    anchor.remove();
  });
});

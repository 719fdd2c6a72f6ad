import { describe, expect, it, vi } from "vitest";
import { focusWithoutScrolling, forwardGuideShortcuts } from "./host-manners";

describe("the runner's manners toward the guide", () => {
  it("focuses without scrolling, whatever the caller asked", () => {
    const focus = vi.fn();
    const prototype = { focus } as unknown as HTMLElement;
    focusWithoutScrolling(prototype);
    const element = Object.create(prototype) as HTMLElement;
    element.focus();
    element.focus({ focusVisible: true });
    expect(focus).toHaveBeenNthCalledWith(1, { preventScroll: true });
    expect(focus).toHaveBeenNthCalledWith(2, { focusVisible: true, preventScroll: true });
  });

  it("never forwards presses a script made (the checks' own, or the reader code's)", () => {
    const post = vi.fn();
    const target = new EventTarget() as Window;
    forwardGuideShortcuts(post, target);
    target.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true }));
    target.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(post).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from "vitest";
import { forwardGuideShortcuts } from "./host-manners";

describe("the runner's manners toward the guide", () => {
  it("never forwards presses a script made (the checks' own, or the reader code's)", () => {
    const post = vi.fn();
    const target = new EventTarget() as Window;
    forwardGuideShortcuts(post, target);
    target.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true }));
    target.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(post).not.toHaveBeenCalled();
  });
});

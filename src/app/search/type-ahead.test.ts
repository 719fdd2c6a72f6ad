import { afterEach, describe, expect, it } from "vitest";
import { startTypeAhead, type TypeAhead } from "./type-ahead";

let typeAhead: TypeAhead | undefined;
afterEach(() => {
  typeAhead?.take();
  document.body.innerHTML = "";
});

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe("startTypeAhead", () => {
  it("collects printable keys and Backspace, and keeps them from the page", () => {
    typeAhead = startTypeAhead();
    const keys = [..."usx"].map((key) => press(key));
    const backspace = press("Backspace");
    press("e");
    press("🙂");
    expect(typeAhead.take()).toBe("use🙂");
    expect([...keys, backspace].every((event) => event.defaultPrevented)).toBe(true);
  });

  it("ignores shortcuts and named keys, and lets them through", () => {
    typeAhead = startTypeAhead();
    const shortcut = press("k", { ctrlKey: true });
    const arrow = press("ArrowDown");
    press("a", { altKey: true });
    expect(typeAhead.take()).toBe("");
    expect(shortcut.defaultPrevented).toBe(false);
    expect(arrow.defaultPrevented).toBe(false);
  });

  it("stops at take(), returning the same text again, and leaves later keys alone", () => {
    typeAhead = startTypeAhead();
    press("h");
    expect(typeAhead.take()).toBe("h");
    const later = press("i");
    expect(later.defaultPrevented).toBe(false);
    expect(typeAhead.take()).toBe("h");
  });

  it("stops as soon as a text field receives a key, which keeps it", () => {
    const input = document.body.appendChild(document.createElement("input"));
    typeAhead = startTypeAhead();
    press("a");
    const typed = press("b", {}, input);
    press("c");
    expect(typed.defaultPrevented).toBe(false);
    expect(typeAhead.take()).toBe("a");
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUSY_CLASS, PRESSED, holdEarlyPresses } from "./early-presses";

const html = document.documentElement;

function page(markup: string) {
  document.body.innerHTML = `<div id="root">${markup}</div><a id="outside" href="/?section=faq">FAQ</a>`;
  return document.getElementById("root")!;
}

const ready = () => html.setAttribute("data-ready", "");
const nextFrames = () => new Promise((resolve) => setTimeout(resolve, 50));

function clickOn(element: Element, init: MouseEventInit = {}) {
  return element.dispatchEvent(
    new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }),
  );
}

beforeEach(() => {
  window.history.replaceState(null, "", "/");
});

afterEach(() => {
  ready(); // every holder stops listening once the app is ready
  html.removeAttribute("data-ready");
  html.classList.remove(BUSY_CLASS);
  document.body.innerHTML = "";
});

describe("holdEarlyPresses", () => {
  it("holds a press on a button until the app is ready, marking it meanwhile", async () => {
    const root = page(`<nav><button type="button">What is React?</button></nav>`);
    const button = root.querySelector("button")!;
    const onClick = vi.fn();
    button.addEventListener("click", onClick);
    holdEarlyPresses(document, "/");

    expect(clickOn(button)).toBe(false); // default action cancelled
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveAttribute(PRESSED);
    expect(html).toHaveClass(BUSY_CLASS);

    ready();
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
    expect(button).not.toHaveAttribute(PRESSED);
    expect(html).not.toHaveClass(BUSY_CLASS);
  });

  it("lets presses through once the app is ready, and ignores what is outside the app", async () => {
    const root = page(`<button type="button">Menu</button>`);
    const button = root.querySelector("button")!;
    const onClick = vi.fn();
    button.addEventListener("click", onClick);
    holdEarlyPresses(document, "/");

    const outside = document.getElementById("outside")!;
    outside.addEventListener("click", (event) => event.preventDefault());
    clickOn(outside);
    expect(outside).not.toHaveAttribute(PRESSED);

    ready();
    await nextFrames();
    clickOn(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute(PRESSED);
  });

  it("counts a double click as one press and replays different presses in order", async () => {
    const root = page(`<button type="button">One</button><button type="button">Two</button>`);
    const [one, two] = root.querySelectorAll("button");
    const order: string[] = [];
    one.addEventListener("click", () => order.push("one"));
    two.addEventListener("click", () => order.push("two"));
    holdEarlyPresses(document, "/");

    clickOn(one);
    clickOn(one);
    clickOn(two);
    ready();
    await vi.waitFor(() => expect(order).toEqual(["one", "two"]));
  });

  it("gives tabs the pointer and mouse events they act on", async () => {
    const root = page(`<div role="tablist"><button role="tab">Source Code</button></div>`);
    const tab = root.querySelector('[role="tab"]')!;
    const events: string[] = [];
    for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup", "click"]) {
      tab.addEventListener(type, () => events.push(type));
    }
    holdEarlyPresses(document, "/");
    clickOn(tab);
    expect(events).toEqual([]);
    ready();
    await vi.waitFor(() =>
      expect(events).toEqual(["pointerdown", "mousedown", "pointerup", "mouseup", "click"]),
    );
  });

  it("holds plain clicks on links the app opens in place, and only those", () => {
    const root = page(`
      <a id="section" href="/?section=hooks">Next</a>
      <a id="elsewhere" href="/other">Other page</a>
      <a id="blank" href="/?section=hooks" target="_blank">New tab</a>
      <a id="offsite" href="https://example.com/?section=hooks">Offsite</a>`);
    // jsdom would try to navigate; a real browser follows links that are let through.
    root.addEventListener("click", (event) => event.preventDefault());
    holdEarlyPresses(document, "/");
    const link = (id: string) => document.getElementById(id)!;

    clickOn(link("section"));
    expect(link("section")).toHaveAttribute(PRESSED);
    for (const id of ["elsewhere", "blank", "offsite"]) {
      clickOn(link(id));
      expect(link(id)).not.toHaveAttribute(PRESSED);
    }
  });

  it("lets modified clicks on links through (a new tab, a download)", () => {
    const root = page(`<a href="/?section=hooks">Next</a>`);
    root.addEventListener("click", (event) => event.preventDefault());
    holdEarlyPresses(document, "/");
    const link = root.querySelector("a")!;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      clickOn(link, init);
      expect(link).not.toHaveAttribute(PRESSED);
    }
  });

  it("finds the control again when the app has replaced the page", async () => {
    const root = page(`<nav><button type="button">Hooks</button></nav>`);
    holdEarlyPresses(document, "/");
    clickOn(root.querySelector("button")!);

    root.innerHTML = `<nav><button type="button">Hooks</button></nav>`; // hydration re-created it
    const fresh = root.querySelector("button")!;
    const onClick = vi.fn();
    fresh.addEventListener("click", onClick);
    ready();
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
  });

  it("drops a press whose control is gone, rather than pressing something else", async () => {
    const root = page(`<nav><button type="button">Hooks</button></nav>`);
    holdEarlyPresses(document, "/");
    clickOn(root.querySelector("button")!);

    root.innerHTML = `<nav><button type="button">Delete everything</button></nav>`;
    const other = vi.fn();
    root.querySelector("button")!.addEventListener("click", other);
    ready();
    await nextFrames();
    expect(other).not.toHaveBeenCalled();
  });

  it("follows a held link when the app cannot start, and clears the marks", () => {
    const root = page(`<button type="button">Menu</button><a href="/?section=faq">FAQ</a>`);
    const navigate = vi.fn();
    const presses = holdEarlyPresses(document, "/", navigate);
    clickOn(root.querySelector("button")!);
    clickOn(root.querySelector("a")!);

    presses.fail();
    expect(navigate).toHaveBeenCalledWith(`${window.location.origin}/?section=faq`);
    expect(root.querySelector(`[${PRESSED}]`)).toBeNull();
    expect(html).not.toHaveClass(BUSY_CLASS);

    // Nothing is held any more: a later press goes straight through.
    const onClick = vi.fn();
    root.querySelector("button")!.addEventListener("click", onClick);
    clickOn(root.querySelector("button")!);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("navigates nowhere when the app fails and no link was pressed", () => {
    const root = page(`<button type="button">Menu</button>`);
    const navigate = vi.fn();
    const presses = holdEarlyPresses(document, "/", navigate);
    clickOn(root.querySelector("button")!);
    presses.fail();
    expect(navigate).not.toHaveBeenCalled();
  });
});

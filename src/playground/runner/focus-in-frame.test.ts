// @vitest-isolate
import { render, screen } from "@testing-library/react";
import { createElement, useState } from "react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { isFocusable, keepFocusInFrame, reportFocusTaken, type FrameFocus } from "./focus-in-frame";

// The browser's own methods, before the runner's manners wrap them (this file runs alone: it
// changes the DOM's prototypes for good).
const nativeFocus = HTMLElement.prototype.focus;
const nativeActive = Object.getOwnPropertyDescriptor(Document.prototype, "activeElement")!.get!;
const browserFocus = vi.fn(function (this: HTMLElement, options?: FocusOptions) {
  nativeFocus.call(this, options);
});
HTMLElement.prototype.focus = browserFocus;
const windowFocus = vi.fn();
window.focus = windowFocus;
// jsdom opens no dialogs: these do as Chromium does, focusing the first control that can be.
const opening = (modal: boolean) =>
  function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
    if (modal) this.dataset.modal = "";
    if (!this.hasAttribute("inert")) browserFocus.call(this.querySelector("button")!);
  };
HTMLDialogElement.prototype.show = opening(false);
HTMLDialogElement.prototype.showModal = opening(true);

let frameHasFocus = false;
let frameFocus: FrameFocus;
beforeAll(() => {
  frameFocus = keepFocusInFrame(window, () => frameHasFocus);
});

afterEach(() => {
  document.body.replaceChildren();
  frameHasFocus = false;
  browserFocus.mockClear();
  windowFocus.mockClear();
});

function markup(html: string) {
  document.body.innerHTML = html;
  return (selector: string) => document.querySelector<HTMLElement>(selector)!;
}

/** Every focus event in the document, as "type target ← related". */
function recordFocusEvents() {
  const seen: string[] = [];
  for (const type of ["blur", "focusout", "focus", "focusin"])
    document.addEventListener(
      type,
      (event) => {
        const name = (node: EventTarget | null) => (node as Element | null)?.id || "none";
        seen.push(`${type} ${name(event.target)} ← ${name((event as FocusEvent).relatedTarget)}`);
      },
      true,
    );
  return seen;
}

describe("focus in a frame without the page's focus", () => {
  it("moves only in the frame's books, with the events a real focus fires", () => {
    const get = markup(`<button id="first">1</button><input id="second" />`);
    const seen = recordFocusEvents();
    get("#first").focus();
    get("#second").focus();
    expect(document.activeElement).toBe(get("#second"));
    // The browser was never asked: the page's focus stays where the reader is.
    expect(browserFocus).not.toHaveBeenCalled();
    expect(nativeActive.call(document)).toBe(document.body);
    expect(seen).toEqual([
      "focus first ← none",
      "focusin first ← none",
      "blur first ← second",
      "focusout first ← second",
      "focus second ← first",
      "focusin second ← first",
    ]);
    get("#second").blur();
    expect(document.activeElement).toBe(document.body);
    expect(seen.slice(-2)).toEqual(["blur second ← none", "focusout second ← none"]);
  });

  it("skips what the browser would not focus", () => {
    const get = markup(
      `<div id="plain">text</div><button id="off" disabled>x</button><a id="bare">link</a>` +
        `<input id="hidden" type="hidden" /><div inert><button id="inert">x</button></div>` +
        `<div id="held" tabindex="-1">held</div>`,
    );
    for (const id of ["plain", "off", "bare", "hidden", "inert"]) {
      get(`#${id}`).focus();
      expect(document.activeElement, id).toBe(document.body);
    }
    get("#held").focus();
    expect(document.activeElement).toBe(get("#held"));
  });

  it("gives the body the focus once the focused element is removed", () => {
    const get = markup(`<button id="gone">x</button>`);
    get("#gone").focus();
    get("#gone").remove();
    expect(document.activeElement).toBe(document.body);
  });

  it("is the browser's own once the frame has the page's focus, and never scrolls", () => {
    const get = markup(`<button id="one">1</button><button id="two">2</button>`);
    get("#one").focus();
    expect(frameFocus.held()).toBe(get("#one"));
    frameHasFocus = true;
    get("#two").focus({ focusVisible: true });
    expect(browserFocus).toHaveBeenCalledWith({ focusVisible: true, preventScroll: true });
    expect(frameFocus.held()).toBeNull();
    expect(document.activeElement).toBe(get("#two"));
  });

  it("lets the reader's focus take over: what was focused in place loses it", () => {
    const get = markup(`<button id="checked">1</button><input id="clicked" />`);
    const seen = recordFocusEvents();
    get("#checked").focus();
    // The reader clicks into the frame: the browser focuses the frame, then the element.
    frameHasFocus = true;
    nativeFocus.call(get("#clicked"));
    expect(frameFocus.held()).toBeNull();
    expect(document.activeElement).toBe(get("#clicked"));
    expect(seen).toContain("blur checked ← none");
  });

  it("runs a test's typing and React's focus handlers as in a focused page", async () => {
    const focused: string[] = [];
    function Form() {
      const [text, setText] = useState("");
      return createElement("input", {
        "aria-label": "Name",
        value: text,
        onChange: (event: { target: HTMLInputElement }) => setText(event.target.value),
        onFocus: () => focused.push("focus"),
        onBlur: () => focused.push("blur"),
      });
    }
    render(createElement(Form));
    const user = userEvent.setup({ document });
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Name" });
    await user.type(input, "Ada");
    expect(input.value).toBe("Ada");
    expect(document.activeElement).toBe(input);
    await user.click(document.body);
    expect(focused).toEqual(["focus", "blur"]);
    expect(browserFocus).not.toHaveBeenCalled();
  });
});

describe("the browser's other ways of focusing, in a frame without the page's focus", () => {
  it("select() selects the text and focuses in place", () => {
    const get = markup(`<input id="name" value="Ada" /><textarea id="bio">Hi</textarea>`);
    const name = get("#name") as HTMLInputElement;
    name.select();
    expect(document.activeElement).toBe(name);
    expect([name.selectionStart, name.selectionEnd]).toEqual([0, 3]);
    (get("#bio") as HTMLTextAreaElement).select();
    expect(document.activeElement).toBe(get("#bio"));
    expect(browserFocus).not.toHaveBeenCalled();
  });

  it("a dialog opens without taking the focus, and its control is focused in place", () => {
    const get = markup(
      `<dialog id="plain"><p>Sure?</p><button id="yes">Yes</button></dialog>` +
        `<dialog id="auto"><button>No</button><button id="ok" autofocus>OK</button></dialog>`,
    );
    (get("#plain") as HTMLDialogElement).showModal();
    expect(get("#plain").hasAttribute("open")).toBe(true);
    expect(get("#plain").hasAttribute("inert")).toBe(false);
    expect(document.activeElement).toBe(get("#yes"));
    (get("#auto") as HTMLDialogElement).show();
    expect(document.activeElement).toBe(get("#ok"));
    expect(browserFocus).not.toHaveBeenCalled();
  });

  it("a form that fails validation focuses its first invalid field in place, checkValidity none", () => {
    const get = markup(
      `<form><input id="name" required /><input id="mail" required /><button>Send</button></form>`,
    );
    const form = document.querySelector("form")!;
    expect(form.checkValidity()).toBe(false);
    expect(document.activeElement).toBe(document.body);
    const bubbles: boolean[] = [];
    get("#mail").addEventListener("invalid", (event) => bubbles.push(event.defaultPrevented));
    form.reportValidity();
    expect(document.activeElement).toBe(get("#name"));
    // Cancelled: the browser shows no bubble and focuses nothing of its own.
    expect(bubbles).toEqual([true]);
    expect(browserFocus).not.toHaveBeenCalled();
  });

  it("window.focus() takes nothing, and works once the frame has the focus", () => {
    window.focus();
    expect(windowFocus).not.toHaveBeenCalled();
    frameHasFocus = true;
    window.focus();
    expect(windowFocus).toHaveBeenCalledTimes(1);
  });
});

describe("a focus the frame got without the reader", () => {
  it("is reported while code runs, right after a click by code, unless the reader pressed, clicked or touched just before", () => {
    const listeners: [string, (event: Partial<Event>) => void][] = [];
    const target = {
      addEventListener: (type: string, listener: (event: Partial<Event>) => void) =>
        listeners.push([type, listener]),
    } as unknown as Window;
    const fire = (type: string, event: Partial<Event> = { isTrusted: true, target }) => {
      for (const [name, listener] of listeners) if (name === type) listener(event);
    };
    // A click made by code (`a.click()` on a link to #id), then the browser's focus.
    const clickThenFocus = () => {
      fire("click", { isTrusted: false, target: document.body });
      fire("focus");
    };
    const taken = vi.fn();
    let now = 10_000;
    let running = true;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    reportFocusTaken(taken, () => running, target);
    clickThenFocus();
    expect(taken).toHaveBeenCalledTimes(1);
    for (const input of ["pointerdown", "mousedown", "touchstart", "keydown"]) {
      fire(input);
      now += 500;
      clickThenFocus();
    }
    expect(taken).toHaveBeenCalledTimes(1);
    now += 1500;
    // A script's focus event, or an element's, is not the frame getting the page's focus.
    fire("click", { isTrusted: false, target: document.body });
    fire("focus", { isTrusted: false, target });
    fire("focus", { isTrusted: true, target: document.body });
    expect(taken).toHaveBeenCalledTimes(1);
    clickThenFocus();
    expect(taken).toHaveBeenCalledTimes(2);
    // A focus with no click by code just before is the reader's, even without input events (a
    // screen reader, or a test driver, moves it by itself), and so is one long after a click.
    now += 1000;
    fire("focus");
    expect(taken).toHaveBeenCalledTimes(2);
    fire("click", { isTrusted: false, target: document.body });
    now += 500;
    fire("focus");
    expect(taken).toHaveBeenCalledTimes(2);
    // A click of the reader's is input, not code.
    fire("click", { isTrusted: true, target: document.body });
    fire("focus");
    expect(taken).toHaveBeenCalledTimes(2);
    // While nothing of ours runs, a focus is the reader's.
    running = false;
    clickThenFocus();
    expect(taken).toHaveBeenCalledTimes(2);
  });
});

describe("isFocusable", () => {
  it("answers as Chromium does for the common elements", () => {
    const get = markup(
      `<a id="link" href="#x">x</a><span id="edit" contenteditable="true">e</span>` +
        `<dialog id="shut">d</dialog><dialog id="open" open>d</dialog><label id="label">l</label>`,
    );
    expect(isFocusable(get("#link"))).toBe(true);
    expect(isFocusable(get("#open"))).toBe(true);
    expect(isFocusable(get("#shut"))).toBe(false);
    expect(isFocusable(get("#label"))).toBe(false);
    expect(isFocusable(document.createElement("button"))).toBe(false); // not in the document
  });
});

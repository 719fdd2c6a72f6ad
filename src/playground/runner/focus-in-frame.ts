/**
 * Focus moved by code in the frame never takes the page's focus. Chromium gives a frame the
 * page's focus as soon as one of its elements is focused: a reader's test re-run at each
 * keystroke (`await user.click(…)` focuses the button), a check's clicks, an effect's
 * `ref.current.focus()` or React's `autoFocus` then took the keyboard from the editor about
 * 200 ms after each key, and the next keys went into the frame.
 *
 * So while the frame does not have the page's focus, a focus call moves focus only in the
 * frame's own books: `document.activeElement` answers with the element, and it gets the focus
 * events a real focus fires (blur and focusout on the one before, then focus and focusin, which
 * React's onFocus and onBlur listen to). Testing Library, user-event and jest-dom read focus
 * only through these, so a test or check works as it does in jsdom. Once the reader puts the
 * focus in the frame (a click, Tab), focus there is the browser's own again: a frame that has
 * focus keeps it, and its focus calls move it as usual. Either way the page never scrolls: the
 * frame is sized to its content, and a plain `focus()` scrolled every ancestor, the guide's
 * page included (pressing Check threw the reader 785 px up to the preview).
 */

type Focusable = HTMLElement | SVGElement;
type FocusMethod = (this: Focusable, options?: FocusOptions) => void;

/** Whether the browser would focus `element` (checked against Chromium's answers). */
export function isFocusable(element: Element) {
  if (!element.isConnected || element.closest("[inert]")) return false;
  if (element.matches(":disabled")) return false;
  // Outside an open modal dialog, everything is inert.
  const modal = element.ownerDocument.querySelector("dialog[open]:modal");
  if (modal && !modal.contains(element)) return false;
  // A hidden input, anything under display: none or visibility: hidden (jsdom lacks the method).
  if (
    typeof element.checkVisibility === "function" &&
    !element.checkVisibility({ visibilityProperty: true })
  )
    return false;
  if (element instanceof HTMLInputElement && element.type === "hidden") return false;
  if (element.hasAttribute("tabindex")) return true;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (element instanceof HTMLDialogElement) return element.open;
  // A link without href reports tabIndex 0 but takes no focus.
  if (element instanceof HTMLAnchorElement && !element.hasAttribute("href")) return false;
  return (element as Focusable).tabIndex >= 0;
}

export interface FrameFocus {
  /** The element focused in the frame's books while the frame has no focus; null: the browser's. */
  held: () => Element | null;
}

/**
 * Installs the frame's focus manners on `target` (the runner's window). `frameHasFocus` tells
 * whether the page's focus is in this frame (`document.hasFocus()`; tests pass their own).
 */
export function keepFocusInFrame(
  target: Window & typeof globalThis = window,
  frameHasFocus: () => boolean = () => target.document.hasFocus(),
): FrameFocus {
  const { document } = target;
  const documentPrototype = target.Document.prototype;
  const nativeActive = Object.getOwnPropertyDescriptor(documentPrototype, "activeElement")!.get!;
  // The element focused in place; null while focus is the browser's.
  let held: Element | null = null;

  const active = (): Element | null =>
    held ? (held.isConnected ? held : document.body) : (nativeActive.call(document) as Element);

  Object.defineProperty(documentPrototype, "activeElement", {
    configurable: true,
    enumerable: true,
    get(this: Document) {
      return this === document ? active() : (nativeActive.call(this) as Element | null);
    },
  });

  const fire = (element: Element, type: string, related: Element | null) =>
    element.dispatchEvent(
      new target.FocusEvent(type, {
        bubbles: type === "focusin" || type === "focusout",
        composed: true,
        relatedTarget: related,
      }),
    );

  /** Moves the focus in place from whatever has it to `next` (the body: nothing). */
  const moveHeld = (next: Element) => {
    const previous = active();
    if (previous === next) return;
    held = next;
    const gaining = next === document.body ? null : next;
    if (previous && previous !== document.body && previous.isConnected) {
      fire(previous, "blur", gaining);
      fire(previous, "focusout", gaining);
    }
    if (gaining && held === gaining) {
      fire(gaining, "focus", previous);
      fire(gaining, "focusin", previous);
    }
  };

  // The reader put the page's focus in the frame: from now on the browser's focus is the truth,
  // and what was focused in place loses it, as it would.
  target.addEventListener(
    "focus",
    (event) => {
      if (!event.isTrusted || held === null) return;
      const before = held;
      held = null;
      if (before !== event.target && before !== document.body && before.isConnected) {
        fire(before, "blur", null);
        fire(before, "focusout", null);
      }
    },
    true,
  );

  const first = (root: Element, selector: string) =>
    ([...root.querySelectorAll(selector)].find(isFocusable) as Focusable | undefined) ?? null;

  const prototypes = [target.HTMLElement.prototype, target.SVGElement.prototype];
  for (const prototype of prototypes) {
    const focus = prototype.focus as FocusMethod;
    const blur = prototype.blur as (this: Focusable) => void;
    prototype.focus = function focusInFrame(this: Focusable, options?: FocusOptions) {
      if (frameHasFocus()) {
        held = null;
        focus.call(this, { ...options, preventScroll: true });
      } else if (isFocusable(this)) moveHeld(this);
    };
    prototype.blur = function blurInFrame(this: Focusable) {
      if (held === null) blur.call(this);
      else if (held === this) moveHeld(document.body);
    };
  }

  // The browser's own ways of focusing that call no focus(): each does its work without the
  // page's focus, and focuses in place what the browser would have focused.
  const page = target as unknown as { focus: () => void };
  const focusWindow = page.focus.bind(target);
  page.focus = () => {
    if (frameHasFocus()) focusWindow();
  };

  for (const prototype of [
    target.HTMLInputElement.prototype,
    target.HTMLTextAreaElement.prototype,
  ]) {
    const select = prototype.select as (this: HTMLInputElement) => void;
    prototype.select = function selectInFrame(this: HTMLInputElement) {
      if (frameHasFocus()) return select.call(this);
      this.focus();
      try {
        this.setSelectionRange(0, this.value.length);
      } catch {
        // An input without a text selection (number, email): focused is all it gets.
      }
    };
  }

  // A dialog focuses its first control as it opens: opened inert, it focuses nothing, and its
  // control (the one with autofocus, else the first) is focused in place.
  const dialog = target.HTMLDialogElement.prototype;
  for (const name of ["show", "showModal"] as const) {
    const open = dialog[name] as ((this: HTMLDialogElement) => void) | undefined;
    if (typeof open !== "function") continue; // jsdom has none
    dialog[name] = function openInFrame(this: HTMLDialogElement) {
      if (frameHasFocus()) return open.call(this);
      const inert = this.hasAttribute("inert");
      this.setAttribute("inert", "");
      try {
        open.call(this);
      } finally {
        if (!inert) this.removeAttribute("inert");
      }
      (first(this, "[autofocus]") ?? first(this, "*") ?? this).focus();
    };
  }

  // A form that fails validation as it is submitted (a check's click on Send, requestSubmit,
  // reportValidity) focuses its first invalid control and shows the browser's bubble beside it.
  // `checkValidity` fires the same events and focuses nothing (jest-dom's toBeInvalid calls it).
  let checkingValidity = 0;
  let reported = false;
  target.addEventListener(
    "invalid",
    (event) => {
      if (!event.isTrusted || checkingValidity > 0 || frameHasFocus()) return;
      event.preventDefault();
      if (reported) return;
      reported = true;
      queueMicrotask(() => (reported = false));
      (event.target as HTMLElement).focus();
    },
    true,
  );
  for (const constructor of [
    target.HTMLFormElement,
    target.HTMLInputElement,
    target.HTMLSelectElement,
    target.HTMLTextAreaElement,
    target.HTMLButtonElement,
    target.HTMLFieldSetElement,
  ]) {
    const prototype = constructor.prototype as { checkValidity: () => boolean };
    const checkValidity = prototype.checkValidity;
    prototype.checkValidity = function checkValidityInFrame(this: unknown) {
      checkingValidity += 1;
      try {
        return checkValidity.call(this);
      } finally {
        checkingValidity -= 1;
      }
    };
  }
  return { held: () => held };
}

/** How recent a press or a touch in the frame must be for a focus to be the reader's doing. */
const READER_INPUT_MS = 1000;

/** How soon after a click made by code a focus is that click's doing. */
const SCRIPTED_CLICK_MS = 100;

/**
 * The last line of defence: the frame got the page's focus while code of ours was running in
 * it (`running`: a run, a check, or just after one), right after a click made by code (the
 * browser's own response to it: a link to `#id` in the same page, a label), and not from the
 * reader (no press, click or touch in the frame just before). `keepFocusInFrame` cannot hold
 * such a focus; `onTaken` tells the guide, which gives the focus back unless the reader moved
 * it there with Tab. A focus with no click by code before it is the reader's, even without
 * input events here: a screen reader (or a test driver) moves it by itself, and the typing that
 * follows belongs in the frame.
 */
export function reportFocusTaken(
  onTaken: () => void,
  running: () => boolean,
  target: Window = window,
) {
  let inputAt = -Infinity;
  let scriptedClickAt = -Infinity;
  for (const type of ["pointerdown", "mousedown", "touchstart", "keydown"])
    target.addEventListener(
      type,
      (event) => {
        if (event.isTrusted) inputAt = performance.now();
      },
      true,
    );
  target.addEventListener(
    "click",
    (event) => {
      if (!event.isTrusted) scriptedClickAt = performance.now();
    },
    true,
  );
  target.addEventListener("focus", (event) => {
    if (!event.isTrusted || event.target !== target || !running()) return;
    const now = performance.now();
    if (now - scriptedClickAt > SCRIPTED_CLICK_MS) return;
    if (now - inputAt > READER_INPUT_MS) onTaken();
  });
}

/**
 * Presses that arrive before the app can answer them are kept, not lost.
 *
 * The prerendered page looks ready long before its JavaScript runs (seconds on a slow phone),
 * so a reader may press the menu, a lesson in the sidebar, the search button, the pager or a
 * tab in that time. Until `<html data-ready>` appears, a click on such a control is held: its
 * default action is cancelled (a pager link would otherwise load a new page, a form would
 * submit), the control is marked `data-boot-pressed` (styled as pressed in global.css), and
 * once the app is ready the press is carried out on the same control, as if it came then.
 * If the app cannot start at all, held links are followed like plain links.
 */

/** Controls whose action needs the app. Links count only when the app opens them in place. */
const CONTROLS = 'button, [role="button"], [role="tab"], summary, a[href]';
export const PRESSED = "data-boot-pressed";
export const BUSY_CLASS = "boot-busy";

interface HeldPress {
  element: Element;
  /** Child indexes from #root, to find the control again if the app replaced the DOM. */
  path: number[];
  label: string;
}

export interface EarlyPresses {
  /** The app could not start: stop holding presses and follow held links. */
  fail(): void;
}

function pathFrom(root: Element, element: Element) {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(
      node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : -1,
    );
  }
  return path;
}

function elementAt(root: Element, path: number[]) {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

const labelOf = (element: Element) => `${element.tagName}:${element.textContent ?? ""}`;

/** Whether a plain click on this link would be opened in place by the app: `?section=` links. */
function opensInPlace(link: HTMLAnchorElement, base: string) {
  try {
    const url = new URL(link.href, link.ownerDocument.location.href);
    return (
      url.origin === link.ownerDocument.location.origin &&
      url.pathname === base &&
      url.searchParams.has("section") &&
      !link.target &&
      !link.hasAttribute("download")
    );
  } catch {
    return false;
  }
}

/** A press as the app's controls hear it: Radix tabs act on mousedown, the rest on click. */
function press(element: Element) {
  const view = element.ownerDocument.defaultView;
  if (!view) return;
  const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
  const Pointer = view.PointerEvent ?? view.MouseEvent;
  element.dispatchEvent(
    new Pointer("pointerdown", { ...init, isPrimary: true, pointerType: "mouse" }),
  );
  element.dispatchEvent(new view.MouseEvent("mousedown", init));
  element.dispatchEvent(
    new Pointer("pointerup", { ...init, isPrimary: true, pointerType: "mouse" }),
  );
  element.dispatchEvent(new view.MouseEvent("mouseup", init));
  (element as HTMLElement).click();
}

export function holdEarlyPresses(
  document: Document,
  base: string,
  navigate = (href: string) => document.location.assign(href),
): EarlyPresses {
  const html = document.documentElement;
  const view = document.defaultView;
  const held: HeldPress[] = [];
  let holding = true;

  const container = () => document.getElementById("root");

  function onClick(event: MouseEvent) {
    if (!holding || html.hasAttribute("data-ready") || event.defaultPrevented) return;
    const root = container();
    const target = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!root || !target || !root.contains(target)) return;
    if (target instanceof HTMLAnchorElement) {
      const modified =
        event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (modified || !opensInPlace(target, base)) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    const last = held[held.length - 1];
    if (last?.element === target) return; // a double click is one press
    held.push({ element: target, path: pathFrom(root, target), label: labelOf(target) });
    target.setAttribute(PRESSED, "");
    html.classList.add(BUSY_CLASS);
  }

  function clearMarks() {
    for (const { element } of held) element.removeAttribute(PRESSED);
    html.classList.remove(BUSY_CLASS);
  }

  function stop() {
    holding = false;
    observer?.disconnect();
    document.removeEventListener("click", onClick, true);
  }

  /** Each held press in turn, a frame apart so the app renders the one before. */
  function replay() {
    stop();
    clearMarks();
    const presses = held.splice(0);
    const root = container();
    const next = () => {
      const item = presses.shift();
      if (!item || !root) return;
      let element: Element | null = item.element;
      if (!element.isConnected) {
        element = elementAt(root, item.path);
        if (element && labelOf(element) !== item.label) element = null;
      }
      if (element) press(element);
      if (presses.length) view?.requestAnimationFrame(() => view.setTimeout(next, 0));
    };
    next();
  }

  document.addEventListener("click", onClick, true);
  const Observer = view?.MutationObserver;
  const observer = Observer
    ? new Observer(() => {
        if (html.hasAttribute("data-ready")) replay();
      })
    : null;
  observer?.observe(html, { attributes: true, attributeFilter: ["data-ready"] });

  return {
    fail() {
      if (!holding) return;
      stop();
      const link = held.find((item) => item.element instanceof HTMLAnchorElement);
      clearMarks();
      held.length = 0;
      if (link) navigate((link.element as HTMLAnchorElement).href);
    },
  };
}

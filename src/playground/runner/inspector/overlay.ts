/**
 * What the inspector draws over the preview: the selected component's outline, the one under
 * the pointer while picking, and a brief outline of each component that rendered (the
 * "highlight renders" option). It lives in a closed shadow root outside the page's body, drawn
 * with fixed positions: the reader's code, the checks' queries and the frame's height never
 * see it, and it takes no pointer events.
 */

const STYLE = `
:host { all: initial; }
.layer { position: fixed; inset: 0; pointer-events: none; z-index: 2147483647; }
.box { position: fixed; box-sizing: border-box; border: 2px solid; border-radius: 2px; }
.selected { border-color: #0284c7; background: rgb(2 132 199 / 0.08); }
.hover { border-color: #0369a1; background: rgb(14 165 233 / 0.18); }
.flash { border-color: #d97706; transition: opacity 0.6s ease-out 0.2s; }
.flash.fading { opacity: 0; }
.label { position: absolute; left: -2px; bottom: 100%; padding: 1px 4px; font: 600 11px/1.3 ui-sans-serif, system-ui, sans-serif; color: #fff; background: #0369a1; border-radius: 2px 2px 0 0; white-space: nowrap; }
.flash .label { background: #b45309; }
.box.low .label { bottom: auto; top: 100%; border-radius: 0 0 2px 2px; }
@media (prefers-reduced-motion: reduce) { .flash { transition: none; } }
`;

/** How long a render's outline stays, in ms. */
export const FLASH_MS = 900;

export interface Box {
  rect: DOMRect;
  label: string;
}

/** The area a set of DOM nodes covers (text nodes by their range), or null if none shows. */
export function boundsOf(nodes: Node[]): DOMRect | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const node of nodes) {
    let rect: DOMRect | null = null;
    if (node instanceof Element) rect = node.getBoundingClientRect();
    else if (node.nodeType === Node.TEXT_NODE) {
      const range = document.createRange();
      range.selectNodeContents(node);
      rect = range.getBoundingClientRect();
    }
    if (!rect || (rect.width === 0 && rect.height === 0)) continue;
    left = Math.min(left, rect.left);
    top = Math.min(top, rect.top);
    right = Math.max(right, rect.right);
    bottom = Math.max(bottom, rect.bottom);
  }
  return left === Infinity ? null : new DOMRect(left, top, right - left, bottom - top);
}

export class Overlay {
  private readonly host = document.createElement("div");
  private readonly layer = document.createElement("div");
  private selected: HTMLElement | null = null;
  private hover: HTMLElement | null = null;
  private timers = new Set<number>();
  private flashing = 0;

  constructor() {
    this.host.dataset.inspectorOverlay = "";
    const shadow = this.host.attachShadow({ mode: "closed" });
    const style = document.createElement("style");
    style.textContent = STYLE;
    this.layer.className = "layer";
    this.layer.setAttribute("aria-hidden", "true");
    shadow.append(style, this.layer);
    // Beside the body, not in it: the reader's code and the checks work in the body.
    document.documentElement.append(this.host);
  }

  private box(kind: string, { rect, label }: Box) {
    const element = document.createElement("div");
    element.className = `box ${kind}`;
    if (rect.top < 18) element.classList.add("low");
    Object.assign(element.style, {
      left: `${rect.left}px`,
      top: `${rect.top}px`,
      width: `${Math.max(rect.width, 2)}px`,
      height: `${Math.max(rect.height, 2)}px`,
    });
    const tag = document.createElement("span");
    tag.className = "label";
    tag.textContent = label;
    element.append(tag);
    this.layer.append(element);
    return element;
  }

  showSelected(box: Box | null) {
    this.selected?.remove();
    this.selected = box ? this.box("selected", box) : null;
  }

  showHover(box: Box | null) {
    this.hover?.remove();
    this.hover = box ? this.box("hover", box) : null;
  }

  /** The outlines of renders on screen, counted on the host (its shadow root is closed). */
  private countFlashes(change: number) {
    this.flashing += change;
    this.host.dataset.flashes = String(this.flashing);
  }

  /** Outlines that fade: the components a commit rendered. */
  flash(boxes: Box[]) {
    const elements = boxes.map((box) => this.box("flash", box));
    this.countFlashes(elements.length);
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    const fade = window.setTimeout(() => {
      this.timers.delete(fade);
      for (const element of elements) element.classList.add("fading");
    }, 16);
    const remove = window.setTimeout(
      () => {
        this.timers.delete(remove);
        for (const element of elements) element.remove();
        this.countFlashes(-elements.length);
      },
      reduced ? FLASH_MS : FLASH_MS + 100,
    );
    if (!reduced) this.timers.add(fade);
    else window.clearTimeout(fade);
    this.timers.add(remove);
  }

  remove() {
    for (const timer of this.timers) window.clearTimeout(timer);
    this.timers.clear();
    this.host.remove();
  }
}

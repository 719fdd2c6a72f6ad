import { EditorView, repositionTooltips, showTooltip } from "@codemirror/view";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stuckBarsBottom, TOOLTIP_MARGIN, tooltipLayer, tooltipSpace } from "./editor-tooltips";

// Whether the tooltips were placed again (CodeMirror's own placing needs a layout jsdom lacks).
vi.mock("@codemirror/view", async (original) => ({
  ...(await original<typeof import("@codemirror/view")>()),
  repositionTooltips: vi.fn(),
}));

/** A bar with `data-sticky-bar`, positioned as given, whose box is at `top`..`top + height`. */
function bar(position: string, stickAt: string, top: number, height: number) {
  const element = document.createElement("div");
  element.dataset.stickyBar = "";
  element.style.position = position;
  element.style.top = stickAt;
  vi.spyOn(element, "getBoundingClientRect").mockReturnValue(new DOMRect(0, top, 375, height));
  document.body.append(element);
  return element;
}

// CodeMirror measures text ranges to place a tooltip; jsdom has no layout.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("the room the editor's tooltips get", () => {
  it("starts below the sticky bars stuck at the top: the phone's top bar and the contents bar", () => {
    bar("sticky", "0px", 0, 56);
    bar("sticky", "56px", 56, 44);
    expect(stuckBarsBottom(document)).toBe(100);
  });

  it("ignores a bar still in the page's flow below its sticking point, and a hidden one", () => {
    bar("sticky", "0px", 0, 56);
    bar("sticky", "56px", 340, 44); // the lesson's top, not yet scrolled up to the top bar
    bar("sticky", "0px", 0, 0); // display: none at this width
    expect(stuckBarsBottom(document)).toBe(56);
    document.body.replaceChildren();
    expect(stuckBarsBottom(document)).toBe(0);
  });

  it("is the window less the stuck bars, with a margin all round", () => {
    bar("sticky", "0px", 0, 56);
    const view = new EditorView({ parent: document.body });
    const { clientWidth, clientHeight } = document.documentElement;
    expect(tooltipSpace(view)).toEqual({
      top: 56 + TOOLTIP_MARGIN,
      left: TOOLTIP_MARGIN,
      right: clientWidth - TOOLTIP_MARGIN,
      bottom: clientHeight - TOOLTIP_MARGIN,
    });
    view.destroy();
  });
});

describe("the editor's tooltip layer", () => {
  it("puts the tooltips at the end of the page, in the editor's colours, and goes with it", () => {
    const host = document.createElement("div");
    document.body.append(host);
    const layer = tooltipLayer();
    const tooltip = showTooltip.of({
      pos: 0,
      create: () => ({ dom: Object.assign(document.createElement("div"), { textContent: "hi" }) }),
    });
    const view = new EditorView({ parent: host, doc: "x", extensions: [layer.extension, tooltip] });
    const element = document.querySelector<HTMLElement>("[data-slot=editor-tooltips]")!;
    expect(element.parentElement).toBe(document.body);
    expect(element.className).toContain("[--cm-surface:#ffffff]");
    expect(element.className).toContain("dark:[--cm-text:#e6edf3]");
    const shown = element.querySelector(".cm-tooltip")!;
    expect(shown).toHaveTextContent("hi");
    expect(host.contains(shown)).toBe(false);
    view.destroy();
    layer.remove();
    expect(document.querySelector("[data-slot=editor-tooltips]")).toBeNull();
  });

  it("places a completion's documentation box again when its size changes", async () => {
    // Every ResizeObserver's callback by the element it watches (CodeMirror keeps its own too).
    const observed = new Map<Element, () => void>();
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(private callback: () => void) {}
        observe(element: Element) {
          observed.set(element, this.callback);
        }
        unobserve(element: Element) {
          observed.delete(element);
        }
        disconnect() {
          for (const [element, callback] of observed)
            if (callback === this.callback) observed.delete(element);
        }
      },
    );
    try {
      const layer = tooltipLayer();
      const tooltip = showTooltip.of({
        pos: 0,
        create: () => ({ dom: document.createElement("div") }),
      });
      const view = new EditorView({
        parent: document.body,
        doc: "x",
        extensions: [layer.extension, tooltip],
      });
      const shown = document.querySelector("[data-slot=editor-tooltips] .cm-tooltip")!;
      const info = shown.appendChild(document.createElement("div"));
      info.className = "cm-tooltip cm-completionInfo";
      await new Promise((resolve) => setTimeout(resolve)); // the mutation is reported
      expect(observed.has(info)).toBe(true);
      vi.mocked(repositionTooltips).mockClear();
      observed.get(info)!(); // it wrapped onto more lines at the width it was given
      expect(repositionTooltips).toHaveBeenCalledWith(view);
      info.remove();
      await new Promise((resolve) => setTimeout(resolve));
      expect(observed.has(info)).toBe(false);
      view.destroy();
      layer.remove();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

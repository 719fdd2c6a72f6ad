import { repositionTooltips, tooltips, ViewPlugin, type EditorView } from "@codemirror/view";
import { cn } from "@/lib/cn";
import { languageColours, tokenColours } from "./editor-theme-colours";

/** Room kept between a tooltip and the window's edges or a sticky bar, in CSS pixels. */
export const TOOLTIP_MARGIN = 4;

/**
 * Where the page's sticky bars that are stuck at the top of the window end (0 if none): the
 * phone's top bar and the lesson's contents bar under it mark themselves `data-sticky-bar`. A
 * bar still in the page's flow, below its sticking point, covers nothing.
 */
export function stuckBarsBottom(doc: Document) {
  let bottom = 0;
  for (const bar of doc.querySelectorAll<HTMLElement>("[data-sticky-bar]")) {
    const rect = bar.getBoundingClientRect();
    if (!rect.height) continue; // not displayed at this width
    const style = getComputedStyle(bar);
    const stickAt = parseFloat(style.top) || 0;
    const stuck =
      style.position === "fixed" || (style.position === "sticky" && rect.top <= stickAt + 1);
    if (stuck) bottom = Math.max(bottom, rect.bottom);
  }
  return bottom;
}

/**
 * The room a tooltip may use: the window (its layout viewport, without scrollbars), less the
 * stuck bars at its top, with a small margin all round. CodeMirror moves a tooltip above or
 * below its line, and shortens a list, to fit it in here.
 */
export function tooltipSpace(view: EditorView) {
  const doc = view.dom.ownerDocument;
  const root = doc.documentElement;
  return {
    top: stuckBarsBottom(doc) + TOOLTIP_MARGIN,
    left: TOOLTIP_MARGIN,
    right: root.clientWidth - TOOLTIP_MARGIN,
    bottom: root.clientHeight - TOOLTIP_MARGIN,
  };
}

/**
 * Places a completion's documentation box again whenever its size changes. CodeMirror measures
 * the box, then places it beside (or above) the list with a maximum width of its own, which can
 * make it wrap onto more lines than measured; placed near the window's bottom, that box then
 * ran past it. Placed again at its new size, it fits (and then keeps its size: one extra pass).
 */
function keepInfoPlaced(layer: HTMLElement) {
  return ViewPlugin.define((view) => {
    const sizes =
      typeof ResizeObserver === "function"
        ? new ResizeObserver(() => repositionTooltips(view))
        : null;
    let shown: Element | null = null;
    const added = new MutationObserver(() => {
      const info = layer.querySelector(".cm-completionInfo");
      if (info === shown) return;
      if (shown) sizes?.unobserve(shown);
      shown = info;
      if (info) sizes?.observe(info);
    });
    added.observe(layer, { childList: true, subtree: true });
    return {
      destroy() {
        added.disconnect();
        sizes?.disconnect();
      },
    };
  });
}

/**
 * The editor's tooltips (completion list, lint messages, hovers, the type at the cursor) in a
 * layer of their own at the end of the page, rather than inside the editor. Inside it they were
 * clipped: the editor's box hides its overflow, and the boxes around it (the example box's
 * `contain: layout`, the editor column's container query) make fixed positioning relative to
 * them, so CodeMirror falls back to absolute positioning within the box. Near the box's
 * bottom a completion list showed 6 px of its 122. From the page's end they are positioned
 * against the window and may extend past the editor. The layer carries the editor's colour
 * variables (light and dark), which the tooltips' styles read. One layer per editor, removed
 * with it.
 */
export function tooltipLayer(doc: Document = document) {
  const layer = doc.createElement("div");
  layer.dataset.slot = "editor-tooltips";
  layer.className = cn(tokenColours, languageColours);
  doc.body.append(layer);
  return {
    extension: [tooltips({ parent: layer, tooltipSpace }), keepInfoPlaced(layer)],
    remove: () => layer.remove(),
  };
}

import { StateEffect, StateField } from "@codemirror/state";
import {
  EditorView,
  hoverTooltip,
  showTooltip,
  type Command,
  type Tooltip,
} from "@codemirror/view";
import { request } from "./client";
import type { HoverInfo } from "./protocol";
import { renderHover, spokenHover } from "./render";

async function hoverAt(view: EditorView, file: string, pos: number) {
  const source = view.state.doc.toString();
  const info = await request("types", { kind: "hover", file, source, pos }).catch(() => null);
  // The answer is for the text as it was: dropped if the reader has typed since.
  return info && view.state.doc.toString() === source ? info : null;
}

const tooltipFor = (info: HoverInfo): Tooltip => ({
  pos: info.from,
  end: info.to,
  above: true,
  create: () => ({ dom: renderHover(info) }),
});

/** The type and documentation of the name under the mouse pointer. */
export function typeHover(file: string) {
  return hoverTooltip(
    async (view, pos) => {
      const info = await hoverAt(view, file, pos);
      return info && tooltipFor(info);
    },
    { hideOnChange: true },
  );
}

const setCursorTooltip = StateEffect.define<Tooltip | null>();

/** The keyboard's hover: shown at the cursor until the reader moves, types or presses Escape. */
export const cursorTooltip = StateField.define<Tooltip | null>({
  create: () => null,
  update(tooltip, transaction) {
    for (const effect of transaction.effects) if (effect.is(setCursorTooltip)) return effect.value;
    return transaction.docChanged || transaction.selection ? null : tooltip;
  },
  provide: (field) => showTooltip.from(field),
});

/** Ctrl/Cmd-Shift-Space (language-keys.ts): shows and reads out the type at the cursor. */
export function showTypeAtCursor(file: string): Command {
  return (view) => {
    void hoverAt(view, file, view.state.selection.main.head).then((info) =>
      view.dispatch({
        effects: [
          setCursorTooltip.of(info && tooltipFor(info)),
          EditorView.announce.of(info ? spokenHover(info) : "No type information at the cursor."),
        ],
      }),
    );
    return true;
  };
}

/** Escape closes the keyboard's hover first (and only then helps leave the editor). */
export const closeCursorTooltip: Command = (view) => {
  if (!view.state.field(cursorTooltip, false)) return false;
  view.dispatch({ effects: setCursorTooltip.of(null) });
  return true;
};

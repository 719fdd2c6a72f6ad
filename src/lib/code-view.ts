import { useCallback, useSyncExternalStore, type RefObject } from "react";
import { flushSync } from "react-dom";
import { afterNextFrame } from "./when-idle";

/** Which view of a TypeScript sample the code blocks show. */
export type CodeView = "ts" | "js";

export const codeViewNames: Record<CodeView, string> = { ts: "TypeScript", js: "JavaScript" };

/**
 * The reader's choice, for the whole guide and the rest of the visit. Kept in memory only (the
 * guide stores nothing about its reader): a reload starts on TypeScript again.
 */
let current: CodeView = "ts";
/** Which switch made the latest change (its id), so that only that one announces it. */
let changedBy: string | null = null;

interface Block {
  id: string;
  ref: RefObject<Element | null>;
  /** The view the block still shows while a switch reaches it; undefined: it follows `current`. */
  held?: CodeView;
  notify: () => void;
}

/** The code blocks on the page that have two views, by id. */
const blocks = new Map<string, Block>();

export function getCodeView(): CodeView {
  return current;
}

/** The prerendered page and its hydration always show TypeScript, the default. */
const serverSnapshot = () => "ts";

/**
 * The view one code block shows, and whether its switch made the latest change. `ref` is the
 * block's element: a switch updates the blocks on screen first, and the rest after them.
 */
export function useBlockCodeView(id: string, ref: RefObject<Element | null>) {
  const subscribe = useCallback(
    (notify: () => void) => {
      blocks.set(id, { id, ref, notify });
      return () => {
        blocks.delete(id);
      };
    },
    [id, ref],
  );
  // One snapshot, a string, for both: "js", or "js!" when this block's switch made the change.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => `${blocks.get(id)?.held ?? current}${changedBy === id ? "!" : ""}`,
    serverSnapshot,
  );
  return { view: snapshot.slice(0, 2) as CodeView, announces: snapshot.endsWith("!") };
}

/** Shows the current view in `block` now (it is drawn in the frame after this call). */
function release(block: Block) {
  const shown = block.held;
  block.held = undefined;
  if (shown !== current) block.notify();
}

/**
 * Work per task, style and layout included: blocks are updated one by one until this is spent
 * (in practice one or two per frame), so no task comes near 50 ms on a slow phone.
 */
const TASK_BUDGET_MS = 4;
let pending: Block[] = [];
let scheduled = false;

/**
 * Keeps what the reader looks at in place while `update` changes blocks above it: `anchor`, or
 * else the first code block on screen.
 */
function keepInPlace(anchor: Element | null, update: () => void) {
  const target =
    anchor?.isConnected && anchor.getBoundingClientRect().bottom > 0
      ? anchor
      : [...blocks.values()]
          .map((block) => block.ref.current)
          .find((element) => element && element.getBoundingClientRect().bottom > 0);
  const before = target?.getBoundingClientRect().top;
  update();
  if (!target?.isConnected || before === undefined) return;
  const shift = target.getBoundingClientRect().top - before;
  if (Math.abs(shift) >= 0.5) window.scrollBy({ top: shift, behavior: "instant" });
}

/** Updates the blocks still waiting, a task's budget at a time, a frame apart. */
function continueSwitch() {
  scheduled = false;
  const started = performance.now();
  // At least one block per task, however long it takes, so the switch always ends. Each is
  // laid out at once (keepInPlace measures it), so the budget counts that work too.
  do {
    const block = pending.shift();
    // A block that left the page (another lesson opened) has nothing to update.
    if (block && blocks.get(block.id) === block)
      keepInPlace(null, () => flushSync(() => release(block)));
  } while (pending.length && performance.now() - started < TASK_BUDGET_MS);
  if (pending.length) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  afterNextFrame(continueSwitch);
}

/**
 * Switches every code block to `view`, without one long task however many blocks the lesson
 * has: the block the reader pressed and the blocks on screen change at once; the others follow,
 * nearest first, a few per frame. `anchor` (the pressed control) stays where it was on screen
 * while blocks above it change height. `by` names the switch, which then announces the change.
 */
export function switchCodeView(view: CodeView, anchor: Element | null, by: string | null = null) {
  if (view === current) return;
  // Every block keeps what it shows until the switch reaches it.
  for (const block of blocks.values()) block.held ??= current;
  current = view;
  changedBy = by;

  const viewportHeight = window.innerHeight;
  const ordered = [...blocks.values()]
    .map((block) => {
      const element = block.ref.current;
      const rect = element?.getBoundingClientRect();
      const distance = !rect
        ? Infinity
        : rect.bottom < 0
          ? -rect.bottom
          : rect.top > viewportHeight
            ? rect.top - viewportHeight
            : 0;
      const pressed = !!(anchor && element?.contains(anchor));
      return { block, distance: pressed ? -1 : distance };
    })
    .sort((a, b) => a.distance - b.distance);
  const now = ordered.filter(({ distance }) => distance <= 0).map(({ block }) => block);
  pending = ordered.filter(({ distance }) => distance > 0).map(({ block }) => block);

  keepInPlace(anchor, () => flushSync(() => now.forEach(release)));
  if (pending.length) schedule();
}

/** Back to the start of a visit (tests). */
export function resetCodeView() {
  pending = [];
  current = "ts";
  changedBy = null;
  for (const block of blocks.values()) {
    block.held = undefined;
    block.notify();
  }
}

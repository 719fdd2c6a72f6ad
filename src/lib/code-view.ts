import { useSyncExternalStore } from "react";
import { flushSync } from "react-dom";

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
const listeners = new Set<() => void>();

export function getCodeView(): CodeView {
  return current;
}

export function setCodeView(view: CodeView, by: string | null = null) {
  if (view === current) return;
  current = view;
  changedBy = by;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The prerendered page and its hydration always show TypeScript, the default. */
const serverView = (): CodeView => "ts";

/** The current view; re-renders the caller when the reader switches anywhere in the guide. */
export function useCodeView(): CodeView {
  return useSyncExternalStore(subscribe, getCodeView, serverView);
}

const getChangedBy = () => changedBy;
const serverChangedBy = () => null;

/** The id given to the latest `switchCodeView`, or null before any switch. */
export function useCodeViewChangedBy(): string | null {
  return useSyncExternalStore(subscribe, getChangedBy, serverChangedBy);
}

/**
 * Switches every code block at once and keeps `anchor` (the control the reader pressed) where
 * it was on screen: blocks above it change height when their view changes, which would
 * otherwise scroll the page under the reader's pointer.
 */
export function switchCodeView(view: CodeView, anchor: Element | null, by: string | null = null) {
  const before = anchor?.getBoundingClientRect().top;
  flushSync(() => setCodeView(view, by));
  if (!anchor || before === undefined || !anchor.isConnected) return;
  const shift = anchor.getBoundingClientRect().top - before;
  if (Math.abs(shift) >= 0.5) window.scrollBy({ top: shift, behavior: "instant" });
}

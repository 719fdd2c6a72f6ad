import type { Fiber } from "./fibers";

/**
 * A function component's hooks, read from its fiber: React keeps them as a list on
 * `memoizedState`, one entry per hook called, in call order. What each entry is can be told from
 * its shape (a state hook has an update queue, an effect hook holds an effect, useMemo a
 * [value, deps] pair); which hook the reader called, and the variable it went to, come from
 * the source (hook-names.ts).
 */

export interface Hook {
  memoizedState: unknown;
  queue: unknown;
  next: Hook | null;
}

/** An effect as React keeps it (react-reconciler: ReactFiberHooks, pushSimpleEffect). */
export interface Effect {
  tag: number;
  create: () => unknown;
  deps: unknown[] | null;
  inst: { destroy?: unknown };
}

/** What a hook entry looks like. */
export type HookShape =
  | "state"
  | "store"
  | "effect"
  | "layoutEffect"
  | "insertionEffect"
  | "memo"
  | "ref"
  | "event"
  | "value";

// Effect tags (react-reconciler: ReactHookEffectTags).
export const HAS_EFFECT = 1;
const INSERTION = 2;
const LAYOUT = 4;
const PASSIVE = 8;

export function hooksOf(fiber: Fiber): Hook[] {
  const hooks: Hook[] = [];
  let hook = fiber.memoizedState as Hook | null;
  // A class component's memoizedState is its state, not a list of hooks.
  while (hook && typeof hook === "object" && "next" in hook && "queue" in hook) {
    hooks.push(hook);
    hook = hook.next;
  }
  return hooks;
}

export function isEffect(value: unknown): value is Effect {
  return (
    typeof value === "object" &&
    value !== null &&
    "create" in value &&
    "inst" in value &&
    "deps" in value &&
    typeof (value as Effect).tag === "number"
  );
}

const isMemoPair = (value: unknown) =>
  Array.isArray(value) && value.length === 2 && (value[1] === null || Array.isArray(value[1]));

const isRefObject = (value: unknown) =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  "current" in value;

export function shapeOf(hook: Hook): HookShape {
  const { queue, memoizedState: value } = hook;
  // useState and useReducer look alike (the runner's React is minified, so the reducer
  // useState uses cannot be told by its name): the source says which it is.
  if (queue && typeof queue === "object") return "getSnapshot" in queue ? "store" : "state";
  if (isEffect(value)) {
    if (value.tag & PASSIVE) return "effect";
    if (value.tag & LAYOUT) return "layoutEffect";
    if (value.tag & INSERTION) return "insertionEffect";
  }
  if (isMemoPair(value)) return "memo";
  if (isRefObject(value)) return "ref";
  if (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { impl?: unknown }).impl === "function"
  )
    return "event";
  return "value";
}

/** How a hook's entry is named when the source does not say which hook it is. */
export const shapeLabels: Record<HookShape, string> = {
  state: "State",
  store: "SyncExternalStore",
  effect: "Effect",
  layoutEffect: "LayoutEffect",
  insertionEffect: "InsertionEffect",
  memo: "Memo",
  ref: "Ref",
  event: "EffectEvent",
  value: "Value",
};

/** Whether a state-like hook's value changed between two renders (what React compares). */
export const holdsState = (shape: HookShape) => shape === "state" || shape === "store";

/** The value a hook entry holds, as the view shows it. */
export function hookValue(hook: Hook, shape: HookShape): unknown {
  const value = hook.memoizedState;
  if (shape === "memo") return (value as unknown[])[0];
  if (shape === "event") return (value as { impl: unknown }).impl;
  if (isEffect(value)) return value.deps;
  return value;
}

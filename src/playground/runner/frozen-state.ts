/**
 * Check mode's `react`: what `useState` and `useReducer` hold is deep-frozen, so code that
 * changes state in place (`items.push(x); setItems([...items])`) throws at the mistake instead
 * of happening to look right on screen. Only plain objects and arrays are frozen: copies the
 * reader makes are new objects and stay writable, React elements and class instances (Date,
 * Map, Set, a DOM node) are left as they are. Freezing a Map would not stop `set` anyway.
 */

const ARRAY_FIXES: Record<string, string> = {
  push: "Add an item with a new array: `[...items, item]`.",
  unshift: "Add an item at the front with a new array: `[item, ...items]`.",
  pop: "Remove items with `filter` (or `slice`), which return a new array.",
  shift: "Remove items with `filter` (or `slice`), which return a new array.",
  splice: "Remove items with `filter`, insert with `toSpliced`: both return a new array.",
  sort: "Sort a copy: `items.toSorted(…)` or `[...items].sort(…)`.",
  reverse: "Reverse a copy: `items.toReversed()` or `[...items].reverse()`.",
  fill: "Build the new array with `map`.",
  copyWithin: "Build the new array with `map`.",
};

const REFERENCES =
  "React compares the old and new state by reference, so a change made in place is one it cannot see, and the previous render's value changes under it.";

/** Thrown when the reader's code changes a frozen state array with one of its mutating methods. */
export class StateMutationError extends TypeError {
  constructor(readonly method: string) {
    super(
      `You changed a state array in place with ${method}(). ${REFERENCES} ${ARRAY_FIXES[method]}`,
    );
    this.name = "StateMutationError";
  }
}

const frozen = new WeakSet<object>();

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** Freezes `value` and every plain object and array inside it; returns `value`. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || frozen.has(value)) return value;
  const isArray = Array.isArray(value) && Object.getPrototypeOf(value) === Array.prototype;
  // React elements (and anything React tags with $$typeof) keep their own bookkeeping.
  if ((!isArray && !isPlainObject(value)) || "$$typeof" in value) return value;
  frozen.add(value);
  if (isArray && Object.isExtensible(value))
    for (const method of Object.keys(ARRAY_FIXES))
      Object.defineProperty(value, method, {
        value: () => {
          throw new StateMutationError(method);
        },
        enumerable: false,
      });
  for (const key of Object.keys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (descriptor && "value" in descriptor) deepFreeze(descriptor.value);
  }
  Object.freeze(value);
  return value;
}

type ReactModule = typeof import("react");

/** A copy of the `react` namespace whose state hooks hand out frozen values. */
export function withFrozenState(react: Record<string, unknown>): Record<string, unknown> {
  const real = react as unknown as ReactModule;
  const useState = (initial: unknown) => {
    const [value, setValue] = real.useState(initial);
    return [deepFreeze(value), setValue];
  };
  const useReducer = (...args: Parameters<ReactModule["useReducer"]>) => {
    const [state, dispatch] = (real.useReducer as (...values: unknown[]) => [unknown, unknown])(
      ...args,
    );
    return [deepFreeze(state), dispatch];
  };
  const wrapped: Record<string, unknown> = { ...react, useState, useReducer };
  // `import React from "react"; React.useState(…)` reads the same hooks.
  wrapped.default = wrapped;
  return wrapped;
}

/**
 * The engine's TypeError for a write to a frozen object, in the lesson's words; other errors
 * come back unchanged. V8 (Chromium), SpiderMonkey (Firefox) and JavaScriptCore (Safari) word it
 * differently; the property is named when the engine says which it was.
 */
export function explainFrozenWrite(error: unknown): string | null {
  if (error instanceof StateMutationError) return error.message;
  if (!(error instanceof TypeError)) return null;
  const message = error.message;
  const assigned =
    /read[ -]only property '([^']+)'/.exec(message) ?? /"([^"]+)" is read-only/.exec(message);
  const added =
    /Cannot add property ([^,]+), object is not extensible/.exec(message) ??
    /can't define property "([^"]+)": Object is not extensible/.exec(message);
  const deleted =
    /Cannot delete property '([^']+)'/.exec(message) ??
    /property "([^"]+)" is non-configurable and can't be deleted/.exec(message);
  const generic = /not extensible|readonly property|read-only|non-writable|Unable to delete/i.test(
    message,
  );
  if (!assigned && !added && !deleted && !generic) return null;
  const index = (name: string) => /^\d+$/.test(name);
  if (assigned && index(assigned[1]))
    return `You changed item ${assigned[1]} of a state array in place (\`items[${assigned[1]}] = …\`). ${REFERENCES} Change one item with \`map\` (or \`items.with(index, value)\`), which return a new array.`;
  if (deleted && index(deleted[1]))
    return `You deleted item ${deleted[1]} of a state array in place. ${REFERENCES} Remove items with \`filter\`, which returns a new array.`;
  if (added && index(added[1]))
    return `You added to a state array in place. ${REFERENCES} Add an item with a new array: \`[...items, item]\`.`;
  const name = assigned?.[1] ?? added?.[1] ?? deleted?.[1];
  const property = name ? `\`${name}\`` : "a property";
  const what = deleted
    ? `deleted ${property} from an object`
    : added
      ? `added ${property} to an object`
      : `changed ${property} of an object`;
  return `You ${what} in state (or in props) in place. ${REFERENCES} Build a new object that copies the old one and overrides what changed, e.g. \`{ ...profile, name }\`, and copy every level on the path to the change.`;
}

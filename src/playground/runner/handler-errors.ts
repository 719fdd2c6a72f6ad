import { moduleMap } from "./modules";

/**
 * Check mode's JSX: the reader's event handlers on DOM elements report what they throw before
 * React does. React hands such an error to the page's error event, and in the sandbox that event
 * only says "Script error." (the reader's code runs from a script of another origin than the
 * frame's opaque one, so the browser mutes it): the check would not know a state mutation from
 * any other failure.
 */

type Namespace = Record<string, unknown>;
type AnyFunction = (...args: unknown[]) => unknown;

export function catchHandlerErrors(onError: (error: unknown) => void) {
  const wrappers = new WeakMap<AnyFunction, AnyFunction>();
  const wrap = (handler: AnyFunction) => {
    let wrapper = wrappers.get(handler);
    if (!wrapper) {
      wrapper = function (this: unknown, ...args: unknown[]) {
        try {
          const result = handler.apply(this, args);
          // An async handler's rejection is reported here rather than as unhandled.
          if (result instanceof Promise) result.catch(onError);
          return result;
        } catch (error) {
          onError(error);
          throw error;
        }
      };
      wrappers.set(handler, wrapper);
    }
    return wrapper;
  };
  /** The props of a DOM element, with its on* handlers wrapped. */
  const withHandlers = (type: unknown, props: unknown) => {
    if (typeof type !== "string" || !props || typeof props !== "object") return props;
    let copy: Namespace | null = null;
    for (const [key, value] of Object.entries(props))
      if (/^on[A-Z]/.test(key) && typeof value === "function") {
        copy ??= { ...(props as Namespace) };
        copy[key] = wrap(value as AnyFunction);
      }
    return copy ?? props;
  };
  const element =
    (create: AnyFunction) =>
    (type: unknown, props: unknown, ...rest: unknown[]) =>
      create(type, withHandlers(type, props), ...rest);

  /** A module's element factories (`jsx`, `jsxs`, `jsxDEV`, `createElement`) made to wrap. */
  function patch(namespace: Namespace) {
    const patched: Namespace = { ...namespace };
    for (const name of ["jsx", "jsxs", "jsxDEV", "createElement"])
      if (typeof namespace[name] === "function")
        patched[name] = element(namespace[name] as AnyFunction);
    if (namespace.default === namespace) patched.default = patched;
    return patched;
  }

  /** The module map's entries to override in check mode. */
  const runtimes = new Map<string, Namespace>();
  for (const name of ["react/jsx-runtime", "react/jsx-dev-runtime"]) {
    const runtime = moduleMap.get(name);
    if (runtime) runtimes.set(name, patch(runtime));
  }
  return { patch, runtimes, wrap };
}

/**
 * React's fibers as the inspector reads them: the shape of the objects React DOM hands the
 * DevTools hook on every commit (react-reconciler: ReactInternalTypes, ReactWorkTags,
 * ReactFiberFlags). Read only: nothing here changes a fiber.
 */

export interface ContextDependency {
  context: unknown;
  memoizedValue: unknown;
  next: ContextDependency | null;
}

export interface Fiber {
  tag: number;
  key: string | null;
  type: unknown;
  elementType: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
  alternate: Fiber | null;
  memoizedProps: unknown;
  memoizedState: unknown;
  updateQueue: unknown;
  stateNode: unknown;
  dependencies: { firstContext: ContextDependency | null } | null;
}

export interface FiberRoot {
  current: Fiber;
  containerInfo: unknown;
}

/** React's work tags. */
export const Tag = {
  Function: 0,
  Class: 1,
  HostRoot: 3,
  HostPortal: 4,
  HostComponent: 5,
  HostText: 6,
  ContextConsumer: 9,
  ContextProvider: 10,
  ForwardRef: 11,
  Profiler: 12,
  Suspense: 13,
  Memo: 14,
  SimpleMemo: 15,
  HostHoistable: 26,
  HostSingleton: 27,
  Activity: 31,
} as const;

/** The flag React sets on a fiber whose component ran and whose result it used. */
export const PERFORMED_WORK = 1;

const hostTags = new Set<number>([
  Tag.HostComponent,
  Tag.HostText,
  Tag.HostHoistable,
  Tag.HostSingleton,
]);
export const isHost = (fiber: Fiber) => hostTags.has(fiber.tag);

/** Fibers whose code is a reader's (or a library's) component: these render. */
const componentTags = new Set<number>([Tag.Function, Tag.Class, Tag.ForwardRef, Tag.SimpleMemo]);
export const isComponent = (fiber: Fiber) => componentTags.has(fiber.tag);

/**
 * The name a component or context goes by: its displayName, else the name it is bound to (a
 * reader's top-level binding, or its export from the runner's module map: the runner's own
 * copies of the guide's components are minified, so `Button`'s function is called `U4`), else
 * its function's own name.
 */
export function typeName(
  type: unknown,
  names: ReadonlyMap<unknown, string>,
  readable: (name: string) => boolean = () => true,
): string {
  const bound = names.get(type);
  const own = (name: string | undefined) => (name && readable(name) ? name : "");
  if (typeof type === "function") {
    const fn = type as { displayName?: unknown; name?: string };
    if (typeof fn.displayName === "string" && fn.displayName) return fn.displayName;
    return bound || own(fn.name);
  }
  if (type && typeof type === "object") {
    const object = type as {
      displayName?: unknown;
      render?: { name?: string; displayName?: string };
      type?: unknown;
    };
    if (typeof object.displayName === "string" && object.displayName) return object.displayName;
    if (object.render) return object.render.displayName || own(object.render.name) || bound || "";
    if (object.type) return typeName(object.type, names, readable) || bound || "";
  }
  return bound ?? "";
}

/** The words of a source: its identifiers, keywords and the like (readableName's evidence). */
export const wordsOf = (source: string) => new Set(source.match(/[A-Za-z_$][\w$]*/g));

/**
 * Whether a function's own name says something. The runner's bundle is minified: the
 * components of the libraries in it (React Router's routes, error boundaries) are called `O8`
 * or `s7`, one to three characters, so a name that short is believed only when the reader's
 * source has it as a word; longer names are kept (the minifier makes none).
 */
export const readableName = (name: string, readerWords: ReadonlySet<string>) =>
  name.length > 3 || readerWords.has(name);

/** The first host nodes (DOM elements and text) of a fiber's subtree: where it shows on screen. */
export function hostNodes(fiber: Fiber, limit = 50): Node[] {
  const found: Node[] = [];
  const visit = (node: Fiber | null) => {
    for (let child = node; child && found.length < limit; child = child.sibling) {
      if (isHost(child)) {
        if (child.stateNode instanceof Node) found.push(child.stateNode);
      } else if (child.tag !== Tag.HostPortal) visit(child.child);
    }
  };
  if (isHost(fiber)) return fiber.stateNode instanceof Node ? [fiber.stateNode] : [];
  visit(fiber.child);
  return found;
}

/** The fiber React keeps on a DOM node it rendered (`__reactFiber$…`), or null. */
export function fiberOfNode(node: Node | null): Fiber | null {
  for (let current = node; current; current = current.parentNode) {
    for (const key of Object.keys(current))
      if (key.startsWith("__reactFiber$"))
        return (current as unknown as Record<string, Fiber>)[key] ?? null;
  }
  return null;
}

/** The root React rendered into `container` (`__reactContainer$…` on it), or null. */
export function rootOfContainer(container: Element): FiberRoot | null {
  for (const key of Object.keys(container))
    if (key.startsWith("__reactContainer$")) {
      const hostRoot = (container as unknown as Record<string, Fiber | null>)[key];
      const root = hostRoot?.stateNode as FiberRoot | undefined;
      return root?.current ? root : null;
    }
  return null;
}

/**
 * Counts committed renders per component, from React itself rather than from a reader's
 * `console.log` (which a reader can delete). React DOM looks for a DevTools hook once, when it
 * loads, and from then on reports every commit to it: so this module installs a minimal one and
 * must be evaluated before react-dom (the runner's main.ts and the unit tests' setup import it
 * first). Both React builds report commits; nothing else of DevTools is imitated.
 *
 * On each commit the finished tree is walked the way React DevTools and bippy do: a component
 * counts when its fiber has the PerformedWork flag (it ran and its result was used), a subtree
 * whose children are the very fibers of the previous commit bailed out and is skipped, and a new
 * subtree counts every component in it. StrictMode's second call of a component is part of the
 * same render, so it counts once per commit, as in React DevTools' profiler.
 */

interface Fiber {
  tag: number;
  type: unknown;
  elementType: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  memoizedState: unknown;
}

interface FiberRoot {
  current: Fiber;
  containerInfo: unknown;
}

interface DevToolsHook {
  onCommitFiberRoot?: (rendererId: number, root: FiberRoot, ...rest: unknown[]) => void;
  [key: string]: unknown;
}

// React's work tags and flags (react-reconciler: ReactWorkTags, ReactFiberFlags).
const FUNCTION = 0;
const CLASS = 1;
const FORWARD_REF = 11;
const SIMPLE_MEMO = 15;
const PERFORMED_WORK = 1;
// A MemoComponent (14) fiber wraps its component's own fiber, which is counted instead.
const counted = new Set([FUNCTION, CLASS, FORWARD_REF, SIMPLE_MEMO]);

type CommitListener = (root: FiberRoot) => void;
const listeners = new Set<CommitListener>();

function install() {
  const scope = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevToolsHook };
  const notify = (root: FiberRoot) => {
    for (const listener of listeners) listener(root);
  };
  const existing = scope.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  if (existing) {
    // A real DevTools extension got here first: keep it working and listen beside it.
    const original = existing.onCommitFiberRoot;
    existing.onCommitFiberRoot = (rendererId, root, ...rest) => {
      original?.call(existing, rendererId, root, ...rest);
      notify(root);
    };
    return;
  }
  let renderers = 0;
  scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => ++renderers,
    onCommitFiberRoot: (_rendererId: number, root: FiberRoot) => notify(root),
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    // Its presence tells React DOM not to suggest installing DevTools.
    checkDCE: () => {},
  };
}

install();

function countMounted(fiber: Fiber | null, record: (fiber: Fiber) => void) {
  for (let node = fiber; node; node = node.sibling) {
    if (counted.has(node.tag)) record(node);
    countMounted(node.child, record);
  }
}

function countUpdated(next: Fiber, previous: Fiber, record: (fiber: Fiber) => void) {
  if (counted.has(next.tag) && (next.flags & PERFORMED_WORK) === PERFORMED_WORK) record(next);
  // The same child means React reused the whole subtree of the previous commit: nothing ran.
  if (next.child === previous.child) return;
  for (let child = next.child; child; child = child.sibling) {
    if (child.alternate) countUpdated(child, child.alternate, record);
    else {
      if (counted.has(child.tag)) record(child);
      countMounted(child.child, record);
    }
  }
}

/** The finished tree of one commit → each component fiber that rendered in it. */
function renderedFibers(root: FiberRoot, record: (fiber: Fiber) => void) {
  const current = root.current;
  const previous = current.alternate;
  const hadContent = (fiber: Fiber | null) =>
    (fiber?.memoizedState as { element?: unknown } | null)?.element != null;
  if (!previous || !hadContent(previous)) countMounted(current.child, record);
  else countUpdated(current, previous, record);
}

/** A component's own name: its displayName, its function's name, a forwardRef's render name. */
function nameOf(type: unknown): string {
  if (typeof type === "function")
    return (type as { displayName?: string }).displayName || type.name || "";
  if (type && typeof type === "object") {
    const object = type as { displayName?: string; render?: { name?: string }; type?: unknown };
    return object.displayName || object.render?.name || nameOf(object.type);
  }
  return "";
}

/**
 * Calls `listener` with every root React commits from now on, until the returned function is
 * called (the Components view's inspector listens only while the view is open).
 */
export function onCommit(listener: (root: { current: unknown; containerInfo: unknown }) => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export interface RenderCounter {
  /**
   * Committed renders of the component called `name` (all its instances) since the counter
   * started or was reset. A name matches a component's displayName or function name, or a
   * top-level binding of the reader's module (`const Row = memo((props) => …)`).
   */
  count: (name: string) => number;
  reset: () => void;
  stop: () => void;
}

/**
 * Starts counting the renders committed into roots whose container is inside `host`.
 * `bindings` returns the reader's top-level names and values, for components whose function
 * has no name of its own.
 */
export function countRenders(
  host: Node,
  bindings: () => ReadonlyMap<string, unknown> = () => new Map(),
): RenderCounter {
  let counts = new Map<unknown, number>();
  const record = (fiber: Fiber) => counts.set(fiber.type, (counts.get(fiber.type) ?? 0) + 1);
  const listener: CommitListener = (root) => {
    if (root.containerInfo instanceof Node && host.contains(root.containerInfo))
      renderedFibers(root, record);
  };
  listeners.add(listener);
  return {
    count(name) {
      const bound = bindings().get(name) as { type?: unknown; render?: unknown } | undefined;
      // A memo's fiber has the inner component as its type; a forwardRef's, the wrapper.
      const types = new Set<unknown>(bound ? [bound, bound.type] : []);
      let total = 0;
      for (const [type, times] of counts)
        if (types.has(type) || nameOf(type) === name) total += times;
      return total;
    },
    reset() {
      counts = new Map();
    },
    stop() {
      listeners.delete(listener);
    },
  };
}

import {
  EFFECT_RUN_LIMIT,
  HISTORY_LIMIT,
  NODE_LIMIT,
  type EffectPhase,
  type InspectorDetails,
  type InspectorEntry,
  type InspectorHook,
  type InspectorNode,
  type NodeKind,
  type RenderReason,
  type RenderRecord,
} from "../../inspector-protocol";
import { describeValue, truncate } from "../console-format";
import { isComponent, PERFORMED_WORK, Tag, typeName, type Fiber, type FiberRoot } from "./fibers";
import { hooksNamed, type SourceHooks } from "./hook-names";
import {
  HAS_EFFECT,
  holdsState,
  hookValue,
  hooksOf,
  isEffect,
  shapeLabels,
  shapeOf,
  type Effect,
} from "./hooks";

/**
 * The inspector's reading of the preview's fiber tree, commit by commit: the components (with
 * ids that last while a component stays mounted), how often each rendered since the view
 * opened, why, and the renders `memo` saved. Which fibers rendered in a commit is read the way
 * the render counter (render-counter.ts) and React DevTools read it: below a fiber whose
 * children are the very fibers of the previous commit nothing ran; elsewhere a component ran
 * if React flagged it PerformedWork, and a fiber without a previous version mounted.
 */

/** What the text of a value may grow to in the view. */
const VALUE_LIMIT = 300;
/** The most wrapped effects `stop` puts back (the latest ones: the ones still on screen). */
const RESTORE_LIMIT = 500;
export const show = (value: unknown) => truncate(describeValue(value, 1), VALUE_LIMIT);

interface NodeState {
  renders: number;
  skipped: number;
  history: RenderRecord[];
  effects: Map<number, { commit: number; phase: EffectPhase }[]>;
  seenSince: "mount" | "open";
}

interface Seen {
  node: InspectorNode;
  fiber: Fiber;
}

/** The nearest component above a fiber, and whether it rendered in this commit. */
interface Ancestor {
  name: string;
  rendered: boolean;
}

const nodeKinds: Partial<Record<number, NodeKind>> = {
  [Tag.Function]: "function",
  [Tag.Class]: "class",
  [Tag.ForwardRef]: "forwardRef",
  [Tag.SimpleMemo]: "memo",
  [Tag.ContextProvider]: "context",
  [Tag.Suspense]: "suspense",
  [Tag.Activity]: "activity",
  [Tag.Profiler]: "profiler",
};

const functionLike = (fiber: Fiber) =>
  fiber.tag === Tag.Function || fiber.tag === Tag.ForwardRef || fiber.tag === Tag.SimpleMemo;

function contextDependencies(fiber: Fiber | null) {
  const list: { context: unknown; value: unknown }[] = [];
  let dependency = fiber?.dependencies?.firstContext ?? null;
  for (; dependency; dependency = dependency.next)
    list.push({ context: dependency.context, value: dependency.memoizedValue });
  return list;
}

function ownKeys(value: unknown): string[] {
  return value && typeof value === "object" ? Object.keys(value) : [];
}

/** Keys whose values differ (Object.is, as memo compares). */
function changedKeys(next: unknown, previous: unknown): string[] {
  const before = (previous ?? {}) as Record<string, unknown>;
  const after = (next ?? {}) as Record<string, unknown>;
  const keys = new Set([...ownKeys(before), ...ownKeys(after)]);
  return [...keys].filter((key) => !Object.is(before[key], after[key]));
}

export interface TreeOptions {
  /** The reader's top-level bindings (name by value), for components without a name of their own. */
  names: () => ReadonlyMap<unknown, string>;
  /** Whether a function's own name is worth showing (fibers.ts, readableName); all are if left out. */
  readable?: (name: string) => boolean;
  /** The reader's hooks, from the source on screen. */
  sourceHooks: () => SourceHooks | null;
  /** An effect of an inspected component ran its setup or its cleanup. */
  onEffect: () => void;
}

export class ComponentTree {
  private ids = new WeakMap<Fiber, number>();
  private nextId = 1;
  private states = new Map<number, NodeState>();
  private root: FiberRoot | null = null;
  private seen: Seen[] = [];
  private byId = new Map<number, Seen>();
  private wrapped = new WeakSet<object>();
  private restores: (() => void)[] = [];
  private active = true;
  /** Commits of the preview's root seen since the view opened. */
  commit = 0;
  truncated = false;

  constructor(private readonly options: TreeOptions) {}

  get nodes() {
    return this.seen.map((entry) => entry.node);
  }

  fiber(id: number) {
    return this.byId.get(id)?.fiber ?? null;
  }

  /** The node a fiber belongs to: its own, or the nearest component's above it. */
  nodeOf(fiber: Fiber | null): number | null {
    for (let current = fiber; current; current = current.return) {
      const id = this.ids.get(current) ?? (current.alternate && this.ids.get(current.alternate));
      if (id && this.byId.has(id)) return id;
    }
    return null;
  }

  private idOf(fiber: Fiber) {
    let id = this.ids.get(fiber) ?? (fiber.alternate ? this.ids.get(fiber.alternate) : undefined);
    if (id === undefined) id = this.nextId++;
    this.ids.set(fiber, id);
    if (fiber.alternate) this.ids.set(fiber.alternate, id);
    return id;
  }

  private state(id: number, seenSince: "mount" | "open") {
    let state = this.states.get(id);
    if (!state) {
      state = { renders: 0, skipped: 0, history: [], effects: new Map(), seenSince };
      this.states.set(id, state);
    }
    return state;
  }

  private remember(state: NodeState, reasons: RenderReason[]) {
    state.history.push({ commit: this.commit, reasons });
    if (state.history.length > HISTORY_LIMIT) state.history.shift();
  }

  /**
   * Reads the tree of `root`. `committed`: React has just committed it (the renders in it are
   * counted); otherwise it is the tree on screen when the view opened, nothing counted.
   */
  observe(root: FiberRoot, committed: boolean) {
    if (root !== this.root) {
      // The code ran again: a new root, new components.
      this.root = root;
      this.states.clear();
      this.restores = [];
    }
    if (committed) this.commit += 1;
    const seen: Seen[] = [];
    this.truncated = false;
    this.walk(root.current.child, 0, committed, null, null, seen, committed);
    this.seen = seen;
    this.byId = new Map(seen.map((entry) => [entry.node.id, entry]));
    for (const id of this.states.keys()) if (!this.byId.has(id)) this.states.delete(id);
  }

  private walk(
    first: Fiber | null,
    depth: number,
    fresh: boolean,
    ancestor: Ancestor | null,
    memoWrapper: { fresh: boolean; type: unknown } | null,
    seen: Seen[],
    committed: boolean,
  ) {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const childrenFresh =
        fresh && (fiber.alternate === null || fiber.child !== fiber.alternate.child);
      if (fiber.tag === Tag.Memo) {
        // memo(Component) with a compare function, or around a forwardRef: its only child is
        // the component, shown as one node.
        this.walk(
          fiber.child,
          depth,
          childrenFresh,
          ancestor,
          { fresh, type: fiber.elementType },
          seen,
          committed,
        );
        continue;
      }
      const kind: NodeKind | undefined =
        memoWrapper && (fiber.tag === Tag.Function || fiber.tag === Tag.ForwardRef)
          ? "memo"
          : nodeKinds[fiber.tag];
      if (!kind) {
        this.walk(fiber.child, depth, childrenFresh, ancestor, null, seen, committed);
        continue;
      }
      const id = this.idOf(fiber);
      const name = this.nameOf(fiber, memoWrapper?.type);
      const mounted = fresh && fiber.alternate === null;
      const rendered =
        isComponent(fiber) && (mounted || (fresh && (fiber.flags & PERFORMED_WORK) !== 0));
      const skipped =
        committed &&
        !rendered &&
        kind === "memo" &&
        (memoWrapper ? memoWrapper.fresh : fresh) &&
        !mounted &&
        ancestor?.rendered === true;
      const state = this.state(id, committed && mounted ? "mount" : "open");
      if (committed && rendered) {
        state.renders += 1;
        this.remember(
          state,
          mounted
            ? [{ kind: "mount", text: "" }]
            : this.reasons(fiber, fiber.alternate!, ancestor, name),
        );
        this.watchEffects(fiber, id);
      } else if (skipped) {
        state.skipped += 1;
        this.remember(state, [{ kind: "skipped", text: ancestor?.name ?? "" }]);
      }
      if (seen.length < NODE_LIMIT)
        seen.push({
          fiber,
          node: {
            id,
            name,
            depth,
            kind,
            key: fiber.key ?? null,
            renders: state.renders,
            skipped: state.skipped,
            changed: committed && (rendered || skipped),
          },
        });
      else this.truncated = true;
      const below: Ancestor | null = isComponent(fiber) ? { name, rendered } : ancestor;
      this.walk(fiber.child, depth + 1, childrenFresh, below, null, seen, committed);
    }
  }

  private nameOf(fiber: Fiber, wrapperType?: unknown): string {
    const names = this.options.names();
    const readable = this.options.readable;
    if (fiber.tag === Tag.ContextProvider)
      return typeName(fiber.type, names, readable) || "Context";
    if (fiber.tag === Tag.Suspense) return "Suspense";
    if (fiber.tag === Tag.Activity) return "Activity";
    if (fiber.tag === Tag.Profiler) return "Profiler";
    return (
      typeName(fiber.elementType, names, readable) ||
      typeName(fiber.type, names, readable) ||
      (wrapperType ? typeName(wrapperType, names, readable) : "") ||
      "Anonymous"
    );
  }

  /** Why an update render happened: state, context, props (with the parent that rendered). */
  private reasons(fiber: Fiber, previous: Fiber, ancestor: Ancestor | null, name: string) {
    const reasons: RenderReason[] = [];
    if (fiber.tag === Tag.Class) {
      const keys = changedKeys(fiber.memoizedState, previous.memoizedState);
      const before = (previous.memoizedState ?? {}) as Record<string, unknown>;
      const after = (fiber.memoizedState ?? {}) as Record<string, unknown>;
      for (const key of keys)
        reasons.push({ kind: "state", text: `${key}: ${show(before[key])} → ${show(after[key])}` });
    } else if (functionLike(fiber)) {
      const hooks = hooksOf(fiber);
      const before = hooksOf(previous);
      const shapes = hooks.map(shapeOf);
      const named = hooksNamed(shapes, this.options.sourceHooks()?.get(name));
      hooks.forEach((hook, index) => {
        const shape = shapes[index];
        const old = before[index];
        if (!holdsState(shape) || !old || Object.is(hook.memoizedState, old.memoizedState)) return;
        const label = named[index]?.name ?? `${shapeLabels[shape]} ${index + 1}`;
        reasons.push({
          kind: "state",
          text: `${label}: ${show(old.memoizedState)} → ${show(hook.memoizedState)}`,
        });
      });
    }
    const contexts = contextDependencies(previous);
    const told = new Set<unknown>();
    for (const { context, value } of contextDependencies(fiber)) {
      const old = contexts.find((entry) => entry.context === context);
      // A context read twice (StrictMode's second render, or two reads) is told once.
      if (told.has(context)) continue;
      told.add(context);
      if (old && !Object.is(old.value, value))
        reasons.push({
          kind: "context",
          text: typeName(context, this.options.names(), this.options.readable) || "a context",
        });
    }
    if (fiber.memoizedProps !== previous.memoizedProps) {
      // New props come from a render above: the parent's, or a component further up whose
      // JSX this is.
      reasons.push({ kind: "parent", text: ancestor?.rendered ? ancestor.name : "" });
      const keys = changedKeys(fiber.memoizedProps, previous.memoizedProps);
      if (keys.length) reasons.push({ kind: "props", text: keys.join(", ") });
    }
    if (!reasons.length) reasons.push({ kind: "other", text: "" });
    return reasons;
  }

  /**
   * Logs the setups and cleanups of the effects this render scheduled: StrictMode's second
   * run on mount (setup, cleanup, setup) shows here. React calls an effect's `create` and the
   * cleanup it returned when it runs them, after this commit is reported: both are wrapped in
   * a function that logs, then calls them and returns what they return. `stop` puts back what
   * is still wrapped.
   */
  private watchEffects(fiber: Fiber, id: number) {
    if (!functionLike(fiber)) return;
    hooksOf(fiber).forEach((hook, index) => {
      const effect = hook.memoizedState;
      if (shapeOf(hook) !== "effect" || !isEffect(effect) || !(effect.tag & HAS_EFFECT)) return;
      if (this.wrapped.has(effect)) return;
      this.wrapped.add(effect);
      const original = effect.create;
      const restoreCleanup: (() => void)[] = [];
      const log = (phase: EffectPhase) => {
        if (!this.active) return;
        const runs = this.states.get(id)?.effects;
        if (!runs) return;
        const list = runs.get(index + 1) ?? [];
        list.push({ commit: this.commit, phase });
        if (list.length > EFFECT_RUN_LIMIT) list.shift();
        runs.set(index + 1, list);
        this.options.onEffect();
      };
      const create = () => {
        log("setup");
        const cleanup = original();
        if (typeof cleanup !== "function") return cleanup;
        const logged = () => {
          log("cleanup");
          return (cleanup as () => unknown)();
        };
        restoreCleanup.push(() => {
          if ((effect as Effect).inst.destroy === logged) (effect as Effect).inst.destroy = cleanup;
        });
        return logged;
      };
      effect.create = create;
      this.restores.push(() => {
        if (effect.create === create) effect.create = original;
        for (const restore of restoreCleanup) restore();
      });
      // Effects of earlier renders are long replaced: their wrappers, if still called, only
      // pass the call on once the view is closed.
      if (this.restores.length > RESTORE_LIMIT) this.restores.shift();
    });
  }

  details(id: number | null): InspectorDetails | null {
    const entry = id === null ? undefined : this.byId.get(id);
    if (!entry) return null;
    const { fiber, node } = entry;
    const state = this.states.get(node.id);
    const props: InspectorEntry[] = Object.entries(
      (fiber.memoizedProps ?? {}) as Record<string, unknown>,
    ).map(([name, value]) => ({ name, value: show(value) }));
    const hooks: InspectorHook[] = [];
    if (functionLike(fiber)) {
      const list = hooksOf(fiber);
      const shapes = list.map(shapeOf);
      const named = hooksNamed(shapes, this.options.sourceHooks()?.get(node.name));
      list.forEach((hook, index) => {
        const source = named[index];
        const shape = shapes[index];
        hooks.push({
          index: index + 1,
          hook: source
            ? source.via
              ? `${source.hook} (in ${source.via})`
              : source.hook
            : shapeLabels[shape],
          name: source?.name ?? null,
          value: show(hookValue(hook, shape)),
        });
      });
    }
    const classState =
      fiber.tag === Tag.Class
        ? Object.entries((fiber.memoizedState ?? {}) as Record<string, unknown>).map(
            ([name, value]) => ({ name, value: show(value) }),
          )
        : [];
    return {
      id: node.id,
      name: node.name,
      kind: node.kind,
      key: node.key,
      props,
      hooks,
      state: classState,
      effects: [...(state?.effects ?? [])].map(([index, runs]) => ({ index, runs: [...runs] })),
      renders: state?.renders ?? 0,
      skipped: state?.skipped ?? 0,
      history: [...(state?.history ?? [])],
      seenSince: state?.seenSince ?? "open",
    };
  }

  /** Puts back every effect function it wrapped; from now on it logs nothing. */
  stop() {
    this.active = false;
    for (const restore of this.restores) restore();
    this.restores = [];
  }
}

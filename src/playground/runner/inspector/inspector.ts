import type {
  InspectorReport,
  InspectorRequest,
  InspectorSettings,
} from "../../inspector-protocol";
import { moduleMap } from "../modules";
import { onCommit } from "../render-counter";
import {
  fiberOfNode,
  hostNodes,
  readableName,
  rootOfContainer,
  wordsOf,
  type FiberRoot,
} from "./fibers";
import { readSourceHooks, type SourceHooks } from "./hook-names";
import { boundsOf, Overlay, type Box } from "./overlay";
import { ComponentTree } from "./tree";

/**
 * The runner's side of the Components view: loaded the first time the view opens (its own
 * script, pipeline/playground-runner.ts), and until then nothing of it exists in the frame. Open,
 * it listens to the preview's commits (render-counter.ts's hook), reads the tree and reports it;
 * closed, it stops listening, puts back what it wrapped and removes what it drew.
 */

/** What the runner tells the inspector about the code on screen. */
export interface RunOnScreen {
  source: string;
  file: string;
  /** The module's top-level names and values (evaluate.ts, LoadOptions.bindings). */
  bindings: ReadonlyMap<string, unknown>;
}

export interface InspectorHost {
  /** The element the preview renders into. */
  preview: HTMLElement;
  post: (report: InspectorReport) => void;
  run: () => RunOnScreen | null;
}

export interface Inspector {
  apply: (request: InspectorRequest) => void;
}

/** Reports are sent at most this often while the preview commits (an animation, a timer). */
export const REPORT_EVERY_MS = 100;

const closed: InspectorSettings = { open: false, selected: null, picking: false, highlight: false };

interface Path {
  name: string;
  /** Which of the nodes with this name and depth, in tree order. */
  nth: number;
  depth: number;
}

export function createInspector({ preview, post, run }: InspectorHost): Inspector {
  let settings = closed;
  let seq = 0;
  let tree: ComponentTree | null = null;
  let overlay: Overlay | null = null;
  let stopListening: (() => void) | null = null;
  let stopPicking: (() => void) | null = null;
  let selectedPath: Path | null = null;

  // The reader's bindings and the module map's exports by value, and the reader's hooks by
  // component, kept per run (and per module map: imports add to it).
  let namesFor: {
    bindings: ReadonlyMap<string, unknown>;
    modules: number;
    names: Map<unknown, string>;
  } | null = null;
  let hooksFor: { source: string; hooks: SourceHooks | null } | null = null;
  const names = () => {
    const bindings = run()?.bindings ?? new Map<string, unknown>();
    if (namesFor?.bindings !== bindings || namesFor.modules !== moduleMap.size) {
      const byValue = new Map<unknown, string>();
      const add = (name: string, value: unknown) => {
        if ((typeof value === "function" || typeof value === "object") && value !== null)
          if (!byValue.has(value)) byValue.set(value, name);
      };
      for (const [name, value] of bindings) add(name, value);
      for (const namespace of moduleMap.values())
        for (const [name, value] of Object.entries(namespace))
          if (/^[A-Z]/.test(name)) add(name, value);
      namesFor = { bindings, modules: moduleMap.size, names: byValue };
    }
    return namesFor.names;
  };
  const sourceHooks = () => {
    const current = run();
    if (!current) return null;
    if (hooksFor?.source !== current.source) {
      let hooks: SourceHooks | null = null;
      try {
        hooks = readSourceHooks(current.source, current.file);
      } catch {
        // Code that ran parses; anything else only loses the hooks' names.
      }
      hooksFor = { source: current.source, hooks };
    }
    return hooksFor.hooks;
  };

  let wordsFor: { source: string; words: ReadonlySet<string> } | null = null;
  const readable = (name: string) => {
    const source = run()?.source ?? "";
    if (wordsFor?.source !== source) wordsFor = { source, words: wordsOf(source) };
    return readableName(name, wordsFor.words);
  };

  let timer: number | null = null;
  let lastReport = -Infinity;
  const report = () => {
    if (timer !== null) window.clearTimeout(timer);
    timer = null;
    if (!tree || !settings.open) return;
    lastReport = performance.now();
    post({
      type: "inspector",
      seq,
      commit: tree.commit,
      nodes: tree.nodes,
      truncated: tree.truncated,
      selected: settings.selected,
      picking: settings.picking,
      details: tree.details(settings.selected),
    });
  };
  const reportSoon = () => {
    if (timer !== null) return;
    const wait = Math.max(0, lastReport + REPORT_EVERY_MS - performance.now());
    timer = window.setTimeout(report, wait);
  };

  const boxOf = (id: number): Box | null => {
    const fiber = tree?.fiber(id);
    const node = tree?.nodes.find((entry) => entry.id === id);
    const rect = fiber ? boundsOf(hostNodes(fiber)) : null;
    return rect && node ? { rect, label: node.name } : null;
  };
  const drawSelection = () => {
    overlay?.showSelected(settings.selected === null ? null : boxOf(settings.selected));
  };

  function pathOf(id: number | null): Path | null {
    const nodes = tree?.nodes ?? [];
    const index = nodes.findIndex((node) => node.id === id);
    if (index < 0) return null;
    const { name, depth } = nodes[index];
    const nth = nodes
      .slice(0, index)
      .filter((node) => node.name === name && node.depth === depth).length;
    return { name, depth, nth };
  }
  function findPath(path: Path | null) {
    if (!path) return null;
    const matches = (tree?.nodes ?? []).filter(
      (node) => node.name === path.name && node.depth === path.depth,
    );
    return matches[path.nth]?.id ?? matches[0]?.id ?? null;
  }

  /** After a look at the tree: the selection follows its component into a new run. */
  function keepSelection() {
    const ids = new Set(tree?.nodes.map((node) => node.id));
    // Gone (the code ran again, its old tree unmounted first): the same place in the new tree.
    if (settings.selected === null || !ids.has(settings.selected))
      settings = { ...settings, selected: findPath(selectedPath) };
    selectedPath = pathOf(settings.selected) ?? selectedPath;
  }

  const onRoot = (root: { current: unknown; containerInfo: unknown }) => {
    if (!tree || root.containerInfo !== preview) return;
    tree.observe(root as FiberRoot, true);
    keepSelection();
    if (settings.highlight) {
      const boxes: Box[] = [];
      for (const node of tree.nodes)
        if (node.changed && node.kind !== "context") {
          const box = boxOf(node.id);
          if (box) boxes.push(box);
        }
      if (boxes.length) overlay?.flash(boxes);
    }
    drawSelection();
    reportSoon();
  };

  function startPicking() {
    const choose = (event: Event) => {
      const fiber = fiberOfNode(event.target as Node);
      return fiber && tree ? tree.nodeOf(fiber) : null;
    };
    const onMove = (event: PointerEvent) => {
      const id = choose(event);
      overlay?.showHover(id === null ? null : boxOf(id));
    };
    // The press is the inspector's, not the app's: it reaches none of the page's handlers.
    const swallow = (event: Event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const onClick = (event: MouseEvent) => {
      swallow(event);
      const id = choose(event);
      if (id === null) return;
      finishPicking({ ...settings, selected: id, picking: false });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      swallow(event);
      finishPicking({ ...settings, picking: false });
    };
    const pressEvents = ["pointerdown", "mousedown", "pointerup", "mouseup", "touchstart"];
    document.addEventListener("pointermove", onMove, true);
    document.addEventListener("click", onClick, true);
    for (const type of pressEvents) document.addEventListener(type, swallow, true);
    window.addEventListener("keydown", onKey, true);
    const cursor = document.documentElement.style.cursor;
    document.documentElement.style.cursor = "crosshair";
    return () => {
      document.removeEventListener("pointermove", onMove, true);
      document.removeEventListener("click", onClick, true);
      for (const type of pressEvents) document.removeEventListener(type, swallow, true);
      window.removeEventListener("keydown", onKey, true);
      document.documentElement.style.cursor = cursor;
      overlay?.showHover(null);
    };
  }

  function finishPicking(next: InspectorSettings) {
    stopPicking?.();
    stopPicking = null;
    settings = next;
    selectedPath = pathOf(settings.selected);
    drawSelection();
    report();
  }

  function start() {
    tree = new ComponentTree({ names, readable, sourceHooks, onEffect: reportSoon });
    overlay = new Overlay();
    stopListening = onCommit(onRoot);
    const root = rootOfContainer(preview);
    if (root) tree.observe(root, false);
  }

  function stop() {
    stopListening?.();
    stopListening = null;
    stopPicking?.();
    stopPicking = null;
    tree?.stop();
    tree = null;
    overlay?.remove();
    overlay = null;
    if (timer !== null) window.clearTimeout(timer);
    timer = null;
    selectedPath = null;
  }

  return {
    apply(request) {
      const { open, selected, picking, highlight } = request;
      seq = request.seq;
      if (!open) {
        settings = closed;
        stop();
        return;
      }
      if (!tree) start();
      settings = { open, selected, picking, highlight };
      keepSelection();
      if (picking && !stopPicking) stopPicking = startPicking();
      if (!picking && stopPicking) {
        stopPicking();
        stopPicking = null;
      }
      drawSelection();
      report();
    },
  };
}

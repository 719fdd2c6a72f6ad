import { ChevronDown } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "@/lib/cn";
import type { InspectorNode, NodeKind } from "../../inspector-protocol";
import {
  ancestorsOf,
  moveFor,
  nest,
  treeKeys,
  visibleItems,
  type TreeItem,
  type TreeKey,
} from "./tree-model";

interface ComponentTreeProps {
  nodes: InspectorNode[];
  selected: number | null;
  onSelect: (id: number) => void;
  truncated: boolean;
}

/** What a badge says beside a node's name; a plain function component has none. */
export const kindBadges: Partial<Record<NodeKind, string>> = {
  class: "class",
  forwardRef: "forwardRef",
  memo: "memo",
  context: "provider",
  suspense: "boundary",
  activity: "boundary",
  profiler: "profiler",
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** How often a node rendered, as its row says it. */
export function nodeSummary(node: InspectorNode) {
  const parts = [plural(node.renders, "render")];
  if (node.skipped) parts.push(`${node.skipped} skipped`);
  return parts.join(", ");
}

/**
 * The preview's components as an ARIA tree: one tab stop (the focused item), arrows to move,
 * open and close, Home and End; selection follows focus, as in React DevTools. The items are
 * one flat list, each with its level, position and set size (ARIA's form of a tree without
 * nested groups), so each is named by its own row's text alone.
 */
export function ComponentTree({ nodes, selected, onSelect, truncated }: ComponentTreeProps) {
  const roots = useMemo(() => nest(nodes), [nodes]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const visible = useMemo(() => visibleItems(roots, collapsed), [roots, collapsed]);
  const [focused, setFocused] = useState<number | null>(null);
  const items = useRef(new Map<number, HTMLDivElement>());
  // The item that takes Tab: the focused one while it is shown, else the selection, else the first.
  const tabStop =
    (focused !== null && visible.some((item) => item.node.id === focused) ? focused : null) ??
    (selected !== null && visible.some((item) => item.node.id === selected) ? selected : null) ??
    visible[0]?.node.id ??
    null;

  // A component selected in the preview (or kept across a run) is shown: its ancestors open
  // (adjusted while rendering, when the selection changes), and it is scrolled into view.
  const [revealed, setRevealed] = useState<number | null>(null);
  if (selected !== revealed) {
    setRevealed(selected);
    const above = selected === null ? [] : ancestorsOf(roots, selected);
    if (above.some((id) => collapsed.has(id)))
      setCollapsed(new Set([...collapsed].filter((id) => !above.includes(id))));
  }
  useEffect(() => {
    if (selected !== null) items.current.get(selected)?.scrollIntoView?.({ block: "nearest" });
  }, [selected]);

  const focus = (id: number) => {
    setFocused(id);
    onSelect(id);
    items.current.get(id)?.focus({ preventScroll: false });
  };
  const toggle = (id: number, open: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  // On each item: the key reaches the focused one first, which keeps it from those around it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, id: number) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      event.stopPropagation();
      onSelect(id);
      return;
    }
    if (!treeKeys.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    const move = moveFor(event.key as TreeKey, id, visible, collapsed);
    if (!move) return;
    if ("focus" in move) focus(move.focus);
    else if ("open" in move) toggle(move.open, true);
    else toggle(move.close, false);
  };

  const renderItem = (item: TreeItem) => {
    const { node, children } = item;
    const level = node.depth + 1;
    const expanded = !collapsed.has(node.id);
    const badge = kindBadges[node.kind];
    const siblings = item.parent ? item.parent.children : roots;
    return (
      <div
        key={node.id}
        ref={(element) => {
          if (element) items.current.set(node.id, element);
          else items.current.delete(node.id);
        }}
        role="treeitem"
        aria-level={level}
        aria-setsize={siblings.length}
        aria-posinset={siblings.indexOf(item) + 1}
        aria-selected={node.id === selected}
        aria-expanded={children.length ? expanded : undefined}
        tabIndex={node.id === tabStop ? 0 : -1}
        data-node={node.name}
        onFocus={() => setFocused(node.id)}
        onKeyDown={(event) => onKeyDown(event, node.id)}
        onClick={(event) => {
          // The arrow beside a name opens and closes; the rest of the row selects.
          if ((event.target as Element).closest("[data-toggle]")) toggle(node.id, !expanded);
          else focus(node.id);
        }}
        className={cn(
          "flex cursor-pointer items-center gap-1.5 rounded py-0.5 pr-2 text-xs outline-none hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600 dark:hover:bg-slate-800",
          node.id === selected &&
            "bg-sky-100 hover:bg-sky-100 dark:bg-sky-900/60 dark:hover:bg-sky-900/60",
        )}
        style={{ paddingLeft: `${node.depth * 0.9 + 0.25}rem` }}
      >
        {children.length ? (
          <span
            aria-hidden="true"
            data-toggle
            className="-m-0.5 rounded p-0.5 hover:bg-slate-200 dark:hover:bg-slate-700"
          >
            <ChevronDown
              className={cn("size-3.5 motion-safe:transition-transform", !expanded && "-rotate-90")}
            />
          </span>
        ) : (
          <span aria-hidden="true" className="w-3.5 shrink-0" />
        )}
        {/* Named by its text (`Row key="a" memo 1 render`): the spaces are for that name. */}
        <span className="truncate font-mono font-semibold text-slate-900 dark:text-slate-100">
          {node.name}
        </span>{" "}
        {node.key !== null && (
          <>
            <span className="truncate font-mono text-slate-600 dark:text-slate-400">
              key=&quot;{node.key}&quot;
            </span>{" "}
          </>
        )}
        {badge && (
          <>
            <span className="shrink-0 rounded bg-slate-200 px-1 text-[0.7rem] text-slate-800 dark:bg-slate-700 dark:text-slate-100">
              {badge}
            </span>{" "}
          </>
        )}
        <span
          className={cn(
            "ml-auto shrink-0 tabular-nums",
            node.changed
              ? "font-semibold text-amber-800 dark:text-amber-300"
              : "text-slate-600 dark:text-slate-400",
          )}
        >
          {nodeSummary(node)}
        </span>
      </div>
    );
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="text-xs font-semibold text-slate-800 dark:text-slate-200">Tree</p>
      {nodes.length ? (
        <div
          role="tree"
          aria-label="Components in the preview"
          className="max-h-72 overflow-auto rounded border border-slate-200 p-1 dark:border-slate-700"
        >
          {visible.map(renderItem)}
        </div>
      ) : (
        <p className="text-xs text-slate-700 dark:text-slate-300">
          The preview shows no components right now.
        </p>
      )}
      {truncated && (
        <p className="text-xs text-slate-700 dark:text-slate-300">
          The tree is cut: it shows its first {nodes.length} components.
        </p>
      )}
    </div>
  );
}

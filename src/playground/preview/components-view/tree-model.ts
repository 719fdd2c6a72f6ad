import type { InspectorNode } from "../../inspector-protocol";

/**
 * The tree the view draws, from the runner's flat list (tree order, each node with its depth),
 * and the keyboard's moves through it as the WAI-ARIA tree pattern has them: Up and Down
 * through the visible items, Right opens a node or enters it, Left closes it or goes to its
 * parent, Home and End.
 */

export interface TreeItem {
  node: InspectorNode;
  children: TreeItem[];
  parent: TreeItem | null;
}

export function nest(nodes: InspectorNode[]): TreeItem[] {
  const roots: TreeItem[] = [];
  const stack: TreeItem[] = [];
  for (const node of nodes) {
    // A depth that jumps (a cut tree) hangs the node under the deepest open item.
    while (stack.length && stack[stack.length - 1].node.depth >= node.depth) stack.pop();
    const parent = stack[stack.length - 1] ?? null;
    const item: TreeItem = { node, children: [], parent };
    (parent ? parent.children : roots).push(item);
    stack.push(item);
  }
  return roots;
}

/** The items on screen, in order: those under a closed node are not. */
export function visibleItems(roots: TreeItem[], collapsed: ReadonlySet<number>): TreeItem[] {
  const items: TreeItem[] = [];
  const visit = (list: TreeItem[]) => {
    for (const item of list) {
      items.push(item);
      if (!collapsed.has(item.node.id)) visit(item.children);
    }
  };
  visit(roots);
  return items;
}

export type TreeKey = "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "Home" | "End";
export const treeKeys = new Set<string>([
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Home",
  "End",
]);

export type TreeMove = { focus: number } | { open: number } | { close: number } | null;

/** What a key does with focus on item `id`. */
export function moveFor(
  key: TreeKey,
  id: number,
  visible: TreeItem[],
  collapsed: ReadonlySet<number>,
): TreeMove {
  const index = visible.findIndex((item) => item.node.id === id);
  if (index < 0) return visible.length ? { focus: visible[0].node.id } : null;
  const item = visible[index];
  switch (key) {
    case "ArrowDown":
      return index + 1 < visible.length ? { focus: visible[index + 1].node.id } : null;
    case "ArrowUp":
      return index > 0 ? { focus: visible[index - 1].node.id } : null;
    case "Home":
      return { focus: visible[0].node.id };
    case "End":
      return { focus: visible[visible.length - 1].node.id };
    case "ArrowRight":
      if (!item.children.length) return null;
      return collapsed.has(id) ? { open: id } : { focus: item.children[0].node.id };
    case "ArrowLeft":
      if (item.children.length && !collapsed.has(id)) return { close: id };
      return item.parent ? { focus: item.parent.node.id } : null;
  }
}

/** The ids of the items above `id`, nearest last (to open them when it is selected elsewhere). */
export function ancestorsOf(roots: TreeItem[], id: number): number[] {
  const path: number[] = [];
  const find = (list: TreeItem[]): boolean => {
    for (const item of list) {
      if (item.node.id === id) return true;
      path.push(item.node.id);
      if (find(item.children)) return true;
      path.pop();
    }
    return false;
  };
  return find(roots) ? path : [];
}

// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { InspectorNode } from "../../inspector-protocol";
import { ancestorsOf, moveFor, nest, visibleItems } from "./tree-model";

const node = (id: number, depth: number): InspectorNode => ({
  id,
  name: `N${id}`,
  depth,
  kind: "function",
  key: null,
  renders: 0,
  skipped: 0,
  changed: false,
});

// 1
// ├ 2
// │ └ 3
// └ 4
// 5
const nodes = [node(1, 0), node(2, 1), node(3, 2), node(4, 1), node(5, 0)];
const ids = (items: { node: InspectorNode }[]) => items.map((item) => item.node.id);

describe("the tree's model", () => {
  it("nests the runner's flat list by depth", () => {
    const roots = nest(nodes);
    expect(ids(roots)).toEqual([1, 5]);
    expect(ids(roots[0].children)).toEqual([2, 4]);
    expect(ids(roots[0].children[0].children)).toEqual([3]);
    expect(roots[0].children[0].children[0].parent?.node.id).toBe(2);
  });

  it("hangs a node whose depth jumps under the deepest open one", () => {
    const roots = nest([node(1, 0), node(2, 3)]);
    expect(ids(roots[0].children)).toEqual([2]);
  });

  it("shows nothing under a closed node", () => {
    const roots = nest(nodes);
    expect(ids(visibleItems(roots, new Set()))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(visibleItems(roots, new Set([2])))).toEqual([1, 2, 4, 5]);
    expect(ids(visibleItems(roots, new Set([1])))).toEqual([1, 5]);
  });

  it("moves as the ARIA tree pattern says", () => {
    const roots = nest(nodes);
    const open = new Set<number>();
    const visible = visibleItems(roots, open);
    expect(moveFor("ArrowDown", 3, visible, open)).toEqual({ focus: 4 });
    expect(moveFor("ArrowDown", 5, visible, open)).toBeNull();
    expect(moveFor("ArrowUp", 4, visible, open)).toEqual({ focus: 3 });
    expect(moveFor("ArrowUp", 1, visible, open)).toBeNull();
    expect(moveFor("Home", 4, visible, open)).toEqual({ focus: 1 });
    expect(moveFor("End", 2, visible, open)).toEqual({ focus: 5 });
    // Right: into an open node; Left: close an open node, else up to the parent.
    expect(moveFor("ArrowRight", 2, visible, open)).toEqual({ focus: 3 });
    expect(moveFor("ArrowRight", 3, visible, open)).toBeNull();
    expect(moveFor("ArrowLeft", 2, visible, open)).toEqual({ close: 2 });
    expect(moveFor("ArrowLeft", 3, visible, open)).toEqual({ focus: 2 });
    expect(moveFor("ArrowLeft", 5, visible, open)).toBeNull();
    const closed = new Set([2]);
    const fewer = visibleItems(roots, closed);
    expect(moveFor("ArrowRight", 2, fewer, closed)).toEqual({ open: 2 });
    expect(moveFor("ArrowLeft", 2, fewer, closed)).toEqual({ focus: 1 });
    expect(moveFor("ArrowDown", 2, fewer, closed)).toEqual({ focus: 4 });
  });

  it("names the ancestors to open for a node selected elsewhere", () => {
    const roots = nest(nodes);
    expect(ancestorsOf(roots, 3)).toEqual([1, 2]);
    expect(ancestorsOf(roots, 5)).toEqual([]);
    expect(ancestorsOf(roots, 99)).toEqual([]);
  });
});

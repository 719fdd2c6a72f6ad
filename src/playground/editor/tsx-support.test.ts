import { javascript } from "@codemirror/lang-javascript";
import { ensureSyntaxTree } from "@codemirror/language";
import { EditorState, type Extension } from "@codemirror/state";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tsxSupport } from "./code-editor-view";

const routerDemo = readFileSync(
  path.resolve(import.meta.dirname, "../../demos/mini-router-demo.tsx"),
  "utf8",
);

/** The file's syntax tree, parsed to its end. */
function treeOf(state: EditorState) {
  const tree = ensureSyntaxTree(state, state.doc.length, 10_000);
  if (!tree) throw new Error("the parse did not finish");
  return tree;
}

describe("the editor's TSX parser", () => {
  it("reuses the parts of a ~100-line demo's tree that a keystroke did not touch", () => {
    const state = EditorState.create({ doc: routerDemo, extensions: tsxSupport() });
    const before = treeOf(state);
    // A space typed at the very end, as the keystroke benchmark types it.
    const after = treeOf(state.update({ changes: { from: routerDemo.length, insert: " " } }).state);
    expect(after.length).toBe(before.length + 1);
    // Most pieces of the tree are the same objects: not parsed again. With the parser's default
    // buffers (1,024 nodes) none were: the file was parsed again whole on every key.
    const pieces = (tree: object, into = new Set<object>()) => {
      into.add(tree);
      // A node's children (a flat buffer has none to list).
      for (const child of (tree as { children?: object[] }).children ?? []) pieces(child, into);
      return into;
    };
    const old = pieces(before);
    const now = [...pieces(after)];
    expect(now.length).toBeGreaterThan(50);
    expect(now.filter((piece) => old.has(piece)).length).toBeGreaterThan(now.length * 0.75);
  });

  it("finds the same nodes as CodeMirror's JavaScript package with its own buffers", () => {
    const nodes = (extension: Extension) => {
      const names: string[] = [];
      const state = EditorState.create({ doc: routerDemo, extensions: extension });
      treeOf(state).iterate({ enter: (node) => void names.push(`${node.name}@${node.from}`) });
      return names;
    };
    const ours = nodes(tsxSupport());
    expect(ours).toEqual(nodes(javascript({ jsx: true, typescript: true })));
    expect(ours.some((node) => node.startsWith("JSXElement@"))).toBe(true);
    expect(ours.some((node) => node.startsWith("⚠"))).toBe(false); // no syntax error
  });
});

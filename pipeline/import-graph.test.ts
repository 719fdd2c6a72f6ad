// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The shape of the source's imports: no module reaches itself again through its imports (type
 * imports and `import()` count: a circle of files is one thing to understand, whatever the
 * bundler makes of it), and the playground's rooms point one way (see src/playground/README.md).
 */
const root = path.resolve(import.meta.dirname, "..");
const src = path.join(root, "src");
const sourceFile = /\.(ts|tsx)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return sourceFile.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolve(from: string, spec: string): string | null {
  const bare = spec.split("?")[0];
  let base: string;
  if (bare.startsWith("@/")) base = path.join(src, bare.slice(2));
  else if (bare.startsWith(".")) base = path.resolve(path.dirname(from), bare);
  else return null;
  for (const extension of extensions) {
    const candidate = base + extension;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

const files = walk(src);
const graph = new Map<string, string[]>(
  files.map((file) => {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(specifier)]
      .map((match) => resolve(file, match[1]))
      .filter((target): target is string => target !== null && sourceFile.test(target));
    return [file, [...new Set(targets)]];
  }),
);
const name = (file: string) => path.relative(root, file);

/** Tarjan's strongly connected components with more than one file (or a file importing itself). */
function circles() {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) === order.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(name(member));
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

/** The room of a playground file: its folder under src/playground, or "contract" at the top. */
function room(file: string) {
  const relative = path.relative(path.join(src, "playground"), file);
  if (relative.startsWith("..")) return null;
  const parts = relative.split(path.sep);
  return parts.length === 1 ? "contract" : parts[0];
}

/** Which rooms each room may import from (itself always). */
const allowed: Record<string, string[]> = {
  contract: [],
  // The frame's own program: it never reaches into the guide's side of the playground.
  runner: ["contract"],
  explain: ["contract", "runner"],
  language: ["contract", "runner", "explain", "preview"],
  editor: ["contract", "language"],
  preview: ["contract", "editor", "explain"],
  share: ["contract", "preview", "editor"],
  compare: ["contract", "editor"],
  edit: ["contract", "editor", "preview", "share"],
  challenge: ["contract", "editor", "preview", "share", "compare", "edit"],
};

describe("imports", () => {
  it("the source has files to look at", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(graph.get(path.join(src, "playground/edit/edit-panel.tsx"))?.length).toBeGreaterThan(3);
  });

  it("no module reaches itself again through its imports", () => {
    expect(circles()).toEqual([]);
  });

  it("the playground's rooms point one way", () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph) {
      const from = room(file);
      if (!from || /\.test\.tsx?$/.test(file)) continue;
      for (const target of targets) {
        const to = room(target);
        if (!to || to === from) continue;
        if (!(from in allowed) || !allowed[from].includes(to))
          wrong.push(`${name(file)} → ${name(target)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("finds a circle when there is one", () => {
    const a = path.join(src, "playground/edit/edit-panel.tsx");
    const b = path.join(src, "playground/preview/use-runner.ts");
    const saved = graph.get(b)!;
    graph.set(b, [...saved, a]);
    try {
      expect(circles().some((circle) => circle.includes(name(a)) && circle.includes(name(b)))).toBe(
        true,
      );
    } finally {
      graph.set(b, saved);
    }
  });
});

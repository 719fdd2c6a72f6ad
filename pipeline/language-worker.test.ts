// @vitest-environment node
import path from "node:path";
import vm from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { build, type Rolldown } from "vite";
import { lint } from "../src/playground/language/lint-service.ts";
import { languageWorkerStubs } from "./language-worker.ts";

const root = path.resolve(import.meta.dirname, "..");

/**
 * One sample per rule family the lessons cite: the classic rules and the compiler-based ones
 * (which report nothing at all when the compiler fails in the bundle, with no error to see).
 */
const samples: Record<string, string> = {
  "react-hooks/set-state-in-effect": `import { useEffect, useState } from "react";

export default function Counter({ on }: { on: boolean }) {
  if (on) {
    const [extra] = useState(0);
    console.log(extra);
  }
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(count + 1);
  }, []);
  return <p>{count}</p>;
}
`,
  "react-hooks/purity": `export default function Clock() {
  const now = Date.now();
  return <p>{now}</p>;
}
`,
  "react-hooks/refs": `import { useRef } from "react";

export default function Box() {
  const ref = useRef<number>(0);
  return <p>{ref.current}</p>;
}
`,
  "react-hooks/immutability": `export default function Title({ user }: { user: { name: string } }) {
  user.name = user.name.trim();
  return <h1>{user.name}</h1>;
}
`,
};

/**
 * The lint service as the browser gets it: bundled by Vite with the worker's plugins (Node's
 * modules shimmed, the production build of React's plugin) and run in a fresh context that has
 * a worker's globals and none of Node's (no `process`, no `require`).
 */
async function builtLint(): Promise<typeof lint> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: "silent",
    mode: "production",
    plugins: [languageWorkerStubs()],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: false,
      target: "es2022",
      reportCompressedSize: false,
      lib: {
        entry: path.join(root, "src/playground/language/lint-service.ts"),
        // As the worker is built (module workers): the format decides how `require` is
        // stood in for, which is what broke the compiler-based rules.
        formats: ["es"],
      },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0].output.find((file) => file.type === "chunk")!;
  const scope = vm.createContext({
    console,
    performance,
    setTimeout,
    clearTimeout,
    queueMicrotask,
    structuredClone,
    TextEncoder,
    TextDecoder,
    URL,
    atob,
    btoa,
  });
  // A script cannot `export`: the module's one export becomes a global instead.
  const exported = /\nexport \{ (\w+)(?: as lint)? \};\s*$/;
  expect(chunk.code).toMatch(exported);
  vm.runInContext(
    `self = globalThis;\n${chunk.code.replace(exported, "\nself.lint = $1;")}`,
    scope,
  );
  return (scope as unknown as { lint: typeof lint }).lint;
}

describe("the lint worker's bundle", () => {
  let bundled: typeof lint;
  beforeAll(async () => {
    bundled = await builtLint();
  }, 240_000);

  it.each(Object.entries(samples))("reports %s as Node does", (rule, source) => {
    const file = "src/demos/sample-demo.tsx";
    const inNode = lint(file, source);
    expect(inNode.map((diagnostic) => diagnostic.code)).toContain(rule);
    expect(bundled(file, source)).toEqual(inNode);
  });
});

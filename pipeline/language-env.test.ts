// @vitest-environment node
/// <reference types="vite/client" />
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import type { LanguageEnvironment } from "../src/playground/language/environment.ts";
import { createTypeService, type TypeService } from "../src/playground/language/type-service.ts";
import * as icons from "../src/playground/runner/icons.ts";
import { allModules, importableModules } from "../src/playground/runner/modules.ts";
import { challenges as hookChallenges } from "../src/challenges/hooks.ts";
import { challenges as testingChallenges } from "../src/challenges/testing.ts";
import {
  createTypeService as createService,
  WARM_CHECKS,
} from "../src/playground/language/type-service.ts";
import {
  buildLanguageEnvironment,
  packageTypes,
  pruneBarrel,
  stripComments,
  testModuleTypes,
} from "./language-env.ts";

const root = path.resolve(import.meta.dirname, "..");
let env: LanguageEnvironment;
let service: TypeService;
// Every module the runner offers, those it starts on demand (React Router, the UI components) too.
let moduleMap: Awaited<ReturnType<typeof allModules>>;

beforeAll(async () => {
  moduleMap = await allModules();
  env = await buildLanguageEnvironment(root, moduleMap);
  service = createTypeService(env);
}, 180_000);

const errors = (source: string, file = "src/demos/sample-demo.tsx") =>
  service.diagnostics(file, source).filter((diagnostic) => diagnostic.severity === "error");

describe("the language service's environment", () => {
  it("offers exactly the modules the runner offers, each with its declarations", () => {
    expect(Object.keys(env.modules).sort()).toEqual([...moduleMap.keys()].sort());
    for (const started of ["react-router", "react-router/dom", "@/components/ui/button"])
      expect(env.modules, started).toHaveProperty([started]);
    for (const [specifier, file] of Object.entries(env.modules))
      expect(env.files[file], specifier).toBeDefined();
    for (const specifier of moduleMap.keys())
      if (!specifier.startsWith("@/")) expect(packageTypes, specifier).toHaveProperty([specifier]);
  });

  it("ships the libs of ES2023 and the DOM, and no other lib or @types/node", () => {
    const libs = Object.keys(env.files).filter((file) => file.startsWith("/lib/"));
    expect(libs).toContain("/lib/lib.dom.d.ts");
    expect(libs).toContain("/lib/lib.es2023.array.d.ts");
    expect(libs).toContain("/lib/lib.decorators.d.ts"); // es5 references it
    expect(libs.filter((file) => /es202[4-9]|esnext|webworker|scripthost/.test(file))).toEqual([]);
    expect(Object.keys(env.files).filter((file) => file.includes("@types/node"))).toEqual([]);
    // Parsed without comments: the biggest file, read by nobody in a tooltip.
    expect(env.files["/lib/lib.dom.d.ts"]).not.toContain("/**");
    expect(env.files["/node_modules/@types/react/index.d.ts"]).toContain("/**");
  });

  it("declares only the icons the runner offers, not lucide's thousands", () => {
    const lucide = env.files[env.modules["lucide-react"]];
    const declared = [...lucide.matchAll(/^declare const (\w+): LucideIcon;$/gm)].map((m) => m[1]);
    expect(declared.sort()).toEqual(Object.keys(icons).sort());
    expect(lucide.length).toBeLessThan(20_000);
  });

  it("keeps only the radix-ui namespaces the site's components use", () => {
    const barrel = Object.entries(env.files).find(([file]) => file.includes("/radix-ui/dist/"));
    expect(barrel?.[1]).toMatch(/as Accordion/);
    expect(barrel?.[1]).not.toMatch(/as Tooltip/);
    expect(Object.keys(env.files).some((file) => file.includes("react-tooltip"))).toBe(false);
  });
});

describe("test files (a file that imports from vitest)", () => {
  const testFile = `import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Counter } from "./Counter";

describe("Counter", () => {
  it.each([1, 2])("counts %i", async (times) => {
    const onChange = vi.fn<(count: number) => void>();
    render(<Counter onChange={onChange} />);
    const button = screen.getByRole("button", { name: "Add" });
    for (let i = 0; i < times; i++) await userEvent.click(button);
    expect(screen.getByRole("status")).toHaveTextContent(\`Count: \${times}\`);
    expect(button).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(times);
    onChange.mock.lastCall?.[0].toFixed(0);
    vi.useFakeTimers().advanceTimersByTime(10);
  });
});
`;
  const counter = `import { useState } from "react";
export function Counter({ onChange }: { onChange: (count: number) => void }) {
  const [count, setCount] = useState(0);
  return <><p role="status">Count: {count}</p><button onClick={() => { setCount(count + 1); onChange(count + 1); }}>Add</button></>;
}
`;

  it("offers what the runner adds for a test file, and only that", () => {
    const runner = readFileSync(path.join(root, "src/playground/runner/test-runner.ts"), "utf8");
    const offered = [...runner.matchAll(/modules\.set\("([^"]+)"/g)].map((match) => match[1]);
    expect(Object.keys(testModuleTypes).sort()).toEqual(
      offered.filter((name) => !moduleMap.has(name)).sort(),
    );
    expect(Object.keys(env.testModules).sort()).toEqual(Object.keys(testModuleTypes).sort());
    // Vitest's own declarations would bring Vite's and Node's along.
    expect(Object.keys(env.files).filter((file) => /\/(vite|@types\/node)\//.test(file))).toEqual(
      [],
    );
  });

  it("types vitest's expect with jest-dom's matchers, vi and Testing Library, and the challenge's given modules", () => {
    service.companions("missing-assertion.tsx", { "./Counter": counter });
    expect(errors(testFile, "missing-assertion.tsx")).toEqual([]);
    const [typo] = errors(
      testFile.replace("toBeInTheDocument()", "toBeInTheDocumen()"),
      "missing-assertion.tsx",
    );
    expect(typo.message).toMatch(/toBeInTheDocumen/);
    // vi.fn keeps the function's type: its calls' arguments are numbers.
    const [notAString] = errors(
      testFile.replace("toFixed(0)", "toUpperCase()"),
      "missing-assertion.tsx",
    );
    expect(notAString.message).toBe("Property 'toUpperCase' does not exist on type 'number'.");
  });

  it("says Testing Library is for test files when a component imports it", () => {
    const [error] = errors(
      'import { screen } from "@testing-library/react";\nexport default () => <p>{String(screen)}</p>;\n',
    );
    expect(error.message).toBe(
      'Cannot import "@testing-library/react" here: the playground offers it to test files only (a file that imports from "vitest").',
    );
  });
});

describe("stripComments", () => {
  const source = [
    "/*! licence */",
    '/// <reference lib="es2022" />',
    "/** Docs. */",
    "declare const a: `${string}//px`; // trailing",
    "/* a",
    "   block */ declare const b: { c: `x${number}y/*z*/` };",
    "",
  ].join("\n");

  it("removes comments, and only comments, keeping the lines where they were", () => {
    expect(stripComments(source)).toBe(
      [
        "/*! licence */",
        '/// <reference lib="es2022" />',
        "",
        "declare const a: `${string}//px`; ",
        "",
        " declare const b: { c: `x${number}y/*z*/` };",
        "",
      ].join("\n"),
    );
  });

  it("leaves the DOM lib with the same declarations", () => {
    const dom = readFileSync(path.join(root, "node_modules/typescript/lib/lib.dom.d.ts"), "utf8");
    const print = (text: string) =>
      ts
        .createPrinter({ removeComments: true })
        .printFile(ts.createSourceFile("dom.d.ts", text, ts.ScriptTarget.Latest));
    expect(print(stripComments(dom))).toBe(print(dom));
  });
});

describe("pruneBarrel", () => {
  const barrel = `import * as a from 'pkg-a';\nexport { a as A };\nimport * as b from 'pkg-b';\nexport { b as B };\n`;

  it("keeps the namespaces that are used", () => {
    expect(pruneBarrel(barrel, new Set(["B"]))).toBe(
      `import * as b from 'pkg-b';\nexport { b as B };\n`,
    );
  });

  it("leaves any other file alone", () => {
    expect(pruneBarrel("export declare const x: number;", new Set(["x"]))).toBeNull();
  });
});

describe("type checking a reader's file", () => {
  it("finds a type error with TypeScript's message, and none once it is fixed", () => {
    const [error] = errors('const n: number = "x";\nexport default n;\n');
    expect(error).toMatchObject({
      code: "TS2322",
      message: "Type 'string' is not assignable to type 'number'.",
      from: 6,
      to: 7,
    });
    expect(errors("const n: number = 1;\nexport default n;\n")).toEqual([]);
  });

  it("reports syntax errors too", () => {
    expect(
      errors("export default function App() {\n  return <p>hi</p\n}\n").length,
    ).toBeGreaterThan(0);
  });

  it("says what can be imported when an import is not in the runner's map", () => {
    const [error] = errors('import { debounce } from "lodash";\nexport default debounce;\n');
    expect(error.message).toBe(
      'Cannot import "lodash": the playground has no such module. ' +
        `You can import: ${[...importableModules(), "vitest"].join(", ")}.`,
    );
  });

  it("resolves helper modules beside the demos, as the runner does", () => {
    const source =
      'import { counterReducer, initialCounterState } from "./reducer-counter";\n' +
      'export const next = counterReducer(initialCounterState, { type: "increment" });\n';
    expect(errors(source, "src/demos/reducer-counter-demo.tsx")).toEqual([]);
    expect(errors(source, "stale-interval.tsx")[0].message).toMatch(
      /^Cannot import "\.\/reducer-counter"/,
    );
  });

  it("types the site's components from their sources", () => {
    const ok =
      'import { Button } from "@/components/ui/button";\nexport default () => <Button variant="outline">Go</Button>;\n';
    expect(errors(ok)).toEqual([]);
    const [error] = errors(ok.replace('"outline"', '"fancy"'));
    expect(error.message).toMatch(/"fancy"/);
  });

  it("hovers useState with React's own type and documentation", () => {
    const source =
      'import { useState } from "react";\nexport function A() { const [n] = useState(0); return n; }\n';
    // At the import the generic signature shows; at the call, the one inferred there.
    const at = (index: number) => service.hover("src/demos/a-demo.tsx", source, index + 2);
    expect(at(source.indexOf("useState"))?.signature).toMatch(
      /useState<S>\(initialState: S \| \(\(\) => S\)\): \[S, (React\.)?Dispatch<(React\.)?SetStateAction<S>>\]/,
    );
    const info = at(source.lastIndexOf("useState"));
    expect(info?.signature).toMatch(
      /useState<number>\(initialState: number \| \(\(\) => number\)\)/,
    );
    expect(info?.documentation).toMatch(/state/i);
  });

  it("completes useState after useSta, and offers the runner's modules in an import", () => {
    const source = 'import { useState } from "react";\nexport function A() { useSta }\n';
    const list = service.completions(
      "src/demos/a-demo.tsx",
      source,
      source.indexOf("useSta }") + 6,
      false,
    );
    expect(list?.entries.map((entry) => entry.label)).toContain("useState");
    const imports = 'import {} from "re";\n';
    const specifiers = service.completions(
      "src/demos/a-demo.tsx",
      imports,
      imports.indexOf("re") + 2,
      false,
    );
    // And "vitest", which makes the file a test file.
    expect(specifiers?.entries.map((entry) => entry.label)).toEqual([
      ...importableModules(),
      "vitest",
    ]);
  });

  it("adds the import when an auto-imported name is completed", () => {
    const source = "export function A() { const [n] = useSta }\n";
    const pos = source.indexOf("useSta") + 6;
    const entry = service
      .completions("src/demos/a-demo.tsx", source, pos, false)
      ?.entries.find((candidate) => candidate.label === "useState");
    expect(entry?.source).toBe("react");
    const detail = service.completionDetail("src/demos/a-demo.tsx", source, pos, entry!);
    expect(detail?.changes.map((change) => change.insert).join("")).toContain(
      'import { useState } from "react";',
    );
  });

  it("finds no type error in any demo as shipped", () => {
    const demos = readdirSync(path.join(root, "src/demos")).filter((name) =>
      name.endsWith("-demo.tsx"),
    );
    for (const name of demos) {
      const file = `src/demos/${name}`;
      const source = readFileSync(path.join(root, file), "utf8");
      expect(
        errors(source, file).map((error) => `${error.code} ${error.message}`),
        file,
      ).toEqual([]);
    }
  }, 300_000);

  it("uses the compiler the project pins: TypeScript 6 (the last one written in JavaScript)", () => {
    expect(ts.versionMajorMinor).toBe("6.0");
  });
});

describe("a kept checker (the edits of one file)", () => {
  type Diagnostics = ReturnType<TypeService["diagnostics"]>;
  type Binder = (file: ts.SourceFile, options: ts.CompilerOptions) => void;
  /**
   * A diagnostic as text. The members of a union are printed in the order TypeScript created
   * their types, which a checker that has seen earlier versions may have done otherwise
   * ('"outline" | "default"' for '"default" | "outline"'): the same type, so sorted here.
   */
  const unionsSorted = (message: string) =>
    message.replace(
      /'([^']*\|[^']*)'/g,
      (_, type: string) => `'${type.split(" | ").sort().join(" | ")}'`,
    );
  const described = (diagnostics: Diagnostics) =>
    diagnostics
      .map((d) => `${d.from}-${d.to} ${d.code} ${d.severity} ${unionsSorted(d.message)}`)
      .sort();

  /** Edits a learner makes on the way: a typo, a half-typed name, a wrong type, a fix. */
  function edits(source: string) {
    const middle = source.indexOf("return");
    return [
      `${source}\nexport const extra: number = 1n;\n`,
      `${source}\nexport const extra: number = 1;\n`,
      source.slice(0, middle) + "const half = useSta;\n  " + source.slice(middle),
      source.slice(0, middle) + "const spelt = Mth.max(1, 2);\n  " + source.slice(middle),
      source.slice(0, middle + 3) + source.slice(middle + 4),
      source.replace(/\(\)/, "(1)"),
      source,
    ];
  }

  it("finds what a new program finds, edit after edit of demos and challenges", () => {
    const kept = createService(env);
    const fresh = createService(env, { warmChecks: 0 });
    const cases: { file: string; source: string; files?: Record<string, string> }[] = [
      ...["mini-router-demo.tsx", "contact-form-demo.tsx", "todo-list-demo.tsx"].map((name) => ({
        file: `src/demos/${name}`,
        source: readFileSync(path.join(root, "src/demos", name), "utf8"),
      })),
      {
        file: "stale-interval.tsx",
        ...hookChallenges["stale-interval"],
        source: hookChallenges["stale-interval"].solution,
      },
      {
        file: "missing-assertion.tsx",
        ...testingChallenges["missing-assertion"],
        source: testingChallenges["missing-assertion"].solution,
      },
    ];
    for (const { file, source, files } of cases) {
      if (files) {
        kept.companions(file, files);
        fresh.companions(file, files);
      }
      for (const edited of [source, ...edits(source)])
        expect(described(kept.diagnostics(file, edited)), file).toEqual(
          described(fresh.diagnostics(file, edited)),
        );
    }
    expect(fresh.counts().warm).toBe(0);
    // Every edit but the ones that bring in a name not found yet used the kept checker.
    expect(kept.counts().warm).toBeGreaterThanOrEqual(cases.length * 4);
  }, 300_000);

  const demo = readFileSync(path.join(root, "src/demos/counter-demo.tsx"), "utf8");
  const file = "src/demos/counter-demo.tsx";

  it("uses a new program when the imports change, and finds the new import's errors", () => {
    const kept = createService(env);
    kept.diagnostics(file, demo);
    const imported = `import { Badge } from "@/components/ui/badge";\n${demo}\nexport const b = <Badge variant="loud">x</Badge>;\n`;
    const before = kept.counts();
    const [error] = kept.diagnostics(file, imported);
    expect(error.message).toMatch(/"loud"/);
    expect(kept.counts()).toEqual({ warm: before.warm, programs: before.programs + 1 });
    // The next edit keeps the imports: the new program's checker checks it.
    kept.diagnostics(file, `${imported}\n`);
    expect(kept.counts()).toEqual({ warm: before.warm + 1, programs: before.programs + 1 });
  });

  it("uses a new program when a module it imports changed", () => {
    const kept = createService(env);
    const reader =
      'import { Greeting } from "./Greeting";\nexport default () => <Greeting name="Ada" />;\n';
    kept.companions("greet.tsx", {
      "./Greeting":
        "export function Greeting(props: { name: string }) { return <p>{props.name}</p>; }\n",
    });
    expect(kept.diagnostics("greet.tsx", reader)).toEqual([]);
    kept.companions("greet.tsx", {
      "./Greeting":
        "export function Greeting(props: { name: number }) { return <p>{props.name}</p>; }\n",
    });
    const [error] = kept.diagnostics("greet.tsx", `${reader}\n`);
    expect(error.message).toBe("Type 'string' is not assignable to type 'number'.");
    expect(kept.counts().warm).toBe(0);
  });

  it("checks with a new program if the kept checker fails", () => {
    let fail = false;
    const kept = createService(env, {
      bind: (file, options) => {
        if (fail) throw new Error("TypeScript changed inside");
        (ts as unknown as { bindSourceFile: Binder }).bindSourceFile(file, options);
      },
    });
    kept.diagnostics(file, demo);
    fail = true;
    const [error] = kept.diagnostics(file, `${demo}\nexport const n: number = "1";\n`);
    expect(error.message).toBe("Type 'string' is not assignable to type 'number'.");
    expect(kept.counts()).toEqual({ warm: 0, programs: 2 });
    fail = false;
    kept.diagnostics(file, `${demo}\n`);
    expect(kept.counts()).toEqual({ warm: 1, programs: 2 });
  });

  it(`starts a new program after ${WARM_CHECKS} edits checked by the kept one`, () => {
    const kept = createService(env);
    kept.diagnostics(file, demo);
    for (let edit = 1; edit <= 2 * WARM_CHECKS + 2; edit += 1) {
      const [error] = kept.diagnostics(
        file,
        `${demo}\nexport const n${edit}: number = "${edit}";\n`,
      );
      expect(error.message, `edit ${edit}`).toBe(
        "Type 'string' is not assignable to type 'number'.",
      );
    }
    expect(kept.counts()).toEqual({ warm: 2 * WARM_CHECKS, programs: 3 });
  }, 60_000);

  it("keeps suggesting spellings: a checker suggests them for its first ten names not found", () => {
    const kept = createService(env);
    kept.diagnostics(file, demo);
    for (let edit = 1; edit <= 25; edit += 1) {
      const typo = `${demo}\nexport const typo${edit} = Mth.max(${edit}, 0);\n`;
      const [error] = kept.diagnostics(file, typo);
      expect(error.message, `edit ${edit}`).toBe("Cannot find name 'Mth'. Did you mean 'Math'?");
    }
    // Base, then ten versions each (one name not found per version) before a new program.
    expect(kept.counts()).toEqual({ warm: 23, programs: 3 });
    // Names with nothing to suggest (JSX tags, looked up more than once each), then a typo.
    for (let edit = 1; edit <= 8; edit += 1)
      kept.diagnostics(file, `${demo}\nexport const tag = <Zq${edit} /> ?? <Zq${edit} />;\n`);
    const [typo] = kept.diagnostics(file, `${demo}\nexport const typo = Mth.max(1, 0);\n`);
    expect(typo.message).toBe("Cannot find name 'Mth'. Did you mean 'Math'?");
  }, 60_000);
});

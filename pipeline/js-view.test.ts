// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deriveJsView, eraseTypes, jsTitle } from "./js-view.ts";

const js = async (code: string, lang: "tsx" | "ts" = "tsx", title?: string) =>
  (await deriveJsView(code, { lang, title })).code;

describe("deriveJsView", () => {
  it("erases annotations, props types and generics, and keeps comments and JSX as written", async () => {
    const source = `import { useState, type ReactNode } from "react";

// Props are described once, here.
interface CardProps {
  title: string;
  /** Optional: shown under the title. */
  children?: ReactNode;
}

export function Card({ title, children }: CardProps) {
  // The open state belongs to the card.
  const [open, setOpen] = useState<boolean>(false);
  return (
    <section aria-label={title}>
      {/* The button toggles the body. */}
      <button onClick={() => setOpen((value) => !value)}>{title}</button>
      {open && <div className="body">{children}</div>}
    </section>
  );
}`;
    expect(await js(source)).toBe(`import { useState } from "react";

export function Card({ title, children }) {
  // The open state belongs to the card.
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={title}>
      {/* The button toggles the body. */}
      <button onClick={() => setOpen((value) => !value)}>{title}</button>
      {open && <div className="body">{children}</div>}
    </section>
  );
}`);
  });

  it("handles satisfies, as const, non-null assertions, casts and generic functions", async () => {
    const source = `const routes = { home: "/", about: "/about" } as const satisfies Record<string, string>;
const root = document.getElementById("root")!;
const input = root.querySelector("input") as HTMLInputElement;
function first<T>(items: readonly T[]): T | undefined {
  return items[0];
}
const pick = <T,>(value: T) => value;`;
    expect(await js(source, "ts")).toBe(`const routes = { home: "/", about: "/about" };
const root = document.getElementById("root");
const input = root.querySelector("input");
function first(items) {
  return items[0];
}
const pick = (value) => value;`);
  });

  it("drops type-only imports and exports, and the doc comments of erased types", async () => {
    const source = `import type { User } from "./types";
import { type Post } from "./posts";
import { fetchUser, type Options } from "./api";

/** The states a request can be in. */
type Status = "idle" | "loading";

export type { Status };
export { type Post };

export async function load(id: string, options?: Options): Promise<User> {
  return fetchUser(id, options);
}`;
    expect(await js(source, "ts")).toBe(`import { fetchUser } from "./api";

export async function load(id, options) {
  return fetchUser(id, options);
}`);
  });

  it("keeps a comment separated from an erased type by a blank line", async () => {
    const source = `// Shared helpers.

type Id = string;
export const id = (value: string): Id => value;`;
    expect(await js(source, "ts")).toBe(`// Shared helpers.

export const id = (value) => value;`);
  });

  it("adds no blank lines where a type was, and keeps the author's", async () => {
    const source = `import { useRef } from "react";
type Timer = ReturnType<typeof setTimeout>;
export function useTimer() {
  const timer = useRef<Timer | null>(null);

  return timer;
}`;
    expect(await js(source, "ts")).toBe(`import { useRef } from "react";
export function useTimer() {
  const timer = useRef(null);

  return timer;
}`);
  });

  it("rewrites relative .ts/.tsx specifiers and leaves packages alone", async () => {
    const source = `import App from "./App.tsx";
import { api } from "../api/client.ts";
import "./index.css";
import type { Config } from "vite.ts";
export { helper } from "./helper.mts";
const Page = lazy(() => import("./pages/Page.tsx"));`;
    expect(await js(source, "tsx")).toBe(`import App from "./App.jsx";
import { api } from "../api/client.js";
import "./index.css";
export { helper } from "./helper.mjs";
const Page = lazy(() => import("./pages/Page.jsx"));`);
  });

  it("drops triple-slash directives and comments that steer the type checker", async () => {
    expect(
      await js(
        `/// <reference types="vite/client" />\nexport const mode = import.meta.env.MODE;`,
        "ts",
      ),
    ).toBe("export const mode = import.meta.env.MODE;");
    expect(
      await js(
        `// The compiler rejects this:\n// @ts-expect-error: a string is not a number\nconst age: number = "42";`,
        "ts",
      ),
    ).toBe(`// The compiler rejects this:\nconst age = "42";`);
  });

  it("erases class member types, modifiers and overloads", async () => {
    const source = `export class Store<T> implements Iterable<T> {
  private items: T[] = [];
  declare readonly size: number;
  add(item: T): void;
  add(item: T, at?: number): void {
    this.items.splice(at ?? this.items.length, 0, item);
  }
  *[Symbol.iterator](): Iterator<T> {
    yield* this.items;
  }
}`;
    expect(await js(source, "ts")).toBe(`export class Store {
  items = [];
  add(item, at) {
    this.items.splice(at ?? this.items.length, 0, item);
  }
  *[Symbol.iterator]() {
    yield* this.items;
  }
}`);
  });

  it("formats what erasure leaves, as Prettier would write it", async () => {
    const source = `export function Field({
  label,
  value,
}: {
  label: string;
  value: string;
}) {
  return <input aria-label={label} value={value} readOnly />;
}`;
    expect(await js(source)).toBe(`export function Field({ label, value }) {
  return <input aria-label={label} value={value} readOnly />;
}`);
  });

  it("leaves a sample without TypeScript syntax exactly as written", async () => {
    const fragment = "<Greeting name='Ada' />";
    expect((await deriveJsView(fragment, { lang: "tsx", fragment: true })).code).toBe(fragment);
  });

  it("refuses syntax that is not erasable, naming the line", async () => {
    await expect(js(`const a = 1;\nenum Color { Red }`, "ts")).rejects.toThrow(
      /line 2: an enum is not erasable/,
    );
    await expect(js(`class A { constructor(private x: number) {} }`, "ts")).rejects.toThrow(
      /parameter property/,
    );
    await expect(js(`namespace Util { export const a = 1; }`, "ts")).rejects.toThrow(/namespace/);
  });

  it("refuses a sample that is only types: it should be marked ts-only", async () => {
    await expect(js(`export interface User { id: string }`, "ts")).rejects.toThrow(/ts-only/);
  });

  it("names the language and the file of the view", async () => {
    expect(await deriveJsView("const a: number = 1;", { lang: "ts", title: "src/a.ts" })).toEqual({
      code: "const a = 1;",
      language: "js",
      title: "src/a.js",
    });
    const view = await deriveJsView("export const A = () => <p />;", { lang: "tsx" });
    expect(view.language).toBe("jsx");
    expect(view.title).toBeUndefined();
  });
});

describe("eraseTypes", () => {
  it("keeps the source's lines, minus those that held only types", () => {
    expect(eraseTypes(`type A = string;\nconst a: A = "x";\n\nexport { a };`, "ts")).toBe(
      `const a    = "x";\n\nexport { a };`,
    );
  });

  it("handles characters outside the basic plane without shifting the edits", () => {
    expect(eraseTypes(`const icon: string = "🚀"; import("./a.tsx");`, "ts")).toBe(
      `const icon         = "🚀"; import("./a.jsx");`,
    );
  });
});

describe("jsTitle", () => {
  it("turns TypeScript file names into JavaScript ones", () => {
    expect(jsTitle("src/App.tsx")).toBe("src/App.jsx");
    expect(jsTitle("vite.config.ts")).toBe("vite.config.js");
    expect(jsTitle("e2e/users.spec.ts")).toBe("e2e/users.spec.js");
    expect(jsTitle("Terminal")).toBe("Terminal");
  });

  it("refuses a declaration file", () => {
    expect(() => jsTitle("src/vite-env.d.ts")).toThrow(/ts-only/);
  });
});

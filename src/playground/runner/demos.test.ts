import { readdirSync, readFileSync } from "node:fs";
import { actEnvironmentForTests } from "@/test/act-environment";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadModule } from "./evaluate";
import { prepareImports } from "./modules";
import { mountComponent } from "./mount";

/** Every demo's own source must run in the playground as it is, so every demo is editable. */
const dir = path.join(process.cwd(), "src/demos");
const demos = readdirSync(dir).filter((name) => name.endsWith("-demo.tsx"));
const content = path.join(process.cwd(), "src/content");
const shown = readdirSync(content).flatMap((name) =>
  [...readFileSync(path.join(content, name), "utf8").matchAll(/file="src\/demos\/([^"]+)"/g)].map(
    (match) => match[1],
  ),
);
const noGuard = Object.assign(() => {}, { reset: () => {} });

actEnvironmentForTests(false);
afterEach(() => {
  document.body.innerHTML = "";
});

describe("every demo in the playground", () => {
  it("covers every demo a lesson shows in an ExampleBox", () => {
    expect(shown.length).toBeGreaterThanOrEqual(20);
    for (const name of shown.filter((file) => file.endsWith("-demo.tsx")))
      expect(demos).toContain(name);
  });

  it.each(demos)("%s compiles, resolves its imports and renders", async (name) => {
    const file = `src/demos/${name}`;
    const source = readFileSync(path.join(dir, name), "utf8");
    await prepareImports([source], file);
    const { component } = loadModule(source, file, noGuard);
    expect(component).not.toBeNull();
    const container = document.createElement("div");
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const root = mountComponent(container, component!, (error) => errors.push(error));
    expect(errors).toEqual([]);
    expect(container.textContent?.length).toBeGreaterThan(0);
    root.unmount();
  });
});

import { describe, expect, it } from "vitest";
import { readCode } from "@/playground/runner/code-facts";
import { declaredFunction, lineOf, mapCallbacks, mentions } from "./syntax";

const read = (source: string) => readCode(source, "App.tsx");

describe("declaredFunction", () => {
  it("finds a component however it is declared, exported or not", () => {
    const code = read(`import { memo } from "react";
function A() { return null; }
export const B = (props: { x: number }) => props.x;
export default function C() { return null; }
const D = memo(function Inner() { return null; });
const E = memo(() => null);
const notAFunction = 1;`);
    const line = (name: string) => {
      const found = declaredFunction(code, name);
      return found ? lineOf(found) : null;
    };
    expect([line("A"), line("B"), line("C"), line("D"), line("E")]).toEqual([2, 3, 4, 5, 6]);
    expect(line("notAFunction")).toBeNull();
    expect(line("Missing")).toBeNull();
  });
});

describe("mentions", () => {
  it("finds a variable read, not a property of that name", () => {
    const [callback] = mapCallbacks(
      read(`const rows = ["a"].map((item, index) => ({ index: item, other: index }));`),
    );
    expect(mentions(callback.body, "index")).toBe(true);
    const [plain] = mapCallbacks(
      read(`const rows = ["a"].map((item, index) => ({ index: item, length: item.index }));`),
    );
    expect(mentions(plain.body, "index")).toBe(false);
    const [shorthand] = mapCallbacks(read(`const rows = ["a"].map((item, index) => ({ index }));`));
    expect(mentions(shorthand.body, "index")).toBe(true);
  });
});

describe("mapCallbacks", () => {
  it("lists the functions given to .map, JSX included", () => {
    const code = read(`const items = [{ id: 1 }];
export function List() {
  return <ul>{items.map((item) => <li key={item.id}>{item.id}</li>)}</ul>;
}
const doubled = [1].map(function double(n) { return n * 2; });
const notMap = items.filter((item) => item.id);`);
    expect(mapCallbacks(code).map(lineOf)).toEqual([3, 5]);
  });
});

import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { describeValue, formatConsoleArgs, LINE_LIMIT, STRING_LIMIT } from "./console-format";

describe("formatConsoleArgs", () => {
  it("joins the arguments with spaces, strings as they are", () => {
    expect(formatConsoleArgs(["count is", 3, true, null, undefined])).toBe(
      "count is 3 true null undefined",
    );
  });

  it("shows objects and arrays readably, strings inside them quoted", () => {
    expect(formatConsoleArgs([{ id: 1, name: "Ada", tags: ["a", "b"] }])).toBe(
      '{ id: 1, name: "Ada", tags: ["a", "b"] }',
    );
    expect(formatConsoleArgs([[]])).toBe("[]");
    expect(formatConsoleArgs([{}])).toBe("{}");
    expect(formatConsoleArgs([{ "first name": "Ada" }])).toBe('{ "first name": "Ada" }');
  });

  it("names class instances and shows Map, Set, Date, RegExp, bigint, symbol and -0", () => {
    class Point {
      constructor(
        public x: number,
        public y: number,
      ) {}
    }
    expect(formatConsoleArgs([new Point(1, 2)])).toBe("Point { x: 1, y: 2 }");
    expect(formatConsoleArgs([new Map([["a", 1]])])).toBe('Map(1) { "a" => 1 }');
    expect(formatConsoleArgs([new Set([1, 2])])).toBe("Set(2) { 1, 2 }");
    expect(formatConsoleArgs([new Date(Date.UTC(2026, 0, 2))])).toBe("2026-01-02T00:00:00.000Z");
    expect(formatConsoleArgs([/ab+c/gi, 10n, Symbol("id"), -0])).toBe("/ab+c/gi 10n Symbol(id) -0");
  });

  it("shows an error by its name and message, at the top and nested", () => {
    expect(formatConsoleArgs([new TypeError("bad input")])).toBe("TypeError: bad input");
    expect(formatConsoleArgs([{ error: new Error("nope") }])).toBe("{ error: [Error: nope] }");
  });

  it("shows DOM nodes as their tag, not their whole tree", () => {
    const button = document.createElement("button");
    button.textContent = "Save";
    expect(formatConsoleArgs([button])).toBe("<button>");
    button.id = "save";
    button.className = "primary";
    expect(formatConsoleArgs(["clicked", button])).toBe(
      'clicked <button id="save" class="primary">',
    );
    expect(formatConsoleArgs([document.createTextNode("hi")])).toBe('#text "hi"');
  });

  it("shows functions and classes by name, never their source", () => {
    function handleClick() {}
    expect(formatConsoleArgs([handleClick])).toBe("[Function: handleClick]");
    expect(formatConsoleArgs([class Store {}])).toBe("[class Store]");
    expect(formatConsoleArgs([{ onClick: () => {} }])).toBe("{ onClick: [Function: onClick] }");
  });

  it("shows a React element as a tag", () => {
    function Counter() {
      return null;
    }
    expect(formatConsoleArgs([createElement(Counter)])).toBe("<Counter />");
    expect(formatConsoleArgs([createElement("li")])).toBe("<li />");
  });

  it("marks cycles instead of following them", () => {
    const node: Record<string, unknown> = { name: "root" };
    node.self = node;
    expect(formatConsoleArgs([node])).toBe('{ name: "root", self: [Circular] }');
    // The same object twice side by side is no cycle.
    const shared = { a: 1 };
    expect(formatConsoleArgs([[shared, shared]])).toBe("[{ a: 1 }, { a: 1 }]");
  });

  it("stops at a depth and a number of items", () => {
    expect(formatConsoleArgs([{ a: { b: { c: { d: 1 } } } }])).toBe("{ a: { b: { c: { … } } } }");
    expect(formatConsoleArgs([[[[[1]]]]])).toBe("[[[[Array(1)]]]]");
    const long = Array.from({ length: 60 }, (_, index) => index);
    expect(formatConsoleArgs([long])).toMatch(/, 49, … 10 more items\]$/);
  });

  it("shows getters without calling them", () => {
    let calls = 0;
    const object = {
      get value() {
        calls += 1;
        return 1;
      },
    };
    expect(formatConsoleArgs([object])).toBe("{ value: [Getter] }");
    expect(calls).toBe(0);
  });

  it("truncates long strings and long lines, saying how much is left out", () => {
    const text = "x".repeat(STRING_LIMIT + 5);
    expect(formatConsoleArgs([text])).toBe(`${"x".repeat(STRING_LIMIT)}… (5 more characters)`);
    const many = Array.from({ length: 10 }, () => "y".repeat(STRING_LIMIT));
    expect(formatConsoleArgs(many).length).toBeLessThan(LINE_LIMIT + 40);
  });

  it("applies %s, %d, %i, %f, %o and %c as the browser's console does", () => {
    expect(formatConsoleArgs(["%s has %d items", "cart", 3.7])).toBe("cart has 3 items");
    expect(formatConsoleArgs(["%i / %f", "42px", "1.5"])).toBe("NaN / 1.5");
    expect(formatConsoleArgs(["state: %o", { on: true }, "extra"])).toBe(
      "state: { on: true } extra",
    );
    expect(formatConsoleArgs(["%cStyled", "color: red"])).toBe("Styled");
    expect(formatConsoleArgs(["100%% sure %s"])).toBe("100% sure %s");
  });

  it("reads React's own warnings whole", () => {
    expect(
      formatConsoleArgs([
        'Each child in a list should have a unique "key" prop.%s%s See https://react.dev/link/warning-keys for more information.',
        "\n\nCheck the render method of `List`.",
        "",
      ]),
    ).toBe(
      'Each child in a list should have a unique "key" prop.\n\nCheck the render method of `List`. See https://react.dev/link/warning-keys for more information.',
    );
  });

  it("survives objects that throw when looked at", () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("no");
        },
      },
    );
    expect(describeValue(hostile)).toBe("[object that cannot be shown]");
  });
});

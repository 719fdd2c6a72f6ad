// @vitest-environment node
import { evaluate } from "@mdx-js/mdx";
import { createElement, type ComponentType } from "react";
import * as runtime from "react/jsx-runtime";
import * as devRuntime from "react/jsx-dev-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LessonPart, RevealedPartsContext } from "../src/components/lesson/lesson-context.ts";
import { rehypeHeadingIds } from "./rehype-heading-ids.ts";
import { rehypeLessonParts } from "./rehype-lesson-parts.ts";
import { recmaLazyParts } from "./recma-lazy-parts.ts";

const source = [
  "# Title",
  "Lead.",
  "## One",
  "Text one.",
  "## Two",
  "Text <Marker name='two' />.",
  "## Three",
  "Text <Marker name='three' />.",
].join("\n\n");

/** Every element type the lesson creates, in order. */
const created: unknown[] = [];
const record =
  (create: typeof runtime.jsx): typeof runtime.jsx =>
  (type, props, key) => {
    created.push(type);
    return create(type, props, key);
  };
const recording = { ...runtime, jsx: record(runtime.jsx), jsxs: record(runtime.jsxs) };

async function lesson(development = false) {
  const module = await evaluate(source, {
    ...(development ? { ...devRuntime, development } : recording),
    rehypePlugins: [rehypeHeadingIds, rehypeLessonParts],
    recmaPlugins: [recmaLazyParts],
  });
  return module.default as ComponentType<{ components: object }>;
}

describe("recmaLazyParts", () => {
  it("creates a part's elements only when the part is rendered", async () => {
    const Content = await lesson();
    const rendered = vi.fn((props: { name: string }) => props.name);
    const Marker = (props: { name: string }) => {
      rendered(props);
      return createElement("b", null, props.name);
    };
    const html = (revealed: number) =>
      renderToStaticMarkup(
        createElement(
          RevealedPartsContext,
          { value: revealed },
          createElement(Content, { components: { LessonPart, Marker } }),
        ),
      );

    created.length = 0;
    const first = html(0);
    expect(first).toContain("Text one.");
    expect(first).not.toContain("Two");
    // Not even created: the parts' elements are built when a part shows.
    expect(created).not.toContain(Marker);
    // The first part's h2 ("One") only.
    expect(created.filter((type) => type === "h2")).toHaveLength(1);
    expect(created.filter((type) => type === LessonPart)).toHaveLength(2);

    created.length = 0;
    expect(html(1)).toContain("<b>two</b>");
    expect(created.filter((type) => type === Marker)).toHaveLength(1);
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(html(1)).not.toContain("Three");
    expect(html(Infinity)).toMatch(
      /<b>two<\/b>[\s\S]*<h2 id="three">Three<\/h2>[\s\S]*<b>three<\/b>/,
    );
  });

  // React's development build checks how children were passed: a part whose children became a
  // function must not be created as static children (`jsxs`, or `jsxDEV`'s flag), and the
  // array inside it must keep that flag (or React asks every child for a key).
  for (const development of [false, true]) {
    it(`renders every part without a React warning (${development ? "jsxDEV" : "jsx/jsxs"})`, async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        const Content = await lesson(development);
        const Marker = (props: { name: string }) => createElement("b", null, props.name);
        const html = renderToStaticMarkup(
          createElement(
            RevealedPartsContext,
            { value: Infinity },
            createElement(Content, { components: { LessonPart, Marker } }),
          ),
        );
        expect(html).toContain("<b>three</b>");
        expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
      } finally {
        errors.mockRestore();
      }
    });
  }

  it("passes each part's content as a function of the JSX runtime's Fragment", async () => {
    const Content = await lesson();
    const seen: unknown[] = [];
    const Spy = ({ children }: { children?: unknown }) => {
      seen.push(children);
      return null;
    };
    renderToStaticMarkup(createElement(Content, { components: { LessonPart: Spy, Marker: Spy } }));
    expect(seen).toHaveLength(2);
    for (const children of seen) {
      expect(children).toBeTypeOf("function");
      expect((children as () => { type: unknown })().type).toBe(runtime.Fragment);
    }
  });
});

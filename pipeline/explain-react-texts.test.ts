// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "acorn";
import { describe, expect, it } from "vitest";
import { reactMessages } from "../src/playground/explain/react-messages.ts";
import { reactMessageSamples } from "../src/test/react-message-samples.ts";

/**
 * The explanations match React's messages by their words, so those words must be React's own:
 * every message start in react-messages.ts and every sample format string in
 * react-message-samples.ts is checked against the string literals of the development builds the
 * runner loads. An upgrade of React that rewords a message fails here, naming it.
 */
const modules = path.resolve(import.meta.dirname, "../node_modules");
const builds = [
  "react-dom/cjs/react-dom-client.development.js",
  "react/cjs/react.development.js",
  "react/cjs/react-jsx-dev-runtime.development.js",
];

interface Node {
  type: string;
  [key: string]: unknown;
}

function stringLiterals(source: string) {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object" || typeof (value as Node).type !== "string") return;
    const node = value as Node;
    if (node.type === "Literal" && typeof node.value === "string") found.add(node.value);
    if (node.type === "TemplateElement")
      found.add((node.value as { cooked: string | null }).cooked ?? "");
    for (const child of Object.values(node)) if (child && typeof child === "object") walk(child);
  };
  walk(parse(source, { ecmaVersion: "latest" }));
  return [...found];
}

const literals = builds.flatMap((file) =>
  stringLiterals(readFileSync(path.join(modules, file), "utf8")),
);
const inReact = (text: string) => literals.some((literal) => literal.includes(text));

/**
 * A console message's format string is one literal of React's; a thrown message is put together
 * from several, so each of its pieces between the `%s` React concatenates must be one.
 */
function writtenByReact(format: string) {
  return (
    inReact(format) ||
    format
      .split(/%[sdifoOc]/)
      .filter(Boolean)
      .every(inReact)
  );
}

describe("the message texts are React's own", () => {
  it("reads React's development builds", () => {
    expect(literals.length).toBeGreaterThan(1000);
    expect(writtenByReact("A message React never wrote, %s.")).toBe(false);
  });

  it.each(reactMessages.flatMap((explanation) => explanation.messages))("%s", (format) => {
    expect(writtenByReact(format)).toBe(true);
  });

  it.each(reactMessageSamples.map((sample) => [sample.format.slice(0, 80), sample.format]))(
    "sample: %s",
    (_start, format) => {
      expect(writtenByReact(format)).toBe(true);
    },
  );
});

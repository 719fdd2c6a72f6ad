// @vitest-environment node
import reactHooks from "eslint-plugin-react-hooks";
import { describe, expect, it } from "vitest";
import { reactMessageSamples } from "@/test/react-message-samples";
import { formatConsoleArgs } from "../runner/console-format";
import { explainMessage, lessonHref, lessonLabel, messagePattern } from "./explain";
import { explainRule } from "./lint-rules";
import { reactMessages } from "./react-messages";

/** What the console panel shows for `console.error(format, ...args)` (the runner formats it). */
const filled = ({ format, args = [] }: { format: string; args?: readonly unknown[] }) =>
  formatConsoleArgs([format, ...args]);

describe("React's messages, as React fills them in, get their explanation", () => {
  it.each(
    reactMessageSamples.map((sample) => [sample.explanation, filled(sample), sample] as const),
  )("%s: %s", (id, text) => {
    expect(explainMessage(text)?.id).toBe(id);
  });

  it("every message start the guide explains is met by a real message", () => {
    const texts = reactMessageSamples.map(filled);
    for (const explanation of reactMessages)
      for (const format of explanation.messages) {
        const pattern = messagePattern(format);
        const met = texts.filter((text) => pattern.test(text.replace(/\s+/g, " ")));
        expect(met, `no sample of "${format}"`).not.toEqual([]);
        // …and those samples get this explanation, not an earlier one's.
        for (const text of met) expect(explainMessage(text)?.id).toBe(explanation.id);
      }
  });

  it("matches what comes after a prefix, across line breaks, with a component stack after it", () => {
    const key = filled(reactMessageSamples[0]);
    expect(explainMessage(`Warning: ${key}`)?.id).toBe("missing-key");
    expect(
      explainMessage(
        `Uncaught Error: Too many re-renders. React limits the number of renders to prevent an infinite loop.`,
      )?.id,
    ).toBe("too-many-re-renders");
    expect(explainMessage(`${key}\n    at li\n    at Todos (App.tsx:3:10)`)?.id).toBe(
      "missing-key",
    );
    expect(
      explainMessage(
        "In HTML, <div>\n   cannot be a descendant of <p>.\nThis will cause a hydration error.",
      )?.id,
    ).toBe("invalid-nesting");
  });

  it("leaves unknown messages alone: they show as they are", () => {
    for (const text of [
      "",
      "count is 3",
      "Cannot read properties of undefined (reading 'map')",
      "TypeError: items.map is not a function",
      // React's words, but not at the start of the message: a reader's own log about them.
      'I fixed "Each child in a list should have a unique "key" prop."',
      "Objects are valid as a React child",
      "Warning:",
      "%s",
    ])
      expect(explainMessage(text), text).toBeNull();
  });

  it("treats a message's own special characters as text, not as a pattern", () => {
    expect(messagePattern("Expected `%s` (a) [b]. {c}?").test("Expected `x` (a) [b]. {c}?")).toBe(
      true,
    );
    expect(messagePattern("a.b").test("axb")).toBe(false);
  });
});

describe("the explanations", () => {
  it("have unique ids and say what, why and how, with a lesson link", () => {
    const ids = reactMessages.map((explanation) => explanation.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const explanation of reactMessages) {
      expect(explanation.topic.length, explanation.id).toBeGreaterThan(3);
      for (const part of [explanation.meaning, explanation.cause, explanation.fix]) {
        expect(part, explanation.id).toMatch(/^[A-Z`"'(].*[.)]$/s);
        // Backticks come in pairs, so code is never left open.
        expect(part.split("`").length % 2, `${explanation.id}: ${part}`).toBe(1);
      }
      expect(explanation.messages.length, explanation.id).toBeGreaterThan(0);
    }
  });

  it("link to a lesson section the way the guide's cross-links do", () => {
    const key = explainMessage(filled(reactMessageSamples[0]))!;
    expect(lessonHref(key.link, "/")).toBe("/?section=core-concepts#lists-and-keys");
    expect(lessonHref(key.link, "/guide/")).toBe("/guide/?section=core-concepts#lists-and-keys");
    expect(lessonLabel(key.link)).toBe("Core Concepts: Lists and keys");
  });
});

describe("the lint rules the editor shows", () => {
  // The rules the editor turns on (lint-service.ts): the plugin's recommended set.
  const recommended = Object.keys(reactHooks.configs.flat.recommended.rules);

  it("are each explained, except the two about the compiler's own settings", () => {
    expect(recommended.length).toBeGreaterThan(10);
    const unexplained = recommended.filter((rule) => explainRule(rule) === null);
    expect(unexplained.sort()).toEqual(["react-hooks/config", "react-hooks/gating"]);
    // …and the guide's own rule for list keys.
    expect(explainRule("react-guide/jsx-key")?.fix).toMatch(/key=\{todo\.id\}/);
  });

  it("say why and what to change; other names get nothing", () => {
    const rule = explainRule("react-hooks/set-state-in-render")!;
    expect(rule.why).toMatch(/another render/);
    expect(rule.fix).toMatch(/event handlers/);
    expect(explainRule("TS2322")).toBeNull();
    expect(explainRule("toString")).toBeNull();
  });
});

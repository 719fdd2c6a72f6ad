import { reactMessages } from "./react-messages";
import type { LessonLink, MessageExplanation } from "./types";

/**
 * Finds the explanation of a message from React: what the console panel shows (React's format
 * string with its `%s` filled in, as the runner's console-format.ts fills it) or what an error
 * banner shows (the thrown error's message). This module is its own chunk, loaded once a
 * playground panel is open (loader.ts): nothing of it ships before a first Edit. It imports no
 * module of the guide's: one shared with the chunks that load first (the section registry, say)
 * would make the bundler regroup those chunks.
 */

/** "Uncaught Error: …", "Warning: …" (React before 19, and other tools): the words after it count. */
const prefix = /^(?:Uncaught\s+)?(?:(?:[A-Z]\w*)?Error:\s+)?(?:Warning:\s+)?/;

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A message's start as a pattern: its words as they are, each `%s` (or `%d`, `%o`…) any text,
 * and whitespace as any whitespace. Anchored at the start only: React adds details, the
 * element tree or a component stack after it.
 */
export function messagePattern(format: string) {
  const parts = normalise(format)
    .split(/%[sdifoOc]/)
    .map(escape);
  return new RegExp(`^${parts.join("[\\s\\S]*?")}`);
}

const patterns = reactMessages.flatMap((explanation) =>
  explanation.messages.map((format) => ({ pattern: messagePattern(format), explanation })),
);

/** The explanation of a message, or null for a message the guide does not know (shown as it is). */
export function explainMessage(text: string): MessageExplanation | null {
  const message = normalise(text).replace(prefix, "");
  return patterns.find(({ pattern }) => pattern.test(message))?.explanation ?? null;
}

/** The link to a lesson section, written as the guide's cross-links are (use-lesson-links.ts). */
export function lessonHref(link: LessonLink, base = import.meta.env.BASE_URL) {
  return `${base}?section=${link.section}#${link.heading}`;
}

/** What the link says: the lesson's title and the heading, e.g. "Core Concepts: Lists and keys". */
export function lessonLabel(link: LessonLink) {
  return `${link.lesson}: ${link.title}`;
}

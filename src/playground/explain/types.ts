import type { SectionId } from "@/data/sections";

/**
 * A lesson section that teaches what a message is about: a lesson (`?section=`) and one of its
 * h2 or h3 headings (the ids rehype-heading-ids gives them), with that heading's text.
 * pipeline/explain-links.test.ts checks every target against the lessons.
 */
export interface LessonLink {
  section: SectionId;
  /** The lesson's title, as sections.ts has it (not imported: see explain.ts). */
  lesson: string;
  heading: string;
  /** The heading's text as the lesson shows it, e.g. "Lists and keys". */
  title: string;
}

/** A message explained in the guide's words. Text between backticks is shown as code. */
export interface Explanation {
  /** Stable name, for tests and `data-explanation`. */
  id: string;
  /** A few words after "Explain: " on the button, e.g. "a missing key". */
  topic: string;
  /** What the message means. */
  meaning: string;
  /** What usually causes it. */
  cause: string;
  /** How to fix it. */
  fix: string;
  link: LessonLink;
}

/** A message of React's and the start of its text, as React's development build writes it. */
export interface MessageExplanation extends Explanation {
  /**
   * The beginning of each message this explains, copied from React's development build
   * (react-dom-client.development.js, react.development.js, the JSX runtime): `%s` stands
   * for what React fills in. pipeline/explain-react-texts.test.ts checks they are still there.
   */
  messages: readonly string[];
}

/** A lint rule of the editor's, explained in two sentences (its lesson link is rule-links.ts'). */
export interface RuleExplanation {
  /** Why the rule reports this code. */
  why: string;
  /** What to change. */
  fix: string;
}

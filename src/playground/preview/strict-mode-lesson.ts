/**
 * Where the guide explains why effects run twice in development: the target of the note under
 * every preview (pipeline/strict-mode-link.test.ts fails if the heading is renamed).
 */
export const STRICT_MODE_LESSON = {
  sectionId: "hooks",
  headingId: "why-effects-run-twice-in-development",
} as const;

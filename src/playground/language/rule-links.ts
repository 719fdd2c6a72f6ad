/**
 * Where the guide teaches what each of React's lint rules enforces: a lesson (`?section=`) and
 * one of its h2 headings (the ids rehype-heading-ids gives them). pipeline/rule-links.test.ts
 * checks that every target still exists in the lessons.
 */
export interface RuleLink {
  section: string;
  heading: string;
  /** The link's text: what the reader will find there. */
  label: string;
}

const rulesOfHooks: RuleLink = {
  section: "hooks",
  heading: "best-practices-rules-of-hooks-and-when-not-to-memoise",
  label: "React Hooks: the rules of hooks",
};
const effects: RuleLink = {
  section: "hooks",
  heading: "useeffect-side-effects-cleanup-and-dependencies",
  label: "React Hooks: useEffect and its dependencies",
};
const purity: RuleLink = {
  section: "core-concepts",
  heading: "components",
  label: "Core Concepts: components render purely",
};
const memo: RuleLink = {
  section: "hooks",
  heading: "usememo-caching-expensive-calculations",
  label: "React Hooks: useMemo",
};

/** By rule name, as ESLint reports it ("react-hooks/rules-of-hooks"; the guide's own rule is
 * "react-guide/jsx-key", jsx-key-rule.ts). */
export const ruleLinks: Record<string, RuleLink> = {
  "react-hooks/rules-of-hooks": rulesOfHooks,
  "react-hooks/exhaustive-deps": effects,
  "react-hooks/set-state-in-effect": effects,
  "react-hooks/purity": purity,
  "react-hooks/globals": purity,
  "react-hooks/static-components": purity,
  "react-hooks/refs": {
    section: "hooks",
    heading: "useref-remembering-without-re-rendering",
    label: "React Hooks: useRef (never read or write a ref while rendering)",
  },
  "react-hooks/immutability": {
    section: "hooks",
    heading: "usestate-giving-a-component-memory",
    label: "React Hooks: useState (replace state, never mutate it)",
  },
  "react-hooks/set-state-in-render": {
    section: "faq",
    heading: "common-errors-and-how-to-fix-them",
    label: "FAQ: too many re-renders",
  },
  "react-hooks/use-memo": memo,
  "react-hooks/preserve-manual-memoization": memo,
  "react-hooks/error-boundaries": {
    section: "advanced",
    heading: "error-boundaries",
    label: "Advanced Concepts: error boundaries",
  },
  "react-guide/jsx-key": {
    section: "core-concepts",
    heading: "lists-and-keys",
    label: "Core Concepts: lists and keys",
  },
};

/** The link to a rule's lesson, e.g. "/?section=hooks#best-practices-…", or null. */
export function ruleHref(rule: string, base = "/") {
  const link = ruleLinks[rule];
  return link ? `${base}?section=${link.section}#${link.heading}` : null;
}

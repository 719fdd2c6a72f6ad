import type { MDXContent } from "mdx/types";

/** One `h2` of a lesson, as exported by the MDX pipeline (pipeline/rehype-heading-ids.ts). */
export interface LessonHeading {
  id: string;
  text: string;
}

export interface LessonModule {
  default: MDXContent;
  /** The lesson's `h2` headings in order; added to every lesson module at build time. */
  headings?: readonly LessonHeading[];
  /** How many parts follow the lesson's first screen; added at build time. */
  parts?: number;
  /** How many `<Challenge>`s the lesson has; added at build time. */
  challengeCount?: number;
}

export interface Section {
  id: string;
  title: string;
  subsections: readonly string[];
  load: () => Promise<LessonModule>;
}

/** The sixteen lessons in reading order: the sidebar, `?section=` and lazy loading read this. */
export const sections = [
  {
    id: "introduction",
    title: "Introduction to the Web",
    subsections: ["Web Evolution", "Frontend vs Backend", "SPAs"],
    load: () => import("@/content/introduction.mdx"),
  },
  {
    id: "what-is-react",
    title: "What is React?",
    subsections: ["Definition", "History", "Benefits"],
    load: () => import("@/content/what-is-react.mdx"),
  },
  {
    id: "getting-started",
    title: "Getting Started",
    subsections: ["Installation", "Project Setup", "File Structure"],
    load: () => import("@/content/getting-started.mdx"),
  },
  {
    id: "core-concepts",
    title: "Core Concepts",
    subsections: ["JSX", "Components", "Props & State", "Events"],
    load: () => import("@/content/core-concepts.mdx"),
  },
  {
    id: "hooks",
    title: "React Hooks",
    subsections: ["useState", "useEffect", "useContext", "Custom Hooks"],
    load: () => import("@/content/hooks.mdx"),
  },
  {
    id: "routing",
    title: "Routing",
    subsections: ["Setup", "Basic Routing", "Navigation"],
    load: () => import("@/content/routing.mdx"),
  },
  {
    id: "state-management",
    title: "State Management",
    subsections: ["Context API", "Redux", "Modern Alternatives"],
    load: () => import("@/content/state-management.mdx"),
  },
  {
    id: "styling",
    title: "Styling",
    subsections: ["CSS Modules", "Styled Components", "Tailwind"],
    load: () => import("@/content/styling.mdx"),
  },
  {
    id: "advanced",
    title: "Advanced Concepts",
    subsections: ["Code Splitting", "Error Boundaries", "Performance"],
    load: () => import("@/content/advanced.mdx"),
  },
  {
    id: "apis",
    title: "APIs & Data",
    subsections: ["Fetching Data", "Loading States", "Error Handling"],
    load: () => import("@/content/apis.mdx"),
  },
  {
    id: "testing",
    title: "Testing",
    subsections: ["Unit Tests", "Component Tests", "Mocking"],
    load: () => import("@/content/testing.mdx"),
  },
  {
    id: "ssr-csr",
    title: "SSR vs CSR",
    subsections: ["Differences", "Next.js", "Trade-offs"],
    load: () => import("@/content/ssr-csr.mdx"),
  },
  {
    id: "new-features",
    title: "New Features",
    subsections: ["Server Components", "Suspense", "Streaming"],
    load: () => import("@/content/new-features.mdx"),
  },
  {
    id: "deployment",
    title: "Deployment",
    subsections: ["Build Process", "Hosting Options", "CI/CD"],
    load: () => import("@/content/deployment.mdx"),
  },
  {
    id: "best-practices",
    title: "Best Practices",
    subsections: ["Code Organization", "Performance", "Accessibility"],
    load: () => import("@/content/best-practices.mdx"),
  },
  {
    id: "faq",
    title: "FAQ & Troubleshooting",
    subsections: ["Common Errors", "Debugging Tips", "Resources"],
    load: () => import("@/content/faq.mdx"),
  },
] as const satisfies readonly Section[];

export type SectionId = (typeof sections)[number]["id"];

export const defaultSectionId: SectionId = "introduction";

const byId = new Map<string, Section>(sections.map((section) => [section.id, section]));

export function isSectionId(value: unknown): value is SectionId {
  return typeof value === "string" && byId.has(value);
}

/** Any value that is not a known section id falls back to the introduction. */
export function resolveSectionId(value: unknown): SectionId {
  return isSectionId(value) ? value : defaultSectionId;
}

/** The section a URL's query string asks for: `?section=hooks`; anything else is the default. */
export function sectionFromSearch(search: string): SectionId {
  let value: string | null = null;
  try {
    value = new URLSearchParams(search).get("section");
  } catch {
    value = null;
  }
  return resolveSectionId(value);
}

export function getSection(id: SectionId): Section {
  return byId.get(id) ?? sections[0];
}

/** Previous and next lessons in reading order, if any. */
export function neighbours(id: SectionId): { previous?: Section; next?: Section } {
  const index = sections.findIndex((section) => section.id === id);
  return { previous: sections[index - 1], next: sections[index + 1] };
}

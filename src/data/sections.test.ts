import { describe, expect, it } from "vitest";
import { SECTION_COUNT } from "./constants";
import { neighbours, resolveSectionId, sectionFromSearch, sections } from "./sections";

/** SPEC §2, "Guide screen": ids, titles and subsections, in order. */
const spec: [string, string, string[]][] = [
  ["introduction", "Introduction to the Web", ["Web Evolution", "Frontend vs Backend", "SPAs"]],
  ["what-is-react", "What is React?", ["Definition", "History", "Benefits"]],
  ["getting-started", "Getting Started", ["Installation", "Project Setup", "File Structure"]],
  ["core-concepts", "Core Concepts", ["JSX", "Components", "Props & State", "Events"]],
  ["hooks", "React Hooks", ["useState", "useEffect", "useContext", "Custom Hooks"]],
  ["routing", "Routing", ["Setup", "Basic Routing", "Navigation"]],
  ["state-management", "State Management", ["Context API", "Redux", "Modern Alternatives"]],
  ["styling", "Styling", ["CSS Modules", "Styled Components", "Tailwind"]],
  ["advanced", "Advanced Concepts", ["Code Splitting", "Error Boundaries", "Performance"]],
  ["apis", "APIs & Data", ["Fetching Data", "Loading States", "Error Handling"]],
  ["testing", "Testing", ["Unit Tests", "Component Tests", "Mocking"]],
  ["ssr-csr", "SSR vs CSR", ["Differences", "Next.js", "Trade-offs"]],
  ["new-features", "New Features", ["Server Components", "Suspense", "Streaming"]],
  ["deployment", "Deployment", ["Build Process", "Hosting Options", "CI/CD"]],
  ["best-practices", "Best Practices", ["Code Organization", "Performance", "Accessibility"]],
  ["faq", "FAQ & Troubleshooting", ["Common Errors", "Debugging Tips", "Resources"]],
];

describe("section registry", () => {
  it("holds the spec's sixteen sections, in order, with their subsections", () => {
    expect(sections).toHaveLength(SECTION_COUNT);
    expect(sections.map(({ id, title, subsections }) => [id, title, [...subsections]])).toEqual(
      spec,
    );
  });

  it("has unique ids", () => {
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
  });

  it("matches the lesson files one-to-one", () => {
    const files = Object.keys(import.meta.glob("../content/*.mdx"))
      .map((file) => file.replace("../content/", "").replace(".mdx", ""))
      .sort();
    expect(files).toEqual(sections.map((section) => section.id).sort());
  });

  it("links each lesson to its neighbours", () => {
    expect(neighbours("introduction")).toEqual({ previous: undefined, next: sections[1] });
    expect(neighbours("faq")).toEqual({ previous: sections[14], next: undefined });
    expect(neighbours("hooks").previous?.id).toBe("core-concepts");
  });
});

describe("section fallback", () => {
  it("keeps a known id", () => {
    expect(resolveSectionId("hooks")).toBe("hooks");
  });

  it.each([undefined, null, "", "Hooks", "unknown", " hooks", 42, "__proto__", "toString"])(
    "falls back to introduction for %j",
    (value) => {
      expect(resolveSectionId(value)).toBe("introduction");
    },
  );
});

describe("?section= parsing", () => {
  it.each([
    ["?section=hooks", "hooks"],
    ["section=faq", "faq"],
    ["?other=1&section=ssr-csr", "ssr-csr"],
    ["?section=apis&section=hooks", "apis"],
    ["", "introduction"],
    ["?section=", "introduction"],
    ["?section=HOOKS", "introduction"],
    ["?section=%E0%A4%A", "introduction"],
    ["?section=<script>alert(1)</script>", "introduction"],
    ["?section=" + "a".repeat(5000), "introduction"],
    ["?section=hooks%20", "introduction"],
  ])("%s opens %s", (search, expected) => {
    expect(sectionFromSearch(search)).toBe(expected);
  });
});

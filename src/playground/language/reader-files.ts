/**
 * Where a reader's file lives in the language service, and which module an import in it means:
 * the runner's rule (src/playground/runner/modules.ts, `resolveSpecifier`), repeated here so
 * the workers need none of the runner's modules (reader-files.test.ts keeps the two in step).
 */

/** "src/demos/counter-demo.tsx" → "/src/demos/counter-demo.tsx"; "stale-interval.tsx" → "/src/stale-interval.tsx". */
export function readerPath(file: string) {
  const inSrc = file.replace(/^\/?src\//, "");
  return `/src/${/\.tsx?$/.test(inSrc) ? inSrc : `${inSrc.replace(/\.jsx?$/, "")}.tsx`}`;
}

/** "./reducer-counter" from "src/demos/x-demo.tsx" → "@/demos/reducer-counter"; "react" stays. */
export function moduleKey(specifier: string, file: string) {
  if (!specifier.startsWith(".")) return specifier;
  const parts = file
    .replace(/^\/?src\//, "")
    .split("/")
    .slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return `@/${parts.join("/")}`.replace(/\.(tsx?|jsx?)$/, "");
}

/**
 * A test file imports from "vitest": the runner runs its tests, and offers it Vitest and
 * Testing Library besides the usual modules (the runner's `isTestFile`, test-file.ts).
 */
export function isTestFile(source: string) {
  return /^\s*import\b[^;]*?["']vitest["']/m.test(source);
}

/**
 * Pure rules about a reader's file, shared by the runner and the editor's language workers
 * (which must not load the runner's modules): nothing here imports anything.
 */

/**
 * A test file imports from "vitest" (the Testing lesson's way): the runner runs its tests instead
 * of rendering it. Read from the source, so it needs none of the testing libraries loaded.
 */
export function isTestFile(source: string) {
  return /^\s*import\b[^;]*?["']vitest["']/m.test(source);
}

/** "./reducer-counter" from "src/demos/x-demo.tsx" → "@/demos/reducer-counter"; "react" stays. */
export function resolveSpecifier(specifier: string, file: string) {
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

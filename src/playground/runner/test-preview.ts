import type { LessonChallenges, TestRun } from "@/challenges/types";
import { runTestFile } from "./test-runner";

/**
 * The preview of a test file: its tests run, and the results read like a test runner's, one line
 * per test (✓ or ✗ with the matcher's message). Loaded only when a test file is on screen.
 */

const lessons = import.meta.glob<{ challenges: LessonChallenges }>([
  "@/challenges/*.ts",
  "!@/challenges/types.ts",
  "!@/challenges/*.test.ts",
]);

/**
 * The modules a challenge gives its test file ("./Counter"). The guide names a challenge's file
 * after it ("missing-assertion.tsx", or "testing/missing-assertion.tsx"); demos have none.
 */
async function challengeFiles(file: string) {
  const [name, lesson] = file
    .replace(/\.[jt]sx?$/, "")
    .split("/")
    .reverse();
  for (const [path, load] of Object.entries(lessons)) {
    if (lesson && !path.endsWith(`/${lesson}.ts`)) continue;
    const { challenges } = await load();
    if (Object.hasOwn(challenges, name) && challenges[name].files) return challenges[name].files;
  }
  return undefined;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The results as a test runner prints them, in the page's own styles. */
export function renderTestRun(run: TestRun): HTMLElement {
  const section = element("section", "space-y-2 text-sm text-slate-900 dark:text-slate-100");
  section.setAttribute("aria-label", "Test results");
  const failed = run.tests.filter((test) => !test.passed).length;
  const parts = [
    `${run.tests.length - failed} passed`,
    ...(failed ? [`${failed} failed`] : []),
    ...(run.skipped.length ? [`${run.skipped.length} skipped`] : []),
  ];
  const summary = run.error
    ? "The test file could not run."
    : run.tests.length
      ? `Tests: ${parts.join(", ")}`
      : "No tests found: add one with test(…) or it(…).";
  const status = element("p", "font-semibold", summary);
  status.setAttribute("role", "status");
  section.append(status);
  if (run.error)
    section.append(
      element("pre", "whitespace-pre-wrap break-words text-red-700 dark:text-red-300", run.error),
    );
  const list = element("ul", "space-y-1");
  for (const test of run.tests) {
    const item = element("li", "");
    const line = element(
      "p",
      test.passed ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300",
    );
    line.append(
      element("span", "", test.passed ? "✓ " : "✗ "),
      element("span", "", test.name),
      element("span", "sr-only", test.passed ? " (passed)" : " (failed)"),
    );
    item.append(line);
    if (test.message)
      item.append(
        element(
          "pre",
          "ml-5 whitespace-pre-wrap break-words text-xs text-slate-700 dark:text-slate-300",
          test.message,
        ),
      );
    list.append(item);
  }
  for (const name of run.skipped)
    list.append(element("li", "text-slate-600 dark:text-slate-400", `↓ ${name} (skipped)`));
  section.append(list);
  return section;
}

/**
 * Runs the test file and shows its results in `container`, unless newer code has replaced it
 * meanwhile (`isCurrent`). Resolves true when the results were shown.
 */
export async function previewTestFile(
  container: HTMLElement,
  source: string,
  file: string,
  guard: () => void,
  isCurrent: () => boolean,
) {
  const run = await runTestFile(source, file, { guard, files: await challengeFiles(file) });
  if (!isCurrent()) return false;
  container.replaceChildren(renderTestRun(run));
  return true;
}

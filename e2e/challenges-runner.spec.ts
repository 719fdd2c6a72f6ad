import { readdirSync } from "node:fs";
import path from "node:path";
import { runnerImport } from "vite";
import type { CheckResult } from "../src/playground/protocol";
import type { LessonChallenges, LessonCorpus } from "../src/challenges/types";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Every challenge in the real runner, in Chromium: the built playground.html in a sandboxed frame,
 * driven by the protocol's `check` messages as the guide drives it. jsdom is not the browser (a
 * sandbox that blocked every form submission showed only here): the starter must fail a check, the solution pass them
 * all, and the corpus's first wrong and first right answer get the verdict (and message) they get
 * in the unit tests. The whole corpus runs there (src/challenges/test/); here one of each proves
 * the browser agrees, at a fraction of a full sweep's minutes. A lesson's answers share two
 * runner frames, each checking the next answer left: a check mostly waits on timers, so two
 * frames take about half the time of one.
 */

// The guide's frame (early-frame.ts's RUNNER_SANDBOX): forms may submit.
const SANDBOX = "allow-scripts allow-forms allow-modals";
/** Runner frames per lesson test. */
const RUNNERS = 2;
const root = path.resolve(import.meta.dirname, "..");

interface Run {
  label: string;
  id: string;
  source: string;
  expect: "fail" | "pass";
  message?: RegExp;
}

/**
 * The lessons with challenges: one test each, so the workers share them. While working on a
 * lesson's checks, `CORPUS=all` runs its whole corpus here (not only the first wrong and right
 * answer), `CORPUS_LESSONS=hooks,apis` picks lessons and `CORPUS_REPEAT=3` runs every answer again
 * (the same code must get the same verdict every time).
 */
const pickedLessons = process.env.CORPUS_LESSONS?.split(",").map((lesson) => `${lesson.trim()}.ts`);
const lessonFiles = readdirSync(path.join(root, "src/challenges")).filter(
  (file) =>
    file.endsWith(".ts") &&
    file !== "types.ts" &&
    !file.endsWith(".test.ts") &&
    (!pickedLessons || pickedLessons.includes(file)),
);
const corpusShare = process.env.CORPUS === "all" ? Infinity : 1;
const repeats = Math.max(1, Number(process.env.CORPUS_REPEAT ?? 1));

/** One lesson's challenge data as the runner bundles it (through Vite, for the `@/` alias). */
async function lessonRuns(file: string): Promise<Run[]> {
  const load = async <T>(file: string) =>
    (
      await runnerImport<T>(file, {
        configFile: false,
        root,
        logLevel: "error",
        resolve: { alias: { "@": path.join(root, "src") } },
      })
    ).module;
  const runs: Run[] = [];
  const lesson = file.replace(/\.ts$/, "");
  const { challenges } = await load<{ challenges: LessonChallenges }>(`src/challenges/${file}`);
  const corpusFile = path.join(root, "src/challenges/corpus", file);
  const corpus = readdirSync(path.dirname(corpusFile)).includes(file)
    ? (await load<{ corpus: LessonCorpus }>(corpusFile)).corpus
    : {};
  for (const [name, challenge] of Object.entries(challenges)) {
    const id = `${lesson}/${name}`;
    runs.push({ label: `${id} starter`, id, source: challenge.starter, expect: "fail" });
    runs.push({ label: `${id} solution`, id, source: challenge.solution, expect: "pass" });
    for (const answer of corpus[name]?.wrong.slice(0, corpusShare) ?? [])
      runs.push({
        label: `${id} wrong: ${answer.name}`,
        id,
        source: answer.source,
        expect: "fail",
        message: answer.message,
      });
    for (const answer of corpus[name]?.right.slice(0, corpusShare) ?? [])
      runs.push({
        label: `${id} right: ${answer.name}`,
        id,
        source: answer.source,
        expect: "pass",
      });
  }
  return Array.from({ length: repeats }, () => runs).flat();
}

/** A pattern that matches `text` and nothing else. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/**
 * The console errors a lesson's answers cause on purpose, each by its exact text: the reader's
 * code in the frame writes them, and the guide shows them in its console panel. Only the wrong
 * answers and starters of these lessons write any; every other lesson's run must stay silent.
 * `wholeCorpus` adds those of the wrong answers that only `CORPUS=all` runs.
 */
function expectedConsoleErrors(lesson: string, baseURL: string, wholeCorpus: boolean): RegExp[] {
  if (lesson === "apis")
    // Answers fetch the lesson's `/api/users` (and `/api/users/1`); the runner's policy only
    // lets the lesson's public API through, so the fetch is refused and its TypeError reported.
    return [
      ...["/api/users", "/api/users/1"].flatMap((path) => [
        exactly(
          `Connecting to '${baseURL}${path}' violates the following Content Security Policy directive: "connect-src https://jsonplaceholder.typicode.com". The action has been blocked.`,
        ),
        exactly(
          `Fetch API cannot load ${baseURL}${path}. Refused to connect because it violates the document's Content Security Policy.`,
        ),
      ]),
      // Followed by its stack, whose lines name the build's minified functions.
      /^TypeError: Failed to fetch\n\s+at /,
    ];
  if (lesson === "getting-started")
    // React's development warning for the wrong answer that names a component in camelCase.
    return [
      exactly(
        "<%s /> is using incorrect casing. Use PascalCase for React components, or lowercase for HTML elements. welcomeBanner",
      ),
    ];
  if (lesson === "core-concepts" && wholeCorpus)
    return [
      // The row keyed inside its own component: the list itself has no keys.
      exactly(
        'Each child in a list should have a unique "key" prop.%s%s See https://react.dev/link/warning-keys for more information. \n\nCheck the render method of `Shopping`. ',
      ),
      // The input given a value and no onChange.
      exactly(
        "You provided a `value` prop to a form field without an `onChange` handler. This will render a read-only field. If the field should be mutable use `defaultValue`. Otherwise, set either `onChange` or `readOnly`.",
      ),
    ];
  if (lesson === "styling")
    return [
      // React's development warning for the wrong answer that writes a CSS property name.
      exactly("Unsupported style property %s. Did you mean %s? font-weight fontWeight"),
      ...(wholeCorpus
        ? [
            // The values that keep the stylesheet's semicolons.
            exactly(
              `Style property values shouldn't contain a semicolon. Try "%s: %s" instead. color crimson`,
            ),
            exactly(
              `Style property values shouldn't contain a semicolon. Try "%s: %s" instead. fontWeight bold`,
            ),
            // The base classes inside the && condition: className={false} on the tabs not pressed.
            exactly(
              'Received `%s` for a non-boolean attribute `%s`.\n\nIf you want to write it to the DOM, pass a string instead: %s="%s" or %s={value.toString()}.\n\nIf you used to conditionally omit it with %s={condition && value}, pass %s={condition ? value : undefined} instead. false className className false className className className',
            ),
          ]
        : []),
    ];
  return [];
}

/** Runner frame `index`'s title (from 1): the frames of one page are told apart by it. */
const runnerTitle = (index: number) => `Challenge runner ${index}`;

/** Opens `count` runner frames, "Challenge runner 1" …, and waits until each is ready. */
async function openRunner(page: Page, count = 1) {
  const titles = Array.from({ length: count }, (_, index) => runnerTitle(index + 1));
  await page.goto("/");
  await page.evaluate(
    ({ sandbox, titles }) =>
      Promise.all(
        titles.map((title) => {
          const frame = document.createElement("iframe");
          frame.setAttribute("sandbox", sandbox);
          frame.title = title;
          frame.src = "/playground.html";
          const ready = new Promise<void>((resolve) => {
            window.addEventListener("message", (event) => {
              if (event.source === frame.contentWindow && event.data?.type === "ready") resolve();
            });
          });
          document.body.appendChild(frame);
          return ready;
        }),
      ),
    { sandbox: SANDBOX, titles },
  );
  return titles.map((title) => page.frameLocator(`iframe[title="${title}"]`));
}

/**
 * Runs challenge `id`'s checks on `source` in runner frame `runner` (from 1), as the guide's
 * Check does.
 */
function checkInRunner(page: Page, id: string, source: string, runId: number, runner = 1) {
  return page.evaluate(
    ({ id, source, runId: current, title }) =>
      new Promise<CheckResult[]>((resolve) => {
        const frame = document.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`)!;
        const onMessage = (event: MessageEvent) => {
          const data = event.data as {
            type?: string;
            runId?: number;
            results?: CheckResult[];
          };
          if (event.source !== frame.contentWindow || data.type !== "check-result") return;
          if (data.runId !== current) return;
          window.removeEventListener("message", onMessage);
          resolve(data.results ?? []);
        };
        window.addEventListener("message", onMessage);
        frame.contentWindow!.postMessage(
          {
            type: "check",
            runId: current,
            source,
            file: `${id.split("/")[1]}.tsx`,
            challenge: id,
          },
          "*",
        );
      }),
    { id, source, runId, title: runnerTitle(runner) },
  );
}

test.describe("challenges in the real runner @desktop", () => {
  test("a test file shows its tests' results like a test runner, with the matcher's message", async ({
    page,
  }) => {
    const [frame] = await openRunner(page);
    const { module } = await runnerImport<{ challenges: LessonChallenges }>(
      "src/challenges/testing.ts",
      { configFile: false, root, logLevel: "error" },
    );
    const { solution } = module.challenges["missing-assertion"];
    const post = (source: string, runId: number) =>
      page.evaluate(
        ({ source, runId, title }) =>
          document
            .querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`)!
            .contentWindow!.postMessage(
              { type: "run", runId, source, file: "missing-assertion.tsx" },
              "*",
            ),
        { source, runId, title: runnerTitle(1) },
      );
    await post(solution, 1);
    const results = frame.getByRole("region", { name: "Test results" });
    await expect(results.getByRole("status")).toHaveText("Tests: 1 passed");
    await expect(results.getByText("counts one click")).toBeVisible();
    await post(solution.replace('"Count: 1"', '"Count: 2"'), 2);
    await expect(results.getByRole("status")).toHaveText("Tests: 0 passed, 1 failed");
    await expect(
      results.getByText(/Expected element to have text content:\s+Count: 2/),
    ).toBeVisible();
    // jest-dom prints a matcher's function name for an element that is not there: the real
    // name, not what the runner's minifier called the function.
    await post(
      solution.replace(
        'expect(screen.getByRole("status")).toHaveTextContent("Count: 1");',
        'expect(screen.queryByText("Count: 2")).toBeInTheDocument();',
      ),
      3,
    );
    await expect(results.getByText(/expect\(received\)\.toBeInTheDocument\(\)/)).toBeVisible();
    await expect(results.getByText(/received value must be an HTMLElement/)).toBeVisible();
  });

  test("a learner's test that crashes gets no pass on the broken versions: they did not run", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/./);
    await openRunner(page);
    const { module } = await runnerImport<{ challenges: LessonChallenges }>(
      "src/challenges/testing.ts",
      { configFile: false, root, logLevel: "error" },
    );
    const { solution } = module.challenges["missing-assertion"];
    const crashing = solution.replace('getByRole("status")', 'getByRole("staus")');
    const results = await checkInRunner(page, "testing/missing-assertion", crashing, 1);
    const broken = results.filter((result) => /fails on a counter/.test(result.name));
    expect(broken.length).toBeGreaterThanOrEqual(3);
    expect(results[0]).toMatchObject({ passed: false, message: expect.stringMatching(/staus/) });
    for (const result of broken) expect(result).toMatchObject({ passed: false, notRun: true });
    // The same code, checked again, gets the same verdict.
    expect(await checkInRunner(page, "testing/missing-assertion", crashing, 2)).toEqual(results);
  });

  for (const file of lessonFiles)
    test(`${file.replace(/\.ts$/, "")}: every starter fails a check, every solution and right answer passes, every wrong answer fails with its message`, async ({
      page,
      baseURL,
      consoleErrors,
    }) => {
      // Five minutes for one answer each; the whole corpus, repeated, takes that many times more.
      test.setTimeout(300_000 * repeats * (corpusShare === Infinity ? 4 : 1));
      const lesson = file.replace(/\.ts$/, "");
      for (const message of expectedConsoleErrors(lesson, baseURL!, corpusShare === Infinity))
        consoleErrors.allow(message);
      const runs = await lessonRuns(file);
      await openRunner(page, RUNNERS);

      // Each frame checks the next answer no frame has taken yet; the verdicts are judged below
      // in the runs' order, whichever frame checked them. Each run has its own `runId`.
      const checked: CheckResult[][] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: RUNNERS }, async (_, runner) => {
          while (next < runs.length) {
            const at = next++;
            const { id, source } = runs[at];
            checked[at] = await checkInRunner(page, id, source, at + 1, runner + 1);
          }
        }),
      );

      const wrong: string[] = [];
      // With CORPUS_REPEAT, each check's verdict on each answer's first run.
      const firstVerdicts = new Map<string, string>();
      for (const [at, run] of runs.entries()) {
        const results = checked[at];
        const failed = results.filter((result) => !result.passed);
        const summary = `${run.label}: ${results.map((result) => `${result.passed ? "✓" : result.notRun ? "–" : "✗"} ${result.name}${result.message ? ` (${result.message})` : ""}`).join("; ")}`;
        const verdicts = results
          .map((result) => (result.passed ? "✓" : result.notRun ? "–" : "✗"))
          .join("");
        const first = firstVerdicts.get(run.label);
        if (first === undefined) firstVerdicts.set(run.label, verdicts);
        else if (first !== verdicts)
          wrong.push(`${summary} — the same code got ${first} before, ${verdicts} now`);
        if (!results.length) wrong.push(`${run.label}: no results`);
        else if (run.expect === "pass" && failed.length) wrong.push(summary);
        else if (run.expect === "fail" && !failed.length) wrong.push(summary);
        else if (run.message && !failed.some((result) => run.message!.test(result.message ?? "")))
          wrong.push(`${summary} — expected a message matching ${run.message}`);
      }
      expect(wrong).toEqual([]);
      // Every challenge has a starter, a solution, a wrong and another right answer at least.
      expect(runs.length).toBeGreaterThanOrEqual(4);
      const withWrong = new Set(
        runs.filter((run) => run.label.includes(" wrong: ")).map((run) => run.id),
      );
      expect(withWrong.size).toBe(new Set(runs.map((run) => run.id)).size);
    });
});

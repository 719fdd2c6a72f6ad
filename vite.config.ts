import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { mdxPipeline } from "./pipeline/mdx-pipeline.ts";
import { staticHost } from "./pipeline/static-host.ts";
import { playgroundRunner } from "./pipeline/playground-runner.ts";
import { prerenderPlugin } from "./pipeline/prerender.ts";
import { searchIndex } from "./pipeline/search-index.ts";
import { lessonChunkGroups } from "./pipeline/chunk-groups.ts";
import { compileHints } from "./pipeline/compile-hints.ts";
import { languageEnv } from "./pipeline/language-env.ts";
import { languageWorkerStubs } from "./pipeline/language-worker.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
/**
 * `PLAIN_PREVIEW=1 vite preview` serves dist/ as plain `vite preview` does, without the
 * static-host behaviour (404.html, header files): e2e/hosts.spec.ts checks the site there too.
 */
const plainPreview = process.env.PLAIN_PREVIEW === "1";

const testFiles = ["src", "pipeline"].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file.replaceAll("\\", "/")}`),
);
/**
 * Test files that need modules and a window of their own: those that mock a module (`vi.mock`
 * replaces it only where it has not been loaded yet) and those that say `// @vitest-isolate`
 * (they change the window for good, as the sandbox's shims do). Every other file shares its
 * worker's modules and jsdom with the files before it, which saves a third of the unit run's
 * CPU; each test still cleans up after itself (src/test/setup.ts).
 */
const isolatedTests = testFiles.filter((file) =>
  /\bvi\.mock\(|^\/\/ @vitest-isolate$/m.test(readFileSync(file, "utf8")),
);

/**
 * Vitest keeps a worker for the next file only when that file is of the same project and
 * environment; any other next file ends the worker, and the one after it pays for a new one (a
 * thread, jsdom, the shared modules: 1–4 CPU-s). So files run in runs of one kind: the shared
 * jsdom files, the shared Node files, then the isolated files (a worker each, whatever comes
 * next). The challenges' suites lead: each spends most of its time waiting on its checks' timers
 * (a wrong answer waits out every check's timeout), the longest about 90 s, so one that started
 * last would end the run alone. Vitest's own order (longest first, by its cache) is kept within
 * each run; a clean checkout has no cache.
 */
class FilesByKind extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      if (isolatedTests.some((isolated) => file.moduleId.endsWith(`/${isolated}`))) return 3;
      if (file.moduleId.includes("/src/challenges/test/")) return 0;
      return /^\/\/ @vitest-environment node$/m.test(readFileSync(file.moduleId, "utf8")) ? 2 : 1;
    };
    const ranks = new Map(files.map((file) => [file, rank(file)]));
    return (await super.sort(files)).sort((a, b) => ranks.get(a)! - ranks.get(b)!);
  }
}

export default defineConfig({
  plugins: [
    ...mdxPipeline(root),
    react({ include: /\.(mdx|[jt]sx?)$/ }),
    tailwindcss(),
    searchIndex(root),
    prerenderPlugin(),
    playgroundRunner(),
    compileHints(),
    languageEnv(root),
    ...(plainPreview ? [] : [staticHost()]),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { target: "es2022", reportCompressedSize: false },
  // The editor's language workers (src/playground/language/): module workers, so the two share
  // one TypeScript chunk and each loads only its half.
  worker: { format: "es", plugins: () => [languageWorkerStubs()] },
  environments: {
    // The browser build only: every icon in one chunk (pipeline/chunk-groups.ts).
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: lessonChunkGroups } } } },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: testFiles.filter((file) => !isolatedTests.includes(file)),
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: isolatedTests } },
    ],
    // A test file that needs no DOM starts with `// @vitest-environment node`: it runs without
    // jsdom's globals, beside the other Node files (FilesByKind).
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    sequence: { sequencer: FilesByKind },
    css: false,
    pool: "threads",
    // Four, on two cores: the challenge files mostly wait on the checks' timers (a wrong answer
    // runs into every timeout), so two more workers use the idle time.
    maxWorkers: 4,
    // The first test to open a lesson compiles its MDX (and starts Shiki) on the fly, and setup
    // that compiles every lesson (the search index, cross-links) takes longer. Under `npm test`
    // the unit tests run at a lower priority beside the browser tests and get the processor
    // only as the browser tests leave it: a setup of a few seconds alone took over 30 s there.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // When a check ends, the fake server fails the requests still waiting (fake-server.ts); code
    // of the unmounted answer that never catches them rejects with nobody listening. The runner
    // page's own listener takes those in the browser; Node reports them, so they are dropped
    // here, by their message, and nothing else is.
    onUnhandledError: (error) =>
      !error.message?.includes("the check ended before this request was answered"),
  },
});

import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { mdxPipeline } from "./build/mdx-pipeline.ts";
import { staticHost } from "./build/static-host.ts";
import { playgroundRunner } from "./build/playground-runner.ts";
import { prerenderPlugin } from "./build/prerender.ts";
import { searchIndex } from "./build/search-index.ts";
import { lessonChunkGroups } from "./build/chunk-groups.ts";
import { compileHints } from "./build/compile-hints.ts";
import { languageEnv } from "./build/language-env.ts";
import { languageWorkerStubs } from "./build/language-worker.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
/**
 * `PLAIN_PREVIEW=1 vite preview` serves dist/ as plain `vite preview` does, without the
 * static-host behaviour (404.html, header files): e2e/hosts.spec.ts checks the site there too.
 */
const plainPreview = process.env.PLAIN_PREVIEW === "1";

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
    // The browser build only: every icon in one chunk (build/chunk-groups.ts).
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: lessonChunkGroups } } } },
    },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    // A test file that needs no DOM starts with `// @vitest-environment node`: a jsdom per
    // file costs CPU the whole run shares (21 such files: 61 → 44 s on their own).
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    pool: "threads",
    // Four, on two cores: the challenge files mostly wait on the checks' timers (a wrong answer
    // runs into every timeout), so two more workers use the idle time (326 s → 282 s here).
    maxWorkers: 4,
    // The first test to open a lesson compiles its MDX (and starts Shiki) on the fly.
    testTimeout: 30_000,
    // Setup that compiles every lesson (the search index, cross-links) needs as long.
    hookTimeout: 30_000,
    // When a check ends, the fake server fails the requests still waiting (fake-server.ts); code
    // of the unmounted answer that never catches them rejects with nobody listening. The runner
    // page's own listener takes those in the browser; Node reports them, so they are dropped
    // here, by their message, and nothing else is.
    onUnhandledError: (error) =>
      !error.message?.includes("the check ended before this request was answered"),
  },
});

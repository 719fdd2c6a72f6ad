import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { mdxPipeline } from "./build/mdx-pipeline.ts";
import { staticHost } from "./build/static-host.ts";
import { prerenderPlugin } from "./build/prerender.ts";
import { searchIndex } from "./build/search-index.ts";
import { securityHeaders } from "./build/security-headers.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  plugins: [
    ...mdxPipeline(root),
    react({ include: /\.(mdx|[jt]sx?)$/ }),
    tailwindcss(),
    searchIndex(root),
    prerenderPlugin(),
    staticHost(),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: { target: "es2022", reportCompressedSize: false },
  // `npm run preview` answers like the static hosts do: security headers on every response.
  preview: { headers: securityHeaders },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    pool: "threads",
    maxWorkers: 2,
    // The first test to open a lesson compiles its MDX (and starts Shiki) on the fly.
    testTimeout: 30_000,
  },
});

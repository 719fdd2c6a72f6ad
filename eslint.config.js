import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports point one way: lib ← ui ← lesson, demos ← content ← data ← app (see STYLE.md); lib ← boot. */
const layers = {
  lib: ["@/components/*", "@/demos/*", "@/content/*", "@/data/sections", "@/app/*"],
  ui: ["@/components/lesson/*", "@/demos/*", "@/content/*", "@/data/sections", "@/app/*"],
  lesson: ["@/demos/*", "@/content/*", "@/data/sections", "@/app/*"],
  demos: ["@/demos/*", "@/content/*", "@/data/sections", "@/app/*", "./*-demo", "../*"],
  data: ["@/app/*"],
  // The boot script runs before the page paints: it may not pull the app in.
  boot: ["@/components/*", "@/demos/*", "@/content/*", "@/data/*", "@/app/*"],
};

const boundary = (folder, banned) => ({
  files: [`src/${folder}/**/*.{ts,tsx}`],
  ignores: ["**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: banned,
            message: `src/${folder} may not import this layer (STYLE.md: imports point left only).`,
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-*",
      "node_modules",
      "playwright-report",
      "test-results",
      "bench-results",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            "dangerouslySetInnerHTML is allowed only for build-time highlighted code (code-block.tsx).",
        },
      ],
    },
  },
  {
    files: ["src/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ["src/**/*.tsx"],
    rules: {
      // Scrollable code, tables and diagrams must be reachable by keyboard (axe:
      // scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: ["pre"], roles: ["tabpanel", "region", "group"], allowExpressionValues: true },
      ],
    },
  },
  {
    // The one place raw HTML is rendered: Shiki's output, produced at build time from lessons.
    files: ["src/components/lesson/code-block.tsx"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["pipeline/**/*.ts", "e2e/**/*.ts", "scripts/**/*.{js,mjs}", "*.config.{js,ts}"],
    languageOptions: { globals: { ...globals.node } },
  },
  ...Object.entries(layers).map(([folder, banned]) => boundary(folder, banned)),
  {
    files: ["src/components/ui/**/*.{ts,tsx}"],
    ...boundary("components/ui", layers.ui),
  },
  {
    files: ["src/components/lesson/**/*.{ts,tsx}"],
    ...boundary("components/lesson", layers.lesson),
  },
);

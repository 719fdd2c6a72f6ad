import type { CodeSplittingGroup } from "rolldown";

/**
 * The browser build's chunk groups: fewer, larger files where automatic splitting made many
 * small ones. Every request costs the main thread a few milliseconds on a phone, and each
 * response's headers (the security headers alone are ~0.9 kB) count in what a visit transfers.
 * Every lucide icon the guide uses goes in one chunk, loaded with the app: on their own, a
 * lesson's icons were half of the chunks its first open fetched (7 of 12 for React Hooks).
 */
export const lessonChunkGroups: CodeSplittingGroup[] = [
  { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 2 },
  // What an Edit press needs to start the preview's frame (early-frame.ts) rides with the
  // example box that presses it: shared with the playground's chunks, it was a chunk of its own.
  {
    name: "example-box",
    test: /(?:[\\/]src[\\/](?:components[\\/]lesson[\\/](?:example-box|demo-boundary)|playground[\\/](?:preview[\\/]early-frame|frame-start))\.tsx?|virtual:runner-version)$/,
    // Those modules only: the box's own imports (tabs, buttons) stay shared as before.
    includeDependenciesRecursively: false,
  },
  // The app's small shared modules (helpers, data, UI primitives) with the entry's first load:
  // automatic splitting gave each its own file, a dozen requests of a few hundred bytes.
  {
    name: "app",
    tags: ["$initial"],
    test: /[\\/]src[\\/](?:lib|data|components)[\\/]|jsx-runtime|preload-helper/,
    priority: 1,
  },
  // A lesson's tabs, their primitive and Radix's helpers under it: always loaded together.
  {
    name: "tabs",
    test: /[\\/]src[\\/]components[\\/](?:lesson[\\/]lesson-tabs|ui[\\/]tabs)\.tsx$/,
  },
];

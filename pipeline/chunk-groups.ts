import type { CodeSplittingGroup } from "rolldown";

/**
 * The browser build's chunk groups. Every lucide icon the guide uses goes in one chunk, loaded
 * with the app: on their own, a lesson's icons were half of the chunks its first open fetched
 * (7 of 12 for React Hooks), each a few hundred bytes, and every extra request costs the main
 * thread a few milliseconds on a phone, right when the reader presses.
 */
export const lessonChunkGroups: CodeSplittingGroup[] = [
  { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
  // What an Edit press needs to start the preview's frame (early-frame.ts) rides with the
  // example box that presses it: shared with the playground's chunks, it was a chunk of its own.
  {
    name: "example-box",
    test: /(?:[\\/]src[\\/](?:components[\\/]lesson[\\/](?:example-box|demo-boundary)|playground[\\/](?:preview[\\/]early-frame|frame-start))\.tsx?|virtual:runner-version)$/,
    // Those modules only: the box's own imports (tabs, buttons) stay shared as before.
    includeDependenciesRecursively: false,
  },
];

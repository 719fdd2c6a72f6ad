import type { SectionId } from "./sections";

/**
 * Every example a reader can edit (an `<ExampleBox>` with its demo's file), by file, with the
 * lesson it is in: a saved edit or a shared link names the file, and the guide tells the reader
 * when it names one that is no longer here. editable-demos.test.ts keeps this in step with the
 * lessons.
 */
export const editableDemos: Readonly<Record<string, SectionId>> = {
  "src/demos/virtual-dom-demo.tsx": "what-is-react",
  "src/demos/user-card-demo.tsx": "core-concepts",
  "src/demos/counter-demo.tsx": "core-concepts",
  "src/demos/contact-form-demo.tsx": "core-concepts",
  "src/demos/conditional-demo.tsx": "core-concepts",
  "src/demos/todo-list-demo.tsx": "core-concepts",
  "src/demos/timer-demo.tsx": "hooks",
  "src/demos/undo-send-demo.tsx": "hooks",
  "src/demos/reducer-counter-demo.tsx": "hooks",
  "src/demos/debounced-search-demo.tsx": "hooks",
  "src/demos/mini-router-demo.tsx": "routing",
  "src/demos/unsaved-changes-demo.tsx": "routing",
  "src/demos/batching-demo.tsx": "state-management",
  "src/demos/container-query-demo.tsx": "styling",
  "src/demos/theme-toggle-demo.tsx": "styling",
  "src/demos/flex-grid-demo.tsx": "styling",
  "src/demos/lazy-loading-demo.tsx": "advanced",
  "src/demos/error-boundary-demo.tsx": "advanced",
  "src/demos/fetch-posts-demo.tsx": "apis",
  "src/demos/render-timeline-demo.tsx": "ssr-csr",
  "src/demos/optimistic-like-demo.tsx": "new-features",
  "src/demos/env-exposure-demo.tsx": "deployment",
  "src/demos/list-keys-demo.tsx": "faq",
};

/** The lesson of the editable example in `file`, or undefined when there is none. */
export function demoLesson(file: string): SectionId | undefined {
  return Object.hasOwn(editableDemos, file) ? editableDemos[file] : undefined;
}

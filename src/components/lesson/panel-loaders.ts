import { moduleLoader } from "@/lib/module-loader";
import { whenIdle } from "@/lib/when-idle";

// The editor and the sandbox host load on the first opening of an Edit tab or a first Start,
// never before. CodeMirror (the editor's larger part) is asked for at the same time, not once the
// panel's small chunk has run and asked for it: at 4× CPU that second round trip came ~500 ms
// later. A failed request is asked again by the panel, which shows the failure.
const askForEditor = () => void import("@/playground/editor/code-editor-view").catch(() => {});

export const editPanelModule = moduleLoader(() => {
  askForEditor();
  return import("@/playground/edit/edit-panel");
});

export const challengePanelModule = moduleLoader(() => {
  askForEditor();
  return import("@/playground/challenge/challenge-panel");
});

let othersRequested = false;

/**
 * Once a reader has opened one playground panel (in `element`), fetches what the rest of the
 * lesson's playground needs: the other panel, the explanations of React's messages and the
 * lesson's challenge data. So editing another demo or starting a challenge keeps working with
 * the network gone (the runner page and its script are cached for good: see
 * pipeline/playground-runner.ts). The panels never import this: the lesson's boxes that load them
 * call it, so the playground's modules point one way.
 */
export function preloadPlayground(element: Element | null) {
  const lesson = element?.closest<HTMLElement>("article[data-lesson]")?.dataset.lesson;
  // When idle: the runner frame the reader is waiting for loads first.
  whenIdle(
    () => {
      if (lesson)
        void import("@/playground/challenge/load-challenge")
          .then(({ preloadLessonChallenges }) => preloadLessonChallenges(lesson))
          .catch(() => {});
      if (othersRequested) return;
      othersRequested = true;
      void import("@/playground/explain/loader")
        .then(({ explanations }) => explanations.load())
        .catch(() => {});
      void editPanelModule.load().catch(() => {});
      void challengePanelModule.load().catch(() => {});
    },
    { timeoutMs: 3000, fallbackMs: 1000 },
  );
}

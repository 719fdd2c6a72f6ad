import { whenIdle } from "@/lib/when-idle";
import { explanations } from "./explain/loader";
import { preloadLessonChallenges } from "./load-challenge";

let panelsRequested = false;

/**
 * Once a reader has opened one playground panel, fetches what the rest of the lesson's
 * playground needs: the other panel and the lesson's challenge data. So editing another demo
 * or starting a challenge keeps working with the network gone (the runner page and its script
 * are cached for good: see build/playground-runner.ts).
 */
export function preloadPlayground(element: Element | null) {
  const lesson = element?.closest<HTMLElement>("article[data-lesson]")?.dataset.lesson;
  // When idle: the runner frame the reader is waiting for loads first.
  whenIdle(
    () => {
      if (lesson) preloadLessonChallenges(lesson);
      if (panelsRequested) return;
      panelsRequested = true;
      void explanations.load().catch(() => {});
      void import("./edit-panel").catch(() => {});
      void import("./challenge-panel").catch(() => {});
    },
    { timeoutMs: 3000, fallbackMs: 1000 },
  );
}

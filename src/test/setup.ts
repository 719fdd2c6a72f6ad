// First: React DOM looks for this hook once, as it loads (the checks count renders with it).
import "@/playground/runner/render-counter";
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { resetChallengeProgress } from "@/lib/challenge-progress";
import { resetCodeView } from "@/lib/code-view";
import { resetIncomingWork } from "@/lib/incoming-work";
import { resetVisitWork } from "@/lib/visit-work";
import { resetPageFocus } from "@/playground/preview/frame-focus";

// jsdom lacks layout APIs the shell uses; these stand-ins do nothing, as a browser at rest would.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

if (typeof window !== "undefined") installBrowserStandIns();

function installBrowserStandIns() {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  window.scrollTo = vi.fn() as typeof window.scrollTo;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

// Test files share a worker's modules (vite.config.ts): the visit's state (work, progress, code
// view) starts empty in every test, whatever the file before it typed or solved.
afterEach(() => {
  cleanup();
  resetVisitWork();
  resetChallengeProgress();
  resetCodeView();
  resetIncomingWork();
  resetPageFocus();
});

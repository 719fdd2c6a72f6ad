import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Lessons that "load" at once, recording which were asked for, in order.
const requested: string[] = [];
vi.mock("@/data/sections", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/data/sections")>();
  return {
    ...original,
    sections: original.sections.map((section) => ({
      ...section,
      load: () => {
        requested.push(section.id);
        return Promise.resolve({ default: () => null });
      },
    })),
  };
});

const { sections } = await vi.importActual<typeof import("@/data/sections")>("@/data/sections");

type Connection = { saveData?: boolean; effectiveType?: string; downlink?: number } | undefined;

function setConnection(connection: Connection) {
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
}

async function freshLoader() {
  vi.resetModules();
  return import("./lesson-loader");
}

/** Runs the delay, then every idle step and resolved import, until nothing more is queued. */
async function runIdle() {
  for (let step = 0; step < 40; step++) await vi.advanceTimersByTimeAsync(500);
}

beforeEach(() => {
  requested.length = 0;
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  setConnection(undefined);
});

describe("idle prefetch", () => {
  it("on the first lesson, waits 10 s of reading, then fetches only the next lesson", async () => {
    setConnection({ saveData: false, effectiveType: "4g", downlink: 10 });
    const { startIdlePrefetch } = await freshLoader();
    startIdlePrefetch("hooks");
    await vi.advanceTimersByTimeAsync(9500);
    expect(requested).toEqual([]);
    await runIdle();
    expect(requested).toEqual(["routing"]);
  });

  it("on the first lesson, starts as soon as the reader scrolls", async () => {
    const { startIdlePrefetch } = await freshLoader();
    startIdlePrefetch("hooks");
    await vi.advanceTimersByTimeAsync(2000);
    expect(requested).toEqual([]);
    window.dispatchEvent(new Event("scroll"));
    await vi.advanceTimersByTimeAsync(300);
    expect(requested).toEqual(["routing"]);
  });

  it("after a switch, starts 1.5 s later without waiting for a scroll", async () => {
    const { startIdlePrefetch, showingLesson } = await freshLoader();
    startIdlePrefetch("introduction");
    showingLesson("hooks");
    await vi.advanceTimersByTimeAsync(1000);
    expect(requested).toEqual([]);
    await vi.advanceTimersByTimeAsync(800);
    expect(requested).toEqual(["routing"]);
  });

  it("follows the reader: after a switch, the new lesson's next one", async () => {
    const { startIdlePrefetch, showingLesson } = await freshLoader();
    startIdlePrefetch("introduction");
    showingLesson("introduction"); // the guide's first render: no change
    await runIdle();
    expect(requested).toEqual(["what-is-react"]);
    showingLesson("styling");
    await runIdle();
    expect(requested).toEqual(["what-is-react", "advanced"]);
  });

  it("keeps only the last plan when the reader switches again before it ran", async () => {
    const { startIdlePrefetch, showingLesson } = await freshLoader();
    startIdlePrefetch("introduction");
    showingLesson("hooks");
    showingLesson("testing");
    await runIdle();
    expect(requested).toEqual(["ssr-csr"]);
  });

  it("fetches every lesson once a reader on a fast connection has opened a second one", async () => {
    setConnection({ saveData: false, effectiveType: "4g", downlink: 10 });
    const { startIdlePrefetch, showingLesson } = await freshLoader();
    startIdlePrefetch("introduction");
    await runIdle();
    expect(requested).toEqual(["what-is-react"]);
    showingLesson("faq"); // on screen, so loaded by the guide itself
    await runIdle();
    expect(new Set(requested)).toEqual(
      new Set(sections.map((section) => section.id).filter((id) => id !== "faq")),
    );
  });

  it("fetches nothing on Save-Data", async () => {
    setConnection({ saveData: true, effectiveType: "4g" });
    const { startIdlePrefetch, showingLesson } = await freshLoader();
    startIdlePrefetch("introduction");
    showingLesson("hooks");
    await runIdle();
    expect(requested).toEqual([]);
  });

  it("does nothing until started, so a switch in a test or on the server fetches nothing", async () => {
    const { showingLesson } = await freshLoader();
    showingLesson("hooks");
    await runIdle();
    expect(requested).toEqual([]);
  });
});

describe("prefetch on intent", () => {
  it("fetches the lesson and starts the one-time rendering warm-up", async () => {
    const { prefetchLesson } = await freshLoader();
    const warmUp = await import("./warm-up");
    const once = vi.spyOn(warmUp, "warmUpRenderingOnce").mockImplementation(() => {});
    prefetchLesson("hooks");
    await vi.advanceTimersByTimeAsync(0);
    expect(requested).toEqual(["hooks"]);
    expect(once).toHaveBeenCalledOnce();
  });
});

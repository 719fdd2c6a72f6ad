import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { warmUpRendering } from "./warm-up";

/** An idle scheduler the test drives: each `runNext` is one idle period. */
function manualIdle() {
  const queue: (() => void)[] = [];
  return {
    schedule: (callback: () => void) => void queue.push(callback),
    pending: () => queue.length,
    runNext: () => act(async () => queue.shift()?.()),
  };
}

describe("warmUpRendering", () => {
  it("mounts, updates and unmounts a sample tree in three idle periods, outside the document", async () => {
    const idle = manualIdle();
    const container = document.createElement("div");
    const bodyBefore = document.body.innerHTML;
    const done = vi.fn();
    void warmUpRendering(idle.schedule, container).then(done);

    // Nothing happens until the browser is idle.
    expect(container.innerHTML).toBe("");
    expect(idle.pending()).toBe(1);

    await idle.runNext();
    expect(container.querySelector("h1")?.textContent).toBe("Warm-up");
    const keys = () => [...container.querySelectorAll("li")].map((li) => li.dataset.key);
    expect(keys()).toEqual(["a", "b", "c", "d"]);
    expect(container.querySelector("article")?.dataset.count).toBe("4");
    expect(idle.pending()).toBe(1);

    // The update moves, deletes and places rows.
    await idle.runNext();
    expect(container.querySelector("h1")?.textContent).toBe("Warm-up again");
    expect(keys()).toEqual(["d", "b", "e", "a"]);
    expect(done).not.toHaveBeenCalled();

    await idle.runNext();
    expect(container.innerHTML).toBe("");
    expect(done).toHaveBeenCalledOnce();
    expect(idle.pending()).toBe(0);
    // The page never saw any of it.
    expect(document.body.innerHTML).toBe(bodyBefore);
  });

  it("uses requestIdleCallback when the browser has it, one step per idle period", async () => {
    const callbacks: (() => void)[] = [];
    const requestIdleCallback = vi.fn((callback: () => void) => callbacks.push(callback));
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    try {
      const done = warmUpRendering();
      for (let step = 1; step <= 3; step++) {
        expect(requestIdleCallback).toHaveBeenCalledTimes(step);
        await act(async () => callbacks.shift()?.());
      }
      await expect(done).resolves.toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("stopped before its first step, renders nothing", async () => {
    const idle = manualIdle();
    const container = document.createElement("div");
    const controller = new AbortController();
    const done = warmUpRendering(idle.schedule, container, controller.signal);
    controller.abort();
    await idle.runNext();
    await expect(done).resolves.toBeUndefined();
    expect(container.innerHTML).toBe("");
    expect(idle.pending()).toBe(0);
  });

  it("stopped after mounting, skips the update and unmounts in the next idle period", async () => {
    const idle = manualIdle();
    const container = document.createElement("div");
    const controller = new AbortController();
    const done = warmUpRendering(idle.schedule, container, controller.signal);
    await idle.runNext();
    expect(container.querySelector("h1")?.textContent).toBe("Warm-up");
    controller.abort();
    await idle.runNext(); // the update's turn: not rendered
    expect(container.querySelector("h1")?.textContent).toBe("Warm-up");
    await idle.runNext();
    expect(container.innerHTML).toBe("");
    await expect(done).resolves.toBeUndefined();
    expect(idle.pending()).toBe(0);
  });

  describe("once, on the first intent", () => {
    afterEach(() => vi.unstubAllGlobals());

    async function freshModule() {
      vi.resetModules();
      const requestIdleCallback = vi.fn();
      vi.stubGlobal("requestIdleCallback", requestIdleCallback);
      return { module: await import("./warm-up"), requestIdleCallback };
    }

    it("starts at most one warm-up however often it is asked", async () => {
      const { module, requestIdleCallback } = await freshModule();
      module.warmUpRenderingOnce();
      module.warmUpRenderingOnce();
      module.warmUpRenderingOnce();
      expect(requestIdleCallback).toHaveBeenCalledOnce();
    });

    it("stops when a switch begins", async () => {
      const { module, requestIdleCallback } = await freshModule();
      module.warmUpRenderingOnce();
      module.stopWarmUp();
      const [firstStep] = requestIdleCallback.mock.calls[0] as [() => void];
      await act(async () => firstStep());
      // Stopped before it mounted anything: no further idle period is asked for.
      expect(requestIdleCallback).toHaveBeenCalledOnce();
    });

    it("starts none on a page that was rendered rather than hydrated", async () => {
      const { module, requestIdleCallback } = await freshModule();
      module.renderingIsWarm();
      module.warmUpRenderingOnce();
      expect(requestIdleCallback).not.toHaveBeenCalled();
    });
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { createResource } from "./resource";

describe("createResource", () => {
  it("loads once and marks the promise fulfilled for React's use()", async () => {
    const loader = vi.fn(async () => "module");
    const resource = createResource(loader);
    const first = resource.load();
    expect(resource.load()).toBe(first);
    await first;
    expect(loader).toHaveBeenCalledTimes(1);
    expect(first).toMatchObject({ status: "fulfilled", value: "module" });
  });

  it("marks a failure rejected and retries after reset", async () => {
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("module");
    const resource = createResource(loader);
    const failed = resource.load();
    await expect(failed).rejects.toThrow("offline");
    expect(failed).toMatchObject({ status: "rejected" });
    resource.reset();
    await expect(resource.load()).resolves.toBe("module");
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("keeps a successful load on reset", async () => {
    const resource = createResource(async () => 1);
    const loaded = resource.load();
    await loaded;
    resource.reset();
    expect(resource.load()).toBe(loaded);
  });

  it("is ready only once its load has succeeded", async () => {
    let resolve = (_value: string) => {};
    const resource = createResource(() => new Promise<string>((done) => (resolve = done)));
    expect(resource.ready()).toBe(false);
    const loading = resource.load();
    expect(resource.ready()).toBe(false);
    resolve("module");
    await loading;
    expect(resource.ready()).toBe(true);

    const failing = createResource(() => Promise.reject(new Error("offline")));
    await expect(failing.load()).rejects.toThrow("offline");
    expect(failing.ready()).toBe(false);
  });
});

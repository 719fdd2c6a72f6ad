import { describe, expect, it, vi } from "vitest";
import { failedModuleUrl, withRetry } from "./retry-import";

const origin = window.location.origin;

describe("failedModuleUrl", () => {
  it("finds the chunk URL in Chromium's and Firefox's messages", () => {
    expect(
      failedModuleUrl(
        new TypeError(
          `Failed to fetch dynamically imported module: ${origin}/assets/hooks-a1B2.js`,
        ),
        origin,
      ),
    ).toBe(`${origin}/assets/hooks-a1B2.js`);
    expect(
      failedModuleUrl(
        new TypeError(`error loading dynamically imported module: ${origin}/assets/x.js`),
        origin,
      ),
    ).toBe(`${origin}/assets/x.js`);
  });

  it("ignores messages without a URL and URLs from elsewhere", () => {
    expect(failedModuleUrl(new TypeError("Importing a module script failed."), origin)).toBeNull();
    expect(
      failedModuleUrl(
        new TypeError("Failed to fetch dynamically imported module: https://evil.example/x.js"),
        origin,
      ),
    ).toBeNull();
    expect(failedModuleUrl("not an error", origin)).toBeNull();
  });
});

describe("withRetry", () => {
  it("uses the normal import first, then a fresh URL after a failure", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(
        new TypeError(`Failed to fetch dynamically imported module: ${origin}/assets/hooks-1.js`),
      );
    const importUrl = vi.fn((url: string) => Promise.resolve(`loaded ${url}`));
    const loader = withRetry(load, importUrl);
    await expect(loader()).rejects.toThrow("Failed to fetch");
    await expect(loader()).resolves.toBe(`loaded ${origin}/assets/hooks-1.js?retry=2`);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("repeats the plain import when the failure names no URL", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce("module");
    const loader = withRetry(load, vi.fn());
    await expect(loader()).rejects.toThrow("offline");
    await expect(loader()).resolves.toBe("module");
  });
});

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The playground's runner is a security boundary: code a reader types runs in a sandboxed
 * frame with an opaque origin and a policy of its own. These tests run hostile code in it the
 * way the guide does (a frame of /playground.html, driven by the protocol's messages).
 */

const probe = `
import { useEffect, useState } from "react";

async function attempt(action: () => unknown | Promise<unknown>) {
  try {
    await action();
    return "allowed";
  } catch (error) {
    return "blocked: " + (error as Error).name;
  }
}

export default function Probe() {
  const [results, setResults] = useState<string[]>([]);
  useEffect(() => {
    Promise.all([
      attempt(() => parent.document.title),
      attempt(() => localStorage.setItem("k", "v")),
      attempt(() => { document.cookie = "k=v"; if (!document.cookie) throw new Error("no cookie"); }),
      attempt(() => fetch(location.origin + "/index.html")),
      attempt(() => fetch("https://example.com/")),
    ]).then(setResults);
  }, []);
  const names = ["parent.document", "localStorage (in memory)", "cookie", "same-site fetch", "other-host fetch"];
  return <ul>{results.map((result, index) => <li key={names[index]}>{names[index]}: {result}</li>)}</ul>;
}`;

async function runInSandbox(page: Page, source: string) {
  await page.evaluate(async (code) => {
    const frame = document.createElement("iframe");
    frame.sandbox.add("allow-scripts");
    frame.title = "Sandbox probe";
    frame.src = "/playground.html";
    const ready = new Promise<void>((resolve) => {
      window.addEventListener("message", (event) => {
        if (event.source === frame.contentWindow && event.data?.type === "ready") resolve();
      });
    });
    document.body.appendChild(frame);
    await ready;
    frame.contentWindow?.postMessage(
      { type: "run", runId: 1, file: "Probe.tsx", source: code },
      "*",
    );
  }, source);
  return page.frameLocator('iframe[title="Sandbox probe"]');
}

test.describe("the playground sandbox @desktop", () => {
  test("reader code cannot reach the guide's DOM, storage, cookies or other hosts", async ({
    page,
    consoleErrors,
  }) => {
    // The browser reports the requests the runner's policy refuses.
    consoleErrors.allow(/Content Security Policy|Refused to connect|Failed to fetch/);
    await page.goto("/");
    const frame = await runInSandbox(page, probe);
    await expect(frame.getByText("parent.document: blocked: SecurityError")).toBeVisible({
      timeout: 20_000, // the runner's first start, on a loaded machine
    });
    // The runner's stand-in, kept in memory: the frame's own storage stays out of reach.
    await expect(frame.getByText("localStorage (in memory): allowed")).toBeVisible();
    await expect(frame.getByText(/^cookie: blocked/)).toBeVisible();
    await expect(frame.getByText("same-site fetch: blocked: TypeError")).toBeVisible();
    await expect(frame.getByText("other-host fetch: blocked: TypeError")).toBeVisible();
    // The guide's own storage is untouched.
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test("the runner page has its own policy; the guide's stays strict", async ({ page }) => {
    const guide = await page.request.get("/");
    const runner = await page.request.get("/playground.html");
    const guidePolicy = guide.headers()["content-security-policy"];
    const runnerPolicy = runner.headers()["content-security-policy"];
    expect(guidePolicy).not.toContain("unsafe-eval");
    expect(guidePolicy).toContain("frame-src 'self'");
    expect(guidePolicy).toContain("frame-ancestors 'none'");
    expect(runnerPolicy).toContain("script-src 'self' 'unsafe-eval'");
    expect(runnerPolicy).toContain("frame-ancestors 'self'");
    expect(runnerPolicy).toContain("default-src 'none'");
    expect(await runner.text()).toContain("unsafe-eval");
  });
});

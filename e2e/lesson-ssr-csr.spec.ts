import type { Page } from "@playwright/test";
import { expect, openSection, test } from "./fixtures";

const parts = [
  "Comparing rendering strategies",
  "Performance metrics",
  "When to use each approach",
  "Rendering method samples",
  "Static generation with on-demand regeneration",
  "Hybrid approaches",
  "Performance tips per approach",
  "Mobile-first SSR and PWAs",
  "Next.js as a worked example",
  "Key takeaways",
  "Challenges",
];

function codeBlock(page: Page, title: string) {
  return page.locator("article[data-lesson] figure[data-slot=code-block]").filter({
    has: page.getByText(title, { exact: true }),
  });
}

// One page load for every check: the read-only ones first, then the timeline demo (it changes
// only itself and ends reset), and last the method tabs, which hide the other methods' samples.
test("ssr-csr: its parts, the comparison table, the decision rule, the server sample, the timeline and the method tabs", async ({
  page,
}) => {
  await openSection(page, "ssr-csr");

  await test.step("ssr-csr: every spec part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
    await expect(page.locator("article[data-lesson] h3")).toContainText([
      "Static plus dynamic",
      "Progressive enhancement",
      "Selective hydration",
    ]);
  });

  await test.step("ssr-csr: the comparison table covers all four strategies and the metrics", async () => {
    const lesson = page.locator("article[data-lesson]");
    const comparison = lesson.getByRole("table").first();
    await expect(comparison.getByRole("columnheader")).toHaveText([
      "Approach",
      "HTML is made",
      "First response",
      "Data is fresh",
    ]);
    for (const approach of ["CSR", "SSR", "SSG", "ISR"]) {
      await expect(comparison.getByRole("cell", { name: approach, exact: true })).toBeVisible();
    }
    for (const metric of ["TTFB", "FCP", "LCP", "INP", "CLS"]) {
      await expect(lesson.getByRole("cell", { name: new RegExp(`^${metric},`) })).toBeVisible();
    }
    await expect(lesson).toContainText("In March 2024 INP replaced FID as a Core Web Vital");
    await expect(lesson).toContainText("prerenders every lesson and hydrates the one you open");
  });

  await test.step("ssr-csr: the decision rule sends a per-minute price to SSR, as the challenge does", async () => {
    const rule = page
      .locator("article[data-lesson] ol li")
      .filter({ hasText: "May a reader see an older copy?" });
    await expect(rule).toContainText("A price that changes every minute is SSR");
    await expect(rule).toContainText("within a window I can name");
  });

  await test.step("ssr-csr: the hand-made server sends the browser build's files before rendering pages", async () => {
    await expect(
      page.getByRole("heading", { level: 3, name: "SSR without a framework" }),
    ).toBeVisible();
    const server = codeBlock(page, "server/main.tsx");
    for (const part of [
      "serveFile(request, response, () => {",
      "onShellReady()",
      "onShellError()",
      "onError(error)",
      "response.statusCode = 404",
    ]) {
      await expect(server).toContainText(part);
    }
    await expect(codeBlock(page, "src/entry-client.tsx")).toContainText("hydrateRoot(document");
  });

  await test.step("ssr-csr: the rendering timeline demo scrubs, plays to the end and resets", async () => {
    const demo = page.getByRole("region", { name: "Example: Rendering timeline" });
    const status = demo.getByRole("status");
    const slider = demo.getByRole("slider", { name: /Time since the click/ });
    await slider.scrollIntoViewIfNeeded();
    await expect(status).toHaveText("Content visible: none yet");

    await slider.fill("800");
    await expect(demo.getByText("800 ms", { exact: true })).toBeVisible();
    await expect(status).toHaveText("Content visible: SSR, SSG");
    await expect(demo.getByText("Blank page: JavaScript downloading")).toBeVisible();
    await expect(demo.getByText("Content visible, not interactive yet")).toHaveCount(2);

    await slider.fill("0");
    await demo.getByRole("button", { name: "Play" }).click();
    await expect(demo.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(status).toHaveText("Content visible: CSR, SSR, SSG", { timeout: 8000 });
    await expect(demo.getByText("Content visible and interactive")).toHaveCount(3);
    await expect(demo.getByRole("button", { name: "Play" })).toBeVisible();

    await demo.getByRole("button", { name: "Reset Rendering timeline demo" }).click();
    await expect(status).toHaveText("Content visible: none yet");
  });

  await test.step("ssr-csr: rendering method tabs start on CSR and switch with the arrow keys", async () => {
    const tabs = page.getByRole("tablist", { name: "Rendering method" });
    const csr = tabs.getByRole("tab", { name: "CSR" });
    await expect(csr).toHaveAttribute("aria-selected", "true");
    await expect(codeBlock(page, "src/Posts.tsx")).toBeVisible();

    await csr.focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "SSR" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText('cache: "no-store"').first()).toBeVisible();

    await page.keyboard.press("End");
    await expect(tabs.getByRole("tab", { name: "ISR" })).toHaveAttribute("aria-selected", "true");
    const isr = codeBlock(page, "app/posts/page.tsx").filter({
      hasText: "export const revalidate = 60; // seconds",
    });
    await expect(isr).toBeVisible();
  });
});

import type { BrowserContextOptions, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The first paint is final. A page holds its lesson's first screen, and the rest of the lesson
 * arrives from its own file a moment later (as on a slow network: here it is held until the
 * first screen has been painted). Nothing on screen may move meanwhile, whatever the window:
 * every layout shift the browser reports, from before the first paint (an observer installed
 * before the page's own scripts, buffered) until the rest is in and the network is quiet, fails
 * the test. On a phone and a laptop the first screen reaches past the fold, so the settled
 * page's top looks exactly as the first paint did; in a window taller than the first screen,
 * what follows the lesson (the pager) must wait for the rest rather than be pushed down by it.
 */

const windows: { name: string; options: BrowserContextOptions; pastTheFold: boolean }[] = [
  {
    name: "412 px",
    options: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
    pastTheFold: true,
  },
  { name: "1280 px", options: { viewport: { width: 1280, height: 800 } }, pastTheFold: true },
  // A portrait monitor: taller than any lesson's first screen.
  {
    name: "1080 × 1920 px",
    options: { viewport: { width: 1080, height: 1920 } },
    pastTheFold: false,
  },
];

const entries = ["/", "/?section=hooks", "/?section=faq"];

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** Installed before the page's own scripts: every layout shift, and what moved where. */
function recordShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { shifts: Shift[] }).shifts = shifts;
  type LayoutShift = PerformanceEntry & {
    value: number;
    sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: entry.sources.map((source) => {
          const node = source.node as Element | null;
          const name = node?.getAttribute?.("aria-label") ?? node?.nodeName ?? "?";
          return `${name}: y ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)}`;
        }),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** Resolves once the frame after the current one has been painted. */
const painted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );

for (const width of windows) {
  for (const entry of entries) {
    test(`${entry} at ${width.name}: the first paint is final, nothing shifts @desktop`, async ({
      browser,
    }, testInfo) => {
      // A context of its own: the width, and a first visit's empty cache.
      const context = await browser.newContext({
        ...width.options,
        baseURL: String(testInfo.project.use.baseURL),
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
      await page.addInitScript(recordShifts);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/rest-[\w-]+\.json$/, async (route) => {
        await held;
        await route.continue();
      });

      await page.goto(entry, { waitUntil: "commit" });
      const html = page.locator("html");
      const pager = page.getByRole("navigation", { name: "Previous and next lessons" });
      await expect(page.locator("article[data-lesson] h1")).toBeVisible();
      await expect(html).not.toHaveClass(/boot-pending/);
      await painted(page);
      // The first screen alone.
      await expect(html).toHaveAttribute("data-view-rest");
      const reach = await page.evaluate(() => ({
        bottom: document.querySelector("article[data-lesson]")!.getBoundingClientRect().bottom,
        fold: window.innerHeight,
      }));
      if (width.pastTheFold)
        expect
          .soft(reach.bottom, "the first screen reaches past the fold")
          .toBeGreaterThan(reach.fold);
      else expect(reach.bottom, "the first screen ends on screen").toBeLessThan(reach.fold);
      const first = await page.screenshot();

      release();
      await expect(html).toHaveAttribute("data-ready", "");
      await expect(html).not.toHaveAttribute("data-view-rest");
      await expect(pager).toBeVisible();
      // Idle: the app's own requests (the next lesson's prefetch) are over too.
      await page.waitForLoadState("networkidle");
      await painted(page);
      const settled = await page.screenshot();
      const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
      expect(shifts, "layout shifts during the load").toEqual([]);
      if (width.pastTheFold) {
        const same = first.equals(settled);
        if (!same) {
          await testInfo.attach("first paint", { body: first, contentType: "image/png" });
          await testInfo.attach("settled", { body: settled, contentType: "image/png" });
        }
        expect(same, "the settled page's top looks as the first paint did").toBe(true);
      }
      expect(errors, "console errors").toEqual([]);
      await context.close();
    });
  }
}

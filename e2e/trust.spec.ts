import type { Page } from "@playwright/test";
import { expect, lessonHeading, chooseSection, openSection, test } from "./fixtures";

/**
 * Makes a lesson's chunk fail as if offline until `chunk.blocked` is set to false, and records
 * every request for it. The failures' console messages are expected.
 */
async function failLessonChunk(
  page: Page,
  consoleErrors: { allow: (pattern: RegExp) => void },
  sectionId: string,
) {
  consoleErrors.allow(
    /Failed to load resource|net::ERR_FAILED|Failed to fetch dynamically imported module/,
  );
  const chunk = { blocked: true, requested: [] as string[] };
  await page.route(new RegExp(`/assets/${sectionId}-[\\w-]+\\.js(\\?.*)?$`), (route) => {
    chunk.requested.push(route.request().url());
    return chunk.blocked ? route.abort("internetdisconnected") : route.continue();
  });
  return chunk;
}

test.describe("contained failures", () => {
  test(
    "a crashing demo shows its message and Reset demo; the lesson lives on",
    { tag: "@desktop" },
    async ({ page, consoleErrors }) => {
      consoleErrors.allow(/Injected failure/);
      await openSection(page, "hooks");
      const reducerBox = page.locator('section[aria-label="Example: Counter with reducer"]');
      await reducerBox.scrollIntoViewIfNeeded();

      // Inject a render-time failure: the demo prints its last action with JSON.stringify.
      await page.evaluate(() => {
        const original = JSON.stringify;
        Object.assign(window, { restoreStringify: () => (JSON.stringify = original) });
        JSON.stringify = ((value: unknown, ...rest: []) => {
          if ((value as { type?: string } | null)?.type === "increment")
            throw new Error("Injected failure");
          return original(value, ...rest);
        }) as typeof JSON.stringify;
      });
      await reducerBox.getByRole("button", { name: "Increment" }).click();
      const alert = reducerBox.getByRole("alert");
      await expect(alert).toContainText("This demo stopped working.");

      // The rest of the lesson still works: another demo, the tabs, the sidebar.
      const timerBox = page.locator('section[aria-label="Example: Timer with effect cleanup"]');
      await timerBox.getByRole("tab", { name: "Source Code" }).click();
      await expect(timerBox.getByRole("tab", { name: "Source Code" })).toHaveAttribute(
        "aria-selected",
        "true",
      );

      await page.evaluate(() =>
        (window as unknown as { restoreStringify: () => void }).restoreStringify(),
      );
      await alert.getByRole("button", { name: "Reset demo" }).click();
      await expect(reducerBox.getByRole("alert")).toHaveCount(0);
      await reducerBox.getByRole("button", { name: "Increment" }).click();
      await expect(reducerBox.getByText('{"type":"increment"}')).toBeVisible();

      await chooseSection(page, "Routing");
      await expect(lessonHeading(page)).toHaveText("Routing");
    },
  );

  test(
    "a lesson chunk that fails to load offers Try again, which loads just that lesson",
    { tag: "@desktop" },
    async ({ page, consoleErrors }) => {
      const chunk = await failLessonChunk(page, consoleErrors, "routing");
      await openSection(page, "introduction");
      const before = page.url();
      await chooseSection(page, "Routing");
      const alert = page.getByRole("alert").filter({ hasText: "This lesson could not be loaded." });
      await expect(alert).toBeVisible();
      // The page around it is intact.
      await expect(page.locator('nav[aria-label="Sections"]')).toBeAttached();

      chunk.blocked = false;
      await alert.getByRole("button", { name: "Try again" }).click();
      await expect(lessonHeading(page)).toHaveText("Routing");
      expect(page.url()).toBe(before);
      // The browser remembers failed modules, so the retry must have fetched a fresh URL.
      expect(chunk.requested.at(-1)).toMatch(/\?retry=\d+$/);
    },
  );

  test(
    "a ?section= link whose chunk fails still shows the page with Try again",
    { tag: "@desktop" },
    async ({ page, consoleErrors }) => {
      const chunk = await failLessonChunk(page, consoleErrors, "testing");
      await page.goto("/?section=testing");
      const alert = page.getByRole("alert").filter({ hasText: "This lesson could not be loaded." });
      await expect(alert).toBeVisible();
      await expect(page.locator('nav[aria-label="Sections"]')).toBeAttached();
      chunk.blocked = false;
      await alert.getByRole("button", { name: "Try again" }).click();
      await expect(lessonHeading(page)).toHaveText("Testing");
    },
  );
});

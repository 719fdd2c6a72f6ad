import type { Page } from "@playwright/test";
import { generatePaths, generateSectionValues } from "../src/test/hostile-inputs";
import { expect, lessonHeading, test } from "./fixtures";

// The full sets (200 values, 100 paths) run against the rule itself, in
// src/app/initial-view.test.ts. Here the 31 hand-picked hostile values and the
// first 10 paths (7 hand-picked, 3 random) are loaded as real pages: boot script, view and app.
const sectionValues = generateSectionValues(31);
const paths = generatePaths(10);

/** Opens `url` (the fixture waits until the app runs); it must show `heading` as its h1. */
async function landsOn(page: Page, url: string, heading: string) {
  await page.goto(url);
  await expect(page.locator("h1"), url).toHaveText(heading);
}

/** Splits inputs into slices of `size`, so both workers share the page loads. */
function slices<T>(items: T[], size: number) {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

for (const [slice, values] of slices(sectionValues, 16).entries()) {
  test(
    `${values.length} malformed ?section= values (slice ${slice + 1}) open the introduction`,
    { tag: "@desktop" },
    async ({ page }) => {
      test.setTimeout(90_000); // up to 25 full page loads
      for (const value of values) {
        await landsOn(page, `/?section=${value}`, "Introduction to the Web");
        await expect(lessonHeading(page)).toBeVisible();
      }
    },
  );
}

for (const [slice, values] of slices(paths, 10).entries()) {
  test(
    `${values.length} random paths (slice ${slice + 1}) show the 404 screen`,
    { tag: "@desktop" },
    async ({ page, consoleErrors }) => {
      test.setTimeout(90_000); // up to 25 full page loads
      consoleErrors.allow(/^404 Error: User attempted to access non-existent route: /);
      consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
      for (const path of values) {
        await landsOn(page, path, "404");
        await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
      }
    },
  );
}

test.describe("resizing", () => {
  test(
    "with the sidebar open, growing past lg and back leaves a consistent state",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/");
      const sidebar = page.getByRole("complementary", { name: "Lessons" });
      const menu = page.getByRole("button", { name: "Open navigation" });
      await menu.click();
      await expect(sidebar).toBeVisible();
      await expect(page.getByTestId("sidebar-overlay")).toBeVisible();

      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(sidebar).toBeVisible();
      await expect(page.getByTestId("sidebar-overlay")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /navigation/ })).toBeHidden();

      await page.setViewportSize({ width: 375, height: 740 });
      await expect(sidebar).toBeHidden();
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByTestId("sidebar-overlay")).toHaveCount(0);
      // Still fully usable: the menu opens again and a section can be chosen.
      await menu.click();
      await sidebar.getByRole("button", { name: "Testing", exact: true }).click();
      await expect(lessonHeading(page)).toHaveText("Testing");
      await expect(sidebar).toBeHidden();
    },
  );
});

import { sections } from "../src/data/sections";
import { expect, expectNoA11yViolations, lessonHeading, test } from "./fixtures";

// Every lesson, opened by link at both widths: its title, no axe violations, no console errors
// (the fixture fails the test on any console error), one h1, and no skipped heading levels.
for (const section of sections) {
  test(`${section.id}: renders its lesson accessibly`, async ({ page }) => {
    await page.goto(`/?section=${section.id}`);
    await expect(lessonHeading(page)).toHaveText(section.title);
    await expect(page.locator("h1")).toHaveCount(1);
    const levels = await page
      .locator("main h1, main h2, main h3, main h4, main h5, main h6")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    levels.forEach((level, index) => {
      if (index > 0)
        expect(level - levels[index - 1], `heading ${index} skips a level`).toBeLessThanOrEqual(1);
    });
    await expectNoA11yViolations(page, section.id);
  });
}

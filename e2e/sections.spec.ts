import { sections } from "../src/data/sections";
import {
  darkRules,
  expect,
  expectNoA11yViolations,
  expectValidHtml,
  isMobile,
  lessonHeading,
  switchColorScheme,
  test,
} from "./fixtures";

// Every lesson, opened by link at both widths: its title, no axe violations, no console errors
// (the fixture fails the test on any console error), no Content-Security-Policy violations,
// valid HTML, one h1, no skipped heading levels, and an accessible name on every control.
// The DOM is the same at every width (only CSS differs): the full axe rule set, the dark scheme
// and the HTML validator run on the desktop; on the phone, what the width changes: nothing
// wider than the screen, and axe's rules of size and scrolling.
const phoneRules = ["target-size", "scrollable-region-focusable", "meta-viewport", "region"];

for (const section of sections) {
  test(
    `${section.id}: renders its lesson accessibly, validly and within the CSP`,
    {
      tag: "@responsive",
    },
    async ({ page }) => {
      test.slow(); // axe over a long lesson takes a while on two shared cores
      await page.addInitScript(() => {
        const violations: string[] = [];
        Object.assign(window, { cspViolations: violations });
        document.addEventListener("securitypolicyviolation", (event) =>
          violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
        );
      });
      await page.goto(`/?section=${section.id}`);
      await expect(lessonHeading(page)).toHaveText(section.title);
      await expect(page.locator("h1")).toHaveCount(1);
      const levels = await page
        .locator("main h1, main h2, main h3, main h4, main h5, main h6")
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
      levels.forEach((level, index) => {
        if (index > 0)
          expect(level - levels[index - 1], `heading ${index} skips a level`).toBeLessThanOrEqual(
            1,
          );
      });
      if (isMobile(page)) {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, "the page is wider than the phone's screen").toBeLessThanOrEqual(0);
        await expectNoA11yViolations(page, `${section.id} (375 px)`, undefined, {
          only: phoneRules,
        });
      } else {
        await expectNoA11yViolations(page, section.id);
      }
      // Dark mode has its own colours for everything: checked on every lesson too, on the desktop
      // (the same page, switched to the dark scheme). Only colours change with the scheme, so the
      // rules that read colours run again; the one widget whose words follow the scheme (the theme
      // demo) gets the full rule set in dark mode in lesson-styling.spec.ts.
      if (!isMobile(page)) {
        await switchColorScheme(page, "dark");
        await expectNoA11yViolations(page, `${section.id} (dark)`, undefined, {
          only: darkRules,
        });
        await page.emulateMedia({ colorScheme: "light" });
      }
      if (!isMobile(page)) await expectValidHtml(await page.content(), `rendered ${section.id}`);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    },
  );
}

test("the built index.html and 404.html are valid HTML", async ({ request }) => {
  for (const path of ["/", "/404.html"]) {
    const response = await request.get(path);
    await expectValidHtml(await response.text(), `built ${path}`);
  }
});

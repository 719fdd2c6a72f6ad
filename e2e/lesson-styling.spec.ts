import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, lessonHeading, switchColorScheme, test } from "./fixtures";

/** The spec's parts for this lesson, in order, the comparison, then the takeaways. */
const parts = [
  /^Tailwind/,
  /^CSS Modules/,
  /^Styled components/i,
  /^Responsive design/,
  /^Dark mode/,
  /^Grid and flex/,
  /^Comparing the approaches/,
  /^Key takeaways$/,
  "Challenges",
];

const example = (page: Page, title: string) =>
  page.getByRole("region", { name: `Example: ${title}` });

test.beforeEach(async ({ page }) => {
  await page.goto("/?section=styling");
  await expect(lessonHeading(page)).toHaveText("Styling");
});

// One page load for every check: the read-only ones first, then the demos, each changing only
// itself; the theme switcher comes last, as it switches the whole page's colour scheme.
test("styling: its parts, the comparison table, the container query, flex and grid, and the theme switcher", async ({
  page,
}) => {
  await test.step("styling: every part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
  });

  await test.step("styling: the comparison table covers the four questions", async () => {
    const table = page.locator("article[data-lesson] table", { hasText: "Runtime cost" });
    for (const header of ["Approach", "Runtime cost", "Co-location", "Theming", "Learning curve"]) {
      await expect(table.getByRole("columnheader", { name: header })).toBeVisible();
    }
    for (const row of ["Tailwind CSS", "CSS Modules", "styled-components"]) {
      await expect(table.getByRole("cell", { name: row, exact: true })).toBeVisible();
    }
  });

  await test.step("styling: the container query card follows its container, not the window", async () => {
    const box = example(page, "Container query");
    const slider = box.getByRole("slider", { name: "Container width" });
    const container = box.getByTestId("query-container");
    const card = container.locator("> div");
    await container.scrollIntoViewIfNeeded();

    /** Row once the container's content box is at least 16rem (256 px) wide. */
    async function expectLayoutToMatchWidth() {
      const inner = await container.evaluate((element) => {
        const style = getComputedStyle(element);
        return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      });
      await expect(card).toHaveCSS("flex-direction", inner >= 256 ? "row" : "column");
    }

    await expect(box.getByText("100%")).toBeVisible();
    await expect(card).toHaveCSS("flex-direction", "row");
    await expectLayoutToMatchWidth();

    await slider.focus();
    await page.keyboard.press("Home");
    await expect(box.getByText("30%")).toBeVisible();
    await expect(card).toHaveCSS("flex-direction", "column");

    for (let step = 0; step < 7; step += 1) {
      await page.keyboard.press("ArrowRight");
      await expectLayoutToMatchWidth();
    }
    await expect(box.getByText("100%")).toBeVisible();
  });

  await test.step("styling: the flex and grid demo rearranges the items", async () => {
    const box = example(page, "Flex and grid");
    const container = box.getByTestId("flex-grid-container");
    const layout = box.getByLabel("Layout");
    await expect(container).toHaveCSS("display", "flex");
    await expect(container).toHaveCSS("flex-direction", "row");

    await layout.selectOption("Grid, 3 columns");
    await expect(box.getByText('className="grid grid-cols-3 gap-2"')).toBeVisible();
    await expect(container).toHaveCSS("display", "grid");
    const columns = await container.evaluate(
      (element) => getComputedStyle(element).gridTemplateColumns.split(" ").length,
    );
    expect(columns).toBe(3);
    // Item four starts the second row, below item one.
    const one = await box.getByText("One", { exact: true }).boundingBox();
    const four = await box.getByText("Four", { exact: true }).boundingBox();
    expect(four?.x).toBeCloseTo(one?.x ?? -1, 0);
    expect(four?.y ?? 0).toBeGreaterThan(one?.y ?? 0);

    await layout.selectOption("Flex column");
    await expect(container).toHaveCSS("display", "flex");
    await expect(container).toHaveCSS("flex-direction", "column");
  });

  await test.step("styling: the theme switcher follows the system and obeys a choice", async () => {
    await page.emulateMedia({ colorScheme: "dark" });
    const box = example(page, "Theme switcher");
    const status = box.getByRole("status");
    await expect(status).toHaveText("Preview theme: dark (following your system setting)");

    await page.emulateMedia({ colorScheme: "light" });
    await expect(status).toHaveText("Preview theme: light (following your system setting)");

    await box.getByRole("button", { name: "Dark" }).click();
    await expect(status).toHaveText("Preview theme: dark");
    await expect(box.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
    const card = box.getByText("Weekly report").locator("..");
    await expect(card).not.toHaveCSS("background-color", "rgb(255, 255, 255)");
    const darkText = await card.evaluate((element) => getComputedStyle(element).color);

    await box.getByRole("button", { name: "Light" }).click();
    await expect(status).toHaveText("Preview theme: light");
    await expect(card).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(card).not.toHaveCSS("color", darkText);
    // The demo stores nothing.
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // Its words follow the scheme ("following your system setting"): the full rule set on it
    // in the dark scheme. (sections.spec.ts checks every lesson's colours in both schemes.)
    await box.getByRole("button", { name: "System" }).click();
    await switchColorScheme(page, "dark");
    await expect(status).toHaveText("Preview theme: dark (following your system setting)");
    await expectNoA11yViolations(
      page,
      "the theme switcher (dark)",
      'section[aria-label="Example: Theme switcher"]',
    );
  });
});

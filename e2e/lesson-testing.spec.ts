import { expect, openSection, test } from "./fixtures";

const parts = [
  "Unit tests with Vitest",
  "Component tests with Testing Library",
  "Mocking functions, modules and the network",
  "End-to-end tests with Playwright",
  "Code coverage",
  "What to test and what not to",
  "Key takeaways",
  "Challenges",
];

test("testing: every spec part has its heading, in order", async ({ page }) => {
  await openSection(page, "testing");
  await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
});

test("testing: the coverage sample shows the threshold of 80", async ({ page }) => {
  await openSection(page, "testing");
  const config = page.locator("figure[data-slot=code-block]", {
    has: page.getByText("thresholds", { exact: false }),
  });
  await expect(config).toHaveCount(1);
  await expect(config).toContainText("lines: 80");
  await expect(config).toContainText("branches: 80");
});

test("testing: the package-manager tabs switch the install command", async ({ page }) => {
  await openSection(page, "testing");
  const tabs = page.getByRole("tablist", { name: "Package manager" });
  await tabs.getByRole("tab", { name: "pnpm" }).click();
  await expect(page.getByRole("tabpanel", { name: "pnpm" })).toContainText("pnpm add -D vitest");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tabpanel", { name: "yarn" })).toContainText("yarn add -D vitest");
});

test("testing: the merge checklist can be ticked", async ({ page }) => {
  await openSection(page, "testing");
  const box = page.getByRole("checkbox", { name: /Coverage stays above the threshold of 80/ });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(box).toBeChecked();
});

test("testing: the Playwright config tests the production build, not the dev server", async ({
  page,
}) => {
  await openSection(page, "testing");
  const config = page.locator("figure[data-slot=code-block]", {
    has: page.getByText("playwright.config.ts", { exact: true }),
  });
  await expect(config).toContainText("npm run build && npm run preview");
  await expect(config).not.toContainText("npm run dev");
});

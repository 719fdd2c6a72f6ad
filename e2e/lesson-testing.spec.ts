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

// One page load for every check: the read-only ones first, then the checklist and the tabs,
// which change only themselves.
test("testing: its parts, the coverage and Playwright samples, the checklist and the install tabs", async ({
  page,
}) => {
  await openSection(page, "testing");

  await test.step("testing: every spec part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
  });

  await test.step("testing: the coverage sample shows the threshold of 80", async () => {
    const config = page.locator("figure[data-slot=code-block]", {
      has: page.getByText("thresholds", { exact: false }),
    });
    await expect(config).toHaveCount(1);
    await expect(config).toContainText("lines: 80");
    await expect(config).toContainText("branches: 80");
  });

  await test.step("testing: the Playwright config tests the production build, not the dev server", async () => {
    const config = page.locator("figure[data-slot=code-block]", {
      has: page.getByText("playwright.config.ts", { exact: true }),
    });
    await expect(config).toContainText("npm run build && npm run preview");
    await expect(config).not.toContainText("npm run dev");
  });

  await test.step("testing: the merge checklist can be ticked", async () => {
    const box = page.getByRole("checkbox", { name: /Coverage stays above the threshold of 80/ });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(box).toBeChecked();
  });

  await test.step("testing: the package-manager tabs switch the install command", async () => {
    const tabs = page.getByRole("tablist", { name: "Package manager" });
    await tabs.getByRole("tab", { name: "pnpm" }).click();
    await expect(page.getByRole("tabpanel", { name: "pnpm" })).toContainText("pnpm add -D vitest");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tabpanel", { name: "yarn" })).toContainText("yarn add -D vitest");
  });
});

import { expect, expectDemoAccessible, openSection, test } from "./fixtures";

const parts = [
  "Lazy loading with React.lazy and Suspense",
  "Memoization: memo, useMemo and useCallback",
  "Render props",
  "Higher-order components",
  "Compound components",
  "Custom hooks",
  "Error boundaries",
  "Performance monitoring",
  "Key takeaways",
  "Challenges",
];

test("advanced: its parts, the web-vitals reporting code and the lazy chart", async ({ page }) => {
  test.setTimeout(90_000); // axe over a long lesson on two shared cores
  await openSection(page, "advanced");

  await test.step("advanced: every spec part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
  });

  await test.step("advanced: the web-vitals reporting code has a stable heading and sends a beacon", async () => {
    // Deployment and FAQ link here, so the id must not change.
    const heading = page.locator("h3#reporting-web-vitals-to-your-server");
    await expect(heading).toHaveText("Reporting web vitals to your server");
    const block = page.locator("figure[data-slot=code-block]", {
      has: page.getByText("src/lib/report-web-vitals.ts", { exact: true }),
    });
    await expect(block).toContainText("navigator.sendBeacon(ENDPOINT, body)");
    await expect(block).toContainText("keepalive: true");
    for (const field of ["name:", "value:", "rating:", "page:"]) {
      await expect(block).toContainText(field);
    }
  });

  await test.step("advanced: the lazy chart shows a fallback, then loads once and is reused", async () => {
    const box = page.getByRole("region", { name: "Example: Lazy loading" });
    const toggle = box.getByRole("button", { name: /^(Show|Hide) chart$/ });
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(box.getByRole("status")).toHaveText("Loading chart…");
    await expect(box.getByText("Sales this week")).toBeVisible();
    await expect(box.getByRole("status")).toHaveCount(0);
    await expect(box.getByText("22 sales")).toBeVisible();
    await expectDemoAccessible(page, "Lazy loading");
    await expect(toggle).toHaveText("Hide chart");

    await toggle.click();
    await expect(box.getByText("Sales this week")).toHaveCount(0);
    await toggle.click();
    // Already loaded: the chart is back without a fallback.
    await expect(box.getByText("Sales this week")).toBeVisible();
    await expect(box.getByText("Loading chart…")).toHaveCount(0);
  });
});

test("advanced: a crash stays inside its error boundary and can be retried", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000); // axe over a long lesson on two shared cores
  // React reports caught render errors on the console; this one is the demo's purpose.
  consoleErrors.allow(/crashed on purpose/);
  await openSection(page, "advanced");
  const box = page.getByRole("region", { name: "Example: Error boundaries" });
  const addA = box.getByRole("button", { name: "Add 1 to Counter A" });
  await addA.scrollIntoViewIfNeeded();
  await addA.click();
  await addA.click();
  await expect(box.getByText("Counter A: 2")).toBeVisible();
  await addA.click();

  const alert = box.getByRole("alert");
  await expect(alert).toHaveText(
    /^Something went wrong: Counter A reached 3 and crashed on purpose\./,
  );
  await expect(box.getByText("This demo stopped working.")).toHaveCount(0);

  await box.getByRole("button", { name: "Add 1 to Counter B" }).click();
  await expect(box.getByText("Counter B: 1")).toBeVisible();
  await expectDemoAccessible(page, "Error boundaries");

  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(alert).toHaveCount(0);
  await expect(box.getByText("Counter A: 0")).toBeVisible();
  await expect(box.getByText("Counter B: 1")).toBeVisible();
  expect(consoleErrors.messages.some((text) => text.includes("crashed on purpose"))).toBe(true);
});

test.describe("dark theme", () => {
  test.use({ colorScheme: "dark" });

  test("advanced: the demos stay accessible in dark mode", async ({ page, consoleErrors }) => {
    test.setTimeout(90_000); // four axe runs over a long lesson on two shared cores
    consoleErrors.allow(/crashed on purpose/);
    await openSection(page, "advanced");
    const lazyBox = page.getByRole("region", { name: "Example: Lazy loading" });
    await lazyBox.getByRole("button", { name: "Show chart" }).click();
    await expect(lazyBox.getByRole("status")).toHaveText("Loading chart…");
    await expectDemoAccessible(page, "Lazy loading");
    await expect(lazyBox.getByText("Sales this week")).toBeVisible();
    await expectDemoAccessible(page, "Lazy loading");

    const boundaryBox = page.getByRole("region", { name: "Example: Error boundaries" });
    const addA = boundaryBox.getByRole("button", { name: "Add 1 to Counter A" });
    for (let click = 0; click < 3; click += 1) await addA.click();
    await expect(boundaryBox.getByRole("alert")).toBeVisible();
    await expectDemoAccessible(page, "Error boundaries");
  });
});

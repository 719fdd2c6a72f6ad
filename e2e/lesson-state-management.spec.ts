import { expect, expectDemoAccessible, openSection, test } from "./fixtures";

const parts = [
  "The four tiers of state",
  "Advanced useState patterns",
  "Automatic batching",
  "useReducer: state with named transitions",
  "Context: sharing state without prop drilling",
  "External state libraries",
  "Performance",
  "Decision guide: which tool when",
  "Key takeaways",
  "Challenges",
];

// One page load for the light-scheme checks: the headings first, then the batching demo (it
// changes only itself and ends reset) and the library tabs, which switch only their own samples.
test("state-management: its parts, the batching demo and the library tabs", async ({ page }) => {
  await openSection(page, "state-management");

  await test.step("state-management: every spec part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
    // The four tiers are drawn as a diagram, and the decision guide is a table.
    await expect(
      page.getByRole("img", { name: "The four tiers in one component tree" }),
    ).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Reach for", exact: true })).toBeVisible();
    // Other lessons link here for the one full treatment of these ideas.
    const lesson = page.locator("article[data-lesson]");
    await expect(lesson.locator("h3#lazy-initial-state")).toHaveText("Lazy initial state");
    await expect(lesson.locator("h3#updating-objects-immutably")).toHaveText(
      "Updating objects immutably",
    );
    await expect(lesson.locator("h3#memoise-the-context-value")).toHaveText(
      "Memoise the context value",
    );
  });

  await test.step("state-management: one click adds 1 and causes one render; flushSync causes three", async () => {
    const box = page.getByRole("region", { name: "Example: Automatic batching" });
    const count = box.locator("dt", { hasText: "Count" }).locator("+ dd");
    const status = box.getByRole("status");
    const batched = box.getByRole("button", { name: "Update three states" });
    await batched.scrollIntoViewIfNeeded();
    await expect(count).toHaveText("0");
    await expect(status).toHaveText("Click a button to see how many renders one click causes.");

    for (const expected of ["1", "2", "3"]) {
      await batched.click();
      await expect(count).toHaveText(expected);
      await expect(status).toHaveText("Renders caused by the last click: 1");
    }
    await expect(box.getByText(`Batched, click 3`)).toBeVisible();
    await expect(box.locator("dt", { hasText: "Flag" }).locator("+ dd")).toHaveText("On");

    await box.getByRole("button", { name: "Update with flushSync" }).click();
    await expect(count).toHaveText("4");
    await expect(box.getByText("flushSync, click 4")).toBeVisible();
    await expect(status).toHaveText("Renders caused by the last click: 3");
    await expectDemoAccessible(page, "Automatic batching");

    await batched.click();
    await expect(count).toHaveText("5");
    await expect(status).toHaveText("Renders caused by the last click: 1");

    // The Source Code tab shows the demo's real file.
    await box.getByRole("tab", { name: "Source Code" }).click();
    await expect(box.getByText("flushSync(() => setCount((c) => c + 1));")).toBeVisible();
    await box.getByRole("tab", { name: "Live Preview" }).click();

    // Reset remounts the demo with fresh state.
    await box.getByRole("button", { name: "Reset Automatic batching demo" }).click();
    await expect(count).toHaveText("0");
    await expect(status).toHaveText("Click a button to see how many renders one click causes.");
  });

  await test.step("state-management: the library tabs switch with the keyboard", async () => {
    const tabs = page.getByRole("tablist", { name: "State library" });
    await tabs.getByRole("tab", { name: "Redux" }).click();
    await expect(page.getByText("src/store.ts", { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Zustand" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByText("src/stores/cart-store.ts", { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Jotai" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("src/atoms/cart.ts", { exact: true })).toBeVisible();
  });
});

test.describe("dark theme", () => {
  test.use({ colorScheme: "dark" });

  test("state-management: the batching demo stays accessible in dark mode", async ({ page }) => {
    await openSection(page, "state-management");
    const box = page.getByRole("region", { name: "Example: Automatic batching" });
    await box.getByRole("button", { name: "Update with flushSync" }).click();
    await expect(box.getByRole("status")).toHaveText("Renders caused by the last click: 3");
    await expectDemoAccessible(page, "Automatic batching");
  });
});

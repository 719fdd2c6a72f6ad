import { chromeFlags, offlineFlag, testChromePath } from "../scripts/chromium.mjs";
import { expect, openSection, test } from "./fixtures";

/**
 * A Check pressed with the preview scrolled out of view, in a browser that slows a hidden
 * cross-origin frame's timers down as readers' browsers do. Playwright starts Chromium with
 * that slowing turned off (`--disable-background-timer-throttling`), so this file gives it back:
 * there, every timer of the checks waits for the next whole second while the runner's frame is
 * out of view, and the first Core Concepts challenge's Check took about 7 s instead of 0.3 s.
 */
test.use({
  launchOptions: {
    executablePath: testChromePath,
    args: [...chromeFlags, offlineFlag],
    ignoreDefaultArgs: ["--disable-background-timer-throttling"],
  },
});

// The checks are what is timed; the editor's language service is not needed.
test.use({ languageService: false });

test("Check answers at once while the preview is scrolled out of view @timing", async ({
  page,
}) => {
  test.slow();
  await openSection(page, "core-concepts");
  const challenge = page.locator("[data-slot=challenge]").first();
  await challenge.getByRole("button", { name: "Start challenge" }).click();
  const preview = challenge.locator("iframe");
  await expect(challenge.frameLocator("iframe").locator("#preview > *").first()).toBeVisible({
    timeout: 30_000,
  });
  await challenge.getByRole("button", { name: "Show solution" }).click();
  await challenge.getByRole("button", { name: "Load solution into the editor" }).click();

  // The preview goes above the top of the window; the Check button stays in it.
  await preview.evaluate((frame) =>
    window.scrollBy({ top: frame.getBoundingClientRect().bottom + 8, behavior: "instant" }),
  );
  const check = challenge.getByRole("button", { name: "Check" });
  await expect(check).toBeInViewport();
  await expect(preview).not.toBeInViewport();

  // This browser does slow the hidden frame down: two 50 ms timeouts take a second or more.
  const frame = (await (await preview.elementHandle())!.contentFrame())!;
  const slowed = await frame.evaluate(async () => {
    const start = performance.now();
    for (let round = 0; round < 2; round += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return performance.now() - start;
  });
  expect(slowed).toBeGreaterThan(900);

  const pressed = Date.now();
  await check.click();
  const results = challenge.locator("[data-slot=check-results]");
  await expect(results).toContainText(/All \d+ checks passed/, { timeout: 20_000 });
  // Unhelped, its timers alone took seven seconds or more; helped, well under one at full speed.
  expect(Date.now() - pressed).toBeLessThan(4000);
  await expect(preview).not.toBeInViewport();
});

import type { Page } from "@playwright/test";
import { expect, openSection, POSTS_PATTERN, samplePosts, test } from "./fixtures";

// The posts service answers with three mock posts unless a test installs its own answer
// (routes registered later win).
test.beforeEach(async ({ page }) => {
  await page.route(POSTS_PATTERN, (route) => route.fulfill({ json: samplePosts }));
});

const parts = [
  "Fetching data with fetch",
  "Loading states",
  "Error handling",
  "Cancelling requests with AbortController",
  "Data libraries: TanStack Query",
  "Key takeaways",
  "Challenges",
];

function fetchDemo(page: Page) {
  const box = page.getByRole("region", { name: "Example: Fetch posts" });
  return {
    box,
    button: box.getByRole("button", { name: /^(Fetch posts|Loading\.\.\.)$/ }),
    items: box.getByRole("listitem"),
    alert: box.getByRole("alert"),
  };
}

// Neither step routes the posts service itself: both use the beforeEach's mock posts.
test("apis: its parts and the fetch demo's three posts", async ({ page }) => {
  await openSection(page, "apis");

  await test.step("apis: every spec part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
  });

  await test.step("apis: the fetch demo lists three posts with a 100-character preview", async () => {
    const demo = fetchDemo(page);
    await demo.button.scrollIntoViewIfNeeded();
    await expect(demo.items).toHaveCount(0);
    await demo.button.click();
    await expect(demo.items).toHaveCount(3);
    await expect(demo.items.first()).toContainText(samplePosts[0].title);
    await expect(demo.items.first()).toContainText(`${samplePosts[0].body.slice(0, 100)}…`);
    await expect(demo.items.first()).not.toContainText(samplePosts[0].body.slice(0, 101));
    await expect(demo.box.getByRole("status")).toHaveText("Loaded 3 posts.");
    await expect(demo.alert).toHaveCount(0);
  });
});

test('apis: the button reads "Loading..." and is disabled while the request runs', async ({
  page,
}) => {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(POSTS_PATTERN, async (route) => {
    await answered;
    await route.fulfill({ json: samplePosts });
  });
  await openSection(page, "apis");
  const demo = fetchDemo(page);
  await demo.button.click();
  await expect(demo.button).toHaveText("Loading...");
  await expect(demo.button).toBeDisabled();
  release();
  await expect(demo.items).toHaveCount(3);
  await expect(demo.button).toHaveText("Fetch posts");
  await expect(demo.button).toBeEnabled();
});

const failures = [
  {
    name: "a 500 response",
    allow: /status of 500/,
    handle: (route: import("@playwright/test").Route) =>
      route.fulfill({ status: 500, body: "Internal Server Error" }),
  },
  {
    name: "an aborted request",
    allow: /Failed to load resource|ERR_FAILED/,
    handle: (route: import("@playwright/test").Route) => route.abort("failed"),
  },
  {
    name: "malformed JSON",
    allow: /^$/,
    handle: (route: import("@playwright/test").Route) =>
      route.fulfill({ contentType: "application/json", body: "{ not json" }),
  },
];

for (const failure of failures) {
  test(`apis: the fetch demo shows an error for ${failure.name}, then recovers`, async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failure.allow);
    await page.route(POSTS_PATTERN, failure.handle, { times: 1 });
    await openSection(page, "apis");
    const demo = fetchDemo(page);
    await demo.button.click();
    await expect(demo.alert).toHaveText("Failed to fetch posts");
    await expect(demo.alert.locator("svg")).toHaveAttribute("aria-hidden", "true");
    await expect(demo.items).toHaveCount(0);

    // The next press clears the error and succeeds (the fixture answers with mock posts).
    await expect(demo.button).toBeEnabled();
    await demo.button.click();
    await expect(demo.items).toHaveCount(3);
    await expect(demo.alert).toHaveCount(0);
  });
}

test("apis: Reset during a request cancels it without errors", async ({ page }) => {
  let aborted = false;
  page.on("requestfailed", (request) => {
    if (request.url().includes("jsonplaceholder")) aborted = true;
  });
  await page.route(POSTS_PATTERN, () => {
    // Never answered: only the demo's abort ends this request.
  });
  await openSection(page, "apis");
  const demo = fetchDemo(page);
  await demo.button.click();
  await expect(demo.button).toHaveText("Loading...");
  await demo.box.getByRole("button", { name: "Reset Fetch posts demo" }).click();
  await expect(demo.button).toHaveText("Fetch posts");
  await expect(demo.button).toBeEnabled();
  await expect.poll(() => aborted).toBe(true);
});

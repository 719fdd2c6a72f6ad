import type { Locator, Page } from "@playwright/test";
import { expect, lessonHeading, test } from "./fixtures";

/**
 * The first moments: the prerendered page is on screen but the app's JavaScript has not run.
 * Each test holds the app's entry chunk back (as a slow phone network would), presses a
 * control, checks that the press shows as held, releases the chunk and checks that the press
 * had the same result it has once the app is ready. These tests must not wait for
 * `<html data-ready>` before pressing: that is the moment they cover.
 */

/**
 * Holds every request for the app's entry module until `release()`, or until `fail()`, which
 * makes them fail as a lost connection would.
 */
async function holdApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  let failing = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    requested = true;
    await released;
    await (failing ? route.abort("failed") : route.continue());
  });
  return {
    /** Whether the boot script has asked for the entry (it waits for the first paint). */
    requested: () => requested,
    release,
    fail() {
      failing = true;
      release();
    },
  };
}

/** Opens `path` and returns once the page is painted but the app is held back. */
async function openHeld(page: Page, path: string) {
  const app = await holdApp(page);
  await page.goto(path, { waitUntil: "commit" });
  await expect.poll(app.requested, { message: "the boot script asks for the app" }).toBe(true);
  return app;
}

async function expectHeld(page: Page, control: Locator) {
  await expect(control).toHaveAttribute("data-boot-pressed", "");
  await expect(page.locator("html")).toHaveClass(/\bboot-busy\b/);
  await expect(page.locator("html")).not.toHaveAttribute("data-ready");
}

async function expectReleased(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-ready", "");
  await expect(page.locator("[data-boot-pressed]")).toHaveCount(0);
  await expect(page.locator("html")).not.toHaveClass(/\bboot-busy\b/);
}

test.describe("presses before the app has loaded", () => {
  test("a lesson chosen in the sidebar opens once the app runs @desktop", async ({ page }) => {
    const app = await openHeld(page, "/");
    const item = page
      .getByRole("navigation", { name: "Sections" })
      .getByRole("button", { name: "What is React?", exact: true });
    await item.click();
    await expectHeld(page, item);
    await expect(lessonHeading(page)).toHaveText("Introduction to the Web");

    app.release();
    await expect(lessonHeading(page)).toHaveText("What is React?");
    await expectReleased(page);
    await expect(item).toHaveAttribute("aria-current", "page");
    // Choosing a section never changes the address, before the app or after.
    expect(new URL(page.url()).search).toBe("");
    // As after a later press, the new lesson's title takes the focus.
    await expect(lessonHeading(page)).toBeFocused();
  });

  test("the phone menu opens once the app runs @mobile", async ({ page }) => {
    const app = await openHeld(page, "/");
    const menu = page.getByRole("button", { name: "Open navigation" });
    await menu.click();
    await expectHeld(page, menu);

    app.release();
    await expectReleased(page);
    const sections = page.getByRole("navigation", { name: "Sections" });
    await expect(sections.getByRole("button", { name: "React Hooks", exact: true })).toBeVisible();
    await sections.getByRole("button", { name: "React Hooks", exact: true }).click();
    await expect(lessonHeading(page)).toHaveText("React Hooks");
    expect(new URL(page.url()).search).toBe("");
  });

  test("the search dialog opens once the app runs @desktop", async ({ page }) => {
    const app = await openHeld(page, "/");
    const search = page.getByRole("button", { name: /^Search/ });
    await search.click();
    await expectHeld(page, search);

    app.release();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Search the guide" })).toBeFocused();
    await expectReleased(page);
  });

  test("the pager's next link opens the next lesson in place @desktop", async ({ page }) => {
    const app = await openHeld(page, "/");
    const next = page.getByRole("link", { name: "Next: What is React?" });
    await next.click();
    await expectHeld(page, next);
    // The held link did not load a new page: the address is the one the reader opened.
    expect(new URL(page.url()).search).toBe("");

    app.release();
    await expect(lessonHeading(page)).toHaveText("What is React?");
    await expectReleased(page);
    expect(new URL(page.url()).search).toBe("");
  });

  test("a tab chosen on a deep-linked lesson is selected once the app runs @desktop", async ({
    page,
  }) => {
    const app = await openHeld(page, "/?section=what-is-react");
    await expect(lessonHeading(page)).toHaveText("What is React?");
    const tabs = page.getByRole("tablist", { name: "Counter style" });
    const classTab = tabs.getByRole("tab", { name: "Class" });
    await expect(classTab).toHaveAttribute("aria-selected", "false");
    await classTab.click();
    await expectHeld(page, classTab);

    app.release();
    await expectReleased(page);
    await expect(classTab).toHaveAttribute("aria-selected", "true");
    expect(new URL(page.url()).search).toBe("?section=what-is-react");
  });

  test("an FAQ question opens once the app runs @desktop", async ({ page }) => {
    const app = await openHeld(page, "/?section=faq");
    const question = page.getByRole("button", {
      name: "Why does my effect run twice in development?",
    });
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await question.click();
    await expectHeld(page, question);

    app.release();
    await expectReleased(page);
    await expect(question).toHaveAttribute("aria-expanded", "true");
  });

  test("without the app, a held pager link is followed like a plain link @desktop", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to load resource/);
    const app = await openHeld(page, "/");
    const next = page.getByRole("link", { name: "Next: What is React?" });
    await next.click();
    await expectHeld(page, next);
    // The entry fails (and fails again on the page the link opens).
    app.fail();
    await page.waitForURL(/\?section=what-is-react$/);
    await expect(page.locator("h1").first()).toHaveText("What is React?");
  });
});

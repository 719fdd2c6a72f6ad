import type { Page } from "@playwright/test";
import {
  darkRules,
  expect,
  expectNoA11yViolations,
  isMobile,
  lessonHeading,
  switchColorScheme,
  test,
} from "./fixtures";

const HOOKS_REDUCER = "usereducer-state-transitions-in-one-place";

/** The search button a reader sees: in the sidebar on wide screens, in the top bar on phones. */
function searchButton(page: Page) {
  const scope = isMobile(page)
    ? page.getByRole("banner")
    : page.getByRole("complementary", { name: "Lessons" });
  return scope.getByRole("button", { name: "Search", exact: true });
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the guide" });
const input = (page: Page) => dialog(page).getByRole("combobox", { name: "Search the guide" });

async function openHome(page: Page) {
  await page.goto("/");
  await expect(lessonHeading(page)).toHaveText("Introduction to the Web");
}

/** Opens search from the visible button and waits until it can be typed into. */
async function openSearch(page: Page) {
  await searchButton(page).click();
  await expect(input(page)).toBeFocused();
}

test.describe("site search", () => {
  test("the button opens the dialog and Escape gives focus back to it", async ({ page }) => {
    await openHome(page);
    const button = searchButton(page);
    await expect(button).toBeVisible();
    await openSearch(page);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByText(/Type a word to search/)).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test(
    "Ctrl+K (⌘K) and / open the dialog; / inside a text field does not",
    { tag: "@desktop" },
    async ({ page }) => {
      await openHome(page);
      await page.keyboard.press("ControlOrMeta+k");
      await expect(input(page)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();

      await page.keyboard.press("/");
      await expect(input(page)).toBeFocused();
      // The "/" that opened it is not typed into the box.
      await expect(input(page)).toHaveValue("");
      await input(page).pressSequentially("a/b");
      await expect(input(page)).toHaveValue("a/b");
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toBeHidden();
    },
  );

  test(
    "keys typed while the dialog is still loading end up in the search box",
    { tag: "@desktop" },
    async ({ page }) => {
      // Hold the dialog's chunk, as a slow network would on the first open.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/search-dialog-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await openHome(page);
      await page.keyboard.press("ControlOrMeta+k");
      await page.keyboard.type("usestat");
      await expect(dialog(page)).toHaveCount(0);
      release();
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveValue("usestat");
      await expect(dialog(page).getByRole("option").first()).toContainText("useState");
    },
  );

  test(
    "'usereducer' finds the Hooks heading; Enter lands on it and the URL stays",
    {
      tag: "@responsive",
    },
    async ({ page }) => {
      await openHome(page);
      const url = page.url();
      await openSearch(page);
      await input(page).fill("usereducer");

      const option = dialog(page).getByRole("option", {
        name: /React Hooks.*useReducer: state transitions in one place/,
      });
      await expect(option).toBeVisible();
      await expect(option.locator("mark").first()).toHaveText("useReducer");
      for (
        let step = 0;
        step < 10 && (await option.getAttribute("aria-selected")) !== "true";
        step++
      )
        await page.keyboard.press("ArrowDown");
      await expect(option).toHaveAttribute("aria-selected", "true");
      await expect(input(page)).toHaveAttribute(
        "aria-activedescendant",
        (await option.getAttribute("id"))!,
      );

      await page.keyboard.press("Enter");
      await expect(dialog(page)).toBeHidden();
      await expect(lessonHeading(page)).toHaveText("React Hooks");
      const heading = page.locator(`[id="${HOOKS_REDUCER}"]`);
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      expect(page.url()).toBe(url);
    },
  );

  test(
    "a word that matches nothing offers lessons to open instead",
    { tag: "@desktop" },
    async ({ page }) => {
      await openHome(page);
      await openSearch(page);
      await input(page).fill("kubernetes");
      await expect(dialog(page).getByText('No results for "kubernetes"')).toBeVisible();
      await dialog(page).getByRole("button", { name: "React Hooks" }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(lessonHeading(page)).toHaveText("React Hooks");
      await expect(lessonHeading(page)).toBeFocused();
    },
  );

  test(
    "if the index cannot load, the dialog says so and Try again recovers",
    { tag: "@desktop" },
    async ({ page, consoleErrors }) => {
      consoleErrors.allow(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/);
      let blocked = true;
      await page.route(/\/assets\/search-index-[0-9a-f]+\.json$/, (route) =>
        blocked ? route.abort("internetdisconnected") : route.continue(),
      );
      await openHome(page);
      await openSearch(page);
      const alert = dialog(page).getByRole("alert");
      await expect(alert).toContainText("The search index could not be loaded.");

      blocked = false;
      await alert.getByRole("button", { name: "Try again" }).click();
      await expect(dialog(page).getByText(/Type a word to search/)).toBeVisible();
      await input(page).fill("usestat");
      await expect(dialog(page).getByRole("option").first()).toContainText("useState");
    },
  );

  // One page for both schemes; the dialog's colours do not depend on the width, so the phone
  // checks the light scheme's layout only, and the dark scheme needs only the colour rules.
  test("the open dialog passes axe, light and dark", { tag: "@responsive" }, async ({ page }) => {
    await openHome(page);
    await openSearch(page);
    const schemes = isMobile(page) ? (["light"] as const) : (["light", "dark"] as const);
    for (const colorScheme of schemes) {
      await switchColorScheme(page, colorScheme);
      const only = colorScheme === "dark" ? { only: darkRules } : {};
      await input(page).fill("");
      await expect(dialog(page).getByText(/Type a word to search/)).toBeVisible();
      await expectNoA11yViolations(page, `search hint (${colorScheme})`, '[role="dialog"]', only);

      await input(page).fill("usestat");
      await expect(dialog(page).getByRole("option").first()).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expectNoA11yViolations(
        page,
        `search results (${colorScheme})`,
        '[role="dialog"]',
        only,
      );

      await input(page).fill("kubernetes");
      await expect(dialog(page).getByText('No results for "kubernetes"')).toBeVisible();
      await expectNoA11yViolations(page, `no results (${colorScheme})`, '[role="dialog"]', only);
    }
  });
});

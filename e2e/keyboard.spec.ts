import type { Page } from "@playwright/test";
import { expect, lessonHeading, openSection, test } from "./fixtures";

interface Stop {
  tag: string;
  role: string | null;
  name: string;
  visibleFocus: boolean;
}

/** Describes the focused element: what it is, its name, and whether focus is visible on it. */
async function focused(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    const name =
      element.getAttribute("aria-label") ??
      (element.getAttribute("aria-labelledby")
        ? document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent
        : null) ??
      element.textContent ??
      "";
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute("role"),
      name: name.replace(/\s+/g, " ").trim().slice(0, 80),
      visibleFocus: outline || ring,
    };
  });
}

/** Presses Tab until `match` is focused (at most `limit` times); every stop must show focus. */
async function tabTo(page: Page, match: (stop: Stop) => boolean, limit = 200) {
  const seen: Stop[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press("Tab");
    const stop = await focused(page);
    seen.push(stop);
    expect(stop.visibleFocus, `focus is visible on ${stop.tag} "${stop.name}"`).toBe(true);
    // Every control has an accessible name (a scrollable code block is a plain focusable
    // region that its caption describes, so it is exempt).
    if (stop.tag !== "pre")
      await expect(page.locator(":focus"), `${stop.tag} "${stop.name}"`).toHaveAccessibleName(/\S/);
    if (match(stop)) return seen;
  }
  throw new Error(`never reached the target; last stops: ${JSON.stringify(seen.slice(-5))}`);
}

test(
  "keyboard only: skip link, sidebar, lesson controls, tabs and demos",
  { tag: "@desktop" },
  async ({ page }) => {
    test.slow();
    await page.goto("/");
    await expect(lessonHeading(page)).toBeVisible();

    // First stop: the skip link, which moves focus to the lesson.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({
      tag: "a",
      name: "Skip to lesson",
      visibleFocus: true,
    });

    // Then through the sidebar to a section button.
    await tabTo(page, (stop) => stop.tag === "button" && stop.name.includes("React Hooks"));
    await page.keyboard.press("Enter");
    await expect(lessonHeading(page)).toHaveText("React Hooks");
    await expect(lessonHeading(page)).toBeFocused();

    // Onward through the lesson: the copy-link button, code copy buttons, demo tabs, demo controls.
    const stops = await tabTo(page, (stop) => stop.name === "Increment");
    const names = stops.map((stop) => stop.name);
    expect(names).toContain("Copy link to this section");
    expect(names.some((name) => name.startsWith("Copy code"))).toBe(true);
    expect(names).toContain("Live Preview");

    // Demo controls answer the keyboard.
    await page.keyboard.press("Enter");
    const reducerBox = page.locator('section[aria-label="Example: Counter with reducer"]');
    await expect(
      reducerBox
        .getByText('{"type":"increment","step":1}')
        .or(reducerBox.getByText('{"type":"increment"}')),
    ).toBeVisible();

    // Tabs switch with the arrow keys.
    const preview = reducerBox.getByRole("tab", { name: "Live Preview" });
    await preview.focus();
    await page.keyboard.press("ArrowRight");
    const source = reducerBox.getByRole("tab", { name: "Source Code" });
    await expect(source).toBeFocused();
    await expect(source).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(preview).toHaveAttribute("aria-selected", "true");

    // The lesson ends with the pager, reachable by Tab.
    await tabTo(page, (stop) => stop.tag === "a" && stop.name.startsWith("Next"), 400);
  },
);

test("keyboard only: the accordion opens, moves and collapses", async ({ page }) => {
  await openSection(page, "faq");
  const accordion = page.locator("[data-slot=accordion]").first();
  const questions = accordion.locator("[data-slot=accordion-trigger]");
  await expect(questions).toHaveCount(5);
  await questions.first().focus();
  await page.keyboard.press("Enter");
  await expect(questions.first()).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.first()).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");
});

test(
  "the skip link takes focus past the navigation to the lesson",
  { tag: "@responsive" },
  async ({ page }) => {
    await page.goto("/?section=hooks");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ name: "Skip to lesson", visibleFocus: true });
    await page.keyboard.press("Enter");
    await expect(page.locator("#lesson")).toBeFocused();
    // The next stop is the lesson's first control, not the sidebar's or the header's.
    await page.keyboard.press("Tab");
    await expect(page.locator("#lesson :focus")).toHaveCount(1);
    expect((await focused(page)).visibleFocus).toBe(true);
  },
);

test(
  "keyboard only on a phone: menu, section list, back to the lesson",
  { tag: "@mobile" },
  async ({ page }) => {
    await page.goto("/");
    await expect(lessonHeading(page)).toBeVisible();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ name: "Skip to lesson" });
    await tabTo(page, (stop) => stop.name === "Open navigation");
    await page.keyboard.press("Enter");
    expect(await focused(page)).toMatchObject({ name: "Close navigation", visibleFocus: true });
    await tabTo(page, (stop) => stop.name.includes("Deployment"));
    await page.keyboard.press("Enter");
    await expect(lessonHeading(page)).toHaveText("Deployment");
    await expect(lessonHeading(page)).toBeFocused();
    await expect(page.getByRole("complementary", { name: "Lessons" })).toBeHidden();
  },
);

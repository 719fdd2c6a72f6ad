import type { Page } from "@playwright/test";
import { isSectionId } from "../src/data/sections";
import { expect, lessonHeading, test } from "./fixtures";

/** A small seeded generator, so a failure reproduces with the same inputs. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const alphabet = [..."abcdefghijklmnopqrstuvwxyz-_.~0123456789 <>\"'&%/?#=+;:@!$()[]{}|\\^`"];
const exotic = ["é", "ß", "漢", "字", "🙂", "\u202e", "\u0000", "\uFEFF", "\u200b", "ñ", "Ω"];

function generateSectionValues(count: number) {
  const next = random(20261122);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const fixed = [
    "",
    " ",
    "HOOKS",
    "hooks ",
    " hooks",
    "hooks/",
    "introduction%00",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '"><svg onload=alert(1)>',
    "x".repeat(5000),
    "漢字のセクション",
    "🙂🙂🙂",
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "%",
    "%E0%A4%A",
    "%%%%",
    "null",
    "undefined",
    "NaN",
    "-1",
    "../../etc/passwd",
    "javascript:alert(1)",
  ];
  const values = fixed.map((value) => encodeURIComponent(value));
  values.push("%E0%A4%A", "%ZZ", "%", "%u0041", "%ED%A0%BD"); // raw, malformed percent-encodings
  while (values.length < count) {
    const length = 1 + Math.floor(next() * (next() < 0.1 ? 400 : 24));
    let text = "";
    for (let index = 0; index < length; index += 1)
      text += next() < 0.2 ? pick(exotic) : pick(alphabet);
    // Mostly encoded as a browser would; sometimes half-encoded garbage.
    const encoded = next() < 0.75 ? encodeURIComponent(text) : encodeURI(text).replace(/#/g, "%23");
    if (!isSectionId(decodeSafely(encoded))) values.push(encoded);
  }
  return values.slice(0, count);
}

function decodeSafely(value: string) {
  try {
    return new URLSearchParams(`section=${value}`).get("section");
  } catch {
    return null;
  }
}

function generatePaths(count: number) {
  const next = random(404);
  const pathAlphabet = [..."abcdefghijklmnopqrstuvwxyz0123456789-_.~"];
  const paths = [
    "/index.htm",
    "/section/hooks",
    "/hooks",
    "/404",
    "/assets",
    "/%2e%2e/%2e%2e/x",
    "/a/b/c/",
  ];
  while (paths.length < count) {
    const segments = 1 + Math.floor(next() * 4);
    const parts: string[] = [];
    for (let segment = 0; segment < segments; segment += 1) {
      const length = 1 + Math.floor(next() * 14);
      let text = "";
      for (let index = 0; index < length; index += 1)
        text +=
          next() < 0.15
            ? exotic[Math.floor(next() * (exotic.length - 1))]
            : pathAlphabet[Math.floor(next() * pathAlphabet.length)];
      parts.push(encodeURIComponent(text));
    }
    const path = `/${parts.join("/")}`;
    if (!/^\/(\.|\.\.)?$/.test(path)) paths.push(path);
  }
  return paths.slice(0, count);
}

const sectionValues = generateSectionValues(200);
const paths = generatePaths(100);

/** Opens `url` (the fixture waits until the app runs); it must show `heading` as its h1. */
async function landsOn(page: Page, url: string, heading: string) {
  await page.goto(url);
  await expect(page.locator("h1"), url).toHaveText(heading);
}

/** Splits inputs into slices of `size`, so both workers share the 300 page loads. */
function slices<T>(items: T[], size: number) {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

for (const [slice, values] of slices(sectionValues, 50).entries()) {
  test(
    `${values.length} malformed ?section= values (slice ${slice + 1}) open the introduction`,
    { tag: "@desktop" },
    async ({ page }) => {
      test.setTimeout(150_000); // fifty full page loads
      for (const value of values) {
        await landsOn(page, `/?section=${value}`, "Introduction to the Web");
        await expect(lessonHeading(page)).toBeVisible();
      }
    },
  );
}

for (const [slice, values] of slices(paths, 50).entries()) {
  test(
    `${values.length} random paths (slice ${slice + 1}) show the 404 screen`,
    { tag: "@desktop" },
    async ({ page, consoleErrors }) => {
      test.setTimeout(150_000); // fifty full page loads
      consoleErrors.allow(/^404 Error: User attempted to access non-existent route: /);
      consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
      for (const path of values) {
        await landsOn(page, path, "404");
        await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
      }
    },
  );
}

test("the generators produce the promised inputs", () => {
  expect(new Set(sectionValues).size).toBeGreaterThan(190);
  expect(sectionValues).toHaveLength(200);
  expect(sectionValues.some((value) => value.length >= 5000)).toBe(true);
  expect(paths).toHaveLength(100);
  expect(paths.every((path) => path.startsWith("/") && !path.startsWith("//"))).toBe(true);
});

test.describe("resizing", () => {
  test(
    "with the sidebar open, growing past lg and back leaves a consistent state",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/");
      const sidebar = page.getByRole("complementary", { name: "Lessons" });
      const menu = page.getByRole("button", { name: "Open navigation" });
      await menu.click();
      await expect(sidebar).toBeVisible();
      await expect(page.getByTestId("sidebar-overlay")).toBeVisible();

      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(sidebar).toBeVisible();
      await expect(page.getByTestId("sidebar-overlay")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /navigation/ })).toBeHidden();

      await page.setViewportSize({ width: 375, height: 740 });
      await expect(sidebar).toBeHidden();
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByTestId("sidebar-overlay")).toHaveCount(0);
      // Still fully usable: the menu opens again and a section can be chosen.
      await menu.click();
      await sidebar.getByRole("button", { name: "Testing", exact: true }).click();
      await expect(lessonHeading(page)).toHaveText("Testing");
      await expect(sidebar).toBeHidden();
    },
  );
});

import { sections } from "../src/data/sections";
import {
  expect,
  expectNoA11yViolations,
  isMobile,
  lessonHeading,
  openSection,
  readClipboard,
  test,
} from "./fixtures";

/** Perceived lightness 0–1 of a computed colour (Chromium reports oklch, lab or rgb). */
function lightness(color: string) {
  const perceptual = /^(oklch|oklab|lab|lch)\(([\d.]+)(%?)/.exec(color);
  if (perceptual) {
    const [, space, value, percent] = perceptual;
    const scale = percent || space === "lab" || space === "lch" ? 100 : 1;
    return Number(value) / scale;
  }
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const pathAndQuery = (url: string) => new URL(url).pathname + new URL(url).search;

test.describe("previous and next", () => {
  test("the first lesson offers only Next; it switches in place and focuses the title", async ({
    page,
  }) => {
    await openSection(page, "introduction");
    const pager = page.getByRole("navigation", { name: "Previous and next lessons" });
    await expect(pager.getByRole("link")).toHaveCount(1);
    const next = pager.getByRole("link", { name: `Next: ${sections[1].title}` });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(lessonHeading(page)).toHaveText(sections[1].title);
    await expect(lessonHeading(page)).toBeFocused();
    expect(pathAndQuery(page.url())).toBe("/?section=introduction");
  });

  test("the last lesson offers only Previous", { tag: "@desktop" }, async ({ page }) => {
    await openSection(page, "faq");
    const pager = page.getByRole("navigation", { name: "Previous and next lessons" });
    await expect(pager.getByRole("link")).toHaveCount(1);
    await pager.getByRole("link", { name: `Previous: ${sections[14].title}` }).click();
    await expect(lessonHeading(page)).toHaveText(sections[14].title);
    expect(pathAndQuery(page.url())).toBe("/?section=faq");
  });
});

test.describe("on this page", () => {
  test(
    "lists the h2 headings, follows scrolling and jumps on click",
    { tag: "@desktop" },
    async ({ page }) => {
      await openSection(page, "hooks");
      const toc = page.getByRole("navigation", { name: "On this page" });
      await expect(toc).toBeVisible();
      const h2s = await page.locator("article[data-lesson] h2").allInnerTexts();
      await expect(toc.getByRole("link")).toHaveText(h2s);
      await expect(toc.locator('[aria-current="location"]')).toHaveText(h2s[0]);

      // Scroll the fourth heading to the top: the highlight moves to it.
      await page
        .locator("article[data-lesson] h2")
        .nth(3)
        .evaluate((heading) => heading.scrollIntoView({ block: "start" }));
      await expect(toc.locator('[aria-current="location"]')).toHaveText(h2s[3]);

      // A click lands on a heading further down, focused and in view; the URL stays put.
      await toc.getByRole("link", { name: h2s[6], exact: true }).click();
      const target = page.getByRole("heading", { level: 2, name: h2s[6], exact: true });
      await expect(target).toBeFocused();
      await expect(target).toBeInViewport();
      await expect(toc.locator('[aria-current="location"]')).toHaveText(h2s[6]);
      expect(pathAndQuery(page.url())).toBe("/?section=hooks");
    },
  );

  test(
    "is a column on wide screens and a contents bar on phones, never both",
    {
      tag: "@responsive",
    },
    async ({ page }) => {
      await openSection(page, "hooks");
      const column = page.getByRole("navigation", { name: "On this page" });
      const bar = page.getByRole("navigation", { name: "Lesson contents" });
      if (isMobile(page)) {
        await expect(bar).toBeVisible();
        await expect(column).toBeHidden();
      } else {
        await expect(column).toBeVisible();
        await expect(bar).toBeHidden();
      }
    },
  );
});

test.describe("copy link to this section", () => {
  test("copies <origin>/?section=<id> and confirms", async ({ page, baseURL }) => {
    await openSection(page, "hooks");
    await page.getByRole("button", { name: "Copy link to this section" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await readClipboard(page)).toBe(`${baseURL}/?section=hooks`);
    expect(pathAndQuery(page.url())).toBe("/?section=hooks");
  });
});

test.describe("dark theme", () => {
  test.use({ colorScheme: "dark" });

  test(
    "follows the system setting from the first paint, code included",
    { tag: "@desktop" },
    async ({ page }) => {
      test.slow(); // axe over a long lesson
      await page.goto("/?section=core-concepts");
      await expect(lessonHeading(page)).toHaveText("Core Concepts");
      // The page is near-black (slate-950) with light text.
      const body = await page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return { background: style.backgroundColor, text: style.color };
      });
      expect(lightness(body.background)).toBeLessThan(0.25);
      expect(lightness(body.text)).toBeGreaterThan(0.8);
      // Code: plain text in the dark theme's foreground, keywords in its red (#FF7B72), not the
      // light theme's (#CF222E).
      const code = page.locator("[data-slot=code-block] pre").first();
      expect(
        lightness(await code.evaluate((element) => getComputedStyle(element).color)),
      ).toBeGreaterThan(0.8);
      const keyword = code.locator(".l-cf222e").first();
      await expect(keyword).toHaveCSS("color", "rgb(255, 123, 114)");
      await expectNoA11yViolations(page, "core-concepts in dark");
    },
  );

  test("the prerendered HTML is dark before any script runs", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ colorScheme: "dark", javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await expect(page.locator("h1")).toHaveText("Introduction to the Web");
    const scheme = await page.evaluate(
      () => getComputedStyle(document.documentElement).colorScheme,
    );
    expect(scheme).toContain("dark");
    await context.close();
  });
});

test.describe("print", () => {
  test(
    "prints the lesson without navigation, buttons or progress; links show targets",
    { tag: "@desktop" },
    async ({ page }) => {
      await openSection(page, "deployment");
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("complementary", { name: "Lessons" })).toBeHidden();
      await expect(page.getByRole("progressbar")).toBeHidden();
      await expect(page.getByRole("button", { name: "Copy link to this section" })).toBeHidden();
      await expect(
        page.getByRole("navigation", { name: "Previous and next lessons" }),
      ).toBeHidden();
      await expect(page.locator("[data-slot=code-block] button").first()).toBeHidden();
      await expect(lessonHeading(page)).toBeVisible();
      const pre = page.locator("[data-slot=code-block] pre").first();
      expect(await pre.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe(
        "pre-wrap",
      );
      const external = page.locator('article a[href^="https://"]').first();
      const shown = await external.evaluate(
        (element) => getComputedStyle(element, "::after").content,
      );
      expect(shown).toContain(await external.getAttribute("href"));
    },
  );
});

import { createHash } from "node:crypto";
import { sections } from "../src/data/sections";
import { chooseSection, drawnCode, expect, lessonHeading, readClipboard, test } from "./fixtures";

test.describe("guide shell", () => {
  test("every sidebar button switches the lesson without changing the URL", async ({ page }) => {
    test.slow(); // sixteen switches, each waiting for its lesson
    await page.goto("/");
    await expect(lessonHeading(page)).toHaveText("Introduction to the Web");
    for (const section of [...sections.slice(1), sections[0]]) {
      await chooseSection(page, section.title);
      await expect(lessonHeading(page)).toHaveText(section.title);
      // (On phones the sidebar has closed again by now, so this looks past visibility.)
      await expect(page.locator('nav[aria-label="Sections"] [aria-current="page"]')).toHaveText(
        new RegExp(`${section.title.replace(/[?&]/g, "\\$&")}$`),
      );
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/");
    }
  });

  test("the welcome banner shows on the introduction only", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByText("Welcome to React Mastery!");
    await expect(banner).toBeVisible();
    await expect(
      page.getByText("Your comprehensive guide to modern React development"),
    ).toBeVisible();
    await expect(page.getByText("Interactive examples included")).toBeVisible();
    await chooseSection(page, "Routing");
    await expect(lessonHeading(page)).toHaveText("Routing");
    await expect(banner).toHaveCount(0);
  });

  test(
    "a ?section= link opens that lesson; a bad one opens the introduction",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/?section=hooks");
      await expect(lessonHeading(page)).toHaveText("React Hooks");
      await page.goto("/?section=no-such-lesson");
      await expect(lessonHeading(page)).toHaveText("Introduction to the Web");
    },
  );

  test("choosing a section scrolls the new lesson to its top and focuses its title", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await chooseSection(page, "Testing");
    await expect(lessonHeading(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the progress bar follows scrolling up to 100", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("progressbar", { name: "Reading progress" });
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await page.evaluate(() => window.scrollTo(0, (document.body.scrollHeight - innerHeight) / 2));
    await expect
      .poll(async () => Number(await bar.getAttribute("aria-valuenow")))
      .toBeGreaterThan(40);
    await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeLessThan(60);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
  });

  test("the scroll-to-top button returns to the top", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test.describe("copying code", () => {
    test("puts the exact sample on the clipboard and confirms", async ({ page }) => {
      await page.goto("/");
      const block = page.locator("[data-slot=code-block]").filter({ hasText: "src/api/users.ts" });
      const expected = await drawnCode(block);
      await block.hover();
      const copy = block.getByRole("button", { name: "Copy code: src/api/users.ts" });
      await expect(copy).toBeVisible();
      await copy.click();
      await expect(copy).toHaveAttribute("data-state", "copied");
      await expect(block.getByRole("status")).toHaveText("Copied");
      expect((await readClipboard(page)).trim()).toBe(expected.trim());
      await expect(copy).toHaveAttribute("data-state", "idle", { timeout: 4000 });
    });
  });
});

test.describe("sidebar", () => {
  test(
    "is always visible on wide screens, with no menu button",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("complementary", { name: "Lessons" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Open navigation" })).toBeHidden();
      const box = await page.getByRole("complementary", { name: "Lessons" }).boundingBox();
      expect(box?.width).toBe(320);
      expect(box?.x).toBe(0);
    },
  );

  test(
    "slides in from the menu button and closes every way on phones",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/");
      const sidebar = page.getByRole("complementary", { name: "Lessons" });
      const menu = page.getByRole("button", { name: "Open navigation" });
      await expect(sidebar).toBeHidden();

      await menu.click();
      await expect(sidebar).toBeVisible();
      await expect(sidebar.getByRole("button", { name: "Close navigation" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(sidebar).toBeHidden();
      await expect(menu).toBeFocused();

      await menu.click();
      await page.getByTestId("sidebar-overlay").click({ position: { x: 360, y: 400 } });
      await expect(sidebar).toBeHidden();

      await menu.click();
      await sidebar.getByRole("button", { name: "Close navigation" }).click();
      await expect(sidebar).toBeHidden();

      await menu.click();
      await sidebar.getByRole("button", { name: "Deployment", exact: true }).click();
      await expect(sidebar).toBeHidden();
      await expect(lessonHeading(page)).toHaveText("Deployment");
    },
  );
});

test.describe("not-found screen", () => {
  test("answers unknown paths with 404, logs the path and links home", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(
      /404 Error: User attempted to access non-existent route: \/does\/not\/exist/,
    );
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto("/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect
      .poll(() => consoleErrors.messages.some((text) => text.includes("/does/not/exist")))
      .toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(lessonHeading(page)).toHaveText("Introduction to the Web");
    expect(new URL(page.url()).pathname).toBe("/");
  });
});

test.describe("first paint", () => {
  test(
    "the introduction is in the HTML before any script runs",
    { tag: "@desktop" },
    async ({ request }) => {
      const html = await (await request.get("/")).text();
      expect(html).toContain("Introduction to the Web</h1>");
      expect(html).toContain("Welcome to React Mastery!");
      expect(html).toContain("Frontend versus backend");
    },
  );

  test(
    "the one inline script is the boot script, allowed by its hash and nothing looser",
    { tag: "@desktop" },
    async ({ request }) => {
      for (const path of ["/", "/404.html"]) {
        const response = await request.get(path);
        const html = await response.text();
        // Scripts the browser runs: no type, or a JavaScript one. The config is a data block.
        const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)];
        const run = scripts.filter(
          ([, attributes = ""]) => !/\stype="application\/json"/.test(attributes),
        );
        expect(run, `${path}: one script, inline`).toHaveLength(1);
        expect(run[0][1] ?? "", `${path}: no src`).not.toMatch(/\ssrc=/);
        const hash = `'sha256-${createHash("sha256").update(run[0][2]).digest("base64")}'`;
        const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(
          html,
        )?.[1];
        for (const [where, policy] of [
          ["header", response.headers()["content-security-policy"]],
          ["<meta>", meta],
        ]) {
          const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(policy ?? "")?.[1];
          expect(scriptSrc, `${path}: the ${where}'s script-src`).toBe(`'self' ${hash}`);
        }
        // The policy comes before the script, so a host without headers enforces it too.
        expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf(run[0][0]));
      }
    },
  );

  test("a ?section= link never flashes the introduction", { tag: "@desktop" }, async ({ page }) => {
    // Hold the lesson's prerendered view: until it arrives the wrong lesson stays hidden.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/view-styling-[\w-]+\.json$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/?section=styling", { waitUntil: "commit" });
    await expect(page.locator("html")).toHaveClass(/boot-pending/);
    await expect(page.locator("#frontend-versus-backend")).toBeHidden();
    release();
    await expect(lessonHeading(page)).toHaveText("Styling");
    await expect(page.locator("html")).not.toHaveClass(/boot-pending/);
    await expect(page.locator("html")).toHaveAttribute("data-ready", "");
  });

  test("a ?section= link shows its prerendered lesson before the app's scripts arrive", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/?section=hooks", { waitUntil: "commit" });
    await expect(lessonHeading(page)).toHaveText("React Hooks");
    await expect(page.getByRole("heading", { level: 2, name: "Key takeaways" })).toBeAttached();
    await expect(page.locator("html")).toHaveAttribute("data-view", "hooks");
    await expect(page.locator("html")).not.toHaveAttribute("data-ready");
    release();
    // Hydrated in place: the same heading element, now interactive.
    await expect(page.locator("html")).toHaveAttribute("data-ready", "");
    await chooseSection(page, "Routing");
    await expect(lessonHeading(page)).toHaveText("Routing");
  });

  test(
    "a ?section= link paints its first screen before the rest of the lesson arrives",
    { tag: "@desktop" },
    async ({ page }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/rest-hooks-[\w-]+\.json$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/?section=hooks", { waitUntil: "commit" });
      await expect(lessonHeading(page)).toHaveText("React Hooks");
      await expect(lessonHeading(page)).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-view-rest");
      await expect(page.getByRole("heading", { level: 2, name: "Key takeaways" })).toHaveCount(0);
      release();
      await expect(page.getByRole("heading", { level: 2, name: "Key takeaways" })).toBeAttached();
      await expect(page.locator("html")).toHaveAttribute("data-ready", "");
      await expect(page.locator("html")).toHaveAttribute("data-view", "hooks");
    },
  );

  test(
    "a jump from the lesson's contents to a heading still on its way lands once it arrives",
    { tag: "@desktop" },
    async ({ page }) => {
      // On `/` the contents' links are the browser's own until the app runs (on a `?section=`
      // page, early-presses.ts holds them for the app): the boot script lands them.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/rest-introduction-[\w-]+\.json$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/", { waitUntil: "commit" });
      await expect(lessonHeading(page)).toBeVisible();
      const takeaways = page.getByRole("heading", { level: 2, name: "Key takeaways" });
      const contents = page.getByRole("navigation", { name: "On this page" });
      await contents.getByRole("link", { name: "Key takeaways" }).click();
      // Not on the page yet: the page stays where it is.
      await expect(takeaways).toHaveCount(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      release();
      await expect(takeaways).toBeInViewport();
      expect(new URL(page.url()).hash).toBe("");
      // The app takes over with the reader where they asked to be.
      await expect(page.locator("html")).toHaveAttribute("data-ready", "");
      await expect(takeaways).toBeInViewport();
    },
  );

  test(
    "when a ?section= link's rest cannot be fetched, the app renders the lesson itself",
    { tag: "@desktop" },
    async ({ page, consoleErrors }) => {
      consoleErrors.allow(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/);
      await page.route(/\/assets\/rest-faq-[\w-]+\.json$/, (route) =>
        route.abort("internetdisconnected"),
      );
      await page.goto("/?section=faq");
      await expect(page.locator("html")).toHaveAttribute("data-ready", "");
      await expect(lessonHeading(page)).toHaveText("FAQ & Troubleshooting");
      await expect(page.getByRole("heading", { level: 2, name: "Key takeaways" })).toBeAttached();
      await expect(page.locator("html")).not.toHaveAttribute("data-view");
    },
  );

  test(
    "the app's scripts start loading only after the first paint",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto("/");
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/(?!boot-)[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.scripts.length).toBeGreaterThan(3);
      expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint);
    },
  );

  test(
    "the home page arrives with the first screen and gets the rest of its lesson from its fragment",
    { tag: "@desktop" },
    async ({ page, request }) => {
      const home = await (await request.get("/")).text();
      expect(home).toContain("data-view-rest");
      expect(home).not.toContain('id="challenges"');
      await page.goto("/");
      await expect(page.locator("html")).not.toHaveAttribute("data-view-rest");
      await expect(page.locator("article[data-lesson] #challenges")).toHaveText("Challenges");
      await expect(page.getByRole("link", { name: "Next: What is React?" })).toBeVisible();
    },
  );

  test(
    "when the home page's rest cannot be fetched, the app renders the lesson itself",
    { tag: "@desktop" },
    async ({ page, consoleErrors }) => {
      consoleErrors.allow(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/);
      await page.route(/\/assets\/rest-introduction-[\w-]+\.json$/, (route) =>
        route.abort("internetdisconnected"),
      );
      await page.goto("/");
      await expect(lessonHeading(page)).toHaveText("Introduction to the Web");
      await expect(page.locator("article[data-lesson] #challenges")).toHaveText("Challenges");
      await page
        .getByRole("navigation", { name: "Sections" })
        .getByRole("button", { name: "React Hooks", exact: true })
        .click();
      await expect(lessonHeading(page)).toHaveText("React Hooks");
    },
  );

  test(
    "when a lesson's prerendered view cannot be fetched, the app renders it itself",
    { tag: "@desktop" },
    async ({ page, consoleErrors }) => {
      consoleErrors.allow(/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/);
      await page.route(/\/assets\/view-[\w-]+\.json$/, (route) =>
        route.abort("internetdisconnected"),
      );
      await page.goto("/?section=faq");
      await expect(lessonHeading(page)).toHaveText("FAQ & Troubleshooting");
      await expect(page.locator("html")).not.toHaveClass(/boot-pending/);
      await expect(page.locator("#frontend-versus-backend")).toHaveCount(0);
    },
  );
});

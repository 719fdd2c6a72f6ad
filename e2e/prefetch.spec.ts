import type { Page } from "@playwright/test";
import { sections, type SectionId } from "../src/data/sections";
import { expect, lessonHeading, networkQuiet, test } from "./fixtures";

// Lessons are prefetched on intent, and while idle only the next one in reading order (on the
// first lesson once the reader scrolls or has read for 10 s); all of them only for a reader who
// opened a second lesson on a fast connection (src/app/prefetch-policy.ts, lesson-loader.ts).

// A fresh context each: a lesson already in the worker's HTTP cache would still be requested,
// but a fresh one also leaves no earlier page's connection estimate behind.
test.use({ freshContext: true });

const lessonIds = sections.map((section) => section.id) as SectionId[];
// Each lesson builds to `<id>-<hash>.js` (its MDX and its demos).
const lessonChunk = new RegExp(`/assets/(${lessonIds.join("|")})-[\\w-]{8}\\.js$`);

/** The lessons whose chunks the page has requested so far, in reading order. */
function recordLessonRequests(page: Page) {
  const requested = new Set<SectionId>();
  page.on("request", (request) => {
    const match = lessonChunk.exec(new URL(request.url()).pathname);
    if (match) requested.add(match[1] as SectionId);
  });
  return () => lessonIds.filter((id) => requested.has(id));
}

/** Stands in for `navigator.connection` (undefined: a browser without it, as Firefox/Safari). */
async function emulateConnection(
  page: Page,
  connection: { saveData: boolean; effectiveType: string; downlink: number } | undefined,
) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, "connection", {
      configurable: true,
      get: () => value ?? undefined,
    });
  }, connection ?? null);
}

/**
 * Until the page has made no request for 2 s: longer than the idle prefetch waits after the page
 * or a lesson has shown (1.5 s), so a lesson the policy would fetch next is fetched within it.
 */
const settle = (page: Page) => networkQuiet(page, 2000);

const sidebarItem = (page: Page, title: string) =>
  page
    .getByRole("navigation", { name: "Sections" })
    .getByRole("button", { name: title, exact: true });

test.describe("lesson prefetching", { tag: "@desktop" }, () => {
  test("a one-lesson visit fetches the next lesson only; hover fetches before the click", async ({
    page,
  }) => {
    const requested = recordLessonRequests(page);
    await page.goto("/"); // Chromium's own connection estimate
    await settle(page);
    expect(requested()).toEqual(["introduction"]);
    await page.mouse.wheel(0, 600); // the reader starts reading
    await expect.poll(requested).toEqual(["introduction", "what-is-react"]);
    await settle(page);
    expect(requested()).toEqual(["introduction", "what-is-react"]);

    await sidebarItem(page, "React Hooks").hover();
    await expect.poll(requested).toContain("hooks");
    await expect(lessonHeading(page)).toHaveText("Introduction to the Web");
    await sidebarItem(page, "React Hooks").click();
    await expect(lessonHeading(page)).toHaveText("React Hooks");
  });

  test("on a fast connection, every lesson only once a second lesson is opened", async ({
    page,
  }) => {
    await emulateConnection(page, { saveData: false, effectiveType: "4g", downlink: 10 });
    const requested = recordLessonRequests(page);
    await page.goto("/");
    await page.mouse.wheel(0, 600);
    await settle(page);
    expect(requested()).toEqual(["introduction", "what-is-react"]);

    await sidebarItem(page, "Routing").click();
    await expect(lessonHeading(page)).toHaveText("Routing");
    await expect.poll(requested, { timeout: 20_000 }).toEqual(lessonIds);
  });

  test("without navigator.connection, the next lesson of the lesson now read, no more", async ({
    page,
  }) => {
    await emulateConnection(page, undefined);
    const requested = recordLessonRequests(page);
    await page.goto("/?section=hooks"); // the deep link's lesson is the current one
    await page.mouse.wheel(0, 600);
    await expect.poll(requested).toEqual(["hooks", "routing"]);

    await page.getByRole("link", { name: "Next: Routing" }).click();
    await expect(lessonHeading(page)).toHaveText("Routing");
    await expect.poll(requested).toEqual(["hooks", "routing", "state-management"]);
    await settle(page);
    expect(requested()).toEqual(["hooks", "routing", "state-management"]);
  });

  test("Save-Data: nothing is fetched ahead but what the reader points at", async ({ page }) => {
    await emulateConnection(page, { saveData: true, effectiveType: "4g", downlink: 10 });
    const requested = recordLessonRequests(page);
    await page.goto("/");
    await page.mouse.wheel(0, 600);
    await settle(page);
    expect(requested()).toEqual(["introduction"]);
    await page.getByRole("link", { name: "Next: What is React?" }).hover();
    await expect.poll(requested).toEqual(["introduction", "what-is-react"]);
  });
});

test.describe("switching to a lesson still on its way", { tag: "@desktop" }, () => {
  test("the lesson on screen stays, dimmed and busy, until the next one replaces it", async ({
    page,
  }) => {
    // The hooks chunk is held until released: the switch waits on the network.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/hooks-[\w-]{8}\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/");
    await expect(page.locator("html[data-ready]")).toBeAttached();
    await expect(lessonHeading(page)).toHaveText("Introduction to the Web");

    await sidebarItem(page, "React Hooks").click();
    // The press shows at once: the sidebar and the status follow it.
    await expect(sidebarItem(page, "React Hooks")).toHaveAttribute("aria-current", "page");
    const main = page.getByRole("main");
    await expect(main.getByRole("status").filter({ hasText: "Loading lesson…" })).toBeAttached();
    const busy = main.locator("[aria-busy=true]");
    await expect(busy).toHaveAttribute("data-pending", "true");
    // Reading goes on meanwhile: no skeleton, the lesson stays, dimmed after a moment.
    await expect(lessonHeading(page)).toHaveText("Introduction to the Web");
    await expect(busy).toHaveCSS("opacity", "0.6");

    release();
    await expect(lessonHeading(page)).toHaveText("React Hooks");
    await expect(lessonHeading(page)).toBeFocused();
    await expect(busy).toHaveCount(0);
    await expect(main.getByRole("status").filter({ hasText: "Loading lesson…" })).toHaveCount(0);
    await expect(page.getByText("Welcome to React Mastery!")).toHaveCount(0);
  });
});

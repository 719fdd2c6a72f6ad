import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Locator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { HtmlValidate, type ConfigData } from "html-validate";
import { getSection, type SectionId } from "../src/data/sections";

export const POSTS_PATTERN = "https://jsonplaceholder.typicode.com/posts**";

export const samplePosts = [1, 2, 3].map((id) => ({
  userId: 1,
  id,
  title: `Mock post ${id}`,
  body: `Body of mock post ${id}. `.repeat(12),
}));

interface Fixtures {
  /** Console errors and uncaught exceptions; a test fails if any are left unexpected. */
  consoleErrors: { messages: string[]; allow: (pattern: RegExp) => void };
}

/**
 * Every test: no request leaves the machine (the posts service is answered with mock data
 * unless a test routes it itself), and any console error or uncaught exception fails it.
 */
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
      await page.route(POSTS_PATTERN, (route) => route.fulfill({ json: samplePosts }));
      const messages: string[] = [];
      const allowed: RegExp[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") messages.push(message.text());
      });
      page.on("pageerror", (error) => messages.push(`Uncaught: ${error.message}`));
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      const unexpected = messages.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * WCAG 2.1 A/AA plus axe's best practices must report nothing — on the whole page, or only
 * inside `include` (a CSS selector) when checking one widget in a changed state.
 */
export async function expectNoA11yViolations(page: Page, context?: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "best-practice",
  ]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ""}`).toEqual([]);
}

export function isMobile(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** Opens a section the way a reader does: through the sidebar (and the menu on phones). */
export async function chooseSection(page: Page, title: string) {
  if (isMobile(page)) await page.getByRole("button", { name: "Open navigation" }).click();
  await page
    .getByRole("navigation", { name: "Sections" })
    .getByRole("button", { name: title, exact: true })
    .click();
}

/** The lesson's h1 once it is on screen. */
export function lessonHeading(page: Page) {
  return page.locator("article[data-lesson] h1");
}

/** Loads `/?section=<id>` and waits for that lesson's title. */
export async function openSection(page: Page, id: SectionId) {
  await page.goto(`/?section=${id}`);
  await expect(lessonHeading(page)).toHaveText(getSection(id).title);
}

/** axe on one demo (WCAG 2.1 AA + best practices), scoped to its ExampleBox. */
export async function expectDemoAccessible(page: Page, title: string) {
  await expectNoA11yViolations(page, `demo ${title}`, `section[aria-label="Example: ${title}"]`);
}

/**
 * Reads the real system clipboard (the context needs the clipboard permissions). The site's
 * Permissions-Policy forbids clipboard-read on its own pages (it only writes), so the read
 * happens in a second same-origin tab whose stand-in page carries no such policy.
 */
export async function readClipboard(page: Page) {
  const reader = await page.context().newPage();
  await reader.route("**/__clipboard-reader", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Clipboard</title>" }),
  );
  await reader.goto("/__clipboard-reader");
  const text = await reader.evaluate(() => navigator.clipboard.readText());
  await reader.close();
  return text;
}

/** Presses a code block's copy button (hovering first, as a mouse user must) and reads the result. */
export async function copyCodeBlock(page: Page, block: Locator, title: string) {
  await block.scrollIntoViewIfNeeded();
  if (!isMobile(page)) await block.hover();
  await block.getByRole("button", { name: `Copy code: ${title}` }).click();
  await expect(block.getByRole("status")).toHaveText("Copied");
  return readClipboard(page);
}

/**
 * html-validate's recommended rules, minus pure style preferences (see .htmlvalidate.json:
 * doctype case, void-element slashes, how the DOM serialises empty and boolean attributes,
 * inline styles that Shiki's colours need, id spelling). `new HtmlValidate()` alone would
 * ignore that file, so it is passed in.
 */
const validator = new HtmlValidate(
  JSON.parse(readFileSync(new URL("../.htmlvalidate.json", import.meta.url), "utf8")) as ConfigData,
);

export async function expectValidHtml(html: string, name: string) {
  const report = await validator.validateString(html, name);
  const messages = report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector})`),
  );
  expect(messages, `HTML validation of ${name}`).toEqual([]);
}

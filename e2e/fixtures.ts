import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

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

/** WCAG 2.1 A/AA plus axe's best practices must report nothing. */
export async function expectNoA11yViolations(page: Page, context?: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
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

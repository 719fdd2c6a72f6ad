import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type PlaywrightTestOptions,
} from "@playwright/test";
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
  /**
   * Gives the test a browser context of its own instead of the worker's shared one: for tests
   * that change the whole context, such as Playwright's fake clock (`page.clock`).
   */
  freshContext: boolean;
  /**
   * False: the guide's page has no `Worker`, so the editor's TypeScript and lint workers never
   * start (the editor then says types are unavailable, as in a browser without module workers).
   * For tests of the preview and the checks: the two workers compile several megabytes of
   * JavaScript on every page, a fifth of such a test's time on two cores. The language service's
   * own tests (playground-language.spec.ts) keep them.
   */
  languageService: boolean;
  /** Console errors and uncaught exceptions; a test fails if any are left unexpected. */
  consoleErrors: { messages: string[]; allow: (pattern: RegExp) => void };
}

/** The project's screen (width, touch, pixel ratio) for a context the fixtures create. */
function contextOptions(use: Partial<PlaywrightTestOptions>): BrowserContextOptions {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } = use;
  return {
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    baseURL,
    permissions: ["clipboard-read", "clipboard-write"],
  };
}

interface WorkerFixtures {
  /** One browser context per worker, which every test's page opens in (see `page`). */
  workerContext: BrowserContext;
  /** The worker's page, handed from test to test while each leaves it clean (see `page`). */
  workerPage: { page?: Page };
}

/** What a test added to a handed-on page (init scripts, exposed functions): removed when it ends. */
type Added = { dispose(): Promise<void> }[];

const addedTo = new WeakMap<Page, Added>();

/**
 * Makes `page` keep what a test adds to it (init scripts, exposed functions), and `goto` wait
 * for the app: the prerendered page shows before its scripts load (they start
 * after the first paint), so a test that acts right after `page.goto` would race the hydration.
 * `goto` waits for the app to mark `<html data-ready>`, unless the test asked for
 * `waitUntil: "commit"` to watch the page before that.
 */
function prepare(page: Page): Added {
  const added: Added = [];
  addedTo.set(page, added);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") {
      await page.locator("html[data-ready]").waitFor({ state: "attached" });
    }
    return response;
  };
  for (const method of ["addInitScript", "exposeBinding", "exposeFunction"] as const) {
    const original = (page[method] as (...args: unknown[]) => Promise<Added[number]>).bind(page);
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const disposable = await original(...args);
        added.push(disposable);
        return disposable;
      },
    });
  }
  return added;
}

/**
 * Every test: any console error or uncaught exception fails it. No request leaves the machine
 * either: the browser resolves no host but 127.0.0.1 (playwright.config.ts), so the fetch demo
 * reaches the posts service only through the mocks its tests install with `page.route`. (No
 * route is installed by default: routing turns off the HTTP cache, and with it the compiled
 * code cache, which would make every page load several times dearer.)
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  freshContext: [false, { option: true }],
  languageService: [true, { option: true }],
  // The site keeps nothing about a reader (no cookies, no storage), so tests can share a
  // context without seeing each other, and a shared context keeps its HTTP cache and compiled
  // code: a page load costs a third of one in a fresh context.
  workerContext: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext(contextOptions(workerInfo.project.use));
      await provide(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  workerPage: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, provide) => {
      const holder: { page?: Page } = {};
      await provide(holder);
      await holder.page?.close();
    },
    { scope: "worker" },
  ],
  // Each test in the shared context gets the page the worker's last test left, clean: every
  // listener, route, init script, exposed function and media or size setting of that test
  // removed, and its document unloaded. A page of its own would cost the test a new page in
  // the browser (its renderer, Playwright's set-up) besides the load: a third of a lesson's
  // load. A test that failed leaves its page to be closed; a fake clock is the context's, so
  // tests with one use `freshContext`.
  page: async (
    { workerContext, workerPage, freshContext, languageService, browser, colorScheme },
    provide,
    testInfo,
  ) => {
    const context = freshContext
      ? await browser.newContext(contextOptions(testInfo.project.use))
      : workerContext;
    const handedOn = freshContext ? undefined : workerPage.page;
    const page = handedOn && !handedOn.isClosed() ? handedOn : await context.newPage();
    const added = addedTo.get(page) ?? prepare(page);
    if (!freshContext) workerPage.page = page;
    if (colorScheme) await page.emulateMedia({ colorScheme });
    if (!languageService) await withoutLanguageWorkers(page);
    await provide(page);
    const clean = !freshContext && testInfo.status === testInfo.expectedStatus && !page.isClosed();
    if (!clean) {
      if (!page.isClosed()) await page.close();
      if (freshContext) await context.close();
      else workerPage.page = undefined;
      return;
    }
    page.removeAllListeners();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    for (const disposable of added.splice(0)) await disposable.dispose();
    await page.goto("about:blank", { waitUntil: "commit" });
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null });
    const { viewport } = testInfo.project.use;
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height))
      await page.setViewportSize(viewport);
  },
  consoleErrors: [
    async ({ page }, use) => {
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
 * Takes `Worker` from the guide's page (not from the runner's frames) before its scripts run:
 * the editor's TypeScript and lint workers never start, as in a browser without module workers.
 */
export function withoutLanguageWorkers(page: Page) {
  return page.addInitScript(() => {
    if (window === window.top) Reflect.deleteProperty(window, "Worker");
  });
}

/**
 * Switches the page (and its frames) to a colour scheme and waits until the colours have eased
 * into it (transition-colors), so contrast is measured on the settled colours.
 */
export async function switchColorScheme(page: Page, colorScheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme });
  await settleAnimations(page);
}

/**
 * Waits, in the page and in every frame, for the running colour transitions and other
 * document-timeline animations to end (a transition takes 150 ms; each wait is capped at 2 s).
 * Scroll-driven animations (the fades of wide blocks) and endless ones never end and are not
 * waited for. A frame out of view is not rendered (Chromium throttles it), so its transitions
 * stand still: with `reveal` (the axe helper), such a frame is scrolled into view first; one that
 * is still not rendered (a hidden check frame) is skipped.
 */
export async function settleAnimations(page: Page, { reveal = false } = {}) {
  for (const frame of page.frames()) {
    const settle = () =>
      frame.evaluate(() => {
        const running = document
          .getAnimations()
          .filter(
            (animation) =>
              animation.timeline === document.timeline &&
              animation.effect?.getComputedTiming().iterations !== Infinity,
          );
        if (running.length === 0) return "settled";
        return new Promise<boolean>((resolve) => {
          requestAnimationFrame(() => resolve(true));
          setTimeout(() => resolve(false), 200);
        }).then((rendered) =>
          rendered
            ? Promise.race([
                Promise.allSettled(running.map((animation) => animation.finished)),
                new Promise((resolve) => setTimeout(resolve, 2000)),
              ]).then(() => "settled")
            : "not rendered",
        );
      });
    // A frame that navigated or went away meanwhile has nothing left to settle.
    const outcome = await settle().catch(() => "settled");
    if (outcome === "not rendered" && reveal) {
      const element = await frame.frameElement().catch(() => null);
      await element?.evaluate((node) => (node as Element).scrollIntoView({ block: "nearest" }));
      await settle().catch(() => "settled");
    }
  }
}

/**
 * The axe rules that read colours: all a switch of colour scheme can change (the DOM stays the
 * same), so a page checked with every rule in one scheme needs only these in the other.
 */
export const darkRules = ["color-contrast", "link-in-text-block"];

/**
 * axe's scope for a widget with a sandboxed preview frame in it, in one colour scheme: the
 * frame's document is a fragment of the page, not a page ("page-has-heading-one" does not apply),
 * and no CSSOM preload (axe would fetch the stylesheets from inside the frame, which the runner's
 * policy rightly refuses). The dark scheme needs only the colour rules (`darkRules`).
 */
export function frameWidgetScope(colorScheme: "light" | "dark" = "light"): AxeScope {
  return colorScheme === "dark"
    ? { only: darkRules, preload: false }
    : { disable: ["page-has-heading-one"], preload: false };
}

const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export interface AxeScope {
  /** Only these rules, instead of every rule of the tags. */
  only?: string[];
  /** Rules that do not apply to what is checked (e.g. a page-level rule inside a frame). */
  disable?: string[];
  /** False when axe must not fetch the stylesheets (a sandboxed frame's policy refuses it). */
  preload?: boolean;
}

/**
 * WCAG 2.0–2.2 A/AA plus axe's best practices must report nothing — on the whole page, or only
 * inside `include` (a CSS selector) when checking one widget in a changed state.
 */
export async function expectNoA11yViolations(
  page: Page,
  context?: string,
  include?: string,
  { only, disable = [], preload = true }: AxeScope = {},
) {
  // One options object: AxeBuilder's `options()` replaces what `withTags()` set, so calling
  // both ran axe's default rule set instead of these tags (no target-size, for one).
  let builder = new AxeBuilder({ page }).options({
    runOnly: only ? { type: "rule", values: only } : { type: "tag", values: axeTags },
    rules: only
      ? {}
      : {
          // Label in Name (2.5.3): axe files it as experimental, so the tag alone leaves it out.
          "label-content-name-mismatch": { enabled: true },
          ...Object.fromEntries(disable.map((rule) => [rule, { enabled: false }])),
        },
    // Only violations are reported: collecting every passing node as well costs a third more.
    resultTypes: ["violations"],
    preload,
  });
  // Highlighted code tokens (hundreds of plain spans per lesson) are left out: their colours
  // are checked against both code backgrounds, for every fence of every lesson, by
  // pipeline/highlighter.test.ts. The code text around them is still checked here.
  builder = builder.exclude(".code-block code span");
  if (include) builder = builder.include(include);
  // Colours measured mid-transition are neither scheme's; a frame out of view has not even
  // started easing into the current scheme.
  await settleAnimations(page, { reveal: true });
  // A page without frames is checked by one `axe.run` inside it ("legacy mode"), in half the
  // time (hooks: 2.4 against 4.5–5.2 s) of the per-frame runs and the merge in a blank page
  // that frames need; those (the playground's sandboxed preview) still get them.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map(
          (node) => `${node.target.join(" ")} — ${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`,
        )
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

/**
 * Waits until the page (frames included) has started or finished no request for `quietMs`.
 * Playwright's "networkidle" counts requests in flight and, on a loaded machine, once waited out
 * a test's whole timeout with nothing left to load; the last request's time is what matters here.
 */
export async function networkQuiet(page: Page, quietMs = 1000, timeoutMs = 15_000) {
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on("request", touch);
  page.on("requestfinished", touch);
  page.on("requestfailed", touch);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() - last < quietMs) {
      if (Date.now() > deadline) throw new Error(`The network was never quiet for ${quietMs} ms`);
      await page.waitForTimeout(100);
    }
  } finally {
    page.off("request", touch);
    page.off("requestfinished", touch);
    page.off("requestfailed", touch);
  }
}

/** Loads `/?section=<id>` and waits for that lesson's title. */
export async function openSection(page: Page, id: SectionId) {
  await page.goto(`/?section=${id}`);
  await expect(lessonHeading(page)).toHaveText(getSection(id).title);
}

/** axe on one demo (the same rules), scoped to its ExampleBox. */
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

/**
 * Presses a code block's copy button (hovering first, as a mouse user must), waits for the
 * "Copied" confirmation and reads the clipboard. `title` names the button exactly when given.
 */
/**
 * A code block's text as the reader sees it drawn. Off screen a sample is not rendered
 * (content-visibility: auto, code-block.tsx) and has no `innerText`, so it is scrolled to first;
 * Chromium renders it at its next frame.
 */
export async function drawnCode(block: Locator) {
  await block.scrollIntoViewIfNeeded();
  const pre = block.locator("pre");
  await expect.poll(() => pre.innerText()).not.toBe("");
  return pre.innerText();
}

export async function copyCodeBlock(page: Page, block: Locator, title?: string) {
  await block.scrollIntoViewIfNeeded();
  if (!isMobile(page)) await block.hover();
  await block
    .getByRole("button", { name: title === undefined ? /^Copy code/ : `Copy code: ${title}` })
    .click();
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

import type { Locator, Page } from "@playwright/test";
import {
  chooseSection,
  expect,
  expectNoA11yViolations,
  lessonHeading,
  openSection,
  test,
} from "./fixtures";

/**
 * Reading with the playground, in Chromium: Check keeps the reader's place, the guide's keys work from inside the
 * preview frame, the editor holds still around a syntax error, the phone's contents bar reaches
 * Challenges in one tap, and solved challenges last for the visit (and no longer).
 */

test.beforeEach(() => test.slow());
// The editor's language workers are playground-language.spec.ts's business; only the phone's
// editor-holds-still test keeps them (the language status is one of the things that may move).
test.use({ languageService: false });

const CHALLENGE = "Challenge: Stale interval";
const PREVIEW = "Challenge preview: Stale interval";

/** Opens the Hooks lesson's first challenge and waits for its preview to render the starter. */
async function openChallenge(page: Page) {
  await openSection(page, "hooks");
  const box = page.getByRole("region", { name: CHALLENGE });
  await box.getByRole("button", { name: "Start challenge" }).click();
  await expect(
    box.frameLocator(`iframe[title="${PREVIEW}"]`).getByRole("button", { name: "Hide ticker" }),
  ).toBeVisible({ timeout: 30_000 }); // a shared machine can take a while to start the frame
  return box;
}

const activeTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? "");
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function height(locator: Locator) {
  return Math.round((await locator.boundingBox())?.height ?? -1);
}

/**
 * axe on the challenge box, its preview frame included: the frame holds a fragment of a page,
 * so "page-has-heading-one" does not apply there, and axe may not fetch stylesheets from it
 * (the runner's policy refuses), as in playground.spec.ts.
 */
function expectChallengeAccessible(page: Page, context: string) {
  return expectNoA11yViolations(page, context, "[data-slot=challenge]", {
    disable: ["page-has-heading-one"],
    preload: false,
  });
}

/** Where an element sits in its challenge box: page scrolling does not change it. */
function offsetInBox(locator: Locator) {
  return locator.evaluate(
    (element) =>
      element.getBoundingClientRect().top -
      element.closest("[data-slot=challenge]")!.getBoundingClientRect().top,
  );
}

test("Check keeps the reader's place: the results come into view, focus stays on the button @desktop", async ({
  page,
}) => {
  const box = await openChallenge(page);
  const check = box.getByRole("button", { name: "Check" });
  await check.evaluate((button) => button.scrollIntoView({ block: "center" }));
  const before = await scrollY(page);
  await check.click();
  const summary = box.getByText(/checks passed/);
  await expect(summary).toBeVisible();
  // The page moves no more than it takes to show the results under the button, if at all.
  await expect(box.locator("[data-slot=check-results]")).toBeInViewport({ ratio: 1 });
  await expect(check).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThanOrEqual(before);
  expect(await activeTag(page)).not.toBe("IFRAME");
  await expect(check).toBeFocused();

  // Search still answers right after a Check.
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog", { name: "Search the guide" })).toBeVisible();
});

test("Ctrl+K and Escape work with focus inside the preview frame @desktop", async ({ page }) => {
  const box = await openChallenge(page);
  const hide = box
    .frameLocator(`iframe[title="${PREVIEW}"]`)
    .getByRole("button", { name: "Hide ticker" });
  await hide.focus();
  expect(await activeTag(page)).toBe("IFRAME");
  await page.keyboard.press("Control+k");
  const search = page.getByRole("dialog", { name: "Search the guide" });
  await expect(search).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();

  // Escape in the preview leaves it, as it leaves the editor; Tab goes on from there.
  await hide.focus();
  expect(await activeTag(page)).toBe("IFRAME");
  const before = await scrollY(page);
  await page.keyboard.press("Escape");
  await expect(box.getByRole("group", { name: PREVIEW })).toBeFocused();
  expect(await scrollY(page)).toBe(before);
  // Only the guide's keys cross: a letter typed in the frame never reaches the guide.
  await hide.focus();
  await page.keyboard.press("/");
  await expect(search).toBeHidden();
});

test("Ctrl+K in the editor opens search; Escape returns to the code, untouched @desktop", async ({
  page,
}) => {
  const box = await openChallenge(page);
  const editor = box.getByRole("textbox", { name: "Challenge code: Stale interval" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  const code = await editor.textContent();
  // The help under the editor names the key.
  await expect(editor).toHaveAccessibleDescription(/Ctrl\+K: search the guide\./);
  await page.keyboard.press("ControlOrMeta+k");
  const search = page.getByRole("dialog", { name: "Search the guide" });
  const query = search.getByRole("combobox", { name: "Search the guide" });
  await expect(query).toBeFocused();
  // The keys after it are the search's, not held back as the second half of an editor chord.
  await page.keyboard.type("key");
  await expect(query).toHaveValue("key");
  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();
  await expect(editor).toBeFocused();
  expect(await editor.textContent()).toBe(code);
  // And the next key is the code's again.
  await page.keyboard.type("// ok");
  await expect(editor).toContainText("// ok");
});

test("a syntax error leaves the editor's height alone and marks the token @desktop", async ({
  page,
}) => {
  const box = await openChallenge(page);
  const editor = box.locator("[data-slot=code-editor]");
  // The editor gets the box's width: ordinary lines do not wrap beside the preview.
  expect((await editor.boundingBox())?.width).toBeGreaterThan(600);

  // A correct line first (the editor may grow with its text), then the mistake in it.
  await box.getByRole("textbox", { name: "Challenge code: Stale interval" }).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("const x = 1;");
  await page.waitForTimeout(600); // past the run delay: the correct line has rendered
  const editorHeight = await height(editor);
  const checkTop = await offsetInBox(box.getByRole("button", { name: "Check" }));
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.type(" +");
  const message = box.getByText(/Syntax error at/);
  await expect(message).toBeVisible();
  await expect(box.locator("[data-slot=editor-messages]")).toContainText(
    /line \d+, column 14: Unexpected token/,
  );
  expect(await height(editor)).toBe(editorHeight);
  expect(await offsetInBox(box.getByRole("button", { name: "Check" }))).toBe(checkTop);

  // The marker sits on the line being typed, at the ";", and that line is in the editor's view.
  await expect(box.locator(".cm-error-token")).toHaveText(";");
  const gutter = box.locator(".cm-error-gutter");
  await expect(gutter).toHaveText(await box.locator(".cm-activeLineGutter").innerText());
  const errorLine = await box.locator(".cm-error-line").boundingBox();
  const view = await editor.boundingBox();
  expect(errorLine && view).toBeTruthy();
  expect(errorLine!.y).toBeGreaterThanOrEqual(view!.y);
  expect(errorLine!.y + errorLine!.height).toBeLessThanOrEqual(view!.y + view!.height);
  await expectChallengeAccessible(page, "challenge with a syntax error");
});

test("one reset in Edit mode @desktop", async ({ page }) => {
  await openSection(page, "hooks");
  const example = page.getByRole("region", { name: /^Example: / }).first();
  await expect(example.getByRole("button", { name: /^Reset .* demo$/ })).toBeVisible();
  await example.getByRole("tab", { name: "Edit" }).click();
  await expect(example.getByRole("button", { name: "Reset code" })).toBeVisible();
  await expect(example.getByRole("button", { name: /reset/i })).toHaveCount(1);
});

test("a solved challenge stays solved for the visit, and a reload forgets it @desktop", async ({
  page,
}) => {
  const box = await openChallenge(page);
  await box.getByRole("button", { name: "Show solution" }).click();
  await box.getByRole("button", { name: "Load solution into the editor" }).click();
  await box.getByRole("button", { name: "Check" }).click();
  await expect(box.getByText(/^All \d+ checks passed/)).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Sections" });
  const hooks = sections.getByRole("button", { name: "React Hooks", exact: true });
  await expect(hooks).toHaveAccessibleDescription("1 of 4 challenges solved");
  await expect(hooks).toContainText("1/4");

  await chooseSection(page, "Routing");
  await expect(lessonHeading(page)).toHaveText("Routing");
  await chooseSection(page, "React Hooks");
  await expect(lessonHeading(page)).toHaveText("React Hooks");
  const again = page.getByRole("region", { name: CHALLENGE });
  await expect(again.getByText("Solved", { exact: true })).toBeVisible();
  await expect(again.getByRole("textbox")).toContainText("return () => clearInterval");
  await expect(hooks).toContainText("1/4");
  await expectNoA11yViolations(page, "sidebar with a solved count", "nav[aria-label=Sections]");

  await page.reload();
  await expect(lessonHeading(page)).toHaveText("React Hooks");
  await expect(hooks).not.toContainText("1/4");
  await expect(
    page.getByRole("region", { name: CHALLENGE }).getByRole("button", { name: "Start challenge" }),
  ).toBeVisible();
});

test("the phone's contents bar reaches Challenges in one tap @mobile", async ({ page }) => {
  await openSection(page, "hooks");
  const contents = page.getByRole("navigation", { name: "Lesson contents" });
  await expect(contents).toBeVisible();
  const bar = contents.locator("summary");
  await bar.tap();
  const challenges = contents.getByRole("link", { name: "Challenges", exact: true });
  await expect(challenges).toBeVisible();
  await expectNoA11yViolations(page, "contents bar open", "nav[aria-label='Lesson contents']");
  await challenges.tap();
  await expect(challenges).toBeHidden(); // the list closed
  const heading = page.getByRole("heading", { name: "Challenges", level: 2 });
  await expect(heading).toBeInViewport();
  // The bar stays at the top, naming the part in view.
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText("Challenges");
});

/** Fails unless `locator`'s top is on screen below the phone's sticky bars (top and contents). */
async function expectTopInView(page: Page, locator: Locator) {
  const bars = await page
    .locator("header, nav[aria-label='Lesson contents']")
    .evaluateAll((elements) =>
      Math.max(
        0,
        ...elements
          .filter((element) => getComputedStyle(element).position === "sticky")
          .map((element) => element.getBoundingClientRect())
          .filter((rect) => rect.top < 120)
          .map((rect) => rect.bottom),
      ),
    );
  await expect
    .poll(async () => {
      const top = (await locator.boundingBox())?.y ?? -1;
      return top >= bars - 1 && top < page.viewportSize()!.height - 40;
    })
    .toBe(true);
}

test("on a phone, Start, Check, Show hint and Show solution bring what they open into view @mobile", async ({
  page,
}) => {
  await openSection(page, "hooks");
  const box = page.getByRole("region", { name: CHALLENGE });
  // Each control at the bottom edge of the window: what it opens starts below the fold.
  const atBottom = (locator: Locator) =>
    locator.evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
  const start = box.getByRole("button", { name: "Start challenge" });
  await atBottom(start);
  await start.click();
  // The workspace (taller than the window) comes up: the editor's top below the sticky bars,
  // and the whole editor on screen.
  const editor = box.locator("[data-slot=code-editor]");
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await expectTopInView(page, editor);
  await expect(editor).toBeInViewport({ ratio: 1 });
  await expect(box).toBeFocused();
  await expect(
    box.frameLocator(`iframe[title="${PREVIEW}"]`).getByRole("button", { name: "Hide ticker" }),
  ).toBeVisible({ timeout: 30_000 });

  const check = box.getByRole("button", { name: "Check" });
  await atBottom(check);
  await check.click();
  const results = box.locator("[data-slot=check-results]");
  await expect(results.getByText(/checks passed/)).toBeVisible();
  // Four checks' results are taller than a phone's window under its sticky bars: their start
  // (the verdict) comes into view.
  await expectTopInView(page, results);
  await expect(results.getByText(/checks passed/)).toBeInViewport({ ratio: 1 });
  await expect(check).toBeFocused();

  const hint = box.getByRole("button", { name: "Show hint" });
  await atBottom(hint);
  await hint.click();
  await expect(box.getByText(/^Hint:/)).toBeInViewport({ ratio: 1 });
  await expect(box.getByRole("button", { name: "Hide hint" })).toBeFocused();

  const solution = box.getByRole("button", { name: "Show solution" });
  await atBottom(solution);
  await solution.click();
  // Taller than the window: its start comes into view.
  await expectTopInView(page, box.locator("[data-slot=challenge-solution]"));
  await expect(box.getByRole("button", { name: "Hide solution" })).toBeFocused();
});

test.describe("with the language service", () => {
  test.use({ languageService: true });

  test("touch readers are not told to press Escape; the editor holds still @mobile", async ({
    page,
  }) => {
    const box = await openChallenge(page);
    await expect(box.getByText("Press Escape, then Tab, to leave the editor.")).toBeHidden();
    const editor = box.locator("[data-slot=code-editor]");
    // A correct line first, measured once it has run (the editor settles as it opens and may
    // grow with its text), then the mistake in it.
    await box.getByRole("textbox").tap();
    await page.keyboard.press("Control+End");
    await page.keyboard.insertText("\nconst x = 1;");
    await page.waitForTimeout(600); // past the run delay: the correct line has rendered
    const editorHeight = await height(editor);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.insertText(" +");
    await expect(box.getByText(/Syntax error at/)).toBeVisible();
    // And through every state the language status passes on its way ("1 type error: underlined
    // in the code. Checking React's rules…" wraps on a phone) until it has settled.
    const status = box.locator("[data-slot=language-status]");
    const heights = new Set<number>();
    const texts = new Set<string>();
    for (let sample = 0; sample < 30; sample += 1) {
      heights.add(await height(editor));
      texts.add((await status.textContent()) ?? "");
      await page.waitForTimeout(100);
    }
    await expect(status).toHaveText(/underlined in the code\.$/);
    expect([...heights], `editor heights while the status said: ${[...texts].join(" | ")}`).toEqual(
      [editorHeight],
    );
    await expectChallengeAccessible(page, "phone challenge with an error");
  });
});

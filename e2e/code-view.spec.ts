import type { Locator, Page } from "@playwright/test";
import {
  chooseSection,
  copyCodeBlock,
  darkRules,
  expect,
  expectNoA11yViolations,
  lessonHeading,
  openSection,
  switchColorScheme,
  test,
} from "./fixtures";

/**
 * The TS / JS switch: every TypeScript sample also has a JavaScript view derived at
 * build time; one choice shows it in every code block of every lesson for the rest of the visit,
 * and a reload starts on TypeScript again. New Features is written in TypeScript throughout.
 */

const switchable = (page: Page) =>
  page.locator("article[data-lesson] [data-slot=code-block]:has([data-slot=code-view-switch])");

const jsButton = (block: Locator) =>
  block.getByRole("group", { name: "Show code as" }).getByRole("button", { name: "JS" });
const tsButton = (block: Locator) =>
  block.getByRole("group", { name: "Show code as" }).getByRole("button", { name: "TS" });

/** The views every switchable block of the page shows. */
async function views(page: Page) {
  return switchable(page).evaluateAll((blocks) =>
    blocks.map((block) => block.getAttribute("data-view")),
  );
}

async function expectAll(page: Page, view: "ts" | "js") {
  // Counted on every poll: a lesson's later parts (and their blocks) may appear meanwhile.
  await expect
    .poll(async () => {
      const shown = await views(page);
      return shown.length > 0 && shown.every((each) => each === view);
    })
    .toBe(true);
}

/** Syntax only TypeScript has (JSX such as `<main>` is in both views). */
const typeSyntax =
  /\binterface \w|\btype \w+(<[^>]*>)?\s*=|\)\s*:\s*[\w{[]|\b\w+\??:\s*(string|number|boolean)\b|\b(useState|useRef|createContext)<|\bas const\b/;

/** A block whose two views differ (it had types to erase), `index` from the end. */
async function blockWithTypes(page: Page, fromEnd = 0) {
  const blocks = await switchable(page).all();
  const withTypes: Locator[] = [];
  for (const block of blocks)
    if (typeSyntax.test((await block.locator("pre code").textContent()) ?? ""))
      withTypes.push(block);
  expect(withTypes.length, "New Features has TypeScript samples with types").toBeGreaterThan(2);
  return withTypes[withTypes.length - 1 - fromEnd];
}

test.describe("the TS / JS switch", () => {
  test("switches every sample at once, across lessons, until a reload", async ({ page }) => {
    await openSection(page, "new-features");
    expect(await switchable(page).count()).toBeGreaterThan(5);
    await expectAll(page, "ts");

    const block = await blockWithTypes(page);
    const title = (await block.locator("figcaption .font-mono").textContent()) ?? "";
    const typeScript = (await block.locator("pre code").textContent()) ?? "";
    await block.scrollIntoViewIfNeeded();
    await jsButton(block).click();

    await expectAll(page, "js");
    await expect(jsButton(block)).toHaveAttribute("aria-pressed", "true");
    await expect(tsButton(block)).toHaveAttribute("aria-pressed", "false");
    await expect(jsButton(block)).toBeFocused();
    // The pressed block says what happened, to a screen reader.
    await expect(block.locator("[aria-live=polite]")).toHaveText(
      "All code samples now show JavaScript.",
    );
    if (/\.tsx?$/.test(title))
      await expect(block.locator("figcaption .font-mono")).toHaveText(
        title.replace(/\.ts(x?)$/, ".js$1"),
      );
    const javaScript = (await block.locator("pre code").textContent()) ?? "";
    expect(javaScript).not.toBe(typeScript);
    expect(javaScript.length).toBeLessThan(typeScript.length);

    // Another lesson, opened later in the visit: its samples show JavaScript too.
    await chooseSection(page, "Best Practices");
    await expect(lessonHeading(page)).toHaveText("Best Practices");
    // Its later parts (and their samples) are created as the reader scrolls towards them.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => switchable(page).count()).toBeGreaterThan(2);
    await expectAll(page, "js");

    // A demo's Source Code tab as well (its file is .tsx; the Edit tab stays TypeScript).
    await chooseSection(page, "Core Concepts");
    await expect(lessonHeading(page)).toHaveText("Core Concepts");
    const counter = page.getByRole("region", { name: "Example: Counter" });
    await counter.getByRole("tab", { name: "Source Code" }).click();
    const source = counter.locator("[data-slot=code-block]");
    await expect(source).toHaveAttribute("data-view", "js");
    await expect(source.locator("figcaption .font-mono")).toHaveText("src/demos/counter-demo.jsx");
    await tsButton(source).click();
    await expect(source.locator("figcaption .font-mono")).toHaveText("src/demos/counter-demo.tsx");
    await jsButton(source).click();

    // Nothing is kept: a reload starts on TypeScript.
    await page.reload();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    // Switching lessons never changes the URL: the reload opens the lesson the visit began on.
    await expect(lessonHeading(page)).toHaveText("New Features");
    await expect(switchable(page).first()).toHaveAttribute("data-view", "ts");
    await expect(page.locator("[data-slot=code-block][data-view=js]")).toHaveCount(0);
    expect(
      await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie]),
    ).toEqual([0, 0, ""]);
  });

  test(
    "the pressed block stays where it was while the blocks above change height",
    {
      tag: "@responsive",
    },
    async ({ page }) => {
      await openSection(page, "new-features");
      const block = await blockWithTypes(page);
      await block.scrollIntoViewIfNeeded();
      const scrolled = () => page.evaluate(() => window.scrollY);
      const top = await scrolled();
      await page.mouse.wheel(0, -200);
      // The wheel scrolls after the event, a frame or more later: measure once it has.
      // (A phone's scroll steps are not whole pixels: within a few.)
      await expect
        .poll(async () => Math.abs((await scrolled()) - Math.max(0, top - 200)))
        .toBeLessThanOrEqual(4);
      const above = async () =>
        block.evaluate((element) => {
          let height = 0;
          for (const other of document.querySelectorAll("[data-slot=code-block]")) {
            if (other === element) break;
            height += other.getBoundingClientRect().height;
          }
          return height;
        });
      const heightAbove = await above();
      const group = block.getByRole("group", { name: "Show code as" });
      const before = (await group.boundingBox())?.y ?? NaN;

      await jsButton(block).click();
      await expectAll(page, "js");
      // Two frames later, nothing has moved it either (no late scroll anchoring or layout).
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await above(), "the blocks above did change height").not.toBe(heightAbove);
      expect(Math.abs(((await group.boundingBox())?.y ?? NaN) - before)).toBeLessThanOrEqual(1);

      await tsButton(block).click();
      await expectAll(page, "ts");
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(Math.abs(((await group.boundingBox())?.y ?? NaN) - before)).toBeLessThanOrEqual(1);
    },
  );

  test(
    "every block of a lesson is laid out on its own, so a switch moves the later ones whole",
    { tag: "@desktop" },
    async ({ page }) => {
      // global.css: layout and style containment (PrePaint of a switch's frames halved at 4×),
      // never paint containment, which would clip focus rings and shadows at a block's edges.
      await openSection(page, "hooks");
      const contains = await page
        .locator("article[data-lesson] > *")
        .evaluateAll((blocks) => [
          ...new Set(blocks.map((block) => getComputedStyle(block).contain)),
        ]);
      expect(contains).toEqual(["layout style"]);
    },
  );

  test(
    "a sample off screen is skipped, and the height it is given is the height it is drawn at",
    { tag: "@responsive" },
    async ({ page }) => {
      // code-block.tsx: content-visibility: auto, so a switch changes samples away from the
      // screen without styling, laying out or painting them; until one has been drawn, its
      // height is estimated from its lines. A wrong estimate would move the page as the reader
      // scrolls.
      for (const section of ["hooks", "new-features", "best-practices"] as const) {
        await openSection(page, section);
        const samples = page.locator("article[data-lesson] [data-slot=code-block]");
        const heights = await samples.evaluateAll((list) =>
          list.map((block) => {
            const style = getComputedStyle(block);
            const estimate = style.containIntrinsicHeight.replace(/^auto /, "");
            (block as HTMLElement).style.contentVisibility = "visible";
            const drawn = `${block.getBoundingClientRect().height}px`;
            (block as HTMLElement).style.contentVisibility = "";
            return { skipping: style.contentVisibility, estimate, drawn };
          }),
        );
        expect(heights.length).toBeGreaterThan(5);
        for (const { skipping, estimate, drawn } of heights) {
          expect(skipping).toBe("auto");
          expect(estimate).toBe(drawn);
        }
      }
    },
  );

  test(
    "a block's copy button shows while focus is anywhere in the block",
    { tag: "@desktop" },
    async ({ page }) => {
      await openSection(page, "new-features");
      const block = switchable(page).first();
      const copy = block.getByRole("button", { name: /^Copy code/ });
      const opacity = () => copy.evaluate((element) => getComputedStyle(element).opacity);
      await page.mouse.move(0, 0);
      expect(await opacity()).toBe("0");
      await tsButton(block).focus();
      expect(await opacity()).toBe("1");
      await block.locator("pre").focus();
      expect(await opacity()).toBe("1");
      await lessonHeading(page).evaluate((heading) => {
        heading.tabIndex = -1;
        heading.focus();
      });
      expect(await opacity()).toBe("0");
    },
  );

  test("copy copies the view on screen", async ({ page }) => {
    await openSection(page, "new-features");
    const block = await blockWithTypes(page, 1);
    const typeScript = (await block.locator("pre code").textContent()) ?? "";
    expect(await copyCodeBlock(page, block)).toBe(typeScript);

    await jsButton(block).click();
    const javaScript = (await block.locator("pre code").textContent()) ?? "";
    expect(javaScript).not.toBe(typeScript);
    // The copy button's "Copied" tick has gone by the time the next copy is checked.
    await expect(block.getByRole("status")).toHaveText("", { timeout: 5000 });
    expect(await copyCodeBlock(page, block)).toBe(javaScript);
  });

  test("is a keyboard control with a visible focus", { tag: "@desktop" }, async ({ page }) => {
    await openSection(page, "new-features");
    const block = switchable(page).first();
    await tsButton(block).focus();
    await page.keyboard.press("Tab");
    await expect(jsButton(block)).toBeFocused();
    const outline = await jsButton(block).evaluate(
      (element) => getComputedStyle(element).outlineStyle,
    );
    expect(outline).toBe("solid");
    await page.keyboard.press("Enter");
    await expectAll(page, "js");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expectAll(page, "ts");
  });

  test("search finds a sample's words in either view", { tag: "@desktop" }, async ({ page }) => {
    // Erasing types only removes words, so a word only the JavaScript view has is a rewritten
    // import extension (`./App.tsx` → `./App.jsx`), which no lesson imports today; the unit test
    // (pipeline/search-index.test.ts) covers it. Here: a code word both views share is found, and
    // the lesson it opens shows the view chosen.
    await openSection(page, "new-features");
    await jsButton(switchable(page).first()).click();
    await openSectionSearch(page, "revalidatePath");
    const results = page.getByRole("dialog", { name: "Search the guide" }).getByRole("option");
    await expect(results.filter({ hasText: "New Features" }).first()).toBeVisible();
    await results.filter({ hasText: "New Features" }).first().click();
    await expect(lessonHeading(page)).toHaveText("New Features");
    await expectAll(page, "js");
  });

  test("a press before the app has loaded is carried out once it runs", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      requested = true;
      await released;
      await route.continue();
    });
    await page.goto("/?section=new-features", { waitUntil: "commit" });
    await expect.poll(() => requested).toBe(true);
    const block = page.locator("[data-slot=code-block]:has([data-slot=code-view-switch])").first();
    await expect(block).toHaveAttribute("data-view", "ts");
    await jsButton(block).click();
    await expect(jsButton(block)).toHaveAttribute("data-boot-pressed", "");

    release();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await expectAll(page, "js");
  });
});

async function openSectionSearch(page: Page, query: string) {
  await page
    .getByRole("complementary", { name: "Lessons" })
    .getByRole("button", { name: "Search", exact: true })
    .click();
  const input = page
    .getByRole("dialog", { name: "Search the guide" })
    .getByRole("combobox", { name: "Search the guide" });
  await expect(input).toBeFocused();
  await input.fill(query);
}

// The TypeScript view is what every lesson shows first, and sections.spec.ts runs axe over each
// lesson as it opens, light and dark. What is left is the JavaScript view, in both schemes.
test("axe finds nothing in the JavaScript view, light or dark", async ({ page }) => {
  test.slow(); // two axe runs over a long lesson
  await openSection(page, "new-features");
  const block = await blockWithTypes(page);
  await block.scrollIntoViewIfNeeded();
  await jsButton(block).click();
  await expectAll(page, "js");
  await expectNoA11yViolations(page, "JavaScript view, light");
  await switchColorScheme(page, "dark");
  await expectNoA11yViolations(page, "JavaScript view, dark", undefined, { only: darkRules });
});

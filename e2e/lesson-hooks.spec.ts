import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { copyCodeBlock, expect, lessonHeading, test } from "./fixtures";

/** The spec's parts for this lesson, in order, then the closing takeaways. */
const parts = [
  /^useState/,
  /^useEffect.*cleanup.*dependencies/,
  /^useRef/,
  /^useContext/,
  /^useReducer/,
  /^useMemo/,
  /^useCallback/,
  /^Custom hooks/,
  /^Best practices.*rules of hooks.*memoise/,
  /^Key takeaways$/,
  "Challenges",
];

const example = (page: Page, title: string) =>
  page.getByRole("region", { name: `Example: ${title}` });

/** The text of the lesson fence whose meta carries `title="…"`. */

/**
 * Opens the lesson. With `clock`, timers run on Playwright's fake clock, so timed demos are
 * checked to the millisecond whatever the machine's load. Live intervals are counted either
 * way, so the timer's cleanup can be checked.
 */
async function openLesson(page: Page, { clock = false } = {}) {
  const start = new Date("2026-01-01T09:00:00Z");
  if (clock) await page.clock.install({ time: start });
  await page.addInitScript(() => {
    const active = new Set<number>();
    const realSet = window.setInterval.bind(window);
    const realClear = window.clearInterval.bind(window);
    Object.assign(window, {
      activeIntervals: () => active.size,
      setInterval: (handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
        const id = realSet(handler, timeout, ...args);
        active.add(id);
        return id;
      },
      clearInterval: (id?: number) => {
        if (id !== undefined) active.delete(id);
        realClear(id);
      },
    });
  });
  await page.goto("/?section=hooks");
  // Installed clocks still flow; pausing hands time to the test's runFor() calls alone.
  if (clock) await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000));
  await expect(lessonHeading(page)).toHaveText("React Hooks");
}

// One page load for the checks that need no clock and no other width: the headings first,
// then the reducer counter (it changes only its own demo and ends reset).
test("hooks: its parts, the useRef headings and the reducer counter", async ({ page }) => {
  await openLesson(page);

  await test.step("hooks: every part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
    // Other lessons (and the playground) link to the one place StrictMode is explained.
    await expect(
      page.locator("article[data-lesson] h3#why-effects-run-twice-in-development"),
    ).toHaveText("Why effects run twice in development");
  });

  await test.step("hooks: the useRef section teaches each use under its own heading", async () => {
    const lesson = page.locator("article[data-lesson]");
    for (const [id, text] of [
      ["refs-to-dom-elements", "Refs to DOM elements"],
      ["never-read-or-write-a-ref-while-rendering", "Never read or write a ref while rendering"],
      ["passing-a-ref-to-your-own-component", "Passing a ref to your own component"],
      ["ref-callbacks-and-their-cleanup", "Ref callbacks and their cleanup"],
    ])
      await expect(lesson.locator(`h3#${id}`)).toHaveText(text);
  });

  await test.step("hooks: the reducer counter steps, falls back to step 1 and resets", async () => {
    const box = example(page, "Counter with reducer");
    const count = box.getByRole("status");
    const step = box.getByLabel("Step");
    const increment = box.getByRole("button", { name: "Increment" });
    await expect(count).toHaveText("Count: 0");

    await increment.click();
    await expect(count).toHaveText("Count: 1");
    await step.fill("5");
    await increment.click();
    await expect(count).toHaveText("Count: 6");
    await box.getByRole("button", { name: "Decrement" }).click();
    await box.getByRole("button", { name: "Decrement" }).click();
    await expect(count).toHaveText("Count: -4");

    await step.fill("abc");
    await expect(
      box.getByText("“abc” is not a number, so the step falls back to 1."),
    ).toBeVisible();
    await increment.click();
    await expect(count).toHaveText("Count: -3");
    await expect(box.getByText(/Last action:/)).toContainText('{"type":"increment"}');

    await box.getByRole("button", { name: "Reset", exact: true }).click();
    await expect(count).toHaveText("Count: 0");
    await expect(step).toHaveValue("1");
    await expect(box.getByText("Each click adds or subtracts 1.")).toBeVisible();
  });
});

test(
  "hooks: the reducer example's source shows both real files",
  { tag: "@responsive" },
  async ({ page }) => {
    await openLesson(page);
    const box = example(page, "Counter with reducer");
    await box.getByRole("tab", { name: "Source Code" }).click();
    const reducerFile = "src/demos/reducer-counter.ts";
    const block = box.locator("[data-slot=code-block]").filter({ hasText: reducerFile });
    await expect(block).toContainText('throw new Error("Unknown action type")');
    await expect(box.locator("[data-slot=code-block]")).toHaveCount(2);
    const copied = await copyCodeBlock(page, block, reducerFile);
    expect(copied).toBe(
      readFileSync(new URL(`../${reducerFile}`, import.meta.url), "utf8").trimEnd(),
    );
  },
);

// A fake clock is installed for the whole browser context, so these tests get one of their own.
test.describe("on a fake clock", () => {
  test.use({ freshContext: true });

  test("hooks: the timer ticks while running and its cleanup clears the interval", async ({
    page,
  }) => {
    await openLesson(page, { clock: true });
    const box = example(page, "Timer with effect cleanup");
    const status = box.getByRole("status");
    const intervals = () =>
      page.evaluate(() =>
        (window as unknown as { activeIntervals: () => number }).activeIntervals(),
      );
    const time = box.locator("time");
    await expect(time).toHaveText("00:00");
    const baseline = await intervals();

    await box.getByRole("button", { name: "Start" }).click();
    await expect(status).toHaveText("Running: one interval ticks every second.");
    await expect.poll(intervals).toBe(baseline + 1);
    await page.clock.runFor(999);
    await expect(time).toHaveText("00:00");
    await page.clock.runFor(1);
    await expect(time).toHaveText("00:01");
    await page.clock.runFor(61_000);
    await expect(time).toHaveText("01:02");

    await box.getByRole("button", { name: "Stop" }).click();
    await expect(status).toHaveText("Stopped: no interval is active.");
    await expect.poll(intervals).toBe(baseline);
    await page.clock.runFor(5000);
    await expect(time).toHaveText("01:02");

    // Unmounting a running timer (the example's reset remounts it) must clear its interval too.
    await box.getByRole("button", { name: "Start" }).click();
    await expect.poll(intervals).toBe(baseline + 1);
    await box.getByRole("button", { name: "Reset Timer with effect cleanup demo" }).click();
    await expect(time).toHaveText("00:00");
    await expect(status).toHaveText("Stopped: no interval is active.");
    await expect.poll(intervals).toBe(baseline);

    await box.getByRole("button", { name: "Start" }).click();
    await page.clock.runFor(3000);
    await expect(time).toHaveText("00:03");
    await box.getByRole("button", { name: "Reset", exact: true }).click();
    await expect(time).toHaveText("00:00");
    await expect.poll(intervals).toBe(baseline);
    await page.clock.runFor(3000);
    await expect(time).toHaveText("00:00");
  });

  test("hooks: Undo cancels the waiting send and returns focus; otherwise it is sent after 3 s", async ({
    page,
  }) => {
    await openLesson(page, { clock: true });
    const box = example(page, "Undo send with refs");
    const field = box.getByRole("textbox", { name: "Message" });
    const status = box.getByRole("status");
    await field.scrollIntoViewIfNeeded();
    await expect(status).toHaveText("Sending waits 3 seconds, so you can undo it.");

    await field.fill("Hello Ada");
    await box.getByRole("button", { name: "Send", exact: true }).click();
    await expect(status).toHaveText("Sending “Hello Ada” in 3 seconds…");
    await page.clock.runFor(2000);
    // Keyboard: Tab from Send reaches Undo, and Enter presses it.
    await box.getByRole("button", { name: "Send", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(box.getByRole("button", { name: "Undo", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText("Not sent. Your message is back in the box.");
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("Hello Ada");
    await page.clock.runFor(5000);
    await expect(status).toHaveText("Not sent. Your message is back in the box.");

    await box.getByRole("button", { name: "Send", exact: true }).click();
    await page.clock.runFor(2999);
    await expect(status).toHaveText("Sending “Hello Ada” in 3 seconds…");
    await page.clock.runFor(1);
    await expect(status).toHaveText("Sent: “Hello Ada”.");
    await expect(field).toHaveValue("");
  });

  test("hooks: the debounced search waits for a pause, then filters", async ({ page }) => {
    await openLesson(page, { clock: true });
    const box = example(page, "Debounced search with a custom hook");
    const status = box.getByRole("status");
    const results = box.getByRole("list", { name: "Matching hooks" }).getByRole("listitem");
    await expect(status).toHaveText("19 of 19 hooks match.");

    const searchingFor = box.getByText("Searching for:").locator("xpath=following-sibling::dd[1]");
    await box.getByLabel("Search React hooks").pressSequentially("effect");
    await expect(status).toHaveText("Waiting for you to pause (500 ms)…");
    await expect(searchingFor).toHaveText("“”");
    await page.clock.runFor(499);
    await expect(results).toHaveCount(19);

    await page.clock.runFor(1);
    await expect(status).toHaveText("4 of 19 hooks match.");
    await expect(results).toHaveText([
      "useEffect",
      "useEffectEvent",
      "useInsertionEffect",
      "useLayoutEffect",
    ]);
    await expect(searchingFor).toHaveText("“effect”");

    await box.getByLabel("Search React hooks").fill("nothing-like-this");
    await expect(status).toHaveText("Waiting for you to pause (500 ms)…");
    await page.clock.runFor(500);
    await expect(status).toHaveText("0 of 19 hooks match.");
    await expect(results).toHaveCount(0);
  });
});

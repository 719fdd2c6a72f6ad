import type { Locator, Page } from "@playwright/test";
import {
  expect as baseExpect,
  expectNoA11yViolations,
  frameWidgetScope,
  isMobile,
  openSection,
  switchColorScheme,
  test,
} from "./fixtures";

/**
 * The editor's language service (src/playground/language/): TypeScript's diagnostics, hovers
 * and completion, and React's lint rules, from two workers loaded after the editor appears.
 * Timings are the bench's job (scripts/bench/language.mjs); these wait generously, since the
 * first check parses the DOM's and React's types.
 */
const FIRST_CHECK_MS = 90_000;
/**
 * Every step waits up to 20 s: the editor and its workers load lazily, and on a machine shared
 * by several builds the default 7 s is sometimes short. Still a failure if it never happens.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const hooksSample = `import { useEffect, useState } from "react";

export default function Counter({ extra }: { extra: boolean }) {
  if (extra) {
    const [bonus] = useState(1);
    console.log(bonus);
  }
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(1);
  }, []);
  useEffect(() => {
    document.title = String(count);
  }, []);
  return <p>{count}</p>;
}
`;

async function openCounterEditor(page: Page) {
  await openSection(page, "core-concepts");
  const box = page.getByRole("region", { name: "Example: Counter" });
  await box.getByRole("tab", { name: "Edit" }).click();
  const editor = box.getByRole("textbox", { name: "Edit Counter code" });
  const status = box.getByRole("status").filter({ hasText: /types|problems|warning|error/i });
  await expect(status).toHaveText("Checking types…");
  await expect(status).toHaveText("No type errors or lint warnings.", { timeout: FIRST_CHECK_MS });
  return { box, editor, status };
}

async function replaceCode(page: Page, editor: Locator, code: string) {
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(code);
}

/**
 * What CodeMirror's live region says from now on (it empties itself 200 ms after each
 * announcement, so the text is collected as it appears).
 */
async function recordAnnouncements(page: Page) {
  await page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node.parentElement?.classList.contains("cm-announced") && node.textContent)
            said.push(node.textContent);
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __said: string[] }).__said.join("\n"));
}

/**
 * Moves the mouse onto the first `text` in the editor's lines, scrolled into the editor's view
 * first: after typing, the editor shows the end of the file, and a word scrolled out of it
 * still has a box, so the mouse would land on whatever covers that spot on the page.
 */
async function hoverText(page: Page, box: Locator, text: string) {
  const word = box.locator(".cm-line").getByText(text, { exact: true }).first();
  await word.scrollIntoViewIfNeeded();
  const target = await word.boundingBox();
  if (!target) throw new Error(`"${text}" is not on screen`);
  await page.mouse.move(target.x + Math.min(6, target.width / 2), target.y + target.height / 2);
}

// One page per group of behaviours: every page pays for the language service's first check
// (TypeScript parsing the DOM's and React's types), the larger part of each test's time.
test("a type error is underlined and cleared when fixed; hovers, completion and a cut network @desktop", async ({
  page,
  consoleErrors,
}) => {
  const { box, editor, status } = await openCounterEditor(page);
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type('\nexport const total: number = "three";');
  const underline = box.locator(".cm-lintRange-error");
  await expect(underline).toHaveText("total");
  await expect(status).toHaveText("1 error: underlined in the code.");
  // The preview still runs: type errors never block it (the new export is a string there).
  await expect(
    box.frameLocator('iframe[title="Counter preview"]').getByRole("button", { name: "Increase" }),
  ).toBeVisible();

  await hoverText(page, box, "total");
  const tooltip = page.locator(".cm-tooltip-lint");
  await expect(tooltip).toContainText("Type 'string' is not assignable to type 'number'.");
  await expect(tooltip).toContainText("TS2322");

  // Fix it: the cursor is still at the end of the line, after `"three";`.
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  for (let i = 0; i < '"three";'.length; i++) await page.keyboard.press("Backspace");
  await page.keyboard.type("3;");
  await expect(underline).toHaveCount(0);
  await expect(status).toHaveText("No type errors or lint warnings.");

  // Hovering useState shows React's type for it, with React's own documentation. The editor
  // draws only the lines near its view: back to the top, where useState is.
  await page.keyboard.press("ControlOrMeta+Home");
  await page.mouse.move(0, 0);
  await hoverText(page, box, "useState");
  const hover = page.locator(".cm-tooltip-hover .cm-language-hover");
  await expect(hover).toContainText(
    /function useState<S>\(initialState: S \| \(\(\) => S\)\): \[S, (React\.)?Dispatch<(React\.)?SetStateAction<S>>\]/,
  );
  await expect(hover).toContainText("Returns a stateful value, and a function to update it.");
  await page.mouse.move(0, 0);

  // useSta completes to useState.
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("\nuseSta");
  const list = page.locator(".cm-tooltip-autocomplete");
  await expect(
    list
      .getByRole("option")
      .filter({ hasText: /^useState/ })
      .first(),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // With the network cut after the first load, another demo's editor still gets its checks.
  // (The page's own context: the test's `context` fixture is not the one the page opens in.)
  // That demo's preview cannot start offline: a sandboxed frame's origin is opaque, so its
  // files never come from the cache; the browser logs their failed loads, and the preview
  // says it did not start (use-runner's "unavailable").
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED/);
  await page.context().setOffline(true);
  try {
    const other = page.getByRole("region", { name: "Example: Conditional rendering" });
    await other.getByRole("tab", { name: "Edit" }).click();
    const otherEditor = other.getByRole("textbox", { name: /^Edit .* code$/ });
    await replaceCode(
      page,
      otherEditor,
      'export default function App() {\n  const n: number = "x";\n  return <p>{n}</p>;\n}\n',
    );
    await expect(other.locator(".cm-lintRange-error")).toHaveText("n", { timeout: 30_000 });
  } finally {
    await page.context().setOffline(false);
  }
});

test("React's rules are flagged with a quick fix; keyboard only: reach a problem, read it, return @desktop", async ({
  page,
}) => {
  const { box, editor, status } = await openCounterEditor(page);
  await replaceCode(page, editor, hooksSample);
  await expect(status).toHaveText(/warnings?: underlined in the code/);
  await page.keyboard.press("ControlOrMeta+Shift+M");
  const panel = box.getByRole("region", { name: /^Problems \(\d+\)$/ });
  const hook = panel.getByRole("listitem").filter({ hasText: "react-hooks/rules-of-hooks" });
  await expect(hook).toContainText("Warning, line 5:");
  await expect(hook).toContainText('React Hook "useState" is called conditionally');
  await expect(hook.getByRole("link", { name: /Learn more: React Hooks/ })).toHaveAttribute(
    "href",
    "/?section=hooks#best-practices-rules-of-hooks-and-when-not-to-memoise",
  );
  const effect = panel.getByRole("listitem").filter({ hasText: "react-hooks/set-state-in-effect" });
  await expect(effect).toContainText("Warning, line 10:");
  await expect(effect).toContainText("Calling setState synchronously within an effect");

  // exhaustive-deps offers its fix: applying it rewrites the dependency list.
  const deps = panel.getByRole("listitem").filter({ hasText: "react-hooks/exhaustive-deps" });
  await expect(deps).toContainText("Warning, line 14:");
  await expect(deps).toContainText("React Hook useEffect has a missing dependency: 'count'");
  await deps.getByRole("button", { name: /^Quick fix: Update the dependencies array/ }).click();
  await expect(box.locator(".cm-content")).toContainText("}, [count]);");

  // Keyboard only, on a file with a type error as well. (Escape in the panel closes it.)
  await panel.getByRole("button").first().focus();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await replaceCode(page, editor, hooksSample.replace("useState(1)", 'useState<number>("one")'));
  await expect(box.locator(".cm-lintRange-error")).toHaveCount(1, { timeout: 30_000 });
  // React's rules checked too (they come after the types): a list redrawn while the keys below
  // move through it could put the focus on another problem's control.
  await expect(status).toHaveText(/^1 error and \d+ warnings?: underlined in the code\.$/, {
    timeout: 30_000,
  });

  // F8 selects the next problem and reads it out.
  const said = await recordAnnouncements(page);
  await page.keyboard.press("ControlOrMeta+Home");
  await page.keyboard.press("F8");
  await expect.poll(said).toMatch(/^Line \d+: (Error|Warning)\. /);

  // Ctrl+Shift+M: the problems, as a list of buttons and links, focus on the first.
  await page.keyboard.press("ControlOrMeta+Shift+M");
  const first = panel.getByRole("button", { name: /^Go to line \d+$/ }).first();
  await expect(first).toBeFocused();
  const error = panel.getByRole("listitem").filter({ hasText: "TS2345" });
  await expect(error).toContainText(
    "Argument of type 'string' is not assignable to parameter of type 'number | (() => number)'.",
  );
  // Tab to the error's "Go to" button and press it: the cursor lands on the problem.
  const goToError = error.getByRole("button", { name: /^Go to line 5$/ });
  for (
    let press = 0;
    press < 12 && !(await goToError.evaluate((b) => b === document.activeElement));
    press++
  )
    await page.keyboard.press("Tab");
  await expect(goToError).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(editor).toBeFocused();
  const selected = await page.evaluate(() => window.getSelection()?.toString());
  expect(selected).toBe('"one"');

  // Back in the panel, Escape closes it and returns to the code.
  await page.keyboard.press("ControlOrMeta+Shift+M");
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(editor).toBeFocused();

  // Ctrl+Shift+Space: the type at the cursor, shown and read out (the cursor in `useEffect`).
  // Down line by line (a long line may wrap) until the cursor is on the first effect.
  await page.keyboard.press("ControlOrMeta+Home");
  const current = box.locator(".cm-activeLine");
  for (let i = 0; i < 20 && !(await current.textContent())?.includes("useEffect("); i++)
    await page.keyboard.press("ArrowDown");
  await expect(current).toContainText("useEffect(() => {");
  await page.keyboard.press("Home");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ControlOrMeta+Shift+Space");
  await expect(page.locator(".cm-tooltip .cm-language-signature")).toContainText(
    "useEffect(effect: React.EffectCallback",
  );
  await expect.poll(said).toContain("useEffect(effect: React.EffectCallback");
});

// Colours do not depend on the width: the phone checks the light scheme's layout only.
test(
  "diagnostics, the problems panel and tooltips pass axe, light and dark",
  { tag: "@responsive" },
  async ({ page }) => {
    const { box, editor } = await openCounterEditor(page);
    await replaceCode(page, editor, hooksSample.replace("useState(1)", 'useState<number>("one")'));
    await expect(box.locator(".cm-lintRange-error")).toHaveCount(1, { timeout: 30_000 });
    await expect(box.locator(".cm-lintRange-warning").first()).toBeVisible();
    await page.keyboard.press("ControlOrMeta+Shift+M");
    await expect(box.getByRole("region", { name: /^Problems/ })).toBeVisible();
    await editor.focus();
    const schemes = isMobile(page) ? (["light"] as const) : (["light", "dark"] as const);
    for (const colorScheme of schemes) {
      await switchColorScheme(page, colorScheme);
      await page.mouse.move(0, 0);
      await hoverText(page, box, "useEffect");
      await expect(page.locator(".cm-tooltip-hover .cm-language-hover")).toContainText(
        "function useEffect(",
      );
      await expectNoA11yViolations(
        page,
        `language service (${colorScheme})`,
        // The box, and the tooltips' layer at the page's end (editor-tooltips.ts).
        'section[aria-label="Example: Counter"], [data-slot="editor-tooltips"]',
        frameWidgetScope(colorScheme),
      );
    }
  },
);

/** 30 comment lines, then a component whose last lines hold a list without keys. */
const longSample = `${Array.from({ length: 30 }, (_, i) => `// Line ${i + 1} of notes.`).join("\n")}
import { useState } from "react";

const names = ["Ada", "Grace", "Hedy"];

export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <ul onClick={() => setCount(count + 1)}>
      {names.map((name) => <li>{name} {count}</li>)}
    </ul>
  );
}
`;

/**
 * Fails unless `tooltip` is wholly on screen and seen: its box inside the window, at least
 * `minWidth` wide, and the element at each of its corners and its centre is the tooltip itself
 * (not a sticky bar over it, nor what lies behind where an ancestor's overflow cut it off).
 */
async function expectUnclipped(tooltip: Locator, minWidth: number) {
  await expect(tooltip).toBeVisible();
  // CodeMirror places a tooltip in its next measure cycle and keeps it off screen (top
  // −10000 px) until then, so the check retries until the tooltip has its place.
  await expect(async () => {
    const seen = await tooltip.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const inset = 7; // inside the rounded corners
      const points = [
        [rect.left + inset, rect.top + inset],
        [rect.right - inset, rect.top + inset],
        [rect.left + inset, rect.bottom - inset],
        [rect.right - inset, rect.bottom - inset],
        [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2],
      ];
      return {
        box: [rect.left, rect.top, rect.right, rect.bottom].map(Math.round),
        width: rect.width,
        height: rect.height,
        window: [window.innerWidth, window.innerHeight],
        covered: points
          .map(([x, y]) => document.elementFromPoint(x, y))
          .map((hit) =>
            hit && element.contains(hit) ? null : (hit?.outerHTML.slice(0, 80) ?? "nothing"),
          ),
      };
    });
    const [left, top, right, bottom] = seen.box;
    expect(left, JSON.stringify(seen)).toBeGreaterThanOrEqual(0);
    expect(top, JSON.stringify(seen)).toBeGreaterThanOrEqual(0);
    expect(right, JSON.stringify(seen)).toBeLessThanOrEqual(seen.window[0]);
    expect(bottom, JSON.stringify(seen)).toBeLessThanOrEqual(seen.window[1]);
    expect(seen.width, JSON.stringify(seen)).toBeGreaterThanOrEqual(minWidth);
    expect(seen.height, JSON.stringify(seen)).toBeGreaterThan(12);
    expect(seen.covered, JSON.stringify(seen)).toEqual([null, null, null, null, null]);
  }).toPass({ timeout: 5_000 });
}

/** Scrolls the page so that the editor's box ends `fromBottom` px above the window's bottom. */
async function placeEditorBottom(box: Locator, fromBottom: number) {
  await box.locator(".cm-editor").evaluate((editor, gap) => {
    const rect = editor.getBoundingClientRect();
    window.scrollBy({ top: rect.bottom - (window.innerHeight - gap), behavior: "instant" });
  }, fromBottom);
}

test(
  "completion, lint, hover and type tooltips at the editor's last lines are wholly on screen",
  { tag: "@responsive" },
  async ({ page, consoleErrors }) => {
    // The preview runs the keyless list too, and React says so in the frame's console.
    consoleErrors.allow(/Each child in a list should have a unique "key" prop/);
    const { box, editor, status } = await openCounterEditor(page);
    await replaceCode(page, editor, longSample);
    // The editor underlines the list item without a key (the guide's own rule, in the worker).
    const keyWarning = box.locator(".cm-lintRange-warning", { hasText: "<li>" });
    await expect(keyWarning).toHaveCount(1, { timeout: 30_000 });
    await expect(status).toHaveText("1 warning: underlined in the code.");
    // The code is longer than the editor's box: its last lines are at the box's bottom edge.
    await page.keyboard.press("ControlOrMeta+End");
    const scroller = box.locator(".cm-scroller");
    expect(await scroller.evaluate((s) => s.scrollHeight > s.clientHeight + 100)).toBe(true);
    const phone = isMobile(page);
    const minWidth = phone ? 240 : 200;
    const list = page.locator(".cm-tooltip-autocomplete");

    // React's key warning on the last lines, hovered: its message and the lesson's link. (Before
    // any typing: a new diagnostics answer closes a lint tooltip.)
    await placeEditorBottom(box, 8);
    await page.mouse.move(0, 0);
    await hoverText(page, box, "li");
    const lint = page.locator(".cm-tooltip-lint");
    await expect(lint).toContainText('Each item in a list needs a "key" prop');
    await expect(
      lint.getByRole("link", { name: "Learn more: Core Concepts: lists and keys" }),
    ).toHaveAttribute("href", "/?section=core-concepts#lists-and-keys");
    await expectUnclipped(lint, minWidth);

    // A hover on the same lines: the type of the list's `name`.
    await page.mouse.move(0, 0);
    await expect(lint).toHaveCount(0);
    await hoverText(page, box, "name");
    const hover = page.locator(".cm-tooltip-hover .cm-language-hover");
    await expect(hover).toContainText("name: string");
    await expectUnclipped(page.locator(".cm-tooltip-hover"), minWidth);
    await page.mouse.move(0, 0);

    // The box's bottom 150 px above the window's: the list (taller than what is left of the box
    // below the line) goes past the box, where the box's own overflow used to cut it off.
    // Then at the window's bottom edge: the list goes above the line instead.
    for (const fromBottom of [150, 8]) {
      await placeEditorBottom(box, fromBottom);
      await page.keyboard.type("\nuseSta");
      await expect(
        list
          .getByRole("option")
          .filter({ hasText: /^useState/ })
          .first(),
      ).toBeVisible();
      await expectUnclipped(list, minWidth);
      // useState's documentation beside the list (or above it on a phone), whole too.
      const info = page.locator(".cm-completionInfo");
      await expect(info).toContainText("Returns a stateful value");
      await expectUnclipped(info, 150);
      await page.keyboard.press("Escape");
      await expect(list).toHaveCount(0);
      for (let i = 0; i < "\nuseSta".length; i++) await page.keyboard.press("Backspace");
    }
    // A longer documentation box (useSyncExternalStore's signature wraps over several lines)
    // at the window's bottom edge: measured at the width it is shown at, so it fits.
    await page.keyboard.type("\nuseSyncEx");
    await expect(list.getByRole("option").first()).toContainText("useSyncExternalStore");
    const info = page.locator(".cm-completionInfo");
    await expect(info).toContainText("getServerSnapshot");
    await expectUnclipped(list, minWidth);
    await expectUnclipped(info, 150);
    await page.keyboard.press("Escape");
    for (let i = 0; i < "\nuseSyncEx".length; i++) await page.keyboard.press("Backspace");

    // The keyboard's hover (the type at the cursor) on the last lines, the box at the bottom.
    await placeEditorBottom(box, 8);
    await box.locator(".cm-line").getByText("name", { exact: true }).first().click();
    await page.mouse.move(0, 0);
    await page.keyboard.press("ControlOrMeta+Shift+Space");
    const typeAtCursor = page.locator(".cm-tooltip.cm-language-hover");
    await expect(typeAtCursor).toContainText("name: string");
    await expectUnclipped(typeAtCursor, minWidth);
  },
);

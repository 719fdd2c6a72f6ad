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
  const tooltip = box.locator(".cm-tooltip-lint");
  await expect(tooltip).toContainText("Type 'string' is not assignable to type 'number'.");
  await expect(tooltip).toContainText("TS2322");

  // Fix it: the cursor is still at the end of the line, after `"three";`.
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  for (let i = 0; i < '"three";'.length; i++) await page.keyboard.press("Backspace");
  await page.keyboard.type("3;");
  await expect(underline).toHaveCount(0);
  await expect(status).toHaveText("No type errors or lint warnings.");

  // Hovering useState shows React's type for it, with React's own documentation.
  await page.mouse.move(0, 0);
  await hoverText(page, box, "useState");
  const hover = box.locator(".cm-tooltip-hover .cm-language-hover");
  await expect(hover).toContainText(
    /function useState<S>\(initialState: S \| \(\(\) => S\)\): \[S, (React\.)?Dispatch<(React\.)?SetStateAction<S>>\]/,
  );
  await expect(hover).toContainText("Returns a stateful value, and a function to update it.");
  await page.mouse.move(0, 0);

  // useSta completes to useState.
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("\nuseSta");
  const list = box.locator(".cm-tooltip-autocomplete");
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
      await expect(box.locator(".cm-tooltip-hover .cm-language-hover")).toContainText(
        "function useEffect(",
      );
      await expectNoA11yViolations(
        page,
        `language service (${colorScheme})`,
        'section[aria-label="Example: Counter"]',
        frameWidgetScope(colorScheme),
      );
    }
  },
);

import type { FrameLocator, Locator, Page } from "@playwright/test";
import {
  darkRules,
  expect,
  expectNoA11yViolations,
  frameWidgetScope,
  openSection,
  switchColorScheme,
  test,
} from "./fixtures";

/**
 * Feedback a reader can trust, in Chromium: the preview never takes the keyboard
 * from the editor; a check's errors are its results' business, never the preview's; React's
 * warnings are those of the code in the editor, whatever the path of edits; the error named
 * under the editor is where TypeScript underlines it.
 */

test.beforeEach(() => test.slow());
test.use({ languageService: false });

/** The element with the page's focus, named as a test reads it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return `${active?.tagName.toLowerCase()} ${active?.getAttribute("aria-label") ?? ""}`.trim();
  });

/** The element focused in the preview frame, as its own scripts see it (the page's world). */
const focusedInFrame = (frame: FrameLocator) =>
  frame.locator("body").evaluate(() => document.activeElement?.textContent ?? "");

/**
 * Types `text` one key at a time, 150–250 ms apart (a steady typist), and checks before each
 * key and once the preview has settled that the editor still has the focus.
 */
async function typeSteadily(page: Page, editor: Locator, text: string) {
  const label = await editor.getAttribute("aria-label");
  const expected = `div ${label}`;
  let seed = 7;
  for (const key of text) {
    expect(await focused(page)).toBe(expected);
    await page.keyboard.type(key);
    seed = (seed * 48271) % 2147483647;
    await page.waitForTimeout(150 + (seed % 101));
  }
  // A focus taken by the last key's run comes ~200 ms after it, on a loaded machine later.
  await page.waitForTimeout(1500);
  expect(await focused(page)).toBe(expected);
}

/** Puts the caret at the very end of the editor's text. */
async function caretAtEnd(page: Page, editor: Locator) {
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
}

const typed = "// typed at a steady"; // 20 keys

// Where keys land is the focus guard's business (focus-in-frame.ts), not the layout's: the
// typing tests run at one width. The phone checks what its width changes (the results and
// controls in view, below).
test("typing into the Testing challenges lands every key in the editor while their tests re-run", async ({
  page,
}) => {
  await openSection(page, "testing");
  for (const name of ["Missing assertion", "Query by role"]) {
    const challenge = page.getByRole("region", { name: `Challenge: ${name}` });
    await challenge.getByRole("button", { name: "Start challenge" }).click();
    const results = challenge
      .frameLocator("iframe")
      .getByRole("region", { name: "Test results" })
      .getByRole("status");
    // The reader's test runs in the preview (its user.click focuses "+1" in the frame).
    await expect(results).toHaveText(/^Tests: 1 passed/, { timeout: 30_000 });
    const editor = challenge.getByRole("textbox", { name: `Challenge code: ${name}` });
    await caretAtEnd(page, editor);
    await typeSteadily(page, editor, typed);
    await expect(editor).toContainText(`});${typed}`);
    await expect(results).toHaveText(/^Tests: 1 passed/);
  }
});

test("typing into a demo whose code focuses in every way lands every key in the editor", async ({
  page,
}) => {
  await openSection(page, "core-concepts");
  const box = page.getByRole("region", { name: "Example: Counter" });
  await box.getByRole("tab", { name: "Edit" }).click();
  const frame = box.frameLocator('iframe[title="Counter preview"]');
  await expect(frame.getByRole("button", { name: "Increase" })).toBeVisible({ timeout: 20_000 });
  const editor = box.getByRole("textbox", { name: "Edit Counter code" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  // Each run focuses with focus(), autoFocus, select(), a dialog, a form that fails
  // validation and window.focus(): none of them may take the page's focus.
  await page.keyboard.insertText(`import { useEffect, useRef } from "react";

export default function Grabby() {
  const name = useRef<HTMLInputElement>(null);
  useEffect(() => {
    name.current?.focus();
    name.current?.select();
    document.querySelector("dialog")?.showModal();
    document.querySelector("form")?.requestSubmit();
    window.focus();
  }, []);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label>Name <input ref={name} defaultValue="Ada" /></label>
      <label>Email <input required type="email" /></label>
      <input aria-label="Note" autoFocus />
      <dialog><button>Close</button></dialog>
    </form>
  );
}
`);
  await expect(frame.getByRole("dialog")).toBeVisible();
  // The focus moved, in the frame's own books (Playwright's toBeFocused asks the browser).
  await expect.poll(() => focusedInFrame(frame)).toBe("Close");
  await typeSteadily(page, editor, typed);
  await expect(editor).toContainText(`}${typed}`);
});

test("a focus the frame could not keep in place is given back to the editor", async ({ page }) => {
  await openSection(page, "core-concepts");
  const box = page.getByRole("region", { name: "Example: Counter" });
  await box.getByRole("tab", { name: "Edit" }).click();
  const frame = box.frameLocator('iframe[title="Counter preview"]');
  await expect(frame.getByRole("button", { name: "Increase" })).toBeVisible({ timeout: 20_000 });
  const editor = box.getByRole("textbox", { name: "Edit Counter code" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  // A link to #id in the same page focuses its target in the browser itself.
  await page.keyboard.insertText(`import { useEffect, useState } from "react";

export default function Jumpy() {
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    document.querySelector("a")?.click();
    setTaken(document.hasFocus());
  }, []);
  return <main><a href="#end">To the end</a><p id="end" tabIndex={-1}>{taken ? "Taken" : "Kept"}</p></main>;
}
`);
  // The browser moved the page's focus into the frame, and the guide gave it back.
  await expect(frame.getByText("Taken")).toBeVisible();
  await expect(editor).toBeFocused();
  await page.keyboard.type("//");
  await expect(editor).toContainText("}//");
});

/** Opens the Counter's Edit tab in Core Concepts, with `code` in its editor. */
async function editCounter(page: Page, code: string) {
  await openSection(page, "core-concepts");
  const box = page.getByRole("region", { name: "Example: Counter" });
  await box.getByRole("tab", { name: "Edit" }).click();
  const frame = box.frameLocator('iframe[title="Counter preview"]');
  await expect(frame.getByRole("button", { name: "Increase" })).toBeVisible({ timeout: 20_000 });
  const editor = box.getByRole("textbox", { name: "Edit Counter code" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(code);
  return { box, frame, editor };
}

test("a key deleted one Backspace at a time leaves React's key warning on screen", async ({
  page,
  consoleErrors,
}) => {
  // Each half-deleted version warns in its own way (`<li ke>`: a non-boolean attribute):
  // the reader's console, in the frame. The panel is what this test reads.
  consoleErrors.allow(/./);
  const { box, frame, editor } = await editCounter(
    page,
    `const todos = ["Milk", "Bread"];
export default function Todos() {
  return (
    <ul>
      {todos.map((todo) => (
        <li key={todo}
        >{todo}</li>
      ))}
    </ul>
  );
}`,
  );
  await expect(frame.getByText("Bread")).toBeVisible();
  const warning = box
    .locator("[data-slot=console-panel]")
    .getByRole("listitem")
    .filter({ hasText: 'unique "key" prop' });
  await expect(warning).toHaveCount(0);
  // Backspace by Backspace from the end of `<li key={todo}`: on the way, `<li ke` and `<li k`
  // are lists without keys as well, and React warned for the first of them.
  await editor.click();
  await page.keyboard.press("ControlOrMeta+Home");
  for (let line = 1; line < 6; line += 1) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  for (let key = 0; key < " key={todo}".length; key += 1) {
    await page.keyboard.press("Backspace");
    await page.waitForTimeout(150);
  }
  await expect(editor).not.toContainText("key");
  await expect(editor).toContainText("<li >{todo}</li>");
  await expect(warning).toContainText("Check the render method of `Todos`.");
});

/** Opens a lesson's challenge and waits for its preview. */
async function startChallenge(page: Page, section: "core-concepts" | "faq", name: string) {
  await openSection(page, section);
  const challenge = page.getByRole("region", { name: `Challenge: ${name}` });
  await challenge.getByRole("button", { name: "Start challenge" }).click();
  await expect(challenge.frameLocator("iframe").locator("#preview > *").first()).toBeVisible({
    timeout: 30_000,
  });
  return challenge;
}

test(
  "Check on code that changes state in place says so in its results, never in the preview",
  { tag: "@responsive" },
  async ({ page }) => {
    // Nested update's starter sets `user.address.city = city`: during a check its state is
    // frozen, so the write throws, in the check's hands.
    const challenge = await startChallenge(page, "faq", "Nested update");
    const check = challenge.getByRole("button", { name: "Check" });
    await check.click();
    const results = challenge.locator("[data-slot=check-results]");
    await expect(results).toContainText("0 of 2 checks passed", { timeout: 20_000 });
    await expect(results).toContainText(
      "You changed city of an object in state (or in props) in place.",
    );
    await expect(results).not.toContainText("Script error");
    // The preview runs the code again, without a word of the checks' errors.
    await expect(
      challenge.frameLocator("iframe").getByRole("button", { name: "Move to Leeds" }),
    ).toBeVisible();
    await page.waitForTimeout(500);
    await expect(challenge.getByRole("alert")).toHaveCount(0);
    await expect(check).toBeInViewport();
    await challenge.getByRole("button", { name: "Reset", exact: true }).click();
    await page.waitForTimeout(500);
    await expect(challenge.getByRole("alert")).toHaveCount(0);
    // Edited since: the results say they are an earlier version's.
    const editor = challenge.getByRole("textbox", { name: "Challenge code: Nested update" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type("//");
    await expect(results).toContainText("These results are for an earlier version of your code.");
    await expectNoA11yViolations(
      page,
      "results of an earlier version",
      "[data-slot=check-results]",
    );
    await switchColorScheme(page, "dark");
    await expectNoA11yViolations(
      page,
      "results of an earlier version, dark",
      "[data-slot=check-results]",
      { only: darkRules },
    );
  },
);

test(
  "Check on the drink form's starter leaves the preview without an error banner",
  { tag: "@responsive" },
  async ({ page }) => {
    const challenge = await startChallenge(page, "core-concepts", "Controlled form");
    const check = challenge.getByRole("button", { name: "Check" });
    await check.click();
    const results = challenge.locator("[data-slot=check-results]");
    await expect(results).toContainText(/\d of \d checks passed/, { timeout: 20_000 });
    // The starter changes nothing in place, and nothing in its results says it does.
    await expect(results).not.toContainText("in place");
    await expect(results).not.toContainText("Script error");
    await page.waitForTimeout(500);
    await expect(challenge.getByRole("alert")).toHaveCount(0);
    await expect(check).toBeInViewport();
  },
);

test("Check on the drink form that pushes into its list blames the push, not the preview", async ({
  page,
}) => {
  const challenge = await startChallenge(page, "core-concepts", "Controlled form");
  const editor = challenge.getByRole("textbox", { name: "Challenge code: Controlled form" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(`import { useState, type SubmitEvent } from "react";

let nextId = 1;

export default function TeaList() {
  const [items, setItems] = useState<{ id: number; text: string }[]>([]);
  const [text, setText] = useState("");

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return;
    items.push({ id: nextId++, text: text.trim() });
    setItems([...items]);
    setText("");
  }

  return (
    <form onSubmit={handleSubmit}>
      <label>
        Drink <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit">Add</button>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{item.text}</li>
        ))}
      </ul>
    </form>
  );
}
`);
  await challenge.getByRole("button", { name: "Check" }).click();
  const results = challenge.locator("[data-slot=check-results]");
  await expect(results).toContainText(/\d of \d checks passed/, { timeout: 20_000 });
  await expect(results).toContainText("You changed a state array in place with push()");
  await page.waitForTimeout(500);
  await expect(challenge.getByRole("alert")).toHaveCount(0);
});

test(
  "an error in the preview covers the preview, not the challenge's controls",
  { tag: "@responsive" },
  async ({ page }) => {
    const challenge = await startChallenge(page, "faq", "Nested update");
    const frame = challenge.frameLocator("iframe");
    const editor = challenge.getByRole("textbox", { name: "Challenge code: Nested update" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText(`export default function Profile() {
  function moveTo() {
    throw new Error("${"A long message that wraps over many lines. ".repeat(12)}");
  }
  return <button type="button" onClick={moveTo}>Move to Leeds</button>;
}
`);
    const check = challenge.getByRole("button", { name: "Check" });
    // Where Check sits in its challenge box (page scrolling does not change it).
    const place = () =>
      check.evaluate(
        (button) =>
          button.getBoundingClientRect().top -
          button.closest("[data-slot=challenge]")!.getBoundingClientRect().top,
      );
    await expect(frame.getByRole("button", { name: "Move to Leeds" })).toBeVisible();
    await page.waitForTimeout(500);
    const before = await place();
    await frame.getByRole("button", { name: "Move to Leeds" }).click();
    const alert = challenge.getByRole("alert");
    await expect(alert).toContainText("A long message that wraps");
    // Not pushed down (the frame may settle a pixel or two as the click focuses its button).
    expect(await place()).toBeLessThanOrEqual(before);
    // The whole message can be read: it scrolls inside the preview's box.
    expect(await alert.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
    // And nothing of the preview shows through it, in either scheme.
    const background = () => alert.evaluate((box) => getComputedStyle(box).backgroundColor);
    const translucent = /\/\s*0?\.\d+\s*\)|rgba\([^)]*,\s*0?\.\d+\s*\)/;
    expect(await background()).not.toMatch(translucent);
    await switchColorScheme(page, "dark");
    expect(await background()).not.toMatch(translucent);
    await alert.getByRole("button", { name: "Dismiss" }).click();
    await expect(alert).toHaveCount(0);
    await expect(frame.getByRole("button", { name: "Move to Leeds" })).toBeVisible();
  },
);

test("a learner's test that crashes earns no pass on the broken versions: they did not run", async ({
  page,
}) => {
  await openSection(page, "testing");
  const challenge = page.getByRole("region", { name: "Challenge: Missing assertion" });
  await challenge.getByRole("button", { name: "Start challenge" }).click();
  const editor = challenge.getByRole("textbox", { name: "Challenge code: Missing assertion" });
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  // A query for a role nothing has: the test throws on every version of the counter.
  await page.keyboard.insertText(`import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { Counter } from "./Counter";

it("counts a click", async () => {
  const user = userEvent.setup();
  render(<Counter />);
  await user.click(screen.getByRole("button", { name: "+1" }));
  expect(screen.getByRole("staus")).toHaveTextContent("Count: 1");
});
`);
  await challenge.getByRole("button", { name: "Check" }).click();
  const results = challenge.locator("[data-slot=check-results]");
  await expect(results).toContainText(/\d of \d checks passed/, { timeout: 20_000 });
  const rows = results.getByRole("listitem");
  await expect(rows.filter({ hasText: "Your test passes on the working counter" })).toContainText(
    "Failed:",
  );
  // The broken versions: "a counter that adds 2 per click", "a counter whose button does
  // nothing", …
  const broken = rows.filter({ hasText: /Your test fails on a / });
  await expect(broken.first()).toBeVisible();
  for (const row of await broken.all()) {
    await expect(row).toContainText("Did not run:");
    await expect(row).toContainText("(did not run)");
  }
  await expect(rows.filter({ hasText: /Passed: Your test fails on a / })).toHaveCount(0);
  await expect(challenge.getByRole("alert")).toHaveCount(0);
});

test("a host that loads the preview's script without CORS still shows the error thrown", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/ERR_FAILED/);
  // The runner's scripts refused in CORS mode (a host that sends no Access-Control-Allow-Origin
  // for them): the frame loads them the plain way, and the browser mutes every error thrown in
  // their code and in the reader's, which they evaluate ("Script error.").
  await page.route(/\/assets\/playground-[\w-]+\.js$/, (route) =>
    route.request().headers()["origin"] === undefined ? route.continue() : route.abort(),
  );
  const { box, frame } = await editCounter(
    page,
    `export default function App() {
  return <>
    <button onClick={() => { throw new Error("boom in a handler"); }}>Handler</button>
    <button onClick={() => setTimeout(() => { throw new TypeError("boom in a timer"); })}>Timer</button>
  </>;
}`,
  );
  const alert = box.getByRole("alert");
  await frame.getByRole("button", { name: "Handler" }).click();
  await expect(alert).toContainText("boom in a handler");
  await alert.getByRole("button", { name: "Dismiss" }).click();
  await frame.getByRole("button", { name: "Timer" }).click();
  await expect(alert).toContainText("the browser kept its message from the preview");
  await expect(alert).not.toContainText("Script error");
});

/** The Counter with `count` where its paragraph shows the count, and a second export. */
const counterWith = (count: string) => `import { useState } from "react";

export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <p>Count: ${count}</p>
      <button onClick={() => setCount(count + 1)}>Increase</button>
    </div>
  );
}

export function Other() {
  return <p>other</p>;
}
`;

/** The last version's label covers none of what that version shows. */
async function expectStaleLabelClear(box: Locator, frame: FrameLocator) {
  const label = await box.locator("[data-slot=stale-preview]").boundingBox();
  for (const shown of [frame.getByText("Count: 0"), frame.getByRole("button")]) {
    const place = await shown.boundingBox();
    expect(
      label!.y >= place!.y + place!.height ||
        label!.x >= place!.x + place!.width ||
        label!.x + label!.width <= place!.x,
    ).toBe(true);
  }
}

// The label's place is what the width changes: the phone checks it without the language
// service (the frame's own compiler finds the error); the desktop test below names the error.
test("on a phone, the last version's label covers none of its preview @mobile", async ({
  page,
}) => {
  const { box, frame } = await editCounter(page, counterWith("{count}"));
  await expect(frame.getByText("Count: 0")).toBeVisible();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(counterWith("{count"));
  await expect(box.locator("[data-slot=stale-preview]")).toHaveText(
    "The code does not compile: this is the last version that ran.",
  );
  await expect(frame.getByText("Count: 0")).toBeVisible();
  await expectStaleLabelClear(box, frame);
});

test.describe("with the editor's language service", () => {
  test.use({ languageService: true });

  test("a missing } is named where TypeScript underlines it, and the preview says it is the last version", async ({
    page,
  }) => {
    const broken = counterWith("{count");
    const { box, frame } = await editCounter(page, counterWith("{count}"));
    await expect(frame.getByText("Count: 0")).toBeVisible();
    // The same code without the } after {count: the compiler in the frame stops at line 14
    // ("Unexpected token"); TypeScript expects the } on line 7, and underlines it there.
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText(broken);
    const banner = box.locator("[data-slot=editor-messages] p").filter({ hasText: "error at" });
    await expect(banner).toHaveText("Syntax error at line 7, column 23: '}' expected.", {
      timeout: 20_000,
    });
    // The editor's own underline is on the line the banner names (with more of TypeScript's
    // errors on it, or not, as its checks come in).
    await expect(box.locator(".cm-error-line .cm-lintRange-error").first()).toBeVisible();
    await expect(box.locator(".cm-error-line")).toContainText("<p>Count: {count</p>");
    await expect(box.locator("[data-slot=stale-preview]")).toHaveText(
      "The code does not compile: this is the last version that ran.",
    );
    await expect(frame.getByText("Count: 0")).toBeVisible();
    await expectStaleLabelClear(box, frame);
    await expectNoA11yViolations(
      page,
      "a syntax error and the last version's preview",
      'section[aria-label="Example: Counter"]',
      frameWidgetScope(),
    );
    await switchColorScheme(page, "dark");
    await expectNoA11yViolations(
      page,
      "a syntax error and the last version's preview, dark",
      'section[aria-label="Example: Counter"]',
      frameWidgetScope("dark"),
    );
    // The link goes to that line.
    await page.keyboard.press("ControlOrMeta+End");
    await banner.getByRole("button", { name: "line 7, column 23" }).click();
    await expect(box.locator(".cm-activeLine")).toContainText("<p>Count: {count</p>");
  });

  test("a type error is named under the editor the way a syntax error is, and the preview runs it", async ({
    page,
  }) => {
    const counter = (label: string) => `import { useState } from "react";

export default function Counter() {
  const [count, setCount] = useState(0);
  ${label}
  return (
    <div>
      <p>{label} {count}</p>
      <button onClick={() => setCount(count + 1)}>Increase</button>
    </div>
  );
}
`;
    const { box, frame } = await editCounter(page, counter(`const label = "Count:";`));
    await expect(frame.getByText("Count: 0")).toBeVisible();
    const banner = box.locator("[data-slot=editor-messages] p").filter({ hasText: "error at" });
    // A type error: the code still compiles, so the preview runs it, and the line under the
    // editor names TypeScript's error in the same red box a syntax error gets.
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText(counter(`const label: number = "Total:";`));
    await expect(banner).toHaveText(
      "Type error at line 5, column 9: Type 'string' is not assignable to type 'number'.",
      { timeout: 20_000 },
    );
    await expect(frame.getByText("Total: 0")).toBeVisible();
    await expect(box.locator("[data-slot=stale-preview]")).toHaveCount(0);
    const look = () =>
      banner.evaluate((box) => {
        const style = getComputedStyle(box);
        return [style.backgroundColor, style.borderColor, style.color].join(" ");
      });
    const typeLook = await look();
    await page.keyboard.press("ControlOrMeta+End");
    await banner.getByRole("button", { name: "line 5, column 9" }).click();
    await expect(box.locator(".cm-activeLine")).toContainText('const label: number = "Total:";');
    // A syntax error on the same line: the same box, its own words.
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText(counter(`const label = "Total:;`));
    await expect(banner).toHaveText(/^Syntax error at line 5, column \d+: /, { timeout: 20_000 });
    expect(await look()).toBe(typeLook);
  });
});

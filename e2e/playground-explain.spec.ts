import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  frameWidgetScope,
  isMobile,
  lessonHeading,
  openSection,
  switchColorScheme,
  test,
} from "./fixtures";

// The editor's language workers are the business of playground-language.spec.ts (fixtures.ts).
test.use({ languageService: false });

/**
 * React's own messages, triggered by real mistakes in the real runner (React's development
 * build in the sandboxed frame), each get an explanation in the guide's words beside the console
 * line or the error banner, with a link that opens the lesson section teaching the fix.
 */
test.beforeEach(() => test.slow()); // the runner's first start, and axe in the page and the frame

async function openEditor(page: Page) {
  await openSection(page, "core-concepts");
  const box = page.getByRole("region", { name: "Example: Counter" });
  await box.getByRole("tab", { name: "Edit" }).click();
  const frame = box.frameLocator('iframe[title="Counter preview"]');
  await expect(frame.getByRole("button", { name: "Increase" })).toBeVisible({ timeout: 20_000 });
  return { box, frame, editor: box.getByRole("textbox", { name: "Edit Counter code" }) };
}

async function runCode(page: Page, editor: Locator, code: string) {
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(code);
}

/** Opens an explanation by its button and returns the part it shows. */
async function openExplanation(place: Locator, topic: string) {
  const button = place.getByRole("button", { name: `Explain: ${topic}` });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const panel = place.page().locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

const orderForm = `import { useState } from "react";

const drinks = ["Tea", "Coffee"];

export default function Order() {
  const [name, setName] = useState<string>();
  return (
    <form>
      <label htmlFor="name">Name</label>
      <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
      <ul>
        {drinks.map((drink) => (
          <li>{drink}</li>
        ))}
      </ul>
    </form>
  );
}`;

test(
  "React's warnings in the console are explained, and a link opens the lesson section",
  { tag: "@responsive" },
  async ({ page, consoleErrors }) => {
    consoleErrors.allow(/unique "key" prop|uncontrolled input to be controlled/);
    const { box, frame, editor } = await openEditor(page);
    await runCode(page, editor, orderForm);
    // Typing gives the input its first value: React warns as it becomes controlled.
    await frame.getByLabel("Name").fill("Ada");

    const console = box.locator("[data-slot=console-panel]");
    const keyLine = console.getByRole("listitem").filter({ hasText: 'unique "key" prop' });
    const inputLine = console.getByRole("listitem").filter({ hasText: "uncontrolled input" });
    // The message itself is on screen as React wrote it.
    await expect(keyLine).toContainText("Check the render method of `Order`.");

    const key = await openExplanation(keyLine, "a missing key");
    await expect(key).toContainText("What it means: React is rendering an array of elements");
    await expect(key).toContainText("Fix: Give the outermost element that map returns a key");
    const keyLink = key.getByRole("link", { name: "Learn more: Core Concepts: Lists and keys" });
    await expect(keyLink).toHaveAttribute("href", "/?section=core-concepts#lists-and-keys");

    const input = await openExplanation(inputLine, "an input that became controlled");
    await expect(input).toContainText('Start the state with a real value: useState("")');
    await expect(
      input.getByRole("link", {
        name: "Learn more: Core Concepts: Forms: controlled inputs and submit",
      }),
    ).toBeVisible();

    // Open, they are usable by keyboard and screen reader, in both schemes (the phone checks
    // the layout's rules in the light one: colours do not depend on the width).
    const schemes = isMobile(page) ? (["light"] as const) : (["light", "dark"] as const);
    for (const colorScheme of schemes) {
      await switchColorScheme(page, colorScheme);
      await expectNoA11yViolations(
        page,
        `console explanations (${colorScheme})`,
        "[data-slot=console-panel]",
        frameWidgetScope(colorScheme),
      );
    }
    await switchColorScheme(page, "light");

    // Nothing runs off the console's right edge.
    const overflow = await console.evaluate((panel) => {
      const edge = panel.getBoundingClientRect().right;
      return [...panel.querySelectorAll("[data-slot=message-explanation] *")].filter(
        (part) => part.getBoundingClientRect().right > edge + 0.5,
      ).length;
    });
    expect(overflow).toBe(0);

    // By keyboard: the button closes it again; the link opens the section, in place.
    await inputLine.getByRole("button", { name: /^Explain:/ }).focus();
    await page.keyboard.press("Enter");
    await expect(input).toBeHidden();
    await keyLink.click();
    await expect(lessonHeading(page)).toHaveText("Core Concepts");
    await expect(page.getByRole("heading", { level: 2, name: "Lists and keys" })).toBeInViewport();
    expect(new URL(page.url()).search).toBe("?section=core-concepts");
  },
);

test(
  "React's errors in the banner are explained, and a link opens the lesson section",
  { tag: "@responsive" },
  async ({ page }) => {
    const { box, editor } = await openEditor(page);
    const banner = box.getByRole("alert");

    await runCode(
      page,
      editor,
      `export default function Profile() {
  const user = { name: "Ada", email: "ada@example.com" };
  return <p>{user}</p>;
}`,
    );
    await expect(banner).toContainText("Objects are not valid as a React child");
    const object = await openExplanation(banner, "an object where JSX expects something to show");
    await expect(object).toContainText("Show one of its fields ({user.name})");
    await expect(
      object.getByRole("link", {
        name: "Learn more: FAQ & Troubleshooting: More messages you may meet",
      }),
    ).toHaveAttribute("href", "/?section=faq#more-messages-you-may-meet");
    const schemes = isMobile(page) ? (["light"] as const) : (["light", "dark"] as const);
    for (const colorScheme of schemes) {
      await switchColorScheme(page, colorScheme);
      await expectNoA11yViolations(
        page,
        `banner explanation (${colorScheme})`,
        "[data-slot=runner-frame]",
        frameWidgetScope(colorScheme),
      );
    }
    await switchColorScheme(page, "light");

    await runCode(
      page,
      editor,
      `import { useState } from "react";

export default function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={setCount(count + 1)}>Add</button>;
}`,
    );
    await expect(banner).toContainText("Too many re-renders.");
    const loop = await openExplanation(banner, "state set on every render");
    await expect(loop).toContainText("onClick={() => setCount(count + 1)}");
    await loop
      .getByRole("link", { name: "Learn more: FAQ & Troubleshooting: Too many re-renders" })
      .click();
    await expect(lessonHeading(page)).toHaveText("FAQ & Troubleshooting");
    await expect(
      page.getByRole("heading", { level: 3, name: "Too many re-renders" }),
    ).toBeInViewport();
  },
);

test("a message the guide does not know shows as it is, with nothing added", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/unique "key" prop|Cannot read properties of undefined/);
  const { box, editor } = await openEditor(page);
  await runCode(
    page,
    editor,
    `export default function Quiet() {
  console.warn("Each thing in its place");
  console.error("Cannot read properties of undefined (reading 'map')");
  return <ul>{["a", "b"].map((item) => <li>{item}</li>)}</ul>;
}`,
  );
  const console = box.locator("[data-slot=console-panel]");
  // React's key warning in the same run gets its explanation: the explanations have loaded.
  await expect(
    console
      .getByRole("listitem")
      .filter({ hasText: 'unique "key" prop' })
      .getByRole("button", { name: "Explain: a missing key" }),
  ).toBeVisible();
  for (const text of [
    "Warning: Each thing in its place",
    "Error: Cannot read properties of undefined (reading 'map')",
  ]) {
    const line = console
      .getByRole("listitem")
      .filter({ hasText: text.split(": ")[1] })
      .first();
    await expect(line).toHaveText(text);
    await expect(line.getByRole("button")).toHaveCount(0);
  }
});

import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { copyCodeBlock, drawnCode, expect, lessonHeading, test } from "./fixtures";

const parts = [
  "JSX",
  "Components",
  "Props",
  "State",
  "Event handling",
  "Conditional rendering",
  "Lists and keys",
  "Key takeaways",
  "Challenges",
];

const example = (page: Page, title: string) =>
  page.getByRole("region", { name: `Example: ${title}` });

test.beforeEach(async ({ page }) => {
  await page.goto("/?section=core-concepts");
  await expect(lessonHeading(page)).toHaveText("Core Concepts");
});

test("core-concepts: its parts and the user card, counter, contact form, toggle and list demos", async ({
  page,
}) => {
  await test.step("core-concepts: every part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
  });

  await test.step("core-concepts: the user card shows its props, status as text and a clamped rating", async () => {
    const box = example(page, "User card");
    const ada = box
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Ada Lovelace" }) });
    await expect(ada).toContainText("Age: 36");
    await expect(ada).toContainText("ada@example.com");
    await expect(ada).toContainText("Online");
    await expect(ada.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    await expect(ada.locator("svg[data-filled=true]")).toHaveCount(4);

    const alan = box
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Alan Turing" }) });
    await expect(alan).toContainText("Offline");
    await expect(alan.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expect(alan.locator("svg[data-filled=true]")).toHaveCount(5);
  });

  await test.step("core-concepts: the counter decreases, resets and increases", async () => {
    const box = example(page, "Counter");
    const count = box.getByRole("status");
    await expect(count).toHaveText("Count: 0");
    for (let i = 0; i < 3; i++) await box.getByRole("button", { name: "Increase" }).click();
    await expect(count).toHaveText("Count: 3");
    await box.getByRole("button", { name: "Decrease" }).click();
    await expect(count).toHaveText("Count: 2");
    await box.getByRole("button", { name: "Reset", exact: true }).click();
    await expect(count).toHaveText("Count: 0");
    await box.getByRole("button", { name: "Decrease" }).click();
    await expect(count).toHaveText("Count: -1");
  });

  await test.step("core-concepts: the contact form validates natively, then shows a panel for 3 s", async () => {
    const box = example(page, "Contact form");
    const name = box.getByLabel("Name");
    const email = box.getByLabel("Email");
    const send = box.getByRole("button", { name: "Send message" });
    const panel = box.getByText("Message sent!");

    // An empty submit is stopped by the browser before React's onSubmit runs.
    await send.click();
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    expect(await name.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe("");
    await expect(panel).toHaveCount(0);

    await name.fill("Grace Hopper");
    await email.fill("not-an-email");
    await send.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
    await expect(panel).toHaveCount(0);

    await email.fill("grace@example.com");
    await send.click();
    await expect(box.getByRole("status")).toHaveText(
      "Message sent!Thanks, Grace Hopper. We will reply to grace@example.com.",
    );
    // Sending again at ~2 s restarts the 3-second timer: the panel outlives the first deadline.
    await page.waitForTimeout(2000);
    await send.click();
    await page.waitForTimeout(2000);
    await expect(panel).toBeVisible();
    await expect(panel).toBeHidden({ timeout: 2500 });
    await expect(box.getByRole("status")).toBeEmpty();
  });

  await test.step("core-concepts: the toggle switches between the two views", async () => {
    const box = example(page, "Conditional rendering");
    await expect(box.getByRole("status")).toContainText("You are signed out.");
    await box.getByRole("button", { name: "Log in" }).click();
    await expect(box.getByRole("status")).toContainText("Welcome back, Ada!");
    await expect(box.getByRole("status")).toContainText("You have 3 unread messages.");
    await box.getByRole("button", { name: "Log out" }).click();
    await expect(box.getByRole("status")).toContainText("You are signed out.");
    await expect(box.getByText("Welcome back, Ada!")).toHaveCount(0);
  });

  await test.step("core-concepts: list items can be added and removed, each showing its own key", async () => {
    const box = example(page, "Lists and keys");
    const items = box.getByRole("list", { name: "To-do items" }).getByRole("listitem");
    await expect(items).toHaveText(["Learn JSX key 1", "Pass some props key 2", "Add state key 3"]);

    await box.getByRole("button", { name: "Add", exact: true }).click();
    await expect(items).toHaveCount(3);

    await box.getByLabel("New item").fill("Write a browser test");
    await box.getByRole("button", { name: "Add", exact: true }).click();
    await box.getByLabel("New item").fill("Ship it");
    await box.getByLabel("New item").press("Enter");
    // The page runs React's production build; the unit test covers Strict Mode's double calls.
    await expect(items).toHaveText([
      "Learn JSX key 1",
      "Pass some props key 2",
      "Add state key 3",
      "Write a browser test key 4",
      "Ship it key 5",
    ]);
    await expect(box.getByLabel("New item")).toHaveValue("");

    await box.getByRole("button", { name: "Remove Learn JSX" }).click();
    await expect(items).toHaveText([
      "Pass some props key 2",
      "Add state key 3",
      "Write a browser test key 4",
      "Ship it key 5",
    ]);
    await expect(box.getByRole("status")).toHaveText("4 items");
  });
});

test(
  "core-concepts: copying a code sample puts its exact text on the clipboard",
  { tag: "@responsive" },
  async ({ page }) => {
    const block = page
      .locator('[data-slot="code-block"]')
      .filter({ hasText: "export function TodoList(" });
    const code = await drawnCode(block);
    const copied = await copyCodeBlock(page, block);
    expect(copied.trim()).toBe(code.trim());
    expect(copied).toContain('<li key={todo.id} className={todo.completed ? "done" : undefined}>');
  },
);

test(
  "core-concepts: a demo's Source Code tab copies the real file",
  { tag: "@responsive" },
  async ({ page }) => {
    const box = example(page, "Counter");
    await box.getByRole("tab", { name: "Source Code" }).click();
    const block = box.locator('[data-slot="code-block"]');
    const copied = await copyCodeBlock(page, block);
    expect(copied.trim()).toBe(readFileSync("src/demos/counter-demo.tsx", "utf8").trim());
  },
);

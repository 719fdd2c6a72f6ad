import { expect, openSection, test } from "./fixtures";

const parts = [
  "Common errors and how to fix them",
  "Frequently asked questions",
  "Debugging tips",
  "Performance troubleshooting",
  "Helpful resources",
  "Key takeaways",
  "Challenges",
];

const errors = [
  "Invalid hook call",
  "Missing key warning",
  "Too many re-renders",
  "Updating another component while rendering",
  "State update on an unmounted component",
  "Hydration mismatch",
];

// The links are read before the accordion opens a question; it comes last, as it leaves one open.
test("faq: its parts, hook errors table, resource links, list keys demo and accordion", async ({
  page,
}) => {
  await openSection(page, "faq");

  await test.step("faq: every spec part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
    const h3s = await page.locator("article[data-lesson] h3").allTextContents();
    expect(h3s.filter((text) => errors.includes(text))).toEqual(errors);
    await expect(page.getByText("React 18 removed this warning")).toBeVisible();
  });

  await test.step("faq: each hook error message is matched to its own cause", async () => {
    const table = page
      .locator("article[data-lesson] table")
      .filter({ hasText: "Rendered more hooks" });
    await expect(
      table.getByRole("row", { name: /^Invalid hook call.*outside rendering/ }),
    ).toBeVisible();
    await expect(
      table.getByRole("row", {
        name: /^Rendered more hooks than during the previous render.*condition or loop/,
      }),
    ).toBeVisible();
    await expect(
      table.getByRole("row", { name: /^Rendered fewer hooks than expected.*early/ }),
    ).toBeVisible();
  });

  await test.step("faq: resource links are https and open safely in a new tab", async () => {
    const links = page.locator("article[data-lesson] a[href^='http']");
    expect(await links.count()).toBeGreaterThan(10);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(page.getByRole("link", { name: /React Developer Tools/ }).first()).toHaveAttribute(
      "href",
      "https://react.dev/learn/react-developer-tools",
    );
  });

  await test.step("faq: the list keys demo shows index keys misplacing a note and id keys keeping it", async () => {
    const box = page.getByRole("region", { name: "Example: List keys" });
    await box.scrollIntoViewIfNeeded();
    const add = box.getByRole("button", { name: "Add item to top" });

    await expect(box.getByLabel("Array index (buggy)")).toBeChecked();
    await box.getByLabel("Note for Apples").fill("ripe");
    await add.click();
    await expect(box.getByLabel("Note for Cheese")).toHaveValue("ripe");
    await expect(box.getByLabel("Note for Apples")).toHaveValue("");

    await box.getByRole("button", { name: "Reset List keys demo" }).click();
    await box.getByLabel("Item id (correct)").check();
    await expect(box.getByRole("status")).toHaveText(/the note moves with its item/);
    await box.getByLabel("Note for Apples").fill("ripe");
    await add.click();
    await expect(box.getByLabel("Note for Apples")).toHaveValue("ripe");
    await expect(box.getByLabel("Note for Cheese")).toHaveValue("");
  });

  await test.step("faq: the accordion has five questions, one open at a time, and collapses", async () => {
    const accordion = page.locator("[data-slot=accordion]");
    await expect(accordion).toHaveCount(1);
    await expect(accordion.locator("[data-slot=accordion-item]")).toHaveCount(5);
    const triggers = accordion.getByRole("button");
    await expect(triggers).toHaveCount(5);
    const expanded = accordion.locator("button[aria-expanded=true]");
    await expect(expanded).toHaveCount(0);

    const first = triggers.nth(0);
    const second = triggers.nth(1);
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(accordion.getByText("officially deprecated in February 2025")).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(expanded).toHaveCount(1);
    await expect(accordion.getByText("officially deprecated in February 2025")).toBeHidden();
    await expect(accordion.getByText("Because of")).toBeVisible();

    // A second click on the open question closes it.
    await second.click();
    await expect(expanded).toHaveCount(0);

    // The keyboard works too.
    await triggers.nth(4).focus();
    await page.keyboard.press("Enter");
    await expect(triggers.nth(4)).toHaveAttribute("aria-expanded", "true");
    await expect(accordion.getByText("enable the React Compiler")).toBeVisible();
  });
});

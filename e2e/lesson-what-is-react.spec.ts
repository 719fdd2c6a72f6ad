import { expect, lessonHeading, test } from "./fixtures";

const parts = [
  "Definition: React in one sentence",
  "Four key features",
  "History: from 2011 to 2019",
  "Problems React solved",
  "The virtual DOM in action",
  "Benefits of React",
  "Companies that use React",
  "Key takeaways",
  "Challenges",
];

test.beforeEach(async ({ page }) => {
  await page.goto("/?section=what-is-react");
  await expect(lessonHeading(page)).toHaveText("What is React?");
});

test("what-is-react: its parts, feature tiles, timeline and virtual DOM demo", async ({ page }) => {
  await test.step("what-is-react: every part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
  });

  await test.step("what-is-react: four feature tiles and a 2011–2019 timeline", async () => {
    const features = page.getByRole("heading", { level: 2, name: "Four key features" });
    await expect(features).toBeVisible();
    for (const title of ["Component-based", "Declarative", "Virtual DOM", "One-way data flow"]) {
      await expect(page.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
    }
    const timeline = page.getByRole("table").filter({ hasText: "FaxJS" });
    const years = await timeline.locator("tbody tr td:first-child").allTextContents();
    expect(years).toEqual(["2011", "2012", "2013", "2014", "2015", "2016", "2017", "2018", "2019"]);
    await expect(timeline).toContainText("React 16.8");
  });

  await test.step("what-is-react: the virtual DOM diagram and demo work", async () => {
    await expect(page.getByRole("img", { name: "Diffing two virtual DOM trees" })).toBeAttached();
    const example = page.getByRole("region", { name: "Example: Virtual DOM diff" });
    const list = example.getByRole("list", { name: "Shopping list" });
    const status = example.getByRole("status");
    await expect(list.getByRole("listitem")).toHaveText(["Milk", "Bread", "Eggs"]);

    await example.getByRole("button", { name: "Add item" }).click();
    await expect(list.getByRole("listitem")).toHaveText(["Milk", "Bread", "Eggs", "Apples"]);
    await expect(status).toContainText('Insert <li> "Apples"');

    await example.getByRole("button", { name: "Double first item" }).click();
    await expect(list.getByRole("listitem").first()).toHaveText("Milk ×2");
    await expect(status).toContainText('Update text "Milk" → "Milk ×2"');

    await example.getByRole("button", { name: "Remove last item" }).click();
    await expect(status).toContainText('Remove <li> "Apples"');

    await example.getByRole("button", { name: "Re-render, no change" }).click();
    await expect(status).toContainText("None: the new tree matches the old one.");

    // The source tab shows the demo's real file; reset brings the preview back to its start.
    await example.getByRole("tab", { name: "Source Code" }).click();
    await expect(example.locator("pre")).toContainText("export function VirtualDomDemo()");
    await example.getByRole("tab", { name: "Live Preview" }).click();
    await example.getByRole("button", { name: "Reset Virtual DOM diff demo" }).click();
    await expect(list.getByRole("listitem")).toHaveText(["Milk", "Bread", "Eggs"]);
    await expect(status).toContainText("Press a button to re-render the list.");
  });
});

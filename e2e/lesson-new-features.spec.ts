import { expect, openSection, test } from "./fixtures";

const parts = [
  "Server Components",
  'Client Components and "use client"',
  'Server Actions and "use server"',
  "React 19 features",
  "Concurrent features",
  "Roadmap: what comes next",
  "Key takeaways",
  "Challenges",
];

const react19Topics = [
  "React Compiler",
  "Actions",
  "useActionState",
  "useFormStatus",
  "useOptimistic",
  "use()",
  "ref as a prop",
  "Document metadata",
];

const concurrentTopics = [
  "Transitions and useTransition",
  "useDeferredValue",
  "Suspense",
  "Streaming",
];

// One page load for every check: the read-only ones first, then the optimistic like, which
// changes only its own demo and ends reset.
test("new-features: its parts, the status badges, the compiler note, use() and the optimistic like", async ({
  page,
}) => {
  await openSection(page, "new-features");

  await test.step("new-features: every spec part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
    const h3s = await page.locator("article[data-lesson] h3").allTextContents();
    for (const topic of [...react19Topics, ...concurrentTopics]) expect(h3s).toContain(topic);
    // React 19 topics sit under their h2, concurrent topics under theirs.
    const order = (name: string) => h3s.indexOf(name);
    expect(order("React Compiler")).toBeLessThan(order("Transitions and useTransition"));
  });

  await test.step("new-features: status badges carry the spec's exact labels", async () => {
    const statuses: [string, string][] = [
      ["React Compiler", "Experimental"],
      ["Actions", "Stable"],
      ["use()", "Stable"],
    ];
    for (const [feature, label] of statuses) {
      const escaped = feature.replace(/[()]/g, "\\$&");
      const row = page.getByRole("row", { name: new RegExp(`^${escaped}:`) });
      await expect(row.locator("[data-slot=badge]")).toHaveText(label);
    }
    const roadmap: [string, string][] = [
      ["React Compiler", "Experimental"],
      ["DOM static APIs", "In Development"],
    ];
    for (const [title, label] of roadmap) {
      const card = page.locator("[data-slot=card]", {
        has: page.getByRole("heading", { name: title, exact: true }),
      });
      await expect(card).toHaveCount(1);
      await expect(card.locator("[data-slot=badge]")).toHaveText(label);
    }
  });

  await test.step("new-features: the one note on the compiler's label, and use() owns conditional calls", async () => {
    const lesson = page.locator("article[data-lesson]");
    // Other lessons link to this note instead of repeating it (pipeline/lesson-homes.test.ts).
    await expect(lesson.getByText('Why "Experimental" when version 1.0 is out?')).toHaveCount(1);
    await expect(lesson.locator("h3#use")).toHaveText("use()");
    await expect(
      lesson.getByRole("heading", { level: 3, name: "Calling use conditionally" }),
    ).toBeVisible();
    const added = lesson.getByRole("table").filter({ hasText: "browser()" });
    await expect(added.getByRole("row", { name: /<ViewTransition>.*19\.3/ })).toBeVisible();
  });

  await test.step("new-features: the optimistic like shows at once, then is kept or rolled back", async () => {
    const box = page.getByRole("region", { name: "Example: Optimistic likes" });
    const status = box.getByRole("status");
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByText("41 likes")).toBeVisible();

    await box.getByRole("button", { name: "Like", exact: true }).click();
    await expect(box.getByText("42 likes")).toBeVisible();
    await expect(status).toHaveText("Saving…");
    await expect(status).toHaveText("Saved: the server confirmed your like.");
    await expect(box.getByText("42 likes")).toBeVisible();

    await box.getByLabel("Make the server fail").check();
    await box.getByRole("button", { name: "Like", exact: true }).click();
    await expect(box.getByText("43 likes")).toBeVisible();
    await expect(status).toHaveText("Could not save: your like was rolled back.");
    await expect(box.getByText("42 likes")).toBeVisible();

    await box.getByRole("tab", { name: "Source Code" }).click();
    await expect(box.locator("pre")).toContainText("useOptimistic(");
    await box.getByRole("tab", { name: "Live Preview" }).click();
    await box.getByRole("button", { name: "Reset Optimistic likes demo" }).click();
    await expect(box.getByText("41 likes")).toBeVisible();
  });
});

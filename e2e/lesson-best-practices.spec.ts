import { expect, openSection, test } from "./fixtures";

const parts = [
  "Component organization",
  "Code quality",
  "Performance",
  "Security",
  "Accessibility",
  "Team collaboration",
  "Key takeaways",
  "Challenges",
];

test("best-practices: its parts, the ARIA sample, a checklist and the code quality tabs", async ({
  page,
}) => {
  await openSection(page, "best-practices");

  await test.step("best-practices: every spec part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
    const h3s = await page.locator("article[data-lesson] h3").allTextContents();
    for (const topic of [
      "Cross-site scripting and dangerouslySetInnerHTML",
      "Dependency audits",
      "Secrets",
      "Semantic HTML first",
      "Label every control",
      "Manage focus",
      "ARIA only when needed",
      "Reviewing a pull request",
      "Writing commit messages",
    ]) {
      expect(h3s).toContain(topic);
    }
    const tree = page.locator("figure[data-slot=code-block]", {
      has: page.getByText("A feature-based src folder", { exact: true }),
    });
    await expect(tree.locator("pre")).toContainText("├── features/");
  });

  await test.step("best-practices: the ARIA sample takes its id from useId, like the section before it", async () => {
    const block = page.locator("figure[data-slot=code-block]", {
      has: page.getByText("src/features/search/FilterPanel.tsx", { exact: true }),
    });
    const code = await block.locator("pre").evaluate((pre) => pre.textContent ?? "");
    expect(code).toContain("const panelId = useId();");
    expect(code).toContain("aria-controls={panelId}");
    expect(code).not.toMatch(/\bid="/);
  });

  await test.step("best-practices: checklist items are real checkboxes a reader can tick", async () => {
    const item = page.getByRole("checkbox", { name: "Every input has a visible label" });
    await item.scrollIntoViewIfNeeded();
    await expect(item).not.toBeChecked();
    await item.check();
    await expect(item).toBeChecked();
  });

  await test.step("best-practices: the @/ alias is configured for Vite too, not only for TypeScript", async () => {
    const vite = page.locator("figure[data-slot=code-block]", {
      has: page.getByText("vite.config.ts", { exact: true }),
    });
    await expect(vite.locator("pre")).toContainText("resolve: { tsconfigPaths: true }");
    const list = page.getByRole("tablist", { name: "Code quality tools" });
    await list.getByRole("tab", { name: "TypeScript", exact: true }).click();
    await expect(page.getByRole("tabpanel", { name: "TypeScript" })).toContainText(
      '"paths": { "@/*": ["./src/*"] }',
    );
  });

  // The alias step clicks the tab that is already selected, so the tabs are still as loaded.
  await test.step("best-practices: code quality tabs start on TypeScript and switch with arrow keys", async () => {
    const list = page.getByRole("tablist", { name: "Code quality tools" });
    const tabs = list.getByRole("tab");
    await expect(tabs).toHaveText(["TypeScript", "ESLint", "Prettier", "Naming"]);
    const tab = (name: string) => list.getByRole("tab", { name, exact: true });
    const panel = page.getByRole("tabpanel", { name: /^(TypeScript|ESLint|Prettier|Naming)$/ });

    await expect(tab("TypeScript")).toHaveAttribute("aria-selected", "true");
    await expect(panel).toContainText("tsconfig.app.json");

    await tab("TypeScript").focus();
    const steps: [string, string, string][] = [
      ["ArrowRight", "ESLint", "eslint.config.js"],
      ["ArrowRight", "Prettier", ".prettierrc.json"],
      ["ArrowRight", "Naming", "PascalCase"],
      ["ArrowRight", "TypeScript", "tsconfig.app.json"],
      ["ArrowLeft", "Naming", "UPPER_SNAKE_CASE"],
      ["Home", "TypeScript", "strict"],
      ["End", "Naming", "handleSelect"],
    ];
    for (const [key, name, text] of steps) {
      await page.keyboard.press(key);
      await expect(tab(name)).toBeFocused();
      await expect(tab(name)).toHaveAttribute("aria-selected", "true");
      await expect(tabs.and(page.locator("[aria-selected=true]"))).toHaveCount(1);
      await expect(panel).toContainText(text);
    }
  });

  await test.step("best-practices: the linter tab says when oxlint is enough and when to add ESLint", async () => {
    const list = page.getByRole("tablist", { name: "Code quality tools" });
    await list.getByRole("tab", { name: "ESLint", exact: true }).click();
    const panel = page.getByRole("tabpanel", { name: "ESLint" });
    await expect(panel).toContainText(".oxlintrc.json");
    await expect(panel).toContainText("reactHooks.configs.flat.recommended");
    await expect(panel).toContainText("--template react-ts --eslint");
    await expect(panel).toContainText("typescript@~6.0.3");
  });
});

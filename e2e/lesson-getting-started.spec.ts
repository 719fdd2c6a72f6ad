import { copyCodeBlock, expect, lessonHeading, test } from "./fixtures";

const parts = [
  "Install Node.js and npm",
  "Verify the installation in a terminal",
  "Create a new project",
  "Project file structure",
  "Key files explained",
  "Reading TypeScript in React",
  "Key takeaways",
  "Challenges",
];

test.beforeEach(async ({ page }) => {
  await page.goto("/?section=getting-started");
  await expect(lessonHeading(page)).toHaveText("Getting Started");
});

test("getting-started: its parts, both file trees and the TypeScript primer", async ({ page }) => {
  await test.step("getting-started: every part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
    for (const step of [
      "1. Install Node.js LTS",
      "2. Check it in a terminal",
      "3. Pick a code editor",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible();
    }
    for (const file of [
      "index.html",
      "main.tsx",
      "App.tsx",
      "package.json",
      "tsconfig.json",
      ".oxlintrc.json",
      "vite.config.ts",
    ]) {
      await expect(
        page.getByRole("heading", {
          level: 3,
          name: new RegExp(`^${file.replaceAll(".", "\\.")}:`),
        }),
      ).toBeVisible();
    }
  });

  await test.step("getting-started: both file trees are there, the Vite one as create-vite 9.3 writes it", async () => {
    const vite = page.getByRole("figure").filter({ hasText: "my-app/ (Vite)" });
    for (const file of ["main.tsx", "tsconfig.app.json", ".oxlintrc.json", "vite.config.ts"])
      await expect(vite).toContainText(file);
    await expect(
      page.getByRole("figure").filter({ hasText: "my-app/ (Create React App)" }),
    ).toContainText("reportWebVitals.js");
  });

  await test.step("getting-started: the TypeScript primer comes before the takeaways and explains the basics", async () => {
    const primer = page.getByRole("heading", { level: 2, name: "Reading TypeScript in React" });
    await expect(primer).toBeVisible();
    for (const topic of [
      "Annotations and inference",
      "Generics: useState<User | null>(null)",
      "Event types and function props",
      "as const",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: topic })).toBeVisible();
    }
    await expect(
      page.locator('[data-slot="code-block"]').filter({ hasText: "useState<User | null>(null)" }),
    ).toHaveCount(1);
  });
});

test(
  "getting-started: verification commands are shown and copy exactly",
  { tag: "@responsive" },
  async ({ page }) => {
    const block = page.locator('[data-slot="code-block"]').filter({ hasText: "node -v" });
    await expect(block).toHaveCount(1);
    const copied = await copyCodeBlock(page, block);
    expect(copied.trim()).toBe("node -v\nnpm -v");
  },
);

test(
  "getting-started: the project tabs switch between Vite and Create React App",
  { tag: "@responsive" },
  async ({ page }) => {
    const tabs = page.getByRole("tablist", { name: "Project creation tool" });
    const vite = tabs.getByRole("tab", { name: "Vite", exact: true });
    const cra = tabs.getByRole("tab", { name: "CRA", exact: true });
    await expect(vite).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: "Vite", exact: true });
    await expect(panel).toContainText("npm create vite@latest my-app -- --template react-ts");

    await cra.click();
    await expect(cra).toHaveAttribute("aria-selected", "true");
    const craPanel = page.getByRole("tabpanel", { name: "CRA", exact: true });
    await expect(craPanel).toContainText("Deprecated");
    await expect(craPanel).toContainText("npx create-react-app my-app");

    // Arrow keys move between the alternatives, as in any tab list.
    await cra.press("ArrowLeft");
    await expect(vite).toBeFocused();
    await expect(vite).toHaveAttribute("aria-selected", "true");

    // Copy the Vite commands from the active panel.
    const block = panel.locator('[data-slot="code-block"]');
    const copied = await copyCodeBlock(page, block);
    expect(copied.trim()).toBe(
      "npm create vite@latest my-app -- --template react-ts\ncd my-app\nnpm install\nnpm run dev",
    );
  },
);

import { copyCodeBlock, expect, lessonHeading, test } from "./fixtures";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const parts = [
  "Install Node.js and npm",
  "Verify the installation in a terminal",
  "Create a new project",
  "Project file structure",
  "Key files explained",
  "Key takeaways",
  "Challenges",
];

test.beforeEach(async ({ page }) => {
  await page.goto("/?section=getting-started");
  await expect(lessonHeading(page)).toHaveText("Getting Started");
});

test("getting-started: every part has its heading, in order", async ({ page }) => {
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
    "main.jsx or index.js",
    "App.jsx",
    "package.json",
    "vite.config.js",
  ]) {
    await expect(
      page.getByRole("heading", { level: 3, name: new RegExp(`^${file.replace(".", "\\.")}:`) }),
    ).toBeVisible();
  }
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
    await expect(panel).toContainText("npm create vite@latest my-app -- --template react");

    await cra.click();
    await expect(cra).toHaveAttribute("aria-selected", "true");
    const craPanel = page.getByRole("tabpanel", { name: "CRA", exact: true });
    await expect(craPanel).toContainText("Deprecated for new projects");
    await expect(craPanel).toContainText("npx create-react-app my-app");

    // Arrow keys move between the alternatives, as in any tab list.
    await cra.press("ArrowLeft");
    await expect(vite).toBeFocused();
    await expect(vite).toHaveAttribute("aria-selected", "true");

    // Copy the Vite commands from the active panel.
    const block = panel.locator('[data-slot="code-block"]');
    const copied = await copyCodeBlock(page, block);
    expect(copied.trim()).toBe(
      "npm create vite@latest my-app -- --template react\ncd my-app\nnpm install\nnpm run dev",
    );
  },
);

test("getting-started: both file trees and the entry-file tabs are there", async ({ page }) => {
  await expect(page.getByRole("figure").filter({ hasText: "my-app/ (Vite)" })).toContainText(
    "vite.config.js",
  );
  await expect(
    page.getByRole("figure").filter({ hasText: "my-app/ (Create React App)" }),
  ).toContainText("reportWebVitals.js");
  const entry = page.getByRole("tablist", { name: "Entry file" });
  await expect(page.getByRole("tabpanel", { name: "main.jsx", exact: true })).toContainText(
    "createRoot",
  );
  await entry.getByRole("tab", { name: "index.js", exact: true }).click();
  await expect(page.getByRole("tabpanel", { name: "index.js", exact: true })).toContainText(
    "ReactDOM.createRoot",
  );
});

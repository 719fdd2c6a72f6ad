import type { Page } from "@playwright/test";
import { expect, openSection, test } from "./fixtures";

const parts = [
  "Building for production",
  "Hosting platforms",
  "Deploying step by step",
  "Environment variables",
  "CI/CD pipelines",
  "Production checklists",
  "Monitoring",
  "Key takeaways",
  "Challenges",
];

const platforms = [
  "Vercel",
  "Netlify",
  "GitHub Pages",
  "AWS S3 + CloudFront",
  "Firebase Hosting",
  "Railway",
];

function codeBlock(page: Page, title: string) {
  return page.locator("article[data-lesson] figure[data-slot=code-block]").filter({
    has: page.getByText(title, { exact: true }),
  });
}

// The steps that only read the lesson (or undo what they change) come first; the guide tabs and
// the env demo leave it changed.
test("deployment: its parts, platform cards and guide tabs, env demo, CI sample, CSP and checklists", async ({
  page,
}) => {
  await openSection(page, "deployment");

  await test.step("deployment: every spec part has its heading, in order", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
  });

  await test.step("deployment: build commands and a card for each of the six platforms", async () => {
    const lesson = page.locator("article[data-lesson]");
    const commands = lesson.locator("figure[data-language=bash]").first();
    await expect(commands).toContainText("npm run build");
    await expect(commands).toContainText("npm run preview");
    await expect(codeBlock(page, "dist/")).toContainText("index.html");
    for (const platform of platforms) {
      await expect(
        lesson.getByRole("heading", { level: 3, name: platform, exact: true }),
      ).toBeVisible();
    }
  });

  await test.step("deployment: the security note says client environment variables are public", async () => {
    const danger = page.locator("[data-slot=callout][data-type=danger]");
    await expect(danger).toHaveCount(1);
    await expect(danger).toContainText("Client-side environment variables are public");
    await expect(danger).toContainText("Anything in your bundle can be read by anyone");
  });

  await test.step("deployment: the CI sample shows Node 18 and the 1-hour artifact expiry", async () => {
    const ci = codeBlock(page, ".github/workflows/ci.yml");
    await expect(ci).toContainText("node-version: 18");
    await expect(ci).toContainText("retention-days: 1");
    await expect(codeBlock(page, ".github/workflows/expire-artifacts.yml")).toContainText("> 3600");
  });

  await test.step("deployment: the CSP lets the app reach its API and its error tracker", async () => {
    const headers = codeBlock(page, "public/_headers");
    await expect(headers).toContainText(
      "connect-src 'self' https://api.example.com https://o123.ingest.sentry.io",
    );
    const env = codeBlock(page, ".env.production");
    await expect(env).toContainText("VITE_API_URL=https://api.example.com");
    await expect(env).toContainText("o123.ingest.sentry.io");
  });

  await test.step("deployment: the checklists are real checkboxes a reader can tick", async () => {
    const lesson = page.locator("article[data-lesson]");
    await expect(lesson.getByRole("heading", { name: "Optimisation checklist" })).toBeVisible();
    await expect(lesson.getByRole("heading", { name: "Security checklist" })).toBeVisible();
    const boxes = lesson.getByRole("checkbox");
    await expect(boxes).toHaveCount(20);
    const lockfile = lesson.getByRole("checkbox", { name: /The lockfile is committed/ });
    await expect(lockfile).not.toBeChecked();
    await lockfile.check();
    await expect(lockfile).toBeChecked();
    await lockfile.uncheck();
    await expect(lockfile).not.toBeChecked();
  });

  await test.step("deployment: one guide tab per platform, switched by keyboard", async () => {
    const tabs = page.getByRole("tablist", { name: "Platform" });
    await expect(tabs.getByRole("tab")).toHaveText(platforms);
    const vercel = tabs.getByRole("tab", { name: "Vercel" });
    await expect(vercel).toHaveAttribute("aria-selected", "true");
    await expect(codeBlock(page, "vercel.json")).toBeVisible();

    await vercel.focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Netlify" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(codeBlock(page, "netlify.toml")).toBeVisible();
    await expect(codeBlock(page, "vercel.json")).toBeHidden();

    await page.keyboard.press("End");
    await expect(tabs.getByRole("tab", { name: "Railway" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(codeBlock(page, "railway.json")).toBeVisible();

    // Each guide's own file or command appears once its tab is chosen.
    await tabs.getByRole("tab", { name: "GitHub Pages" }).click();
    await expect(codeBlock(page, ".github/workflows/pages.yml")).toContainText(
      "actions/deploy-pages@v5",
    );
    await tabs.getByRole("tab", { name: "AWS S3 + CloudFront" }).click();
    await expect(
      page
        .locator("figure[data-language=bash]")
        .filter({ hasText: "aws cloudfront create-invalidation" }),
    ).toBeVisible();
    await tabs.getByRole("tab", { name: "Firebase Hosting" }).click();
    await expect(codeBlock(page, "firebase.json")).toContainText('"public": "dist"');
  });

  await test.step("deployment: the env demo shows which variables reach the bundle", async () => {
    const demo = page.getByRole("region", { name: "Example: What reaches the bundle?" });
    const status = demo.getByRole("status");
    await demo.scrollIntoViewIfNeeded();
    await expect(status).toHaveText(
      "2 of 3 variables end up in the JavaScript every visitor downloads.",
    );

    await demo.getByLabel("Variable name").fill("VITE_APP_TITLE");
    await demo.getByLabel("Value").fill("My shop");
    await demo.getByRole("button", { name: "Add to .env" }).click();
    await expect(status).toContainText("3 of 4 variables");
    await expect(demo.getByText('import.meta.env.VITE_APP_TITLE → "My shop"')).toBeVisible();

    await demo.getByLabel("Variable name").fill("API_SECRET");
    await demo.getByRole("button", { name: "Add to .env" }).click();
    await expect(status).toContainText("3 of 5 variables");
    const secretRow = demo.getByRole("listitem").filter({ hasText: "API_SECRET" });
    await expect(secretRow).toContainText("Not in the bundle");

    await demo.getByLabel("Variable name").fill("not valid!");
    await demo.getByRole("button", { name: "Add to .env" }).click();
    await expect(demo.getByRole("alert")).toContainText("Use letters, digits and underscores");

    await demo.getByRole("button", { name: "Remove VITE_STRIPE_SECRET_KEY" }).click();
    await expect(status).toContainText("2 of 4 variables");
  });
});

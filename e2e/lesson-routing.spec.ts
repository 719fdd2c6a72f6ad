import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import ts from "typescript";
import { expect, expectNoA11yViolations, lessonHeading, test } from "./fixtures";

const lessonSource = readFileSync(new URL("../src/content/routing.mdx", import.meta.url), "utf8");

/** The spec's parts for this lesson, in order, then the closing takeaways. */
const parts = [
  /router setup|setting up the router/i,
  /^Links with Link and NavLink/,
  /programmatic navigation.*useNavigate/i,
  /route parameters.*useParams/i,
  /nested routes.*Outlet/i,
  /^Loaders and actions$/,
  /route guards/i,
  /code splitting/i,
  /error boundaries/i,
  /navigation blockers/i,
  /^Key takeaways$/,
  "Challenges",
];

const warning = "You have unsaved changes. Are you sure you want to leave?";

const example = (page: Page, title: string) =>
  page.getByRole("region", { name: `Example: ${title}` });

/** The text of the first lesson fence whose meta carries `title="…"`. */
function fenceCode(title: string) {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = lessonSource.match(
    new RegExp('^```\\w+ title="' + escaped + '"[^\\n]*\\n([\\s\\S]*?)^```$', "m"),
  );
  if (!match) throw new Error(`No fence titled ${title}`);
  return match[1].replace(/\n$/, "");
}

test.beforeEach(async ({ page }) => {
  await page.goto("/?section=routing");
  await expect(lessonHeading(page)).toHaveText("Routing");
});

// One page load for every check. The read-only steps come first, then axe, on the page as it
// opens plus the blocker's warning. Each demo step finds its demo as a fresh page shows it, and
// the source tab, which hides the blocker's preview, comes last.
test("routing: its parts, safeNext, axe with the blocker open, the demos and a source tab", async ({
  page,
}) => {
  test.setTimeout(90_000); // axe over a long lesson

  await test.step("routing: every part has its heading, in order; the versions and flags it names", async () => {
    await expect(page.locator("article[data-lesson] h2")).toHaveText(parts);
    const lesson = page.locator("article[data-lesson]");
    // Which React Router version the samples target, and what middleware needs on version 7: no
    // runtime flag, only the typing declaration.
    await expect(lesson).toContainText("React Router 7");
    await expect(lesson).toContainText("runs it with no future flag");
    await expect(lesson).toContainText("v8_middleware: true;");
    await expect(lesson).toContainText("Node 22.22+ and React 19.2.7+");
  });

  await test.step("routing: the lesson's safeNext refuses the tab bypass in the browser's own URL parser", async () => {
    // The sample as a reader copies it, types erased, run in Chromium against the page's origin.
    const source = ts
      .transpileModule(fenceCode("src/auth/safe-next.ts"), {
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
      })
      .outputText.replace(/^export /m, "");
    // Evaluated as a script over the protocol, which the guide's CSP (no eval) does not govern.
    const results = await page.evaluate<{
      prefixPasses: boolean;
      tabResolvesTo: string;
      refused: unknown[];
      kept: unknown;
    }>(`(() => {
      ${source}
      const tab = new URLSearchParams("next=/%09/evil.example").get("next");
      const cases = [tab, "/\\n/evil.example", "//evil.example", "/\\\\evil.example",
        "https://evil.example/x", "javascript:alert(1)", "http://[", "", null,
        "/.//evil.example", "/..//evil.example"];
      return {
        prefixPasses: tab.startsWith("/") && !tab.startsWith("//"),
        tabResolvesTo: new URL(tab, location.origin).host,
        refused: cases.map((next) => safeNext(next)),
        kept: safeNext("/orders?page=2#top"),
      };
    })()`);
    // The prefix check the lesson warns about lets the tab through, yet this browser reads the
    // value as another site; the lesson's safeNext refuses it and every other way off the site.
    expect(results.prefixPasses).toBe(true);
    expect(results.tabResolvesTo).toBe("evil.example");
    expect(results.refused).toEqual(Array(11).fill(null));
    expect(results.kept).toBe("/orders?page=2#top");
    await expect(page.locator("article[data-lesson]")).toContainText("/%09/evil.example");
  });

  await test.step("routing: no axe violations with the blocker's warning open", async () => {
    const box = example(page, "Unsaved changes blocker");
    await box.getByLabel("Bio").fill("Draft");
    await box.getByRole("link", { name: "Home", exact: true }).click();
    await expect(box.getByRole("alert")).toContainText(warning);
    await expectNoA11yViolations(page, "routing with the blocker open");
  });

  // The axe step leaves the blocker stopped on a dirty form; its Reset remounts it as the page
  // opens it, for the steps that use it from the start.
  await example(page, "Unsaved changes blocker")
    .getByRole("button", { name: "Reset Unsaved changes blocker demo" })
    .click();

  await test.step("routing: the mini router follows links, reads params and navigates back", async () => {
    const box = example(page, "A router in miniature");
    const url = box.getByRole("status");
    const nav = box.getByRole("navigation", { name: "Mini router app" });
    const guideUrl = page.url();
    await expect(url).toHaveText("URL: /");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await nav.getByRole("link", { name: "Users" }).click();
    await expect(url).toHaveText("URL: /users");
    await box.getByRole("link", { name: "Grace Hopper" }).click();
    await expect(url).toHaveText("URL: /users/2");
    await expect(box.getByText('useParams() → { userId: "2" }')).toBeVisible();
    await expect(nav.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute(
      "aria-current",
    );

    await box.getByRole("button", { name: "Back" }).click();
    await expect(url).toHaveText("URL: /users");

    // Keyboard only: focus a user, press Enter, then "Go home".
    await box.getByRole("link", { name: "Alan Turing" }).focus();
    await page.keyboard.press("Enter");
    await expect(url).toHaveText("URL: /users/3");
    await box.getByRole("link", { name: "Go home" }).focus();
    await page.keyboard.press("Enter");
    await expect(url).toHaveText("URL: /");
    await expect(box.getByText("Home page.")).toBeVisible();
    // The demo's links never move the guide's own page.
    expect(page.url()).toBe(guideUrl);

    // The example box's Reset remounts the demo at the root again.
    await nav.getByRole("link", { name: "Users" }).click();
    await box.getByRole("button", { name: "Reset A router in miniature demo" }).click();
    await expect(url).toHaveText("URL: /");
  });

  await test.step("routing: the demos' links open no tab and leave the guide where it is", async () => {
    const opened: string[] = [];
    page.context().on("page", (other) => opened.push(other.url()));
    const guideUrl = page.url();
    const box = example(page, "A router in miniature");
    const url = box.getByRole("status");
    const nav = box.getByRole("navigation", { name: "Mini router app" });

    // Ctrl/⌘-click, Shift-click and middle-click would open "/users" in a new tab or window, a
    // page that exists only in the demo's memory: the demo follows them in place instead.
    await nav.getByRole("link", { name: "Users" }).click({ modifiers: ["ControlOrMeta"] });
    await expect(url).toHaveText("URL: /users");
    await box.getByRole("link", { name: "Ada Lovelace" }).click({ button: "middle" });
    await expect(url).toHaveText("URL: /users/1");
    await nav.getByRole("link", { name: "Home", exact: true }).click({ modifiers: ["Shift"] });
    await expect(url).toHaveText("URL: /");

    const blocker = example(page, "Unsaved changes blocker");
    const blockerNav = blocker.getByRole("navigation", { name: "Profile editor app" });
    await blockerNav.getByRole("link", { name: "Home", exact: true }).click({ button: "middle" });
    await expect(blocker.getByText("Home page. Saved bio: (empty)")).toBeVisible();
    await blockerNav
      .getByRole("link", { name: "Editor", exact: true })
      .click({ modifiers: ["ControlOrMeta"] });
    await expect(blocker.getByLabel("Bio")).toBeVisible();

    // Time for a tab, had one been opened, to show up.
    await page.waitForTimeout(300);
    expect(opened).toEqual([]);
    expect(page.url()).toBe(guideUrl);
  });

  await test.step("routing: the blocker demo stops leaving a dirty form and asks", async () => {
    const box = example(page, "Unsaved changes blocker");
    const nav = box.getByRole("navigation", { name: "Profile editor app" });
    const state = box.getByRole("status");
    await expect(state).toHaveText("blocker.state: unblocked · nothing to lose");

    await box.getByLabel("Bio").fill("Writes about routers.");
    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await expect(box.getByRole("alert")).toContainText(warning);
    await expect(state).toContainText("blocker.state: blocked");

    await box.getByRole("button", { name: "Stay", exact: true }).click();
    await expect(box.getByRole("alert")).toHaveCount(0);
    await expect(box.getByLabel("Bio")).toHaveValue("Writes about routers.");

    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await box.getByRole("button", { name: "Leave", exact: true }).click();
    await expect(box.getByText("Home page. Saved bio: (empty)")).toBeVisible();

    // Saved work is not at risk, so nothing blocks.
    await nav.getByRole("link", { name: "Editor", exact: true }).click();
    await box.getByLabel("Bio").fill("Kept.");
    await box.getByRole("button", { name: "Save", exact: true }).click();
    await nav.getByRole("link", { name: "Home", exact: true }).click();
    await expect(box.getByRole("alert")).toHaveCount(0);
    await expect(box.getByText("Home page. Saved bio: “Kept.”")).toBeVisible();
  });

  await test.step("routing: a demo's source tab shows its real file", async () => {
    const box = example(page, "Unsaved changes blocker");
    await box.getByRole("tab", { name: "Source Code" }).click();
    await expect(box.locator("pre")).toContainText("export function UnsavedChangesDemo()");
  });
});

import type { FrameLocator, Locator, Page } from "@playwright/test";
import type { SectionId } from "../src/data/sections";
import { expect, openSection, POSTS_PATTERN, samplePosts, test } from "./fixtures";

// The editor's language workers are the business of playground-language.spec.ts (fixtures.ts).
test.use({ languageService: false });

/**
 * The demo sweep: every demo a lesson shows, used in its Edit tab (in the sandboxed runner) the
 * way its Live Preview is used, with the same steps and the same expectations run on both. What
 * the sandbox silently blocks (a form that never submits, a dialog that never opens, storage
 * that throws, a request that never leaves) shows here as a demo that works in one and not in
 * the other. One page per lesson; the lesson specs test each demo's details.
 */

/** What a scenario may use: a Live Preview panel (Locator) or the runner frame (FrameLocator). */
type Scope = Pick<Locator & FrameLocator, "getByRole" | "getByLabel" | "getByText" | "getByTestId">;

interface Demo {
  title: string;
  use: (scope: Scope, page: Page) => Promise<void>;
}

const status = (scope: Scope) => scope.getByRole("status");

const demos: Partial<Record<SectionId, Demo[]>> = {
  "what-is-react": [
    {
      title: "Virtual DOM diff",
      use: async (scope) => {
        const list = scope.getByRole("list", { name: "Shopping list" });
        await scope.getByRole("button", { name: "Add item" }).click();
        await expect(list.getByRole("listitem")).toHaveText(["Milk", "Bread", "Eggs", "Apples"]);
        await scope.getByRole("button", { name: "Double first item" }).click();
        await expect(status(scope)).toContainText('Update text "Milk" → "Milk ×2"');
        await scope.getByRole("button", { name: "Re-render, no change" }).click();
        await expect(status(scope)).toContainText("None: the new tree matches the old one.");
      },
    },
  ],
  "core-concepts": [
    {
      title: "User card",
      use: async (scope) => {
        await expect(scope.getByRole("heading", { name: "Ada Lovelace" })).toBeVisible();
        await expect(scope.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
      },
    },
    {
      title: "Counter",
      use: async (scope) => {
        await scope.getByRole("button", { name: "Increase" }).click();
        await scope.getByRole("button", { name: "Increase" }).click();
        await scope.getByRole("button", { name: "Decrease" }).click();
        await expect(status(scope)).toHaveText("Count: 1");
      },
    },
    {
      title: "Contact form",
      use: async (scope) => {
        await scope.getByLabel("Name").fill("Grace Hopper");
        await scope.getByLabel("Email").fill("grace@example.com");
        await scope.getByRole("button", { name: "Send message" }).click();
        await expect(status(scope)).toHaveText(
          "Message sent!Thanks, Grace Hopper. We will reply to grace@example.com.",
        );
      },
    },
    {
      title: "Conditional rendering",
      use: async (scope) => {
        await scope.getByRole("button", { name: "Log in" }).click();
        await expect(status(scope)).toContainText("Welcome back, Ada!");
        await scope.getByRole("button", { name: "Log out" }).click();
        await expect(status(scope)).toContainText("You are signed out.");
      },
    },
    {
      title: "Lists and keys",
      use: async (scope) => {
        const items = scope.getByRole("list", { name: "To-do items" }).getByRole("listitem");
        await scope.getByLabel("New item").fill("Ship it");
        await scope.getByLabel("New item").press("Enter");
        await expect(items).toHaveCount(4);
        await expect(items.last()).toContainText("Ship it");
      },
    },
  ],
  hooks: [
    {
      title: "Timer with effect cleanup",
      use: async (scope) => {
        const time = scope.getByText(/^\d\d:\d\d$/);
        await scope.getByRole("button", { name: "Start" }).click();
        await expect(status(scope)).toHaveText("Running: one interval ticks every second.");
        await expect(time).toHaveText("00:01", { timeout: 3000 });
        await scope.getByRole("button", { name: "Stop" }).click();
        await expect(status(scope)).toHaveText("Stopped: no interval is active.");
      },
    },
    {
      title: "Undo send with refs",
      use: async (scope) => {
        const field = scope.getByRole("textbox", { name: "Message" });
        await field.fill("Hi");
        await scope.getByRole("button", { name: "Send", exact: true }).click();
        await expect(status(scope)).toHaveText("Sending “Hi” in 3 seconds…");
        await scope.getByRole("button", { name: "Undo", exact: true }).click();
        await expect(status(scope)).toHaveText("Not sent. Your message is back in the box.");
        await expect(field).toBeFocused();
        await scope.getByRole("button", { name: "Send", exact: true }).click();
        await expect(status(scope)).toHaveText("Sent: “Hi”.", { timeout: 6000 });
      },
    },
    {
      title: "Counter with reducer",
      use: async (scope) => {
        await scope.getByLabel("Step").fill("5");
        await scope.getByRole("button", { name: "Increment" }).click();
        await scope.getByRole("button", { name: "Decrement" }).click();
        await scope.getByRole("button", { name: "Increment" }).click();
        await expect(status(scope)).toHaveText("Count: 5");
      },
    },
    {
      title: "Debounced search with a custom hook",
      use: async (scope) => {
        await scope.getByLabel("Search React hooks").fill("effect");
        await expect(status(scope)).toHaveText("4 of 19 hooks match.");
      },
    },
  ],
  routing: [
    {
      title: "A router in miniature",
      use: async (scope) => {
        const nav = scope.getByRole("navigation", { name: "Mini router app" });
        await nav.getByRole("button", { name: "Users" }).click();
        await scope.getByRole("button", { name: "Grace Hopper" }).click();
        await expect(status(scope)).toHaveText("URL: /users/2");
        await scope.getByRole("button", { name: "Back" }).click();
        await expect(status(scope)).toHaveText("URL: /users");
      },
    },
    {
      title: "Unsaved changes blocker",
      use: async (scope) => {
        const nav = scope.getByRole("navigation", { name: "Profile editor app" });
        await scope.getByLabel("Bio").fill("Writes about routers.");
        await nav.getByRole("button", { name: "Home", exact: true }).click();
        await expect(scope.getByRole("alert")).toContainText("You have unsaved changes.");
        await scope.getByRole("button", { name: "Leave", exact: true }).click();
        await expect(scope.getByText("Home page. Saved bio: (empty)")).toBeVisible();
      },
    },
  ],
  "state-management": [
    {
      title: "Automatic batching",
      use: async (scope) => {
        await scope.getByRole("button", { name: "Update three states" }).click();
        await expect(status(scope)).toHaveText("Renders caused by the last click: 1");
        await scope.getByRole("button", { name: "Update with flushSync" }).click();
        await expect(status(scope)).toHaveText("Renders caused by the last click: 3");
      },
    },
  ],
  styling: [
    {
      title: "Container query",
      use: async (scope, page) => {
        await scope.getByRole("slider", { name: "Container width" }).focus();
        await page.keyboard.press("Home");
        await expect(scope.getByText("30%")).toBeVisible();
        await expect(scope.getByTestId("query-container").locator("> div")).toHaveCSS(
          "flex-direction",
          "column",
        );
      },
    },
    {
      title: "Theme switcher",
      use: async (scope) => {
        await expect(status(scope)).toHaveText(/following your system setting/);
        await scope.getByRole("button", { name: "Dark" }).click();
        await expect(status(scope)).toHaveText("Preview theme: dark");
        await scope.getByRole("button", { name: "Light" }).click();
        await expect(status(scope)).toHaveText("Preview theme: light");
      },
    },
    {
      title: "Flex and grid",
      use: async (scope) => {
        await scope.getByLabel("Layout").selectOption("Grid, 3 columns");
        await expect(scope.getByTestId("flex-grid-container")).toHaveCSS("display", "grid");
      },
    },
  ],
  advanced: [
    {
      title: "Lazy loading",
      use: async (scope) => {
        await scope.getByRole("button", { name: "Show chart" }).click();
        await expect(status(scope)).toHaveText("Loading chart…");
        await expect(scope.getByText("22 sales")).toBeVisible();
      },
    },
    {
      title: "Error boundaries",
      use: async (scope) => {
        const add = scope.getByRole("button", { name: "Add 1 to Counter A" });
        for (let click = 0; click < 3; click += 1) await add.click();
        await expect(scope.getByRole("alert")).toContainText("Counter A reached 3");
        await scope.getByRole("button", { name: "Try again" }).click();
        await expect(scope.getByText("Counter A: 0")).toBeVisible();
      },
    },
  ],
  apis: [
    {
      title: "Fetch posts",
      use: async (scope) => {
        await scope.getByRole("button", { name: "Fetch posts" }).click();
        await expect(scope.getByRole("listitem")).toHaveCount(3);
        await expect(scope.getByRole("listitem").first()).toContainText(samplePosts[0].title);
        await expect(status(scope)).toHaveText("Loaded 3 posts.");
      },
    },
  ],
  "ssr-csr": [
    {
      title: "Rendering timeline",
      use: async (scope) => {
        await scope.getByRole("slider", { name: /Time since the click/ }).fill("800");
        await expect(status(scope)).toHaveText("Content visible: SSR, SSG");
      },
    },
  ],
  "new-features": [
    {
      title: "Optimistic likes",
      use: async (scope) => {
        await scope.getByRole("button", { name: "Like", exact: true }).click();
        await expect(scope.getByText("42 likes")).toBeVisible();
        await expect(status(scope)).toHaveText("Saved: the server confirmed your like.");
        await scope.getByLabel("Make the server fail").check();
        await scope.getByRole("button", { name: "Like", exact: true }).click();
        await expect(status(scope)).toHaveText("Could not save: your like was rolled back.");
      },
    },
  ],
  deployment: [
    {
      title: "What reaches the bundle?",
      use: async (scope) => {
        await scope.getByLabel("Variable name").fill("VITE_APP_TITLE");
        await scope.getByLabel("Value").fill("My shop");
        await scope.getByRole("button", { name: "Add to .env" }).click();
        await expect(status(scope)).toContainText("3 of 4 variables");
      },
    },
  ],
  faq: [
    {
      title: "List keys",
      use: async (scope) => {
        await scope.getByLabel("Note for Apples").fill("ripe");
        await scope.getByRole("button", { name: "Add item to top" }).click();
        await expect(scope.getByLabel("Note for Cheese")).toHaveValue("ripe");
      },
    },
  ],
};

test("the sweep covers every demo a lesson shows", async () => {
  const { readdirSync, readFileSync } = await import("node:fs");
  const content = new URL("../src/content/", import.meta.url);
  const shown = readdirSync(content).flatMap((file) =>
    [...readFileSync(new URL(file, content), "utf8").matchAll(/<ExampleBox title="([^"]+)"/g)].map(
      (match) => match[1],
    ),
  );
  const swept = Object.values(demos).flatMap((list) => list.map((demo) => demo.title));
  expect(swept.sort()).toEqual(shown.sort());
});

for (const [section, list] of Object.entries(demos) as [SectionId, Demo[]][]) {
  test(`${section}: every demo works in its Edit tab as in its Live Preview @desktop`, async ({
    page,
    consoleErrors,
  }) => {
    test.slow(); // a runner start per demo (React's development build) on a shared machine
    // The error boundary demo crashes on purpose; React reports it, in the page and the frame.
    consoleErrors.allow(/crashed on purpose/);
    // The posts service, mocked for the guide's origin and for the frame's (opaque: "null"),
    // where a demo calls it: a page with a route loads without the HTTP cache.
    if (section === "apis")
      await page.route(POSTS_PATTERN, (route) =>
        route.fulfill({ json: samplePosts, headers: { "Access-Control-Allow-Origin": "*" } }),
      );
    await openSection(page, section);
    for (const demo of list) {
      const box = page.getByRole("region", { name: `Example: ${demo.title}` });
      await box.scrollIntoViewIfNeeded();
      await test.step(`${demo.title}: Live Preview`, () =>
        demo.use(box.getByRole("tabpanel", { name: "Live Preview" }), page));
      await box.getByRole("tab", { name: "Edit" }).click();
      const frame = box.frameLocator("iframe");
      await expect(frame.locator("#preview > *").first()).toBeVisible({ timeout: 20_000 });
      await test.step(`${demo.title}: Edit`, () => demo.use(frame, page));
      // Nothing the demo does is an error or a warning in the reader's console.
      await expect(
        box.locator("[data-slot=console-panel] li:is([data-level=error], [data-level=warn])"),
      ).toHaveCount(0);
    }
  });
}

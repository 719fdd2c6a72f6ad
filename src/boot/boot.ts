import { viewFor } from "@/lib/view-rule";
import { holdEarlyPresses, type EarlyPresses } from "./early-presses";
import {
  BOOT_CONFIG_ID,
  isViewFragment,
  isViewRest,
  REST_ATTRIBUTE,
  type ViewFragment,
} from "./view-fragment";

export interface BootConfig {
  base: string;
  /** The view a URL without a known `?section=` shows. */
  defaultView: string;
  /** Every view (section ids and "404"), mapped to its first screen's fragment (view-fragment.ts). */
  views: Record<string, string>;
  /** Every view whose lesson goes on below its first screen, mapped to that rest's file. */
  rests: Record<string, string>;
  /** Every section id, mapped to the JS files its lesson needs beyond the app's own. */
  lessons: Record<string, string[]>;
  /** The app's entry module first, then the modules it imports statically. */
  app: string[];
}

/** The page's window (a parameter, so tests can hand in jsdom's). */
type BootWindow = Window & typeof globalThis;

/** The config the build wrote into the page, or null (the dev server's page has none). */
export function readBootConfig(document: Document): BootConfig | null {
  const text = document.getElementById(BOOT_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootConfig;
  } catch {
    return null;
  }
}

/** `callback`, run the first time any of its triggers fires and never again. */
function once(callback: () => void) {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    callback();
  };
}

/** After the frame that shows the content; a timer too, as hidden tabs run no frames. */
function afterNextPaint(window: BootWindow, callback: () => void) {
  const run = once(callback);
  window.requestAnimationFrame(() => window.requestAnimationFrame(() => window.setTimeout(run, 0)));
  window.setTimeout(run, 1000);
}

/** After the next frame: the work before it reaches the screen on its own. */
function nextFrame(window: BootWindow, callback: () => void) {
  if (window.document.visibilityState === "hidden") return callback();
  window.requestAnimationFrame(() => window.setTimeout(callback, 0));
}

/**
 * After the browser has reported the next largest contentful paint (the first screen just
 * inserted), where it can tell; otherwise after the next frame. A hidden tab paints nothing, so
 * there at once; and after 3 s at the latest, as the home page waits for its first paint. A
 * paint can come that late (a slow phone; headless Chromium holding back frames on a loaded
 * machine), and a rest asked for before it competes with it and counts in Lighthouse's LCP.
 */
function afterLargestPaint(window: BootWindow, callback: () => void) {
  const types = window.PerformanceObserver?.supportedEntryTypes;
  if (!types?.includes("largest-contentful-paint")) return afterNextPaint(window, callback);
  if (window.document.visibilityState === "hidden") return callback();
  const run = once(() => {
    observer.disconnect();
    callback();
  });
  const observer = new window.PerformanceObserver(() => window.setTimeout(run, 0));
  observer.observe({ type: "largest-contentful-paint" });
  window.setTimeout(run, 3000);
}

/** After the first contentful paint has reached the screen, where the browser can tell. */
function afterFirstPaint(window: BootWindow, callback: () => void) {
  const types = window.PerformanceObserver?.supportedEntryTypes;
  if (!types?.includes("paint")) return afterNextPaint(window, callback);
  new window.PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    window.setTimeout(callback, 0);
  }).observe({ type: "paint", buffered: true });
}

/**
 * While the rest of a lesson streams in, a jump from the lesson's contents (an in-page `#id`
 * link) to a heading that has not arrived yet lands on it once it does, as the app's own jump
 * would (scrolled to, without touching the URL). A jump to a heading already on the page is the
 * browser's own. A later jump replaces a waiting one; the reader's own scrolling cancels it.
 * (On a `?section=` page the contents' links count as links the app opens in place: the early
 * presses take them first and hand them to the app once it is ready, early-presses.ts.)
 */
function holdJumps(window: BootWindow) {
  const document = window.document;
  let waiting: string | null = null;
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target as Element | null;
    const link = target?.closest?.('a[href^="#"]');
    const root = document.getElementById("root");
    if (!link || !root?.contains(link)) return;
    let id = "";
    try {
      id = decodeURIComponent(link.getAttribute("href")!.slice(1));
    } catch {
      return;
    }
    waiting = null;
    if (!id || document.getElementById(id)) return;
    event.preventDefault();
    waiting = id;
  };
  const cancel = () => (waiting = null);
  const scrolling = ["wheel", "touchstart", "keydown"] as const;
  document.addEventListener("click", onClick);
  for (const type of scrolling) document.addEventListener(type, cancel, { passive: true });
  return {
    /** After a part is appended: land on the heading waited for, if it has come. */
    check() {
      const heading = waiting ? document.getElementById(waiting) : null;
      if (!heading) return;
      waiting = null;
      heading.scrollIntoView({ block: "start" });
    },
    stop() {
      document.removeEventListener("click", onClick);
      for (const type of scrolling) document.removeEventListener(type, cancel);
    },
  };
}

/**
 * Runs in <head> before the body paints, inline (pipeline/prerender.ts: one request fewer before a
 * deep link's first paint; the page's CSP allows it by its hash). It applies the rule of
 * src/lib/view-rule.ts:
 *
 * - When the prerendered HTML is the view the URL asks for, the page paints as it is and the
 *   app's JavaScript starts loading only after that first paint.
 * - Otherwise (`?section=hooks` on a page prerendered with the introduction, or an unknown path
 *   answered with index.html by a single-page-app fallback) it hides the lesson instead of
 *   flashing the wrong one and fetches that view's prerendered fragment. Only the fragment it
 *   asked for is used (view-fragment.ts); it is swapped in in pieces, the first screen first and
 *   the rest a frame apart, so no task is long; then the app loads and hydrates it. If the
 *   fragment cannot be had, the app loads at once and renders the view itself.
 * - While a page holds its lesson's first screen only (`data-view-rest`), nothing is drawn where
 *   the rest will go (global.css hides the pager), so the first paint is final: the rest appears
 *   below it and moves nothing on screen.
 * - Until the app is ready, presses on its controls are held and then carried out
 *   (early-presses.ts).
 *
 * Without `data-view` on <html> (the dev server) it does nothing.
 */
export function boot(config: BootConfig, window: BootWindow) {
  const document = window.document;
  const html = document.documentElement;
  const shown = html.getAttribute("data-view");
  if (!shown) return;
  const isSection = (id: string) => Object.prototype.hasOwnProperty.call(config.lessons, id);
  const wanted = viewFor(window.location, config.base, isSection, config.defaultView);
  const presses: EarlyPresses = holdEarlyPresses(document, config.base);
  let started = false;

  function load(href: string, module: boolean) {
    const element = document.createElement(module ? "script" : "link");
    if (element instanceof HTMLScriptElement) {
      element.type = "module";
      element.src = href;
      element.onerror = () => presses.fail();
    } else {
      element.rel = "modulepreload";
      element.href = href;
    }
    element.crossOrigin = "";
    document.head.appendChild(element);
  }

  function start() {
    if (started) return;
    started = true;
    const files = config.app.concat(config.lessons[wanted] ?? []);
    for (const file of files.slice(1)) load(file, false);
    if (files.length) load(files[0], true);
  }

  function startSoon(wait: (window: BootWindow, callback: () => void) => void) {
    wait(window, start);
    window.setTimeout(start, 3000); // hidden tabs neither paint nor run animation frames
  }

  const parsed = new Promise<void>((resolve) => {
    if (document.readyState !== "loading") resolve();
    else document.addEventListener("DOMContentLoaded", () => resolve());
  });

  /** A file of the view asked for; anything else (a page, another view) is refused. */
  function fetchJson<T>(href: string, accept: (data: unknown, view: string) => data is T) {
    return window
      .fetch(href)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => {
        if (!accept(data, wanted)) throw new Error(`Not the prerendered "${wanted}" view`);
        return data;
      });
  }

  /** The lesson below the view's first screen, in pieces (none for a view without more). */
  function fetchRest(): Promise<string[]> {
    const href = config.rests[wanted];
    if (!href) return Promise.resolve([]);
    return fetchJson(href, isViewRest).then((rest) => rest.parts);
  }

  /** The app renders the view itself rather than hydrate part of it. */
  function renderAfresh() {
    html.removeAttribute("data-view");
    html.removeAttribute(REST_ATTRIBUTE);
    start();
  }

  /**
   * The page holds its lesson's first screen only: fetch the rest and append it. If the rest
   * cannot be had (or not within 8 s), the app renders the view itself rather than hydrate part
   * of it. `jumps` hold from the moment the first screen can be seen, before the rest is asked for.
   */
  function appendRest(jumps: ReturnType<typeof holdJumps>) {
    let arrived = false;
    const giveUp = () => {
      jumps.stop();
      renderAfresh();
    };
    window.setTimeout(() => {
      if (!arrived) giveUp();
    }, 8000);
    Promise.all([fetchRest(), parsed]).then(([parts]) => {
      if (started) return jumps.stop();
      arrived = true;
      append(document.querySelector("#root article[data-lesson]"), parts.slice(), jumps);
    }, giveUp);
  }

  /**
   * The rest of the lesson, a part per frame; with its last part the page shows what follows
   * the lesson (the pager), then the app loads.
   */
  function append(
    article: Element | null | undefined,
    parts: string[],
    jumps: ReturnType<typeof holdJumps>,
  ) {
    const next = () => {
      if (started) return jumps.stop();
      const part = parts.shift();
      if (part !== undefined) article?.insertAdjacentHTML("beforeend", part);
      jumps.check();
      if (parts.length) return nextFrame(window, next);
      jumps.stop();
      html.removeAttribute(REST_ATTRIBUTE);
      startSoon(afterNextPaint);
    };
    nextFrame(window, next);
  }

  if (wanted === shown) {
    if (!html.hasAttribute(REST_ATTRIBUTE)) return startSoon(afterFirstPaint);
    // The page holds the lesson's first screen only, so that it arrives in the network's first
    // round trip; the rest comes from its own file once the page has painted.
    const jumps = holdJumps(window);
    const appendOnce = once(() => appendRest(jumps));
    afterFirstPaint(window, appendOnce);
    window.setTimeout(appendOnce, 3000); // hidden tabs do not paint
    return;
  }

  html.classList.add("boot-pending");
  window.setTimeout(() => html.classList.remove("boot-pending"), 8000);
  const fragment = fetchJson(config.views[wanted], isViewFragment);

  function insert(view: ViewFragment) {
    const root = document.getElementById("root");
    if (!root) return start();
    root.innerHTML = view.html;
    html.setAttribute("data-view", wanted);
    html.classList.remove("boot-pending");
    const article = root.querySelector("article[data-lesson]");
    if (!article) {
      html.removeAttribute(REST_ATTRIBUTE);
      return startSoon(afterNextPaint);
    }
    // Like index.html's first screen: the page holds part of its lesson until the rest comes.
    // The rest is asked for once the first screen has been painted: on a slow network it would
    // otherwise share the line with what that paint needs.
    html.setAttribute(REST_ATTRIBUTE, "");
    const jumps = holdJumps(window);
    afterLargestPaint(window, () => appendRest(jumps));
  }

  Promise.all([fragment, parsed]).then(
    ([view]) => {
      if (!started) insert(view);
    },
    () => start(),
  );
}

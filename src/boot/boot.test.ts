import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boot, readBootConfig, type BootConfig } from "./boot";
import {
  BOOT_CONFIG_ID,
  REST_ATTRIBUTE,
  VIEW_KIND,
  VIEW_REST_KIND,
  isViewFragment,
  isViewRest,
} from "./view-fragment";

/**
 * Waits for what the boot script does over several animation frames (jsdom's run on timers), with
 * room for a machine busy with other work: vi.waitFor's own 1 s is a few dozen frames there.
 */
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5_000 });

const config: BootConfig = {
  base: "/",
  defaultView: "introduction",
  views: {
    introduction: "/assets/view-introduction-a1.json",
    hooks: "/assets/view-hooks-b2.json",
    404: "/assets/view-404-c3.json",
  },
  rests: {
    introduction: "/assets/rest-introduction-a4.json",
    hooks: "/assets/rest-hooks-b5.json",
  },
  lessons: {
    introduction: ["/assets/introduction-1.js"],
    hooks: ["/assets/hooks-2.js", "/assets/code-3.js"],
  },
  app: ["/assets/index-0.js", "/assets/vendor-4.js"],
};

const html = document.documentElement;
const INTRODUCTION = `<main><article data-lesson="introduction"><h1>Introduction</h1></article></main>`;

function hooksView(view = "hooks") {
  return {
    kind: VIEW_KIND,
    view,
    html: `<main><article data-lesson="hooks"><h1>React Hooks</h1><p>first screen</p></article></main>`,
  };
}

function hooksRest(view = "hooks", parts = ["<h2>useState</h2>", "<h2>useEffect</h2>"]) {
  return { kind: VIEW_REST_KIND, view, parts };
}

const fetchMock = vi.fn<typeof fetch>();

type Answer = string | [body: string, status: number] | Error;

/** What the server answers, per URL; anything else is a 404. */
function serve(answers: Record<string, Answer>) {
  fetchMock.mockImplementation((input) => {
    const found = answers[String(input)];
    if (found instanceof Error) return Promise.reject(found);
    const [body, status] = typeof found === "string" ? [found, 200] : (found ?? ["", 404]);
    return Promise.resolve(new Response(body, { status }));
  });
}

const json = (value: unknown) => JSON.stringify(value);

function visit(url: string, shown: string | null = "introduction") {
  window.history.replaceState(null, "", url);
  if (shown) html.setAttribute("data-view", shown);
  document.body.innerHTML = `<div id="root">${INTRODUCTION}</div>`;
  boot(config, window);
}

const added = () =>
  [...document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script, link")].map(
    (element) =>
      element instanceof HTMLScriptElement
        ? `script:${element.getAttribute("src")}`
        : `${element.rel}:${element.getAttribute("href")}`,
  );

const appScripts = (lesson: string[]) => [
  ...config.app
    .slice(1)
    .concat(lesson)
    .map((file) => `modulepreload:${file}`),
  `script:${config.app[0]}`,
];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  html.setAttribute("data-ready", ""); // releases the press holder
  html.removeAttribute("data-ready");
  html.removeAttribute("data-view");
  html.removeAttribute(REST_ATTRIBUTE);
  html.className = "";
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("boot", () => {
  it("does nothing on a page without a prerendered view (the dev server)", async () => {
    visit("/?section=hooks", null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(added()).toEqual([]);
  });

  it("keeps the page when it shows the view asked for, and loads the app after it paints", async () => {
    visit("/");
    expect(added()).toEqual([]); // not before the first paint
    await waitFor(() => expect(added()).toEqual(appScripts(config.lessons.introduction)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(html).not.toHaveClass("boot-pending");
  });

  it("appends the rest of a page that holds its lesson's first screen only, then loads the app", async () => {
    serve({
      [config.rests.introduction]: json(
        hooksRest("introduction", ["<h2>The web</h2>", "<h2>HTTP</h2>"]),
      ),
    });
    html.setAttribute(REST_ATTRIBUTE, "");
    visit("/");
    expect(fetchMock).not.toHaveBeenCalled(); // not before the first paint
    expect(html).not.toHaveClass("boot-pending"); // the first screen stays on show
    await waitFor(() => expect(added()).toEqual(appScripts(config.lessons.introduction)));
    // The rest only: the first screen is in the page.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([config.rests.introduction]);
    const children = [...document.querySelectorAll("article[data-lesson] > *")];
    expect(children.map((element) => element.textContent)).toEqual([
      "Introduction",
      "The web",
      "HTTP",
    ]);
    expect(html).toHaveAttribute("data-view", "introduction");
    expect(html).not.toHaveAttribute(REST_ATTRIBUTE);
  });

  it.each([
    ["an HTTP error", ["", 500] as Answer],
    ["another view's rest", json(hooksRest("faq"))],
    ["a first screen instead of a rest", json(hooksView("introduction"))],
  ])(
    "lets the app render a page whose rest it could not get (%s) instead of hydrating part of it",
    async (_, rest) => {
      serve({ [config.rests.introduction]: rest });
      html.setAttribute(REST_ATTRIBUTE, "");
      visit("/");
      await waitFor(() => expect(added()).toEqual(appScripts(config.lessons.introduction)));
      // main.tsx hydrates only a page whose data-view is the view: this one it renders afresh.
      expect(html).not.toHaveAttribute("data-view");
      expect(document.querySelectorAll("article[data-lesson] > *")).toHaveLength(1);
    },
  );

  it("keeps the page marked as holding part of its lesson until the rest's last part is in", async () => {
    const parts = ["<h2>One</h2>", "<h2>Two</h2>", "<h2>Three</h2>"];
    serve({ [config.rests.introduction]: json(hooksRest("introduction", parts)) });
    html.setAttribute(REST_ATTRIBUTE, "");
    // What follows the lesson (the pager) is hidden while the attribute is on: each part
    // appended is seen with it on, except the last, which takes it off in the same task.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const last = document.querySelector("article[data-lesson]")?.lastElementChild;
      const state = `${last?.textContent}:${html.hasAttribute(REST_ATTRIBUTE)}`;
      if (seen.at(-1) !== state) seen.push(state);
    });
    visit("/");
    observer.observe(document.getElementById("root")!, { childList: true, subtree: true });
    await waitFor(() => expect(added()).toEqual(appScripts(config.lessons.introduction)));
    observer.disconnect();
    expect(seen).toEqual(["One:true", "Two:true", "Three:false"]);
  });

  it("swaps in another lesson's first screen, then asks for the rest, before loading the app", async () => {
    let releaseRest = () => {};
    const restHeld = new Promise<void>((resolve) => (releaseRest = resolve));
    serve({ [config.views.hooks]: json(hooksView()) });
    const firstScreen = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input) =>
      String(input) === config.rests.hooks
        ? restHeld.then(() => new Response(json(hooksRest())))
        : firstScreen(input),
    );
    html.setAttribute(REST_ATTRIBUTE, ""); // index.html holds the introduction's first screen
    visit("/?section=hooks");
    expect(html).toHaveClass("boot-pending"); // the introduction never shows
    // The first screen alone: the rest does not share the network with it.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([config.views.hooks]);

    await waitFor(() => expect(html).toHaveAttribute("data-view", "hooks"));
    expect(html).not.toHaveClass("boot-pending");
    expect(document.querySelector("h1")).toHaveTextContent("React Hooks");
    // The rest once the first screen has been painted.
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
        config.views.hooks,
        config.rests.hooks,
      ]),
    );
    expect(html).toHaveAttribute(REST_ATTRIBUTE); // waiting for the rest
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(added()).toEqual([]);

    releaseRest();
    await waitFor(() => expect(added()).toEqual(appScripts(config.lessons.hooks)));
    expect(html).not.toHaveAttribute(REST_ATTRIBUTE);
    const headings = [...document.querySelectorAll("article[data-lesson] > *")];
    expect(headings.map((element) => element.textContent)).toEqual([
      "React Hooks",
      "first screen",
      "useState",
      "useEffect",
    ]);
  });

  it("asks for a swapped-in lesson's rest once the browser reports its largest paint", async () => {
    const observers: (() => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      constructor(private readonly report: () => void) {}
      observe() {
        observers.push(this.report);
      }
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    serve({ [config.views.hooks]: json(hooksView()), [config.rests.hooks]: json(hooksRest()) });
    visit("/?section=hooks");
    await waitFor(() => expect(html).toHaveAttribute("data-view", "hooks"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchMock).toHaveBeenCalledTimes(1); // frames have passed, no largest paint yet
    observers.forEach((report) => report());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(config.rests.hooks));
    await waitFor(() => expect(added()).toEqual(appScripts(config.lessons.hooks)));
  });

  it("asks for a swapped-in lesson's rest at once in a hidden tab, which paints nothing", async () => {
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        static supportedEntryTypes = ["paint", "largest-contentful-paint"];
        observe() {}
        disconnect() {}
      },
    );
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    serve({ [config.views.hooks]: json(hooksView()), [config.rests.hooks]: json(hooksRest()) });
    visit("/?section=hooks");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(config.rests.hooks));
    await waitFor(() => expect(added()).toEqual(appScripts(config.lessons.hooks)));
    visibility.mockRestore();
  });

  it("lets the app render a swapped-in lesson whose rest it could not get", async () => {
    serve({ [config.views.hooks]: json(hooksView()), [config.rests.hooks]: "<!doctype html>" });
    visit("/?section=hooks");
    await waitFor(() => expect(added()).toEqual(appScripts(config.lessons.hooks)));
    expect(html).not.toHaveAttribute("data-view");
    expect(html).not.toHaveAttribute(REST_ATTRIBUTE);
  });

  it("asks for the not-found view on an unknown path, and for no rest", async () => {
    const notFound = `<main><h1>Page not found</h1></main>`;
    serve({ [config.views[404]]: json({ kind: VIEW_KIND, view: "404", html: notFound }) });
    visit("/no-such-page");
    await waitFor(() => expect(added()).toContain(`script:${config.app[0]}`));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([config.views[404]]);
    expect(document.getElementById("root")!.innerHTML).toBe(notFound);
    expect(html).toHaveAttribute("data-view", "404");
  });

  const unusable: [string, Answer][] = [
    ["index.html answered by a single-page-app fallback", "<!doctype html><html>"],
    ["another view's fragment", json(hooksView("faq"))],
    ["JSON that is not a view", json({ html: "<p>hi</p>" })],
    ["the view's rest instead of its first screen", json(hooksRest())],
    ["an HTTP error", [json(hooksView()), 404]],
    ["a failed request", new TypeError("Failed to fetch")],
  ];

  it.each(unusable)("lets the app render the view itself after %s", async (_, first) => {
    serve({ [config.views.hooks]: first, [config.rests.hooks]: json(hooksRest()) });
    visit("/?section=hooks");
    await waitFor(() => expect(added()).toEqual(appScripts(config.lessons.hooks)));
    expect(document.getElementById("root")!.innerHTML).toBe(INTRODUCTION);
    expect(html).toHaveAttribute("data-view", "introduction");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("jumps from the lesson's contents while the rest streams in", () => {
  const scrolled: string[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    // jsdom lays nothing out; record which element was asked to come into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  /** The home page with its contents, its rest held until `release()`. */
  function openWithContents() {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const parts = [`<h2 id="one">One</h2>`, `<h2 id="two">Two</h2>`];
    fetchMock.mockImplementation(() =>
      held.then(() => new Response(json(hooksRest("introduction", parts)))),
    );
    html.setAttribute(REST_ATTRIBUTE, "");
    visit("/");
    document
      .querySelector("article")!
      .insertAdjacentHTML(
        "afterbegin",
        `<nav><a href="#intro">Intro</a><a href="#two">Two</a></nav><p id="intro">first</p>`,
      );
    const link = (name: string) =>
      [...document.querySelectorAll("a")].find((a) => a.textContent === name)!;
    const click = (name: string) =>
      link(name).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    return { release, click };
  }

  it("lands on a heading of the rest once it has arrived, without touching the URL", async () => {
    const { release, click } = openWithContents();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(click("Two")).toBe(false); // the browser's jump to nothing is cancelled
    release();
    await waitFor(() => expect(scrolled).toEqual(["two"]));
    expect(window.location.hash).toBe("");
  });

  it("holds a jump made before the first paint is reported, too", async () => {
    const { release, click } = openWithContents();
    expect(fetchMock).not.toHaveBeenCalled(); // the rest is asked for after the first paint
    expect(click("Two")).toBe(false);
    release();
    await waitFor(() => expect(scrolled).toEqual(["two"]));
    expect(window.location.hash).toBe("");
  });

  it("leaves a jump to a heading already on the page to the browser", async () => {
    const { release, click } = openWithContents();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(click("Intro")).toBe(true);
    release();
    await waitFor(() => expect(html).not.toHaveAttribute(REST_ATTRIBUTE));
    expect(document.getElementById("two")).not.toBeNull();
    expect(scrolled).toEqual([]);
  });

  it("forgets a waiting jump when the reader scrolls on their own", async () => {
    const { release, click } = openWithContents();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    click("Two");
    document.dispatchEvent(new Event("wheel"));
    release();
    await waitFor(() => expect(html).not.toHaveAttribute(REST_ATTRIBUTE));
    expect(document.getElementById("two")).not.toBeNull();
    expect(scrolled).toEqual([]);
  });

  it("stops holding jumps once the whole lesson is in", async () => {
    const { release, click } = openWithContents();
    release();
    await waitFor(() => expect(html).not.toHaveAttribute(REST_ATTRIBUTE));
    document.getElementById("two")!.remove();
    expect(click("Two")).toBe(true);
  });
});

describe("readBootConfig", () => {
  const page = (text: string) => {
    document.head.innerHTML = `<script type="application/json" id="${BOOT_CONFIG_ID}">${text}</script>`;
    return readBootConfig(document);
  };

  it("reads the config the build wrote beside the boot script", () => {
    expect(page(json(config))).toEqual(config);
  });

  it("finds none on a page without one (the dev server's) or with a broken one", () => {
    expect(readBootConfig(document)).toBeNull();
    expect(page("")).toBeNull();
    expect(page("{not json")).toBeNull();
  });
});

describe("isViewFragment", () => {
  it("accepts only the first screen of the view asked for, with the marker", () => {
    expect(isViewFragment(hooksView(), "hooks")).toBe(true);
    expect(isViewFragment(hooksView(), "faq")).toBe(false);
    expect(isViewFragment({ ...hooksView(), kind: "other" }, "hooks")).toBe(false);
    expect(isViewFragment({ ...hooksView(), html: 1 }, "hooks")).toBe(false);
    expect(isViewFragment(hooksRest(), "hooks")).toBe(false);
    expect(isViewFragment("<html>", "hooks")).toBe(false);
    expect(isViewFragment(null, "hooks")).toBe(false);
  });
});

describe("isViewRest", () => {
  it("accepts only the rest of the view asked for, with the marker and string parts", () => {
    expect(isViewRest(hooksRest(), "hooks")).toBe(true);
    expect(isViewRest(hooksRest(), "faq")).toBe(false);
    expect(isViewRest(hooksView(), "hooks")).toBe(false);
    expect(isViewRest({ ...hooksRest(), parts: [1] }, "hooks")).toBe(false);
    expect(isViewRest({ ...hooksRest(), parts: "<h2>" }, "hooks")).toBe(false);
    expect(isViewRest(null, "hooks")).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boot, type BootConfig } from "./boot";
import { REST_ATTRIBUTE, VIEW_KIND, isViewFragment } from "./view-fragment";

const config: BootConfig = {
  base: "/",
  defaultView: "introduction",
  views: {
    introduction: "/assets/view-introduction-a1.json",
    hooks: "/assets/view-hooks-b2.json",
    404: "/assets/view-404-c3.json",
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
    parts: ["<h2>useState</h2>", "<h2>useEffect</h2>"],
  };
}

const fetchMock = vi.fn<typeof fetch>();

function answer(body: string, status = 200) {
  fetchMock.mockResolvedValue(new Response(body, { status }));
}

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
    await vi.waitFor(() => expect(added()).toEqual(appScripts(config.lessons.introduction)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(html).not.toHaveClass("boot-pending");
  });

  it("appends the rest of a page that holds its lesson's first screen only, then loads the app", async () => {
    const rest = { ...hooksView("introduction"), parts: ["<h2>The web</h2>", "<h2>HTTP</h2>"] };
    answer(JSON.stringify(rest));
    html.setAttribute(REST_ATTRIBUTE, "");
    visit("/");
    expect(fetchMock).not.toHaveBeenCalled(); // not before the first paint
    expect(html).not.toHaveClass("boot-pending"); // the first screen stays on show
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith(config.views.introduction));
    await vi.waitFor(() => expect(added()).toEqual(appScripts(config.lessons.introduction)));
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
    ["an HTTP error", () => answer("", 500)],
    ["another view's fragment", () => answer(JSON.stringify(hooksView("faq")))],
  ])(
    "lets the app render a page whose rest it could not get (%s) instead of hydrating part of it",
    async (_, respond) => {
      respond();
      html.setAttribute(REST_ATTRIBUTE, "");
      visit("/");
      await vi.waitFor(() => expect(added()).toEqual(appScripts(config.lessons.introduction)));
      // main.tsx hydrates only a page whose data-view is the view: this one it renders afresh.
      expect(html).not.toHaveAttribute("data-view");
      expect(document.querySelectorAll("article[data-lesson] > *")).toHaveLength(1);
    },
  );

  it("swaps in another lesson's view, first screen then the rest, before loading the app", async () => {
    answer(JSON.stringify(hooksView()));
    html.setAttribute(REST_ATTRIBUTE, ""); // index.html holds the introduction's first screen
    visit("/?section=hooks");
    expect(html).toHaveClass("boot-pending"); // the introduction never shows
    expect(fetchMock).toHaveBeenCalledWith(config.views.hooks);

    await vi.waitFor(() => expect(html).toHaveAttribute("data-view", "hooks"));
    expect(html).not.toHaveAttribute(REST_ATTRIBUTE);
    expect(html).not.toHaveClass("boot-pending");
    expect(document.querySelector("h1")).toHaveTextContent("React Hooks");
    expect(added()).toEqual([]);

    await vi.waitFor(() => expect(added()).toEqual(appScripts(config.lessons.hooks)));
    const headings = [...document.querySelectorAll("article[data-lesson] > *")];
    expect(headings.map((element) => element.textContent)).toEqual([
      "React Hooks",
      "first screen",
      "useState",
      "useEffect",
    ]);
  });

  it("asks for the not-found view on an unknown path", async () => {
    answer("not json");
    visit("/no-such-page");
    expect(fetchMock).toHaveBeenCalledWith(config.views[404]);
    await vi.waitFor(() => expect(added()).toContain(`script:${config.app[0]}`));
  });

  const unusable: [string, () => void][] = [
    ["index.html answered by a single-page-app fallback", () => answer("<!doctype html><html>")],
    ["another view's fragment", () => answer(JSON.stringify(hooksView("faq")))],
    ["JSON that is not a view", () => answer(JSON.stringify({ html: "<p>hi</p>" }))],
    ["an HTTP error", () => answer(JSON.stringify(hooksView()), 404)],
    ["a failed request", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))],
  ];

  it.each(unusable)("lets the app render the view itself after %s", async (_, respond) => {
    respond();
    visit("/?section=hooks");
    await vi.waitFor(() => expect(added()).toEqual(appScripts(config.lessons.hooks)));
    expect(document.getElementById("root")!.innerHTML).toBe(INTRODUCTION);
    expect(html).toHaveAttribute("data-view", "introduction");
  });
});

describe("isViewFragment", () => {
  it("accepts only the view asked for, with the marker and string parts", () => {
    expect(isViewFragment(hooksView(), "hooks")).toBe(true);
    expect(isViewFragment(hooksView(), "faq")).toBe(false);
    expect(isViewFragment({ ...hooksView(), kind: "other" }, "hooks")).toBe(false);
    expect(isViewFragment({ ...hooksView(), parts: [1] }, "hooks")).toBe(false);
    expect(isViewFragment("<html>", "hooks")).toBe(false);
    expect(isViewFragment(null, "hooks")).toBe(false);
  });
});

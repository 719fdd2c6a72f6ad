// @vitest-isolate
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FromRunner } from "../protocol";
import { DIALOG_LIMIT, installSandboxShims, MemoryStorage } from "./sandbox-shims";

describe("MemoryStorage", () => {
  it("behaves like Storage, with strings only", () => {
    const storage = new MemoryStorage();
    storage.setItem("theme", "dark");
    storage.setItem("count", 3 as unknown as string);
    expect(storage.getItem("theme")).toBe("dark");
    expect(storage.getItem("count")).toBe("3");
    expect(storage.getItem("missing")).toBeNull();
    expect(storage.length).toBe(2);
    expect(storage.key(0)).toBe("theme");
    expect(storage.key(5)).toBeNull();
    storage.removeItem("theme");
    expect(storage.length).toBe(1);
    storage.clear();
    expect(storage.length).toBe(0);
  });
});

describe("the sandbox shims", () => {
  const posts: FromRunner[] = [];
  const notes: string[] = [];
  const alert = vi.fn();
  const confirm = vi.fn(() => true);
  window.alert = alert;
  window.confirm = confirm;
  installSandboxShims({
    post: (message) => posts.push(message),
    note: (_level, text) => notes.push(text),
  });

  afterEach(() => {
    posts.length = 0;
    notes.length = 0;
    document.body.innerHTML = "";
  });

  it("gives localStorage in memory, and says so once", () => {
    localStorage.setItem("k", "v");
    expect(localStorage.getItem("k")).toBe("v");
    expect(localStorage).toBeInstanceOf(MemoryStorage);
    expect(sessionStorage).not.toBe(localStorage);
    expect(notes.filter((note) => note.startsWith("localStorage"))).toHaveLength(1);
  });

  it("answers confirm as the browser does, telling the guide while the dialog waits", () => {
    expect(window.confirm("Sure?")).toBe(true);
    expect(confirm).toHaveBeenCalledWith("Sure?");
    expect(posts).toEqual([
      { type: "dialog", open: true },
      { type: "dialog", open: false },
    ]);
  });

  it("stops a loop of dialogs", () => {
    expect(() => {
      for (;;) window.alert("again");
    }).toThrow(`opened more than ${DIALOG_LIMIT} dialogs in a row`);
    expect(alert).toHaveBeenCalledTimes(DIALOG_LIMIT);
  });

  it("keeps a plain link and an unhandled form submission from leaving the page", () => {
    document.body.innerHTML = `<a href="/elsewhere">Away</a><a href="#top">Top</a><form><button>Send</button></form><a href="https://react.dev" target="_blank">Docs</a>`;
    const away = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    document.querySelector("a")!.dispatchEvent(away);
    expect(away.defaultPrevented).toBe(true);
    expect(notes.at(-1)).toContain('<a href="/elsewhere">');

    const top = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    document.querySelectorAll("a")[1].dispatchEvent(top);
    expect(top.defaultPrevented).toBe(false); // a fragment only scrolls

    const docs = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    document.querySelectorAll("a")[2].dispatchEvent(docs);
    expect(docs.defaultPrevented).toBe(true);
    expect(notes.at(-1)).toContain("opens another tab or window");

    const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    document.querySelector("form")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(notes.at(-1)).toContain("without event.preventDefault()");
  });

  it("leaves a link or form the app handled alone", () => {
    document.body.innerHTML = `<a href="/users">Users</a>`;
    const link = document.querySelector("a")!;
    link.addEventListener("click", (event) => event.preventDefault());
    notes.length = 0;
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    expect(notes).toEqual([]);
  });

  it("tells the guide when the page is about to be replaced", () => {
    window.dispatchEvent(new Event("beforeunload"));
    expect(posts).toEqual([{ type: "leaving" }]);
  });
});

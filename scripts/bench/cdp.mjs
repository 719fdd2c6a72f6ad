// Chromium driven over the DevTools protocol itself, for the rows that time the playground's
// runner. Playwright enables the protocol's Runtime domain in every page and frame it controls,
// and with it on, V8 records where every Error was created: React's development build (the
// runner's) creates one per element and a few as it loads, so a frame that loaded the runner
// spent about ten times longer starting up at 4× CPU than it does in a reader's browser.
// Here nothing enables it: pages are read and driven with `Runtime.evaluate` and `Input` events.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sleep } from "./util.mjs";

/** Launches headless Chromium with a protocol pipe (fds 3 and 4), as Playwright does. */
export async function launchOverProtocol(chromePath, args) {
  const profile = await mkdtemp(path.join(tmpdir(), "bench-chromium-"));
  const child = spawn(
    chromePath,
    [...args, "--headless", "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const [, , , writer, reader] = child.stdio;
  let nextId = 0;
  const waiting = new Map();
  const listeners = new Set();
  let buffered = "";
  reader.setEncoding("utf8");
  reader.on("data", (chunk) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf("\0")) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined && waiting.has(message.id)) {
        const { resolve, reject, method } = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      } else if (message.method) for (const listener of listeners) listener(message);
    }
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      waiting.set(nextId, { resolve, reject, method });
      writer.write(`${JSON.stringify({ id: nextId, method, params, sessionId })}\0`);
    });
  await send("Browser.getVersion");
  return {
    send,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await Promise.race([send("Browser.close").catch(() => {}), sleep(2000)]);
      await Promise.race([exited, sleep(3000)]);
      child.kill("SIGKILL");
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** A browser context (its id) for pages that share a cache: `openPage(browser, { context })`. */
export async function newContext(browser) {
  return (await browser.send("Target.createBrowserContext")).browserContextId;
}

/**
 * A page, in a fresh browser context unless `context` names one. Frames in a process of their
 * own are paused as they start, given the page's init scripts (and its CPU throttling once
 * `throttle` was called), then let go; workers are let go at once, never slowed down (Chromium
 * does not throttle them).
 */
export async function openPage(browser, { width = 1280, height = 800, context } = {}) {
  const { send } = browser;
  // A context of its own unless one is given (pages in one context share its HTTP cache).
  const browserContextId = context ?? (await send("Target.createBrowserContext")).browserContextId;
  const { targetId } = await send("Target.createTarget", {
    url: "about:blank",
    browserContextId,
  });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  const initScripts = [];
  const frameSessions = [];
  const workerSessions = [];
  const scripts = new Set();
  let cpuRate = 1;

  const onFrameSession = async (frameSession) => {
    await send("Page.enable", {}, frameSession);
    await send("Network.enable", {}, frameSession);
    for (const source of initScripts)
      await send("Page.addScriptToEvaluateOnNewDocument", { source }, frameSession);
    if (cpuRate !== 1)
      await send("Emulation.setCPUThrottlingRate", { rate: cpuRate }, frameSession);
  };
  const stopListening = browser.listen((message) => {
    const ours =
      message.sessionId === sessionId ||
      frameSessions.includes(message.sessionId) ||
      workerSessions.includes(message.sessionId);
    if (ours && message.method === "Network.requestWillBeSent" && message.params.type === "Script")
      scripts.add(new URL(message.params.request.url).pathname);
    if (message.method !== "Target.attachedToTarget" || message.sessionId !== sessionId) return;
    const { sessionId: child, targetInfo } = message.params;
    // Workers' scripts count among what the page loaded (the editor's language service).
    const ready =
      targetInfo.type === "iframe"
        ? onFrameSession(child)
        : send("Network.enable", {}, child).catch(() => {});
    if (targetInfo.type === "iframe") frameSessions.push(child);
    else workerSessions.push(child);
    ready
      .catch(() => {}) // a frame that went away meanwhile
      .then(() => send("Runtime.runIfWaitingForDebugger", {}, child))
      .catch(() => {});
  });
  await send("Page.enable", {}, sessionId);
  await send("Network.enable", {}, sessionId);
  await send(
    "Emulation.setDeviceMetricsOverride",
    { width, height, deviceScaleFactor: 1, mobile: false },
    sessionId,
  );
  await send(
    "Target.setAutoAttach",
    { autoAttach: true, waitForDebuggerOnStart: true, flatten: true },
    sessionId,
  );

  /** Runs `fn(arg)` in the page's main world; returns its (awaited) value, as JSON. */
  const evaluate = async (fn, arg) => {
    const { result, exceptionDetails } = await send(
      "Runtime.evaluate",
      {
        expression: `(${fn})(${arg === undefined ? "" : JSON.stringify(arg)})`,
        awaitPromise: true,
        returnByValue: true,
      },
      sessionId,
    );
    if (exceptionDetails)
      throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value;
  };

  const page = {
    evaluate,
    /** Scripts requested since `forgetScripts` (paths), the page's and its frames'. */
    scripts,
    forgetScripts: () => scripts.clear(),
    /** Run in the page and in every frame before their own scripts, from the next navigation. */
    async addInitScript(fn) {
      const source = `(${fn})();`;
      initScripts.push(source);
      await send("Page.addScriptToEvaluateOnNewDocument", { source }, sessionId);
      for (const frameSession of frameSessions)
        await send("Page.addScriptToEvaluateOnNewDocument", { source }, frameSession).catch(
          () => {},
        );
    },
    async goto(url) {
      await send("Page.navigate", { url }, sessionId);
    },
    /** Polls `fn(arg)` every `polling` ms until it returns something truthy; returns that. */
    async until(fn, arg, { polling = 100, timeout = 60_000 } = {}) {
      const end = Date.now() + timeout;
      let failure;
      for (;;) {
        // A page mid-navigation has nothing to evaluate in yet: try again.
        const value = await evaluate(fn, arg).catch((error) => void (failure = error));
        if (value) return value;
        if (Date.now() > end)
          throw new Error(`Timed out waiting for ${fn}${failure ? ` (${failure.message})` : ""}`);
        await sleep(polling);
      }
    },
    wait: sleep,
    /** Slows the page and its frames down, frames that start later included. */
    async throttle(rate) {
      cpuRate = rate;
      await send("Emulation.setCPUThrottlingRate", { rate }, sessionId);
      for (const frameSession of frameSessions)
        await send("Emulation.setCPUThrottlingRate", { rate }, frameSession).catch(() => {});
    },
    /** A reader's press: the mouse moves to the point, goes down and up. */
    async click({ x, y }) {
      await send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y }, sessionId);
      for (const type of ["mousePressed", "mouseReleased"])
        await send(
          "Input.dispatchMouseEvent",
          { type, x, y, button: "left", clickCount: 1 },
          sessionId,
        );
    },
    /** Presses a key: `text` for a character, `modifiers` 2 for Control. */
    async key({ key, code, keyCode, text, modifiers = 0 }) {
      const common = { key, code, windowsVirtualKeyCode: keyCode, modifiers };
      await send(
        "Input.dispatchKeyEvent",
        { type: text ? "keyDown" : "rawKeyDown", text, ...common },
        sessionId,
      );
      await send("Input.dispatchKeyEvent", { type: "keyUp", ...common }, sessionId);
    },
    async close() {
      stopListening();
      if (context) await send("Target.closeTarget", { targetId }).catch(() => {});
      else await send("Target.disposeBrowserContext", { browserContextId }).catch(() => {});
    },
  };
  return page;
}

// Child processes: the build, `vite preview` on a free port. Everything started here is stopped
// on exit, errors and Ctrl-C.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { chromeFlags, chromePath } from "../chromium.mjs";
import { distDir, root } from "./config.mjs";
import { sleep } from "./util.mjs";

const cleanups = new Set();
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}
export function cleanupAll() {
  for (const fn of [...cleanups].reverse()) {
    try {
      fn();
    } catch {
      // Already gone.
    }
  }
  cleanups.clear();
}
process.on("exit", cleanupAll);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the preview server and browsers.`);
    cleanupAll();
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

/** Stops a child started with `detached: true` and whatever it started (npx → node). */
export function killGroup(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}

/** Runs a command to completion, its output kept and shown only if it fails. */
export function run(command, commandArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const forget = onCleanup(() => killGroup(child));
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      forget();
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${commandArgs.join(" ")} exited with ${code}\n${output}`));
    });
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `vite preview` in its own process group, so stopping it also stops the node under npx. On
 * BENCH_PORT if set, else on a port the system picks free: benches run in several worktrees at
 * once, and `--strictPort` makes a taken port an error rather than a server elsewhere.
 */
export async function startPreview() {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`BENCH_PORT must be a port number, not ${process.env.BENCH_PORT}`);
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    "npx",
    [
      "vite",
      "preview",
      "--outDir",
      distDir,
      "--host",
      "127.0.0.1",
      "--port",
      port,
      "--strictPort",
    ].map(String),
    { cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  let exited = null;
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  child.on("exit", (code) => (exited = code ?? "signal"));
  const stop = () => {
    if (exited === null) killGroup(child);
  };
  onCleanup(stop);

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`vite preview exited (${exited}):\n${output}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`vite preview did not answer on ${origin} within 60 s:\n${output}`);
}

/** Debian's Chromium through Playwright (headed flags left to Playwright), closed on exit. */
export async function launchChromium() {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags,
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  const forget = onCleanup(() => void browser.close());
  return {
    browser,
    close: async () => {
      forget();
      await browser.close();
    },
  };
}

import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin, ResolvedConfig, Rolldown } from "vite";
import { exactId } from "./hook-filter.ts";
import { runnerContentSecurityPolicy, runnerScriptHeaders } from "./security-headers.ts";
import {
  sharedGlobal,
  sharedPackages,
  sharedRunnerFiles,
} from "../src/playground/runner/shared-names.ts";

const ENTRY = "src/playground/runner/main.ts";
/** The runner's second script: the checks, the testing libraries, the challenges' data. */
const EXTRAS_ENTRY = "src/playground/runner/extras-entry.ts";
/** Replaced, in the built runner, by a module that loads the second script. */
const EXTRAS_LOADER = "src/playground/runner/extras-loader.ts";
const RESOLVED_LOADER_ID = "\0react-guide:runner-extras-loader";
/** React 19 has `act` on React itself; React Testing Library falls back to this CommonJS file. */
const TEST_UTILS_ID = "\0react-guide:react-dom-test-utils";
const SHARED_PREFIX = "runner-shared:";
const TEMPLATE = "playground.html";
export const RUNNER_FILE = "playground.html";
const DEV_SCRIPT = "/@playground/runner.js";
const VERSION_ID = "virtual:runner-version";
/**
 * React's development build in the sandbox, in `npm start` and in `dist/` alike: a reader's code
 * runs as it would under their own `npm run dev` (full error messages with component stacks, key
 * and hook warnings, StrictMode's double runs), never as "Minified React error #31".
 */
const developmentReact = { "process.env.NODE_ENV": JSON.stringify("development") };
const RESOLVED_VERSION_ID = `\0${VERSION_ID}`;

/**
 * A name for this build's runner page, from everything that can change it (its code, the
 * challenges, the stylesheet's sources). The guide loads `playground.html?v=<version>`, which
 * hosts may cache for good: a reader who goes offline keeps a working playground, and a new
 * release asks for a new URL.
 */
async function runnerVersion(root: string) {
  const hash = createHash("sha256");
  const files = (await readdir(path.join(root, "src"), { recursive: true }))
    .filter((file) => /\.(tsx?|css|mdx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(path.join(root, "src", file)));
  hash.update(await readFile(path.join(root, TEMPLATE)));
  return hash.digest("hex").slice(0, 12);
}

/**
 * The runner page's starter: it loads the runner's script in CORS mode, so that the errors it
 * (and the reader's code it evaluates) throws reach the page whole instead of as "Script
 * error." (see RUNNER_SCRIPT in security-headers.ts). A host that does not send the script
 * `Access-Control-Allow-Origin` still gets a working runner: the starter loads it again the
 * plain way, and only error messages suffer. (A script of its own: the page's policy allows no
 * inline script.)
 */
function starterScript(src: string) {
  return `(() => {
  const load = (cors) => {
    const script = document.createElement("script");
    script.src = ${JSON.stringify(src)};
    if (cors) {
      script.crossOrigin = "anonymous";
      script.onerror = () => {
        script.remove();
        load(false);
      };
    }
    document.body.appendChild(script);
  };
  load(true);
})();
`;
}

function page(template: string, head: string, body: string) {
  return template.replace("</head>", `${head}</head>`).replace("</body>", `${body}</body>`);
}

/**
 * A build of one of the runner's two classic scripts (see playgroundRunner below for why
 * classic): an IIFE, minified (string literals, React's messages among them, stay whole).
 */
function runnerBuild(
  outDir: string,
  input: string,
  entryFileNames: string,
  output: { globals?: (id: string) => string } = {},
) {
  return {
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: false,
    // Nothing to preload in a classic script (and the helper would read import.meta).
    modulePreload: false as const,
    // Classic scripts by design, loaded only on a reader's first Edit or Start challenge.
    chunkSizeWarningLimit: 2500,
    minify: true,
    rollupOptions: {
      input,
      // Vite's preload helper reads import.meta, which an IIFE lacks; it is never called
      // here (modulePreload is off), so its warning is noise.
      onLog(
        level: Rolldown.LogLevel,
        log: Rolldown.RollupLog,
        handler: (level: Rolldown.LogLevel, log: Rolldown.RollupLog) => void,
      ) {
        if (log.code !== "EMPTY_IMPORT_META") handler(level, log);
      },
      output: {
        // Vite builds an IIFE without code splitting: dynamic imports stay inside the script
        // and are initialised only when first used.
        format: "iife" as const,
        entryFileNames,
        assetFileNames: "assets/playground-[hash][extname]",
        ...output,
      },
    },
  };
}

/** The built runner's loader of its second script, like the page's starter (CORS, then plain). */
function extrasLoader(src: string) {
  return `let request = null;
export function loadExtras() {
  request ??= new Promise((resolve, reject) => {
    const load = (cors) => {
      const script = document.createElement("script");
      script.src = ${JSON.stringify(src)};
      if (cors) script.crossOrigin = "anonymous";
      script.onload = () =>
        globalThis.__runnerExtras
          ? resolve(globalThis.__runnerExtras)
          : reject(new Error("The checks' script did not run"));
      script.onerror = () => {
        script.remove();
        if (cors) load(false);
        else reject(new Error("The checks' script did not load"));
      };
      document.body.appendChild(script);
    };
    load(true);
  }).catch((error) => {
    request = null; // offline now, maybe not at the next Check
    throw error;
  });
  return request;
}
`;
}

/**
 * Builds the sandbox's runner as its own program: a classic script (a sandboxed frame's opaque
 * origin would need CORS headers to load module scripts, which static hosts do not send), and
 * `playground.html` beside index.html. It reuses the guide's stylesheet, so the demos look the
 * same and the CSS is already cached.
 */
export function playgroundRunner(): Plugin[] {
  let config: ResolvedConfig;
  /**
   * The second script's file, named after the runner's version (from the sources, not the
   * output): each environment's build resolves this plugin afresh, and all of them, the first
   * script's loader among them, must agree on it.
   */
  let extrasFile: string | null = null;
  // Before Vite's own resolver: the two scripts' sharing is decided on import specifiers.
  const sharing: Plugin = {
    name: "react-guide:playground-runner-sharing",
    enforce: "pre",
    async resolveId(source, importer) {
      const environment = this.environment?.name;
      if (environment === "playground") {
        const resolved = await this.resolve(source, importer, { skipSelf: true });
        if (resolved?.id === path.resolve(config.root, EXTRAS_LOADER)) return RESOLVED_LOADER_ID;
        return null;
      }
      if (environment !== "playgroundExtras") return null;
      if ((sharedPackages as readonly string[]).includes(source))
        return { id: source, external: true };
      if (source === "react-dom/test-utils") return TEST_UTILS_ID;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const runnerDir = path.resolve(config.root, "src/playground/runner");
      const name = resolved && path.relative(runnerDir, resolved.id).replace(/\.ts$/, "");
      if (name && (sharedRunnerFiles as readonly string[]).includes(name))
        return { id: `${SHARED_PREFIX}${name}`, external: true };
      return resolved;
    },
  };
  const runner: Plugin = {
    name: "react-guide:playground-runner",
    async config(userConfig, { command }) {
      const outDir = userConfig.build?.outDir ?? "dist";
      const root = path.resolve(userConfig.root ?? process.cwd());
      extrasFile = `assets/playground-extras-${command === "build" ? await runnerVersion(root) : "dev"}.js`;
      return {
        environments: {
          playground: {
            consumer: "client",
            define: developmentReact,
            build: runnerBuild(outDir, ENTRY, "assets/playground-[hash].js"),
          },
          // The second script: what it shares with the first is read from the frame's global
          // object (shared-names.ts), not bundled again.
          playgroundExtras: {
            consumer: "client",
            define: developmentReact,
            build: runnerBuild(outDir, EXTRAS_ENTRY, extrasFile, {
              globals: (id: string) => sharedGlobal(id.replace(SHARED_PREFIX, "")),
            }),
          },
        },
      };
    },
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: {
      filter: { id: exactId(VERSION_ID) },
      handler: () => RESOLVED_VERSION_ID,
    },
    load: {
      filter: {
        id: [exactId(RESOLVED_VERSION_ID), exactId(RESOLVED_LOADER_ID), exactId(TEST_UTILS_ID)],
      },
      async handler(id) {
        if (id === RESOLVED_LOADER_ID) {
          if (!extrasFile) throw new Error("The runner's second script is built first");
          return extrasLoader(`${config.base}${extrasFile}`);
        }
        if (id === TEST_UTILS_ID) return `import { act } from "react";\nexport { act };\n`;
        const version = config.command === "serve" ? "dev" : await runnerVersion(config.root);
        return `export default ${JSON.stringify(version)};`;
      },
    },
    buildApp: {
      order: "post",
      async handler(builder) {
        const environment = builder.environments.playground;
        const extrasEnvironment = builder.environments.playgroundExtras;
        if (!environment || !extrasEnvironment) return;
        const extras = (await builder.build(extrasEnvironment)) as Rolldown.RolldownOutput;
        const extrasEntry = extras.output.find(
          (item): item is Rolldown.OutputChunk => item.type === "chunk" && item.isEntry,
        );
        if (extrasEntry?.fileName !== extrasFile)
          throw new Error(
            `The runner's checks were built as ${extrasEntry?.fileName}, not ${extrasFile}`,
          );
        const output = (await builder.build(environment)) as Rolldown.RolldownOutput;
        const entry = output.output.find(
          (item): item is Rolldown.OutputChunk => item.type === "chunk" && item.isEntry,
        );
        if (!entry) throw new Error("The playground runner built no entry chunk");
        const outDir = path.resolve(config.root, config.build.outDir);
        const index = await readFile(path.join(outDir, "index.html"), "utf8");
        // Without `crossorigin`: from the frame's opaque origin that would ask for CORS headers.
        const stylesheets = (index.match(/<link rel="stylesheet"[^>]*>/g) ?? []).map((link) =>
          link.replace(/\s+crossorigin(="[^"]*")?/, ""),
        );
        if (!stylesheets.length) throw new Error("index.html links no stylesheet to reuse");
        const template = await readFile(path.resolve(config.root, TEMPLATE), "utf8");
        const csp = `<meta http-equiv="Content-Security-Policy" content="${runnerContentSecurityPolicy}">`;
        const src = `${config.base}${entry.fileName}`;
        const starter = starterScript(src);
        const starterFile = `assets/playground-start-${createHash("sha256").update(starter).digest("hex").slice(0, 8)}.js`;
        await writeFile(path.join(outDir, starterFile), starter);
        const html = page(
          template,
          // Fetched at once, in parallel with the starter that runs it.
          `${csp}<link rel="preload" as="script" crossorigin href="${src}">${stylesheets.join("")}`,
          `<script src="${config.base}${starterFile}"></script>`,
        );
        await writeFile(path.join(outDir, RUNNER_FILE), html);
      },
    },
    configureServer(server) {
      // The dev server serves the runner as a classic script too, built on demand: module
      // scripts would need CORS answers to the frame's opaque origin, which would hand the dev
      // server's source to any sandboxed page on the web.
      let script: Promise<string> | null = null;
      server.watcher.on("change", () => (script = null));
      const buildScript = async () => {
        const { build } = await import("vite");
        const output = (await build({
          configFile: false,
          root: config.root,
          logLevel: "error",
          resolve: { alias: config.resolve.alias },
          define: developmentReact,
          build: {
            write: false,
            minify: false,
            modulePreload: false,
            rollupOptions: { input: ENTRY, output: { format: "iife" } },
          },
        })) as Rolldown.RolldownOutput;
        const entry = output.output.find((item) => item.type === "chunk" && item.isEntry);
        if (!entry || entry.type !== "chunk") throw new Error("The runner built no entry chunk");
        return entry.code;
      };
      server.middlewares.use(async (request, response, next) => {
        const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
        try {
          if (pathname === DEV_SCRIPT) {
            script ??= buildScript();
            const code = await script.catch((error: unknown) => {
              script = null;
              throw error;
            });
            response.setHeader("Content-Type", "text/javascript");
            for (const [key, value] of Object.entries(runnerScriptHeaders))
              response.setHeader(key, value);
            response.end(code);
          } else if (pathname === `/${RUNNER_FILE}`) {
            const template = await readFile(path.resolve(config.root, TEMPLATE), "utf8");
            const html = page(
              template,
              `<meta http-equiv="Content-Security-Policy" content="${runnerContentSecurityPolicy}"><link rel="stylesheet" href="/src/styles/global.css">`,
              // In CORS mode, as in the build, so the reader's errors arrive whole.
              `<script src="${DEV_SCRIPT}" crossorigin="anonymous"></script>`,
            );
            response.setHeader("Content-Type", "text/html; charset=utf-8");
            response.end(html);
          } else next();
        } catch (error) {
          next(error);
        }
      });
    },
  };
  return [sharing, runner];
}

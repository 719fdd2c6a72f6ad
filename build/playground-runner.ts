import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin, ResolvedConfig, Rolldown } from "vite";
import { exactId } from "./hook-filter.ts";
import { runnerContentSecurityPolicy, runnerScriptHeaders } from "./security-headers.ts";

const ENTRY = "src/playground/runner/main.ts";
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
 * Builds the sandbox's runner as its own program: a classic script (a sandboxed frame's opaque
 * origin would need CORS headers to load module scripts, which static hosts do not send), and
 * `playground.html` beside index.html. It reuses the guide's stylesheet, so the demos look the
 * same and the CSS is already cached.
 */
export function playgroundRunner(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "react-guide:playground-runner",
    config(userConfig) {
      const outDir = userConfig.build?.outDir ?? "dist";
      return {
        environments: {
          playground: {
            consumer: "client",
            define: developmentReact,
            build: {
              outDir,
              emptyOutDir: false,
              copyPublicDir: false,
              manifest: false,
              // Nothing to preload in one script (and the helper would read import.meta).
              modulePreload: false,
              // One classic script by design (see above), loaded only on a reader's first Edit.
              chunkSizeWarningLimit: 2500,
              // Minified for size: whitespace, comments and local names go, string literals
              // (React's messages) stay whole.
              minify: true,
              rollupOptions: {
                input: ENTRY,
                // Vite's preload helper reads import.meta, which an IIFE lacks; it is never
                // called here (modulePreload is off), so its warning is noise.
                onLog(level, log, handler) {
                  if (log.code !== "EMPTY_IMPORT_META") handler(level, log);
                },
                output: {
                  // One script: Vite builds an IIFE without code splitting, so dynamic imports
                  // (the checks) stay inside it and are initialised only when first used.
                  format: "iife",
                  entryFileNames: "assets/playground-[hash].js",
                  assetFileNames: "assets/playground-[hash][extname]",
                },
              },
            },
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
      filter: { id: exactId(RESOLVED_VERSION_ID) },
      async handler() {
        const version = config.command === "serve" ? "dev" : await runnerVersion(config.root);
        return `export default ${JSON.stringify(version)};`;
      },
    },
    buildApp: {
      order: "post",
      async handler(builder) {
        const environment = builder.environments.playground;
        if (!environment) return;
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
}

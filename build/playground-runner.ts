import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin, ResolvedConfig, Rolldown } from "vite";
import { runnerContentSecurityPolicy } from "./security-headers.ts";

const ENTRY = "src/playground/runner/main.ts";
const TEMPLATE = "playground.html";
export const RUNNER_FILE = "playground.html";

function page(template: string, head: string, body: string) {
  return template.replace("</head>", `${head}</head>`).replace("</body>", `${body}</body>`);
}

/**
 * Builds the sandbox's runner as its own program: a classic script (a sandboxed frame's opaque
 * origin would need CORS headers to load module scripts, which static hosts do not send), and
 * `playground.html` beside index.html. It reuses the guide's stylesheet, so the demos look the
 * same and the CSS is already cached. In dev, the page loads the entry as a module; the dev
 * server answers the frame's CORS requests for that (below).
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
            build: {
              outDir,
              emptyOutDir: false,
              copyPublicDir: false,
              manifest: false,
              rollupOptions: {
                input: ENTRY,
                output: {
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
        const html = page(
          template,
          `${csp}${stylesheets.join("")}`,
          `<script src="${config.base}${entry.fileName}"></script>`,
        );
        await writeFile(path.join(outDir, RUNNER_FILE), html);
      },
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = request.url ?? "/";
        const host = request.headers.host;
        // The frame's opaque origin sends `Origin: null`; answer it only for pages of this
        // very server (its Referer), not for any sandboxed page on the web.
        const referer = request.headers.referer;
        if (request.headers.origin === "null" && host && referer && new URL(referer).host === host)
          response.setHeader("Access-Control-Allow-Origin", "null");
        if (!url.startsWith(`/${RUNNER_FILE}`)) return next();
        try {
          const template = await readFile(path.resolve(config.root, TEMPLATE), "utf8");
          const html = await server.transformIndexHtml(
            url,
            page(template, "", `<script type="module" src="/${ENTRY}"></script>`),
          );
          response.setHeader("Content-Type", "text/html; charset=utf-8");
          response.end(html);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

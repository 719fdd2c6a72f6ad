import { createHash } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Manifest, Plugin, ResolvedConfig } from "vite";
import { bootScript } from "./boot-script.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

/** The server bundle is a build intermediate: written beside node_modules, deleted after. */
const ssrOutDir = (outDir: string) => `node_modules/.prerender/${path.basename(outDir)}`;
const SSR_ENTRY = "src/app/entry-server.tsx";
export const BOOT_SCRIPT_PATH = "/boot.js";

interface ServerEntry {
  render(url: string): Promise<string>;
  sectionIds: string[];
  defaultSectionId: string;
}

/** The chunks a manifest entry needs, its static imports first-seen order, minus `skip`. */
function chunkFiles(manifest: Manifest, key: string, skip: Set<string>, seen = new Set<string>()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  const files = skip.has(entry.file) ? [] : [entry.file];
  for (const dep of entry.imports ?? []) files.push(...chunkFiles(manifest, dep, skip, seen));
  return files;
}

function page(template: string, options: { view: string; html: string; head: string }) {
  return template
    .replace('<html lang="en">', `<html lang="en" data-view="${options.view}">`)
    .replace("</head>", `${options.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${options.html}</div>`);
}

async function prerender(config: ResolvedConfig) {
  const outDir = path.resolve(config.root, config.build.outDir);
  const base = config.base;
  const server = (await import(
    pathToFileURL(path.resolve(config.root, ssrOutDir(outDir), "entry-server.js")).href
  )) as ServerEntry;
  const manifestPath = path.join(outDir, ".vite/manifest.json");
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error("No entry in the client manifest");
  const initial = new Set(chunkFiles(manifest, entryKey, new Set()));
  const url = (file: string) => `${base}${file}`;

  const lessonChunks: Record<string, string[]> = {};
  for (const id of server.sectionIds) {
    const files = chunkFiles(manifest, `src/content/${id}.mdx`, initial);
    if (!files.length) throw new Error(`Lesson chunk for "${id}" not found in the manifest`);
    lessonChunks[id] = files.map(url);
  }

  const boot = bootScript({ base, lessonChunks, defaultSection: server.defaultSectionId });
  const bootName = `assets/boot-${createHash("sha256").update(boot).digest("hex").slice(0, 8)}.js`;
  await writeFile(path.join(outDir, bootName), boot);

  const template = (await readFile(path.join(outDir, "index.html"), "utf8")).replace(
    `src="${BOOT_SCRIPT_PATH}"`,
    `src="${url(bootName)}"`,
  );
  const csp = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}">`;
  const preloads = lessonChunks[server.defaultSectionId]
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join("");

  const home = page(template, {
    view: "home",
    html: await server.render(base),
    head: csp + preloads,
  });
  const notFound = page(template, {
    view: "404",
    html: await server.render(`${base}404`),
    head: `${csp}<meta name="robots" content="noindex">`,
  }).replace(/<title>[^<]*<\/title>/, "<title>Page not found · React Guide</title>");

  await writeFile(path.join(outDir, "index.html"), home);
  await writeFile(path.join(outDir, "404.html"), notFound);
  await rm(path.join(outDir, ".vite"), { recursive: true, force: true });
  if (!process.env.KEEP_SSR)
    await rm(path.resolve(config.root, ssrOutDir(outDir)), { recursive: true, force: true });
}

/**
 * `vite build` builds the client, then a server bundle of the app, and prerenders
 * index.html (the shell with the introduction) and 404.html from it. `vite dev` serves a
 * boot script without chunk hints, so index.html works unchanged there.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "react-guide:prerender",
    config(userConfig) {
      const outDir = userConfig.build?.outDir ?? "dist";
      return {
        build: { manifest: true },
        environments: {
          ssr: {
            build: {
              outDir: ssrOutDir(outDir),
              emptyOutDir: true,
              manifest: false,
              rollupOptions: { input: SSR_ENTRY, output: { entryFileNames: "entry-server.js" } },
            },
          },
        },
        builder: {
          async buildApp(builder) {
            await builder.build(builder.environments.client);
            await builder.build(builder.environments.ssr);
            await prerender(config);
          },
        },
      };
    },
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(BOOT_SCRIPT_PATH, (_request, response) => {
        response.setHeader("Content-Type", "text/javascript");
        response.end(bootScript({ base: "/", lessonChunks: {}, defaultSection: "introduction" }));
      });
    },
  };
}

import { createHash } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Manifest, Plugin, ResolvedConfig, Rolldown } from "vite";
import type { BootConfig } from "../src/boot/boot.ts";
import {
  REST_ATTRIBUTE,
  VIEW_KIND,
  VIEW_REST_KIND,
  type ViewFragment,
  type ViewRest,
} from "../src/boot/view-fragment.ts";
import { contentSecurityPolicy } from "./security-headers.ts";
import { splitView } from "./split-view.ts";

/** The server bundle is a build intermediate: written beside node_modules, deleted after. */
const ssrOutDir = (outDir: string) => `node_modules/.prerender/${path.basename(outDir)}`;
const SSR_ENTRY = "src/app/entry-server.tsx";
const BOOT_ENTRY = "src/boot/main.ts";
export const BOOT_SCRIPT_PATH = "/boot.js";
/** Marks the boot script's config, for tools that read it (scripts/bench). */
export const BOOT_CONFIG_MARKER = "/*boot-config*/";

/**
 * The boot script (src/boot/main.ts) compiled to one small classic script, inside a function
 * that hands it this build's config.
 */
async function bootScript(config: ResolvedConfig, options: BootConfig) {
  const { build } = await import("vite");
  const output = (await build({
    configFile: false,
    root: config.root,
    logLevel: "warn",
    resolve: { alias: config.resolve.alias },
    build: {
      write: false,
      target: config.build.target,
      minify: true,
      modulePreload: false,
      rollupOptions: { input: BOOT_ENTRY, output: { format: "iife" } },
    },
  })) as Rolldown.RolldownOutput;
  const entry = output.output.find(
    (item): item is Rolldown.OutputChunk => item.type === "chunk" && item.isEntry,
  );
  if (!entry) throw new Error("The boot script built no entry chunk");
  if (output.output.length > 1) throw new Error("The boot script must be a single file");
  return `(function(){var bootConfig=${BOOT_CONFIG_MARKER}${JSON.stringify(options)};\n${entry.code}})();\n`;
}

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

function page(
  template: string,
  options: { view: string; html: string; head: string; rest?: boolean },
) {
  const rest = options.rest ? ` ${REST_ATTRIBUTE}` : "";
  return template
    .replace('<html lang="en">', `<html lang="en" data-view="${options.view}"${rest}>`)
    .replace("</head>", `${options.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${options.html}</div>`);
}

/** A build file named by its content, so hosts may cache it for good (see public/_headers). */
async function writeHashed(outDir: string, name: string, extension: string, content: string) {
  const hash = createHash("sha256").update(content).digest("hex").slice(0, 8);
  const file = `assets/${name}-${hash}.${extension}`;
  await writeFile(path.join(outDir, file), content);
  return file;
}

const moduleTags = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

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
  const app = chunkFiles(manifest, entryKey, new Set());
  const initial = new Set(app);
  const url = (file: string) => `${base}${file}`;

  const lessons: Record<string, string[]> = {};
  for (const id of server.sectionIds) {
    const files = chunkFiles(manifest, `src/content/${id}.mdx`, initial);
    if (!files.length) throw new Error(`Lesson chunk for "${id}" not found in the manifest`);
    lessons[id] = files.map(url);
  }

  // Every view rendered once: its HTML is both a full page and a fragment for the boot script.
  const views = [...server.sectionIds, "404"];
  const rendered = new Map<string, string>();
  const fragments: Record<string, string> = {};
  const rests: Record<string, string> = {};
  for (const view of views) {
    const html = await server.render(view === "404" ? `${base}404` : `${base}?section=${view}`);
    rendered.set(view, html);
    const { html: first, parts } = splitView(html);
    const fragment: ViewFragment = { kind: VIEW_KIND, view, html: first };
    fragments[view] = url(
      await writeHashed(outDir, `view-${view}`, "json", JSON.stringify(fragment)),
    );
    if (!parts.length) continue;
    const rest: ViewRest = { kind: VIEW_REST_KIND, view, parts };
    rests[view] = url(await writeHashed(outDir, `rest-${view}`, "json", JSON.stringify(rest)));
  }

  const boot = await bootScript(config, {
    base,
    defaultView: server.defaultSectionId,
    views: fragments,
    rests,
    lessons,
    app: app.map(url),
  });
  const bootFile = await writeHashed(outDir, "boot", "js", boot);

  // The app's scripts leave the HTML: the boot script loads them after the first paint.
  const template = (await readFile(path.join(outDir, "index.html"), "utf8"))
    .replace(moduleTags, "")
    .replace(`src="${BOOT_SCRIPT_PATH}"`, `src="${url(bootFile)}"`);
  if (template.includes("modulepreload") || template.includes('type="module"'))
    throw new Error("index.html still loads scripts the boot script should load");
  const csp = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}">`;

  // The home page carries the first lesson's first screen only: with the whole lesson, the
  // gzipped page no longer fit the network's first round trip (about 14 kB), which cost a
  // round trip before the first paint. The boot script appends the rest from the fragment.
  const first = splitView(rendered.get(server.defaultSectionId) ?? "");
  const home = page(template, {
    view: server.defaultSectionId,
    html: first.html,
    head: csp,
    rest: first.parts.length > 0,
  });
  const notFound = page(template, {
    view: "404",
    html: rendered.get("404") ?? "",
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
 * index.html (the shell with the introduction) and 404.html from it, each view's fragment,
 * and the boot script. `vite dev` serves an empty boot script, so index.html works unchanged.
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
      // The dev server's page is not prerendered (no data-view): the app renders it.
      server.middlewares.use(BOOT_SCRIPT_PATH, (_request, response) => {
        response.setHeader("Content-Type", "text/javascript");
        response.end("// The boot script acts on prerendered pages only (pipeline/prerender.ts).\n");
      });
    },
  };
}

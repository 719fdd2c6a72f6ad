// Bundle sizes, read from the built files.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { distDir, root } from "./config.mjs";
import { gzipSize } from "./util.mjs";

/** dist-relative path of an URL in index.html (`/assets/x.js` → `assets/x.js`). */
function distPath(href) {
  const pathname = new URL(href, "http://localhost/").pathname.replace(/^\/+/, "");
  if (existsSync(path.join(distDir, pathname))) return pathname;
  const inAssets = pathname.indexOf("assets/");
  return inAssets >= 0 ? pathname.slice(inAssets) : pathname;
}

/**
 * The boot script's config, as the prerender wrote it from the Vite manifest (deleted after the
 * build): `app`, the entry and its static imports, which the boot script loads after the first
 * paint; `lessons`, section id → its lesson's files, the lesson chunk first, in reading order;
 * `views`, view → its prerendered first screen; `rests`, view → the rest of its lesson. Today's
 * builds write it into index.html as a JSON data block beside the inline boot script; older ones
 * into the boot script's file (assets/boot-<hash>.js). Without it, lesson chunks are found by
 * their `<id>-<hash>.js` names.
 */
async function bootConfig(html, scripts, assetFiles) {
  const sources = [
    /<script type="application\/json" id="boot-config">(.*?)<\/script>/s.exec(html)?.[1],
  ];
  for (const script of scripts.filter((file) => /(^|\/)boot-[^/]*\.js$/.test(file))) {
    const source = await readFile(path.join(distDir, script), "utf8");
    sources.push(
      (/\/\*boot-config\*\/(\{.*?\});\n/s.exec(source) ??
        /var config = (\{.*?\});\n/s.exec(source))?.[1],
    );
  }
  for (const text of sources) {
    if (!text) continue;
    const config = JSON.parse(text);
    const paths = (files) => files.map((file) => distPath(file));
    return {
      app: paths(config.app),
      defaultView: config.defaultView,
      views: Object.fromEntries(
        Object.entries(config.views).map(([id, file]) => [id, distPath(file)]),
      ),
      // Builds since the first screen and the rest became two files.
      rests: Object.fromEntries(
        Object.entries(config.rests ?? {}).map(([id, file]) => [id, distPath(file)]),
      ),
      lessons: Object.fromEntries(
        Object.entries(config.lessons).map(([id, files]) => [id, paths(files)]),
      ),
    };
  }
  const ids = (await readdir(path.join(root, "src/content")))
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => name.slice(0, -4));
  const lessons = {};
  for (const id of ids) {
    const file = assetFiles.find((name) => new RegExp(`^${id}-[\\w-]{8}\\.js$`).test(name));
    if (file) lessons[id] = [`assets/${file}`];
  }
  return { app: [], defaultView: "introduction", views: {}, rests: {}, lessons };
}

export async function bundleSizes() {
  const html = await readFile(path.join(distDir, "index.html"), "utf8");
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const scripts = [];
  const styles = [];
  for (const tag of tags) {
    const rel = attribute(tag, "rel");
    const href = tag.startsWith("<script") ? attribute(tag, "src") : attribute(tag, "href");
    if (!href) continue;
    if (tag.startsWith("<script") || rel === "modulepreload") scripts.push(distPath(href));
    else if (rel === "stylesheet" && href.endsWith(".css")) styles.push(distPath(href));
  }

  const assetFiles = await readdir(path.join(distDir, "assets"));
  const sizes = {};
  for (const name of assetFiles) {
    const buffer = await readFile(path.join(distDir, "assets", name));
    sizes[`assets/${name}`] = { raw: buffer.length, gzip: gzipSize(buffer) };
  }
  const sizeOf = (file) => sizes[file] ?? { raw: 0, gzip: 0 };
  const sum = (files) =>
    files.reduce(
      (total, file) => ({
        raw: total.raw + sizeOf(file).raw,
        gzip: total.gzip + sizeOf(file).gzip,
      }),
      { raw: 0, gzip: 0 },
    );

  const boot = await bootConfig(html, scripts, assetFiles);
  // The first view's JavaScript: what index.html names, plus what the boot script loads.
  const initial = [
    ...new Set([...scripts, ...boot.app, ...(boot.lessons[boot.defaultView] ?? [])]),
  ];
  // A view's first screen and the rest of its lesson (a file of its own), gzip sizes summed.
  const views = Object.entries(boot.views)
    .map(([id, file]) => {
      const first = sizeOf(file);
      const rest = boot.rests[id] ? sizeOf(boot.rests[id]) : { raw: 0, gzip: 0 };
      return {
        id,
        file,
        raw: first.raw + rest.raw,
        gzip: first.gzip + rest.gzip,
        firstGzip: first.gzip,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const lessons = Object.entries(boot.lessons)
    .map(([id, files]) => ({
      id,
      file: files[0],
      ...sizeOf(files[0]),
      withDeps: sum(files).gzip,
    }))
    .sort((a, b) => b.gzip - a.gzip);
  const topChunks = Object.entries(sizes)
    .filter(([file]) => file.endsWith(".js"))
    .map(([file, size]) => ({ file, ...size }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 5);

  return {
    // Section ids in reading order, and the view `/` shows.
    lessonIds: Object.keys(boot.lessons),
    defaultView: boot.defaultView,
    initialJs: { files: initial, ...sum(initial) },
    html: {
      index: { raw: Buffer.byteLength(html), gzip: gzipSize(Buffer.from(html)) },
      largestView: views[0] ?? null,
    },
    css: { files: styles, ...sum(styles) },
    largestLesson: lessons[0] ?? null,
    lessons,
    topChunks,
  };
}

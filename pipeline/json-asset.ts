import { createHash } from "node:crypto";
import type { Plugin, Rollup } from "vite";
import { exactId } from "./hook-filter.ts";

export interface JsonAssetOptions {
  /** The plugin's name. */
  name: string;
  /** The virtual module that exports the file's URL, e.g. `virtual:search-index`. */
  id: string;
  /** The built file's name before its hash: `assets/<fileName>-<hash>.json`. */
  fileName: string;
  /** Makes the JSON text; called once per build (the client and server builds share it). */
  build: () => Promise<string>;
  /** Adds the files the JSON is made from as the module's watch files (dev rebuilds on change). */
  watch?: (context: Rollup.PluginContext) => Promise<void>;
}

/**
 * `import url from "<id>"`: where a JSON file made at build time is. A build emits it as a
 * hashed asset (cached for good, see public/_headers); `vite dev` serves it from memory under a
 * URL that changes on every load of the module, and makes it again after a watch file changes.
 * The app fetches the URL instead of importing the JSON: browsers remember a failed module
 * import for good, and a retry after a dropped connection must really try again.
 */
export function jsonAsset({ name, id, fileName, build, watch }: JsonAssetOptions): Plugin {
  const resolvedId = `\0${id}`;
  const devFile = `__${fileName}.json`;
  let base = "/";
  let serving = false;
  let built: Promise<string> | undefined;
  const source = () => (built ??= build());
  const exportUrl = (url: string) => `export default ${JSON.stringify(url)};`;
  return {
    name,
    // One instance for the client and server builds, so the JSON is made once per build.
    sharedDuringBuild: true,
    configResolved(config) {
      base = config.base;
      serving = config.command === "serve";
    },
    // Hook filters: the bundler calls these only for the one id, not for every module.
    resolveId: { filter: { id: exactId(id) }, handler: () => resolvedId },
    load: {
      filter: { id: exactId(resolvedId) },
      async handler() {
        await watch?.(this);
        if (serving) {
          built = undefined;
          return exportUrl(`${base}${devFile}?v=${Date.now()}`);
        }
        const text = await source();
        const hash = createHash("sha256").update(text).digest("hex").slice(0, 8);
        const file = `assets/${fileName}-${hash}.json`;
        this.emitFile({ type: "asset", fileName: file, source: text });
        return exportUrl(`${base}${file}`);
      },
    },
    configureServer(server) {
      server.middlewares.use(`${base}${devFile}`, (_request, response, next) => {
        source().then(
          (text) => {
            response.setHeader("Content-Type", "application/json");
            response.setHeader("Cache-Control", "no-store");
            response.end(text);
          },
          (error: unknown) => {
            built = undefined;
            next(error);
          },
        );
      });
    },
  };
}

import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import {
  headersForPath,
  immutableAssets,
  revalidateHtml,
  RUNNER_PAGE,
  viewContentType,
} from "./security-headers.ts";

/**
 * `vite preview` behaves like the static hosts the site ships header files for
 * (public/_headers, vercel.json, firebase.json): hashed assets are cached for good and HTML
 * is revalidated, and a path that is not a file gets dist/404.html with status 404 (as
 * Netlify, GitHub Pages, Firebase and Vercel do).
 */
export function staticHost(): Plugin {
  return {
    name: "react-guide:static-host",
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(async (request, response, next) => {
        const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
        let file = pathname;
        try {
          file = decodeURIComponent(pathname);
        } catch {
          // A malformed escape is no file name: fall through to the 404 page.
        }
        // The runner page has a policy of its own (see pipeline/security-headers.ts).
        for (const [key, value] of Object.entries(headersForPath(pathname)))
          response.setHeader(key, value);
        const isFile = pathname !== "/" && existsSync(path.join(outDir, file));
        if (request.method !== "GET" || pathname === "/" || isFile) {
          // The runner page is versioned by its query, like a hashed file (see _headers).
          const hashed = isFile && (pathname.startsWith("/assets/") || pathname === RUNNER_PAGE);
          if (hashed || pathname === "/" || pathname.endsWith(".html"))
            response.setHeader("Cache-Control", hashed ? immutableAssets : revalidateHtml);
          if (isFile && /^\/assets\/(view|rest)-[^/]+\.json$/.test(pathname))
            response.setHeader("Content-Type", viewContentType);
          return next();
        }
        response.statusCode = 404;
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.setHeader("Cache-Control", revalidateHtml);
        response.end(await readFile(path.join(outDir, "404.html")));
      });
    },
  };
}

import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * `vite preview` behaves like a static host: a path that is not a file gets dist/404.html
 * with status 404 (Netlify, GitHub Pages, Firebase and Vercel all do this).
 */
export function notFoundPage(): Plugin {
  return {
    name: "react-guide:not-found-page",
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
        const isFile = pathname !== "/" && existsSync(path.join(outDir, file));
        if (request.method !== "GET" || pathname === "/" || isFile) return next();
        response.statusCode = 404;
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.end(await readFile(path.join(outDir, "404.html")));
      });
    },
  };
}

import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { sections } from "@/data/sections";
import { AppProviders } from "./app-providers";
import { initialView } from "./initial-view";
import { loadLesson } from "./lesson-loader";
import { routes } from "./router";

/** Renders one URL to HTML at build time (pipeline/prerender.ts); never runs in the browser. */
export async function render(url: string): Promise<string> {
  const request = new Request(new URL(url, "http://localhost"));
  const { pathname, search } = new URL(request.url);
  const view = initialView(pathname, search);
  if (view !== "404") await loadLesson(view);

  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      {/* No hydration script: the routes have no loaders, and inline scripts break the CSP. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    {
      // React outlines Suspense content over ~12 KB into a hidden div plus an inline script
      // that swaps it in, for streaming. A static page wants it inline (and the CSP forbids
      // inline scripts).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Any error while prerendering fails the build: shipping a page that React would have
      // to re-render on the client defeats the point.
      onError(error) {
        throw error instanceof Error ? error : new Error(String(error));
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

export { defaultSectionId } from "@/data/sections";
export const sectionIds: string[] = sections.map((section) => section.id);

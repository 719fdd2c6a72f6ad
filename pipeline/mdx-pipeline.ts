import mdx from "@mdx-js/rollup";
import remarkGfm from "remark-gfm";
import type { Plugin } from "vite";
import { codeThemeCss } from "./highlighter.ts";
import { addWidgetImports } from "./mdx-auto-imports.ts";
import { rehypeChallengeCount } from "./rehype-challenge-count.ts";
import { rehypeHeadingIds } from "./rehype-heading-ids.ts";
import { rehypeLessonParts } from "./rehype-lesson-parts.ts";
import { recmaLazyParts } from "./recma-lazy-parts.ts";
import { remarkCodeBlocks } from "./remark-code-blocks.ts";
import { exactId } from "./hook-filter.ts";

const fileFence = /file="([^"]+)"/g;

/** The colours of highlighted code, generated from the Shiki themes (pipeline/highlighter.ts). */
export const CODE_THEME_ID = "virtual:code-theme.css";
const resolvedCodeTheme = `\0${CODE_THEME_ID}`;

/** MDX lessons: GFM tables, build-time highlighted fences, heading ids. */
export function mdxPipeline(root: string): Plugin[] {
  return [
    {
      name: "react-guide:code-theme",
      // Hook filters: the bundler calls these only for the one id, not for every module.
      resolveId: { filter: { id: exactId(CODE_THEME_ID) }, handler: () => resolvedCodeTheme },
      load: { filter: { id: exactId(resolvedCodeTheme) }, handler: () => codeThemeCss() },
    },
    {
      // Runs on the raw MDX, before it is compiled. A lesson shows its demos' source, so
      // editing a demo must rebuild the lesson in dev; heavy widgets get their imports.
      name: "react-guide:mdx-source",
      enforce: "pre",
      transform: {
        filter: { id: /\.mdx$/ },
        handler(code) {
          for (const [, file] of code.matchAll(fileFence)) this.addWatchFile(`${root}/${file}`);
          return { code: addWidgetImports(code), map: null };
        },
      },
    },
    {
      enforce: "pre",
      // @mdx-js/rollup is typed against Rollup; Vite 8 runs it on Rolldown unchanged.
      ...(mdx({
        remarkPlugins: [remarkGfm, [remarkCodeBlocks, { root }]],
        rehypePlugins: [rehypeHeadingIds, rehypeChallengeCount, rehypeLessonParts],
        recmaPlugins: [recmaLazyParts],
      }) as unknown as Plugin),
    },
  ];
}

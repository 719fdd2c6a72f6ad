import type { Plugin } from "vite";

/** V8's explicit compile hint: compile every function of the file when the file loads. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks every lesson chunk of the browser build for eager compilation. A lesson's code is
 * one large function (and a function per part, build/recma-lazy-parts.ts) that is certain to
 * run once the lesson shows; compiled lazily, V8 parsed and compiled it on the main thread
 * inside the click that opened the lesson. With the hint Chromium compiles it when the chunk
 * loads (a prefetch, or while the boot waits for the network), off the main thread where it
 * can. Other browsers ignore the comment. Added after minification, which drops comments.
 */
export function compileHints(): Plugin {
  return {
    name: "react-guide:compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.facadeModuleId?.endsWith(".mdx")) continue;
        chunk.code = EAGER_COMPILE_HINT + chunk.code;
      }
    },
  };
}

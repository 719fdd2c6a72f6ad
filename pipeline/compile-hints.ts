import type { Plugin } from "vite";

/** V8's explicit compile hint: compile every function of the file when the file loads. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const PLAYGROUND_SOURCE = /[\\/]src[\\/]playground[\\/]/;

interface ChunkLinks {
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
}

/**
 * The chunks only the playground loads: the guide imports the playground's code (src/playground/)
 * only on demand, so everything reached through such an import (the edit and challenge panels,
 * the editor, the challenges' data), and not from the guide's entry without one, loads on a
 * reader's first Edit or Start challenge and never before.
 */
export function playgroundChunks(chunks: readonly ChunkLinks[]) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isPlayground = (chunk: ChunkLinks) =>
    chunk.moduleIds.some((id) => PLAYGROUND_SOURCE.test(id));
  const guide = new Set<string>();
  const doors: ChunkLinks[] = [];
  const stack = chunks.filter((chunk) => chunk.isEntry);
  for (let chunk = stack.pop(); chunk; chunk = stack.pop()) {
    if (guide.has(chunk.fileName)) continue;
    guide.add(chunk.fileName);
    for (const name of chunk.imports) stack.push(byName.get(name)!);
    for (const name of chunk.dynamicImports) {
      const next = byName.get(name)!;
      (isPlayground(next) ? doors : stack).push(next);
    }
  }
  const playground = new Set<string>();
  for (let chunk = doors.pop(); chunk; chunk = doors.pop()) {
    if (playground.has(chunk.fileName) || guide.has(chunk.fileName)) continue;
    playground.add(chunk.fileName);
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) doors.push(byName.get(name)!);
  }
  return playground;
}

/**
 * Marks chunks for eager compilation: compiled lazily, V8 parses and compiles each function on
 * the main thread the first time it runs, inside the press that needed it. With the hint
 * Chromium compiles the whole file as it streams in, off the main thread where it can. Other
 * browsers ignore the comment. Added after minification, which drops comments.
 *
 * - Every lesson chunk: a lesson's code is one large function (and a function per part,
 *   pipeline/recma-lazy-parts.ts) that is certain to run once the lesson shows.
 * - The playground's chunks (the editor) and the runner's script, which a first Edit loads and
 *   runs at once; compiled as they stream in, they spare a first Edit's preview a few hundred
 *   ms of lazy compiling at 4× CPU.
 */
export function compileHints(): Plugin {
  return {
    name: "react-guide:compile-hints",
    applyToEnvironment: (environment) =>
      environment.name === "client" || environment.name === "playground",
    // Last: Vite's own hooks prepend code to some chunks (`__vite__mapDeps`), and the hint
    // counts only as a file's first line.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
        const runner = this.environment.name === "playground";
        const playground = runner ? new Set<string>() : playgroundChunks(chunks);
        for (const chunk of chunks) {
          const eager = runner
            ? chunk.isEntry
            : chunk.facadeModuleId?.endsWith(".mdx") || playground.has(chunk.fileName);
          if (eager) chunk.code = EAGER_COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}

// Declarations of the site's own modules that the playground's runner offers
// (`@/components/ui/button` …), emitted from their sources as `tsc --declaration` would, JSDoc
// included. Run in a worker thread by pipeline/language-env.ts: the type-checking program behind
// it (React's and the DOM's types) is one long synchronous step, which on the main thread would
// stall the build's other module runners until they time out.
import path from "node:path";
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import ts from "typescript";

/**
 * @param {{ root: string, sources: [string, string][] }} input specifier → source file
 * @returns {[string, string][]} specifier → declaration text
 */
export function emitDeclarations({ root, sources }) {
  const program = ts.createProgram(
    sources.map(([, file]) => file),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      types: [],
      paths: { "@/*": [path.join(root, "src/*")] },
      declaration: true,
      emitDeclarationOnly: true,
      outDir: path.join(root, ".language-env"),
      rootDir: path.join(root, "src"),
    },
  );
  return sources.map(([specifier, file]) => {
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile) throw new Error(`language env: cannot read ${file}`);
    let text = "";
    const result = program.emit(sourceFile, (_name, output) => (text = output), undefined, true);
    const error = result.diagnostics.find((d) => d.category === ts.DiagnosticCategory.Error);
    if (error)
      throw new Error(
        `language env: declarations of ${specifier} failed: ${ts.flattenDiagnosticMessageText(error.messageText, "\n")}`,
      );
    return [specifier, text];
  });
}

if (!isMainThread && workerData?.task === "site-declarations") {
  try {
    parentPort.postMessage({ declarations: emitDeclarations(workerData) });
  } catch (error) {
    parentPort.postMessage({ error: String(error.message ?? error) });
  }
}

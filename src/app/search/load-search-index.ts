import { loadSearchEngine, type SearchEngine } from "@/lib/search";

let engine: SearchEngine | undefined;
let pending: Promise<SearchEngine> | undefined;

/** The index, if an earlier open already loaded it. */
export function loadedSearchEngine() {
  return engine;
}

/**
 * Fetches the index chunk (built by build/search-index.ts) once; a failure is forgotten, so
 * "Try again" asks the network afresh.
 */
export function loadSearchIndex(): Promise<SearchEngine> {
  pending ??= import("virtual:search-index").then(
    (module) => (engine = loadSearchEngine(module.default)),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

import indexUrl from "virtual:search-index";
import { loadSearchEngine, type SearchEngine } from "@/lib/search";

let engine: SearchEngine | undefined;
let pending: Promise<SearchEngine> | undefined;

/** The index, if an earlier open already loaded it. */
export function loadedSearchEngine() {
  return engine;
}

async function fetchIndex() {
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`The search index answered ${response.status}`);
  return loadSearchEngine(await response.text());
}

/**
 * Fetches the index (built by pipeline/search-index.ts) on the first search; a failure is
 * forgotten, so "Try again" asks the network afresh.
 */
export function loadSearchIndex(): Promise<SearchEngine> {
  pending ??= fetchIndex().then(
    (loaded) => (engine = loaded),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

import { useCallback, useEffect, useState } from "react";
import type { SearchEngine } from "@/lib/search";
import { loadedSearchEngine, loadSearchIndex } from "./load-search-index";

export type SearchIndexState =
  { status: "loading" } | { status: "ready"; engine: SearchEngine } | { status: "error" };

function initialState(): SearchIndexState {
  const engine = loadedSearchEngine();
  return engine ? { status: "ready", engine } : { status: "loading" };
}

/** Loads the index on mount (the first open) and after `retry`; ready at once when cached. */
export function useSearchIndex() {
  const [state, setState] = useState(initialState);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadSearchIndex().then(
      (engine) => {
        if (live)
          setState((current) =>
            current.status === "ready" ? current : { status: "ready", engine },
          );
      },
      (error: unknown) => {
        console.warn("The search index failed to load:", error);
        if (live) setState({ status: "error" });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((count) => count + 1);
  }, []);

  return { index: state, retry };
}

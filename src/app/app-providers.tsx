import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useEffect, type ReactNode } from "react";

/** Created at startup as the spec asks; no lesson runs a query through it yet. */
const queryClient = new QueryClient();

/**
 * Marks `<html data-ready>` once the app has rendered or hydrated the page: from then on every
 * control works. (The prerendered page is readable earlier; browser tests wait for this.)
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = "";
  }, []);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <ReadyMarker />
      </QueryClientProvider>
    </StrictMode>
  );
}

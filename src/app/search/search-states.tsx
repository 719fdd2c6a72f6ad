import { LoaderCircle, RefreshCw, SearchX, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { getSection, sections, type SectionId } from "@/data/sections";

/** Good first stops for a reader whose words matched nothing. */
const SUGGESTED: SectionId[] = ["getting-started", "core-concepts", "hooks", "faq"];

export function SearchHint() {
  return (
    <p className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-400">
      Type a word to search titles, headings, text and code in all {sections.length} lessons, for
      example <q className="font-medium text-slate-800 dark:text-slate-200">useEffect</q>.
    </p>
  );
}

export function IndexLoading() {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 px-3 py-6 text-sm text-slate-600 dark:text-slate-400"
    >
      <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      Loading the search index…
    </p>
  );
}

export function IndexError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="m-1 flex flex-col items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-50"
    >
      <p className="flex items-center gap-2 font-semibold">
        <WifiOff aria-hidden="true" className="size-4" />
        The search index could not be loaded.
      </p>
      <p>Check your connection, then try again.</p>
      <Button size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

interface NoResultsProps {
  query: string;
  onOpenSection: (sectionId: SectionId) => void;
}

export function NoResults({ query, onOpenSection }: NoResultsProps) {
  return (
    <div className="px-3 py-5 text-sm">
      <p className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
        <SearchX aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span className="min-w-0 break-words">No results for "{query}"</span>
      </p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Check the spelling or try another word. Or start with one of these lessons:
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {SUGGESTED.map((id) => (
          <li key={id}>
            <Button variant="outline" size="sm" onClick={() => onOpenSection(id)}>
              {getSection(id).title}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

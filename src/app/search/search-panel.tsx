import { Search, X } from "lucide-react";
import { useId, useMemo, useState, type KeyboardEvent, type RefObject } from "react";
import { DialogClose } from "@/components/ui/dialog";
import { search } from "@/lib/search";
import { SearchResults } from "./search-results";
import { IndexError, IndexLoading, NoResults, SearchHint } from "./search-states";
import { useSearchIndex } from "./use-search-index";

interface SearchPanelProps {
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (sectionId: string, headingId?: string) => void;
  /** Called once, on mount: the text the input starts with. */
  initialQuery?: () => string;
}

/**
 * The combobox: focus stays in the input while the arrow keys move the active option
 * (`aria-activedescendant`), as in the ARIA APG's list-autocomplete pattern.
 */
export function SearchPanel({ inputRef, onChoose, initialQuery }: SearchPanelProps) {
  const { index, retry } = useSearchIndex();
  const [query, setQuery] = useState(() => initialQuery?.() ?? "");
  const [active, setActive] = useState(0);
  const listboxId = useId();
  const optionId = (position: number) => `${listboxId}-option-${position}`;

  const hits = useMemo(
    () => (index.status === "ready" ? search(index.engine, query) : []),
    [index, query],
  );
  const showList = hits.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((active + step + hits.length) % hits.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      onChoose(hits[active].sectionId, hits[active].headingId);
    }
  };

  return (
    <>
      <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900">
        <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label="Search the guide"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={showList ? listboxId : undefined}
          aria-activedescendant={showList ? optionId(active) : undefined}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="Search lessons and code…"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-10 min-w-0 flex-1 rounded-md bg-transparent px-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-white dark:placeholder:text-slate-400"
        />
        <DialogClose
          aria-label="Close search"
          className="grid size-9 shrink-0 cursor-pointer place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogClose>
      </div>
      <div className="flex-1 p-2">
        {index.status === "loading" && <IndexLoading />}
        {index.status === "error" && <IndexError onRetry={retry} />}
        {index.status === "ready" && !query.trim() && <SearchHint />}
        {index.status === "ready" && query.trim() && !showList && (
          <NoResults query={query.trim()} onOpenSection={(sectionId) => onChoose(sectionId)} />
        )}
        {showList && (
          <SearchResults
            id={listboxId}
            hits={hits}
            active={active}
            optionId={optionId}
            onActivate={setActive}
            onChoose={(hit) => onChoose(hit.sectionId, hit.headingId)}
          />
        )}
      </div>
      <p role="status" className="sr-only">
        {showList ? `${hits.length} result${hits.length === 1 ? "" : "s"}` : ""}
      </p>
      <p className="sticky bottom-0 hidden items-center gap-4 border-t border-slate-200 bg-white px-4 py-2 text-xs text-slate-600 sm:flex dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400 touch:hidden!">
        <span>
          <Kbd>↑</Kbd> <Kbd>↓</Kbd> to move
        </span>
        <span>
          <Kbd>Enter</Kbd> to open
        </span>
        <span>
          <Kbd>Esc</Kbd> to close
        </span>
      </p>
    </>
  );
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans text-[11px] font-medium text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200">
      {children}
    </kbd>
  );
}

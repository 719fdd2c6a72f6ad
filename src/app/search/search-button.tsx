import { Search } from "lucide-react";
import { memo, useCallback, useRef, useState, useSyncExternalStore } from "react";
import type { SectionId } from "@/data/sections";
import { createResource } from "@/lib/resource";
import { startTypeAhead, type TypeAhead } from "./type-ahead";
import { useSearchShortcut } from "./use-search-shortcut";

/** The dialog, the search engine and their styles: fetched on the first open, never before. */
const dialogChunk = createResource(() => import("./search-dialog"));
type SearchDialogComponent = Awaited<ReturnType<typeof dialogChunk.load>>["SearchDialog"];

const noSubscription = () => () => {};
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform);

interface SearchButtonProps {
  onOpenSection: (sectionId: SectionId, headingId?: string) => void;
  /** Whether this button answers Ctrl+K, ⌘K and "/"; exactly one on the page should. */
  shortcut?: boolean;
}

/**
 * Opens the search dialog. Only this button ships in the first load; the dialog and the index
 * arrive on the first open (the dialog is fetched early when the pointer or focus reaches it).
 * Memoized: its props never change, so a lesson switch (which re-renders the page around it)
 * skips both copies.
 */
export const SearchButton = memo(function SearchButton({
  onOpenSection,
  shortcut = true,
}: SearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [SearchDialog, setSearchDialog] = useState<SearchDialogComponent>();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const typeAhead = useRef<TypeAhead | null>(null);
  // The server cannot know the platform: it renders "Ctrl", and a Mac swaps in "⌘" on hydration.
  const apple = useSyncExternalStore(noSubscription, isApple, () => false);

  const openSearch = useCallback(() => {
    setOpen(true);
    // Keys typed before the input appears are kept for it (the dialog takes them on mount).
    typeAhead.current?.take();
    typeAhead.current = startTypeAhead();
    dialogChunk.load().then(
      (module) => setSearchDialog(() => module.SearchDialog),
      (error: unknown) => {
        console.warn("Search could not be loaded:", error);
        typeAhead.current?.take();
        dialogChunk.reset();
        setOpen(false);
      },
    );
  }, []);
  const takeTypedText = useCallback(() => typeAhead.current?.take() ?? "", []);
  useSearchShortcut(openSearch, shortcut);

  const prefetch = () => void dialogChunk.load().catch(() => dialogChunk.reset());

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        // Named by its visible word, so speech-input users can say what they see (WCAG 2.5.3).
        aria-label={shortcut ? undefined : "Search"}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts={shortcut ? "Control+K Meta+K /" : undefined}
        className="inline-flex h-9 min-w-9 shrink-0 cursor-pointer items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        onClick={openSearch}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <Search aria-hidden="true" className="size-4 shrink-0" />
        {shortcut && <span className="text-sm">Search</span>}
        {shortcut && (
          <kbd
            aria-hidden="true"
            className="ml-auto hidden rounded border border-slate-200 px-1 font-sans text-[11px] font-medium text-slate-500 lg:inline dark:border-slate-700 dark:text-slate-400 touch:hidden!"
          >
            {apple ? "⌘K" : "Ctrl K"}
          </kbd>
        )}
      </button>
      {SearchDialog && (
        <SearchDialog
          open={open}
          onOpenChange={setOpen}
          onOpenSection={onOpenSection}
          triggerRef={triggerRef}
          takeTypedText={takeTypedText}
        />
      )}
    </>
  );
});

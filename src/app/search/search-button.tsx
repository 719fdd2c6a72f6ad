import { Search } from "lucide-react";
import { useCallback, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import type { SectionId } from "@/data/sections";
import { cn } from "@/lib/cn";
import { createResource } from "@/lib/resource";
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
  className?: string;
}

/**
 * Opens the search dialog. Only this button ships in the first load; the dialog and the index
 * arrive on the first open (the dialog is fetched early when the pointer or focus reaches it).
 */
export function SearchButton({ onOpenSection, shortcut = true, className }: SearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [SearchDialog, setSearchDialog] = useState<SearchDialogComponent>();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The server cannot know the platform: it renders "Ctrl", and a Mac swaps in "⌘" on hydration.
  const apple = useSyncExternalStore(noSubscription, isApple, () => false);

  const openSearch = useCallback(() => {
    setOpen(true);
    dialogChunk.load().then(
      (module) => setSearchDialog(() => module.SearchDialog),
      (error: unknown) => {
        console.warn("Search could not be loaded:", error);
        dialogChunk.reset();
        setOpen(false);
      },
    );
  }, []);
  useSearchShortcut(openSearch, shortcut);

  const prefetch = () => void dialogChunk.load().catch(() => dialogChunk.reset());

  return (
    <>
      <Button
        ref={triggerRef}
        variant="outline"
        size="sm"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts={shortcut ? "Control+K Meta+K /" : undefined}
        className={cn("gap-1.5 px-2.5 text-slate-600 dark:text-slate-300", className)}
        onClick={openSearch}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <Search aria-hidden="true" />
        {shortcut && (
          <kbd
            aria-hidden="true"
            className="hidden font-sans text-xs font-medium text-slate-500 lg:inline dark:text-slate-400"
          >
            {apple ? "⌘K" : "Ctrl K"}
          </kbd>
        )}
      </Button>
      {SearchDialog && (
        <SearchDialog
          open={open}
          onOpenChange={setOpen}
          onOpenSection={onOpenSection}
          triggerRef={triggerRef}
        />
      )}
    </>
  );
}

import { useRef, type RefObject } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { isSectionId, type SectionId } from "@/data/sections";
import { SearchPanel } from "./search-panel";

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenSection: (sectionId: SectionId, headingId?: string) => void;
  /** Where focus goes back to when nothing sensible had it before the dialog opened. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** What the reader typed while the dialog was on its way: the query it opens with. */
  takeTypedText?: () => string;
}

/** "Search the guide": a modal combobox over every lesson, loaded on the first open. */
export function SearchDialog({
  open,
  onOpenChange,
  onOpenSection,
  triggerRef,
  takeTypedText,
}: SearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const chosen = useRef(false);

  const choose = (sectionId: string, headingId?: string) => {
    if (!isSectionId(sectionId)) return;
    chosen.current = true;
    onOpenChange(false);
    onOpenSection(sectionId, headingId);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        // Keeps the active result clear of the sticky input and key hints when it scrolls in.
        className="scroll-pt-16 scroll-pb-12"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          chosen.current = false;
          returnFocus.current = document.activeElement;
          const input = inputRef.current;
          input?.focus();
          // A query typed before the dialog arrived: the caret goes after it.
          input?.setSelectionRange(input.value.length, input.value.length);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // A chosen result moves focus to the heading it lands on; anything else goes back to
          // where the reader was (the button, or wherever "/" or Ctrl+K was pressed).
          if (chosen.current) return;
          const previous = returnFocus.current;
          const back =
            previous instanceof HTMLElement && previous.isConnected && previous !== document.body
              ? previous
              : triggerRef.current;
          back?.focus();
        }}
        // Escape closes the dialog only, not the phone menu underneath it.
        onEscapeKeyDown={(event) => event.stopPropagation()}
      >
        <DialogTitle className="sr-only">Search the guide</DialogTitle>
        <DialogDescription className="sr-only">
          Searches lesson titles, headings, text and code samples. Use the up and down arrow keys to
          move through the results and Enter to open one.
        </DialogDescription>
        <SearchPanel inputRef={inputRef} onChoose={choose} initialQuery={takeTypedText} />
      </DialogContent>
    </Dialog>
  );
}

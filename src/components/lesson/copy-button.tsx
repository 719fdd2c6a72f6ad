import { Check, Copy, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useCopy } from "@/lib/use-copy";

interface CopyButtonProps {
  /** The exact text to put on the clipboard, or a function that reads it at click time. */
  text: string | (() => string);
  /** Accessible name, e.g. "Copy code". */
  label: string;
  /** What a screen reader hears after a successful copy. */
  copiedMessage?: string;
  className?: string;
}

const failureMessage = "Copy failed: select the text and press Ctrl+C (⌘C on a Mac).";

/** Copy to clipboard with a 2000 ms check icon, a spoken confirmation and a visible failure. */
export function CopyButton({ text, label, copiedMessage = "Copied", className }: CopyButtonProps) {
  const { state, copy } = useCopy();
  const Icon = state === "copied" ? Check : state === "failed" ? X : Copy;
  return (
    <span className="relative inline-flex items-center">
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={label}
        data-state={state}
        title={label}
        onClick={() => void copy(typeof text === "function" ? text() : text)}
        className={cn(
          state === "copied" && "text-emerald-700 dark:text-emerald-400",
          state === "failed" && "text-rose-700 dark:text-rose-400",
          className,
        )}
      >
        <Icon aria-hidden="true" data-icon={state === "idle" ? "copy" : state} />
      </Button>
      <span role="status" className="sr-only">
        {state === "copied" ? copiedMessage : ""}
      </span>
      {state === "failed" && (
        <span
          role="alert"
          className="absolute top-full right-0 z-20 mt-1 w-64 rounded-md border border-rose-200 bg-white p-2 text-xs font-normal whitespace-normal text-rose-800 shadow-lg dark:border-rose-800 dark:bg-slate-900 dark:text-rose-200"
        >
          {failureMessage}
        </span>
      )}
    </span>
  );
}

import { useMemo } from "react";
import { moduleLoader, useModule } from "@/lib/module-loader";
import { cn } from "@/lib/cn";
import { tokenColours } from "./editor-theme-colours";

const highlighter = moduleLoader(() =>
  import("./highlight-tsx").then((module) => module.highlightTsx),
);

/**
 * Loads the highlighter (highlight-tsx.tsx: CodeMirror's parser, which the editor loads too), so
 * a challenge's panel and its preview start without waiting for it. Tests await it first.
 */
export const loadHighlighter = () => highlighter.load();

interface HighlightedCodeProps {
  code: string;
  /** Names the scrolling region, e.g. "Solution code". */
  label: string;
  className?: string;
}

/**
 * Read-only TSX coloured like the editor, with CodeMirror's own parser (already in the
 * playground's chunk: no second highlighter ships). Long lines wrap and a long file scrolls
 * inside the box, which the keyboard can reach and scroll. Plain until the parser has loaded
 * (it usually has: the editor above uses it), then coloured; the text never changes.
 */
export function HighlightedCode({ code, label, className }: HighlightedCodeProps) {
  // Without the parser the code stays plain: still exact, still readable.
  const highlight = useModule(highlighter, true, "ignore");
  const content = useMemo(() => (highlight ? highlight(code) : code), [highlight, code]);
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      data-slot="highlighted-code"
      className={cn(
        "overflow-auto rounded-md border border-slate-200 bg-white p-3 font-mono text-[0.8125rem] leading-6 break-words whitespace-pre-wrap text-(--cm-text) focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:bg-slate-950",
        tokenColours,
        className,
      )}
    >
      <code>{content}</code>
    </pre>
  );
}

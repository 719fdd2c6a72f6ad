import { javascriptLanguage } from "@codemirror/lang-javascript";
import { highlightCode } from "@lezer/highlight";
import { useMemo, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { staticHighlighter, tokenColours } from "./editor-theme";

const tsxParser = javascriptLanguage.parser.configure({ dialect: "jsx ts" });

/** TSX as spans with the editor's token classes; plain text where a token has no colour. */
export function highlightTsx(code: string): ReactNode[] {
  const pieces: ReactNode[] = [];
  highlightCode(
    code,
    tsxParser.parse(code),
    staticHighlighter,
    (text, classes) =>
      pieces.push(
        classes ? (
          <span key={pieces.length} className={classes}>
            {text}
          </span>
        ) : (
          text
        ),
      ),
    () => pieces.push("\n"),
  );
  return pieces;
}

interface HighlightedCodeProps {
  code: string;
  /** Names the scrolling region, e.g. "Solution code". */
  label: string;
  className?: string;
}

/**
 * Read-only TSX coloured like the editor, with CodeMirror's own parser (already in the
 * playground's chunk: no second highlighter ships). Long lines wrap and a long file scrolls
 * inside the box, which the keyboard can reach and scroll.
 */
export function HighlightedCode({ code, label, className }: HighlightedCodeProps) {
  const content = useMemo(() => highlightTsx(code), [code]);
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

import { javascriptLanguage } from "@codemirror/lang-javascript";
import { highlightCode } from "@lezer/highlight";
import type { ReactNode } from "react";
import { staticHighlighter } from "./editor-theme";

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

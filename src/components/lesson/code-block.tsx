import { FileCode2, Terminal } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { cn } from "@/lib/cn";
import { useBlockCodeView } from "@/lib/code-view";
import { CodeViewSwitch } from "./code-view-switch";
import { CopyButton } from "./copy-button";

interface CodeBlockProps {
  /** The sample's text: what the copy button copies. */
  code: string;
  /** Fence language; defaults to JavaScript like an unlabelled fence. */
  language?: string;
  /** A file name or caption shown above the code. */
  title?: string;
  /** Build-time highlighted inner HTML of `<code>` (Shiki); plain text is shown without it. */
  html?: string;
  /**
   * The JavaScript view of a TypeScript sample, derived at build time (pipeline/js-view.ts). With
   * it, the block gets the guide-wide TS / JS switch.
   */
  jsCode?: string;
  jsHtml?: string;
  jsLanguage?: string;
  jsTitle?: string;
}

const languageNames: Record<string, string> = {
  tsx: "TSX",
  jsx: "JSX",
  ts: "TypeScript",
  typescript: "TypeScript",
  js: "JavaScript",
  javascript: "JavaScript",
  bash: "Terminal",
  sh: "Terminal",
  shell: "Terminal",
  json: "JSON",
  css: "CSS",
  html: "HTML",
  yaml: "YAML",
  yml: "YAML",
  toml: "TOML",
  ini: "Config",
  env: ".env",
  diff: "Diff",
  text: "Text",
};

interface ViewProps {
  code: string;
  language: string;
  title?: string;
  html?: string;
}

/**
 * A code sample with a caption and a copy button. The copy button shows on hover and on
 * keyboard focus, and always on touch screens where nothing hovers. A TypeScript sample with a
 * JavaScript view shows whichever the reader chose, for the whole guide.
 */
export function CodeBlock({
  jsCode,
  jsHtml,
  jsLanguage,
  jsTitle,
  language = "javascript",
  ...ts
}: CodeBlockProps) {
  if (jsCode === undefined) return <CodeFigure {...ts} language={language} />;
  return (
    <SwitchableCodeBlock
      ts={{ ...ts, language }}
      js={{ code: jsCode, html: jsHtml, language: jsLanguage ?? "js", title: jsTitle }}
    />
  );
}

function SwitchableCodeBlock({ ts, js }: { ts: ViewProps; js: ViewProps }) {
  const id = useId();
  const figure = useRef<HTMLElement>(null);
  const { view, announces } = useBlockCodeView(id, figure);
  return (
    <CodeFigure {...(view === "js" ? js : ts)} view={view} figureRef={figure}>
      <CodeViewSwitch view={view} id={id} announces={announces} />
    </CodeFigure>
  );
}

/**
 * Marks `figure` with `data-focus-within` while focus is in it, which shows its copy button
 * (global.css, .code-copy). Not `:focus-within` in CSS: that state changes on every ancestor of
 * whatever gets focus, and a rule for the button under it made Chromium restyle the whole lesson
 * on each focus change (12 ms of a TS / JS press at 4× CPU). The block's own attribute has it
 * look through the block only. React never sets the attribute, so it leaves it alone.
 */
function useFocusWithinMark(figure: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = figure.current;
    if (!element) return;
    const enter = () => {
      element.dataset.focusWithin = "";
    };
    const leave = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) delete element.dataset.focusWithin;
    };
    element.addEventListener("focusin", enter);
    element.addEventListener("focusout", leave);
    return () => {
      element.removeEventListener("focusin", enter);
      element.removeEventListener("focusout", leave);
    };
  }, [figure]);
}

function CodeFigure({
  code,
  language,
  title,
  html,
  view,
  figureRef,
  children,
}: ViewProps & { view?: string; figureRef?: RefObject<HTMLElement | null>; children?: ReactNode }) {
  const ownRef = useRef<HTMLElement>(null);
  const figure = figureRef ?? ownRef;
  useFocusWithinMark(figure);
  const languageName = languageNames[language] ?? language.toUpperCase();
  const isTerminal = languageName === "Terminal";
  // Exactly the block's height: the lines (leading-6), the code's padding (p-4), the caption
  // (min-h-10 and its border) and the block's own borders. What a block away from the screen is
  // taken to measure until it has been drawn once (content-visibility: auto, below).
  const lines = code.replace(/\n$/, "").split("\n").length;
  const height = `calc(${lines * 1.5 + 2 + 2.5}rem + 3px)`;
  const Icon = isTerminal ? Terminal : FileCode2;
  return (
    <figure
      ref={figure}
      data-slot="code-block"
      data-language={language}
      data-view={view}
      style={{ containIntrinsicSize: `auto ${height}` }}
      // Contained: a block that changes (the TS / JS switch) is laid out and painted on its own,
      // and the rest of a long lesson only moves (a whole-page repaint took 20 ms a frame).
      // Away from the screen it is neither styled, laid out nor painted (content-visibility):
      // a TS / JS switch changes the blocks there without that work, and without a frame's
      // worth of hit testing and painting for each, and they are drawn when the reader
      // scrolls to them.
      className="group code-block my-6 overflow-hidden rounded-lg border border-slate-200 bg-white contain-layout contain-paint [content-visibility:auto] dark:border-slate-700 dark:bg-slate-950"
    >
      <figcaption className="flex min-h-10 items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 py-1 pr-1.5 pl-3 text-xs text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
        <span className="flex min-w-0 items-center gap-2">
          <Icon aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate font-mono">{title ?? languageName}</span>
          {title && <span className="sr-only">({languageName})</span>}
        </span>
        {/* A div: the TS / JS switch inside it is a group of buttons, not phrasing content. */}
        <div className="flex shrink-0 items-center gap-1.5">
          {children}
          <CopyButton
            text={code}
            label={title ? `Copy code: ${title}` : "Copy code"}
            className={cn(
              "code-copy opacity-0 group-hover:opacity-100 focus-visible:opacity-100 data-[state=copied]:opacity-100 data-[state=failed]:opacity-100 [@media(hover:none)]:opacity-100",
            )}
          />
        </div>
      </figcaption>
      {/* Fades at an edge with more code beyond it (global.css, .scroll-fade). */}
      <div className="scroll-fade">
        <pre
          tabIndex={0}
          data-scroller
          className="overflow-x-auto p-4 font-mono text-[0.8125rem] leading-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600"
        >
          {html === undefined ? (
            <code>{code}</code>
          ) : (
            // Safe: the HTML is produced at build time by Shiki from the lesson's own code
            // fences (pipeline/remark-code-blocks.ts); nothing from a reader or the network.
            <code dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </pre>
      </div>
    </figure>
  );
}

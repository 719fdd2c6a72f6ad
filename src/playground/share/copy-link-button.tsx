import { Check, Copy, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { COPY_CONFIRMATION_MS } from "@/data/constants";
import { demoLesson } from "@/data/editable-demos";
import { cn } from "@/lib/cn";
import { makeShareLink, MAX_LINK_LENGTH, type ShareTarget } from "@/lib/share-link";
import { saveWork } from "@/lib/visit-work";
import { WORK_FILE_NAME } from "@/lib/work-file";

interface CopyLinkButtonProps {
  target: ShareTarget;
  /** The code in the editor now. */
  source: () => string;
  /**
   * Which edge of the row the message lines up with. The row holding the button is `relative`:
   * the message spans up to its width, so it stays on a phone's screen.
   */
  align?: "start" | "end";
  /** The size of the buttons beside it. */
  size?: "sm" | "default";
}

type Problem =
  { kind: "too-long"; length: number; saved: boolean } | { kind: "no-clipboard"; url: string };

const number = (value: number) => value.toLocaleString("en-US");

/**
 * "Copy link": a link that opens this lesson with this code in this example or challenge
 * (share-link.ts). Code too long for a link is offered the work file instead.
 */
export function CopyLinkButton({
  target,
  source,
  align = "end",
  size = "sm",
}: CopyLinkButtonProps) {
  const section = target.kind === "challenge" ? target.id.split("/")[0] : demoLesson(target.file);
  const [copied, setCopied] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Escape closes the message, as it would a popup.
  const shown = problem !== null;
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setProblem(null);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [shown]);
  if (!section) return null;

  const copy = async () => {
    const page = `${window.location.origin}${window.location.pathname}`;
    const link = await makeShareLink(page, section, target, source());
    if (!link.ok) {
      setProblem({ kind: "too-long", length: link.length, saved: false });
      return;
    }
    try {
      if (!navigator.clipboard?.writeText) throw new Error("Clipboard API unavailable");
      await navigator.clipboard.writeText(link.url);
    } catch {
      setProblem({ kind: "no-clipboard", url: link.url });
      return;
    }
    setProblem(null);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  return (
    <span className="inline-flex">
      <Button
        variant="outline"
        size={size}
        aria-label="Copy link to this code"
        onClick={() => void copy()}
        className={cn(copied && "text-emerald-800 dark:text-emerald-300")}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        Copy link
      </Button>
      <span role="status" className="sr-only">
        {copied ? "Link copied" : ""}
      </span>
      {problem && (
        <span
          data-slot="copy-link-problem"
          className={cn(
            "absolute top-full z-20 mt-1 flex w-[min(22rem,100%)] flex-col items-start gap-2 rounded-md border border-amber-300 bg-white p-3 text-sm whitespace-normal text-slate-800 shadow-lg dark:border-amber-700 dark:bg-slate-900 dark:text-slate-100",
            align === "end" ? "right-0" : "left-0",
          )}
        >
          <span role="alert">
            {problem.kind === "too-long"
              ? `This code is too long to share as a link: the link would be ${number(problem.length)} characters, and links stay under ${number(MAX_LINK_LENGTH)} so that chat apps and mail pass them on whole. Save your work to a file instead, and share the file.`
              : "The link could not be put on the clipboard. Copy it from here:"}
          </span>
          {problem.kind === "no-clipboard" && (
            <input
              readOnly
              value={problem.url}
              aria-label="Link to this code"
              onFocus={(event) => event.currentTarget.select()}
              className="w-full rounded border border-slate-300 bg-white px-2 py-1 font-mono text-xs dark:border-slate-600 dark:bg-slate-950"
            />
          )}
          <span className="flex flex-wrap gap-2">
            {problem.kind === "too-long" && !problem.saved && (
              <Button
                size="sm"
                onClick={() => {
                  saveWork();
                  setProblem({ ...problem, saved: true });
                }}
              >
                Save my work
              </Button>
            )}
            {problem.kind === "too-long" && problem.saved && (
              <span role="status">Saved {WORK_FILE_NAME} (see your downloads).</span>
            )}
            <Button variant="ghost" size="sm" onClick={() => setProblem(null)}>
              <X aria-hidden="true" />
              Close
            </Button>
          </span>
        </span>
      )}
    </span>
  );
}

import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { CopyButton } from "./copy-button";
import { LessonContents } from "./lesson-contents";
import { useLesson } from "./lesson-context";

/** The link that opens a section directly; the URL never changes while reading. */
export function sectionLink(sectionId: string) {
  return `${window.location.origin}${import.meta.env.BASE_URL}?section=${sectionId}`;
}

/**
 * The lesson's one `h1`, focusable so a section switch can move focus to it, and under it the
 * lesson's contents on screens without the contents column.
 */
export function LessonTitle({ className, children, ...props }: ComponentProps<"h1">) {
  const { sectionId } = useLesson();
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <h1
          tabIndex={-1}
          className={cn(
            "text-3xl leading-tight font-bold tracking-tight text-slate-900 outline-none sm:text-4xl dark:text-white",
            className,
          )}
          {...props}
        >
          {children}
        </h1>
        {sectionId && (
          <CopyButton
            className="mt-1 print:hidden"
            label="Copy link to this section"
            copiedMessage="Link copied"
            // Read at click time: the origin is only known in the browser, not while prerendering.
            text={() => sectionLink(sectionId)}
          />
        )}
      </div>
      <LessonContents />
    </>
  );
}

export function LessonH2({ className, children, ...props }: ComponentProps<"h2">) {
  return (
    <h2
      tabIndex={-1}
      className={cn(
        "mt-12 mb-4 border-b border-slate-200 pb-2 text-2xl font-semibold tracking-tight text-slate-900 outline-none dark:border-slate-700 dark:text-white",
        className,
      )}
      {...props}
    >
      {children}
    </h2>
  );
}

export function LessonH3({ className, children, ...props }: ComponentProps<"h3">) {
  return (
    <h3
      tabIndex={-1}
      className={cn(
        "mt-8 mb-3 text-lg font-semibold text-slate-900 outline-none dark:text-white",
        className,
      )}
      {...props}
    >
      {children}
    </h3>
  );
}

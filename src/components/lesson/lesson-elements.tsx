import { ExternalLink } from "lucide-react";
import { Children, isValidElement, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/** External links open in a new tab without giving it access to this page. */
export function LessonLink({ href = "", children, className, ...props }: ComponentProps<"a">) {
  const external = /^https?:\/\//.test(href);
  return (
    <a
      href={href}
      className={cn(
        "font-medium text-sky-800 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800 dark:text-sky-300 dark:decoration-sky-300/40 dark:hover:decoration-sky-300",
        className,
      )}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...props}
    >
      {children}
      {external && (
        <>
          <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-0.125em]" />
          <span className="sr-only"> (opens in a new tab)</span>
        </>
      )}
    </a>
  );
}

/**
 * Tables scroll sideways inside their own focusable group on narrow screens (arrow keys scroll
 * it once focused), and fade at an edge with more columns beyond it (global.css, .scroll-fade).
 */
export function LessonTable({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className="scroll-fade my-6">
      <div
        role="group"
        aria-label="Table"
        tabIndex={0}
        data-scroller
        className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-700"
      >
        <table
          className={cn("lesson-table w-full border-collapse text-sm", className)}
          {...props}
        />
      </div>
    </div>
  );
}

export function InlineCode({ className, ...props }: ComponentProps<"code">) {
  return (
    <code
      className={cn(
        "rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.875em] text-slate-900 dark:bg-slate-800 dark:text-slate-100",
        className,
      )}
      {...props}
    />
  );
}

function isCheckbox(node: ReactNode) {
  return isValidElement<ComponentProps<"input">>(node) && node.props.type === "checkbox";
}

/**
 * GFM task items (`- [ ] step`) become real checkboxes a reader can tick while working
 * through a checklist; each is labelled by its own text. Nothing is stored.
 */
export function LessonListItem({ className, children, ...props }: ComponentProps<"li">) {
  const items = Children.toArray(children);
  const box = items.find(isCheckbox);
  if (!className?.includes("task-list-item") || !isValidElement<ComponentProps<"input">>(box)) {
    return (
      <li className={className} {...props}>
        {children}
      </li>
    );
  }
  return (
    <li className="task-list-item list-none" {...props}>
      <label className="flex cursor-pointer items-start gap-2.5">
        <input
          type="checkbox"
          defaultChecked={Boolean(box.props.checked)}
          className="mt-1 size-4 shrink-0 accent-sky-700"
        />
        <span>{items.filter((item) => item !== box)}</span>
      </label>
    </li>
  );
}

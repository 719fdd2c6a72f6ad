import { cva, type VariantProps } from "class-variance-authority";
import { AlertTriangle, Info, Lightbulb, ShieldAlert } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const calloutVariants = cva(
  "my-6 flex gap-3 rounded-lg border-l-4 px-4 py-3 text-sm leading-6 [&_p]:my-1",
  {
    variants: {
      type: {
        note: "border-sky-600 bg-sky-50 text-sky-950 dark:border-sky-400 dark:bg-sky-950/60 dark:text-sky-50",
        tip: "border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950/60 dark:text-emerald-50",
        warning:
          "border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950/60 dark:text-amber-50",
        danger:
          "border-rose-600 bg-rose-50 text-rose-950 dark:border-rose-400 dark:bg-rose-950/60 dark:text-rose-50",
      },
    },
    defaultVariants: { type: "note" },
  },
);

const icons = { note: Info, tip: Lightbulb, warning: AlertTriangle, danger: ShieldAlert };
const defaultTitles = { note: "Note", tip: "Tip", warning: "Warning", danger: "Security" };

/** A highlighted aside in a lesson: a note, a tip, a warning or a security danger. */
export function Callout({
  className,
  type,
  title,
  children,
  ...props
}: ComponentProps<"div"> & VariantProps<typeof calloutVariants> & { title?: string }) {
  const kind = type ?? "note";
  const Icon = icons[kind];
  return (
    <div
      role="note"
      data-slot="callout"
      data-type={kind}
      className={cn(calloutVariants({ type: kind }), className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title ?? defaultTitles[kind]}</p>
        {children}
      </div>
    </div>
  );
}

import { BookOpen, ChevronDown } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useModule } from "@/lib/module-loader";
import { explanations } from "./loader";
import type { Explanation } from "./types";

/** Explanation text, with what sits between backticks shown as code. */
export function RichText({ text }: { text: string }) {
  return text.split("`").map((part, index) =>
    index % 2 === 1 ? (
      <code
        key={index}
        className="rounded bg-slate-100 px-0.5 font-mono text-[0.95em] dark:bg-slate-800"
      >
        {part}
      </code>
    ) : (
      part
    ),
  );
}

function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="block">
      <strong className="font-semibold">{label}</strong> {children}
    </span>
  );
}

/**
 * Under a message from React (a console line, an error banner): a disclosure button that opens
 * what the message means, its usual cause, the fix and the lesson section that teaches it. A
 * message the guide does not know gets nothing, and is read as it is. Everything is phrasing
 * content (spans, a button, a link), so it fits inside a console line's text as well as a banner.
 */
export function MessageExplanation({ text }: { text: string }) {
  const module = useModule(explanations, true, "ignore");
  const explanation = useMemo(() => module?.explainMessage(text) ?? null, [module, text]);
  if (!module || !explanation) return null;
  // Another message in the same place (the banner's next error) starts closed.
  return (
    <Disclosure
      key={text}
      explanation={explanation}
      href={module.lessonHref(explanation.link)}
      label={module.lessonLabel(explanation.link)}
    />
  );
}

interface DisclosureProps {
  explanation: Explanation;
  href: string;
  label: string;
}

function Disclosure({ explanation, href, label }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const disclosure = useRef<HTMLSpanElement>(null);
  // Opened near the bottom of the console's scrolling box (or of the window), the explanation
  // is brought into view, as little as it takes, its button first when both do not fit; the
  // focus stays on the button.
  useEffect(() => {
    if (open) disclosure.current?.scrollIntoView({ block: "nearest" });
  }, [open]);
  return (
    <span
      ref={disclosure}
      className="mt-1 block font-sans text-xs whitespace-normal"
      data-slot="message-explanation"
      data-explanation={explanation.id}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className="-ml-1 inline-flex min-h-6 items-center gap-1 rounded px-1 text-left font-medium text-sky-800 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800 focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-300 dark:decoration-sky-300/40 dark:hover:decoration-sky-300"
      >
        <ChevronDown
          aria-hidden="true"
          className={cn(
            "size-3.5 shrink-0 transition-transform motion-reduce:transition-none",
            !open && "-rotate-90",
          )}
        />
        Explain: {explanation.topic}
      </button>
      <span
        id={panelId}
        hidden={!open}
        className="mt-1 mb-1 block space-y-1.5 rounded-md border border-slate-200 bg-white p-2.5 leading-5 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <Part label="What it means:">
          <RichText text={explanation.meaning} />
        </Part>
        <Part label="Usual cause:">
          <RichText text={explanation.cause} />
        </Part>
        <Part label="Fix:">
          <RichText text={explanation.fix} />
        </Part>
        <a
          href={href}
          className="inline-flex min-h-6 items-center gap-1.5 font-medium text-sky-800 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800 dark:text-sky-300 dark:decoration-sky-300/40 dark:hover:decoration-sky-300"
        >
          <BookOpen aria-hidden="true" className="size-3.5 shrink-0" />
          Learn more: {label}
        </a>
      </span>
    </span>
  );
}

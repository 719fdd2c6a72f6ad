import { Play, ShieldAlert } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { takeLinkArrivalFocus } from "@/lib/incoming-work";

interface LinkedCodeNoticeProps {
  /** The code's key (a demo's file, `challenge:<id>`): the link's arrival lands here. */
  codeKey: string;
  onRun: () => void;
}

/**
 * In place of the preview while the code in the editor came from a link and has not run: says
 * whose code it is and offers to run it. The link's arrival scrolls here and focuses it, so a
 * keyboard or screen reader user starts at the explanation, with Run the next stop.
 */
export function LinkedCodeNotice({ codeKey, onRun }: LinkedCodeNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!takeLinkArrivalFocus(codeKey)) return;
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus({ preventScroll: true });
  }, [codeKey]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      data-slot="linked-code-notice"
      className="flex flex-col items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <p id={titleId} className="flex items-center gap-2 font-semibold">
        <ShieldAlert aria-hidden="true" className="size-4" />
        Code from a link
      </p>
      <p>
        The code in the editor came from a shared link, so it has not run yet. Read it first; Run
        starts it in the preview, a sandbox kept apart from this page.
      </p>
      <Button onClick={onRun}>
        <Play aria-hidden="true" />
        Run
      </Button>
    </div>
  );
}

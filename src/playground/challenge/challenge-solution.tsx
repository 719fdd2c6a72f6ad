import { ClipboardCheck } from "lucide-react";
import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import { ChallengeProse } from "./challenge-prose";
import { HighlightedCode } from "../editor/highlighted-code";

interface ChallengeSolutionProps {
  solution: string;
  explanation: string;
  onUse: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** The worked answer, shown on request, with why it works and a way to try it. */
export function ChallengeSolution({ solution, explanation, onUse, ref }: ChallengeSolutionProps) {
  return (
    <div
      ref={ref}
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
      data-slot="challenge-solution"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">Solution</p>
        <Button variant="outline" size="sm" onClick={onUse}>
          <ClipboardCheck aria-hidden="true" />
          Load solution into the editor
        </Button>
      </div>
      <HighlightedCode code={solution} label="Solution code" className="max-h-[32rem]" />
      <p className="text-sm text-slate-800 dark:text-slate-200">
        <ChallengeProse text={explanation} />
      </p>
    </div>
  );
}

import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CodeEditor } from "../editor/code-editor";
import { ConsolePanel } from "../preview/console-panel";
import { RunnerFrame } from "../preview/runner-frame";
import { StrictModeNote } from "../preview/strict-mode-note";
import { useEditedSource } from "./use-edited-source";
import { useRunner } from "../preview/use-runner";
import { CopyLinkButton } from "../share/copy-link-button";
import { LinkedCodeNotice } from "../share/linked-code-notice";
import { useLinkHold } from "../share/use-link-hold";
import type { EarlyFrame } from "../preview/early-frame";

interface EditPanelProps {
  /** The example's heading, e.g. "Counter". */
  title: string;
  /** The demo's file, e.g. "src/demos/counter-demo.tsx": where its imports resolve from. */
  file: string;
  /** The demo's source as shipped. */
  code: string;
  /** The frame the Edit press started with `code` (early-frame.ts), if it did. */
  earlyFrame?: EarlyFrame | null;
}

/**
 * An ExampleBox's Edit mode: the demo's source in an editor the box's whole width (ordinary lines
 * do not wrap), its live, sandboxed preview beneath. "Reset code" is the mode's one reset (the
 * box hides its own, which remounts the Live Preview tab's demo, while Edit is open).
 */
export default function EditPanel({ title, file, code, earlyFrame = null }: EditPanelProps) {
  const runner = useRunner({ earlyFrame });
  const link = useLinkHold(file, runner);
  const { shown, onEdit, reset, currentSource } = useEditedSource(file, code, link.runner, file);
  const compileError = runner.status.kind === "compile-error" ? runner.status.error : null;
  return (
    <div className="grid gap-4 p-4" data-slot="edit-panel">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="relative flex items-center justify-between gap-2">
          <p className="truncate font-mono text-xs text-slate-700 dark:text-slate-300">{file}</p>
          <div className="flex shrink-0 gap-2">
            <CopyLinkButton target={{ kind: "demo", file }} source={currentSource} />
            <Button variant="outline" size="sm" onClick={reset}>
              <RotateCcw aria-hidden="true" />
              Reset code
            </Button>
          </div>
        </div>
        <CodeEditor
          value={shown.text}
          revision={shown.revision}
          onChange={onEdit}
          label={`Edit ${title} code`}
          file={file}
          error={compileError}
          className="max-h-[32rem]"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        {link.held ? (
          <LinkedCodeNotice codeKey={file} onRun={link.release} />
        ) : (
          <RunnerFrame runner={runner} title={`${title} preview`} onResetCode={reset} />
        )}
        <StrictModeNote />
        <ConsolePanel log={runner.console} onClear={runner.clearConsole} title={title} />
      </div>
    </div>
  );
}

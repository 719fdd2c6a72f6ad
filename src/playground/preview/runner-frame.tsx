import { AlertTriangle, Hourglass, RotateCcw, X } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { RUNNER_FRAME_CLASS as frameClass, RUNNER_SANDBOX, runnerUrl } from "./early-frame";
import { MessageExplanation } from "../explain/message-explanation";
import type { RunnerHost, RunnerStatus } from "./use-runner";

interface RunnerFrameProps {
  runner: RunnerHost;
  /** Names the frame for assistive technology, e.g. "Counter preview". */
  title: string;
  /** Puts the original code back (offered with a runtime error). */
  onResetCode: () => void;
}

const notice =
  "flex flex-col items-start gap-3 rounded-lg border p-4 text-sm " +
  "border-rose-200 bg-rose-50 text-rose-900 dark:border-rose-800 dark:text-rose-100";

function setHeight(frame: HTMLIFrameElement, height: number | null) {
  frame.style.height = height === null ? "" : `${height}px`;
}

/**
 * The place of a frame started before the panel (early-frame.ts): the frame is moved in with
 * `moveBefore`, which keeps its page running (`appendChild` would load it again, so that is
 * only the fallback of a browser that refuses the move), and given the height the runner reports.
 */
function AdoptedFrame({ frame, height }: { frame: HTMLIFrameElement; height: number | null }) {
  const place = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const parent = place.current;
    if (!parent || frame.parentNode === parent) return;
    try {
      parent.moveBefore(frame, null);
    } catch {
      parent.append(frame);
    }
  }, [frame]);
  useLayoutEffect(() => setHeight(frame, height), [frame, height]);
  return <div ref={place} data-slot="adopted-frame" />;
}

/** React's component stack ("\n    at Broken (…)\n    at App (…)") as component names. */
export function componentNames(componentStack: string | undefined) {
  return (componentStack ?? "")
    .split("\n")
    .map((line) => /^\s*at ([\w$.]+)/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));
}

/**
 * A runtime error, over the preview it came from: it takes the preview's place and never its
 * height, so the challenge's Check and results stay where they were, however long the message
 * (the message scrolls inside). Dismiss shows the preview under it again (an error thrown by a
 * click leaves the preview running) until the next error.
 */
function PreviewError({
  status,
  onResetCode,
  onDismiss,
}: {
  status: Extract<RunnerStatus, { kind: "runtime-error" }>;
  onResetCode: () => void;
  onDismiss: () => void;
}) {
  const names = componentNames(status.componentStack);
  return (
    <div
      role="alert"
      data-slot="preview-error"
      // Opaque in both schemes: the preview under it showed through a translucent one.
      className={cn(notice, "absolute inset-0 z-10 overflow-y-auto shadow-sm dark:bg-rose-950")}
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4" />
        Your code threw an error.
      </p>
      {/* wrap-anywhere: a long word or URL wraps too, instead of running off the panel. */}
      <p className="w-full font-mono text-xs wrap-anywhere whitespace-pre-wrap">{status.message}</p>
      {names.length > 0 && (
        <p className="w-full font-mono text-xs wrap-anywhere whitespace-pre-wrap">
          {`The error occurred in:\n${names.map((name) => `  at <${name}>`).join("\n")}`}
        </p>
      )}
      <MessageExplanation text={status.message} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onResetCode}>
          <RotateCcw aria-hidden="true" />
          Reset code
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          <X aria-hidden="true" />
          Dismiss
        </Button>
      </div>
    </div>
  );
}

/**
 * While the code does not compile, the preview says what it shows: faded, with a label in its
 * bottom corner, never moving what is below. Output starts at the top left, and a preview is
 * rarely narrower than its first lines: in the top corner of a phone's preview the label (two
 * lines there) covered them.
 */
function StalePreviewNote({ kept }: { kept: boolean }) {
  return (
    <p
      role="status"
      data-slot="stale-preview"
      className="absolute right-2 bottom-2 z-10 ml-2 max-w-[calc(100%-1rem)] rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-xs font-medium text-amber-950 shadow-sm dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {kept
        ? "The code does not compile: this is the last version that ran."
        : "The code does not compile, so nothing has run yet."}
    </p>
  );
}

/**
 * The sandboxed preview. `allow-scripts` without `allow-same-origin` gives the frame an opaque
 * origin, so the reader's code cannot reach the guide's DOM or storage (STYLE.md, Playground).
 * `allow-forms` lets forms submit as they do in the reader's own tab (the runner's policy,
 * `form-action 'none'`, keeps a submission from ever loading a page); `allow-modals` lets
 * `alert`, `confirm` and `prompt` answer as they do there (the runner stops a dialog loop).
 */
export function RunnerFrame({ runner, title, onResetCode }: RunnerFrameProps) {
  const { status, attachFrame, frameKey, frameName, earlyFrame, height, restart } = runner;
  // The error the reader dismissed: shown again only when another one comes.
  const [dismissed, setDismissed] = useState<RunnerStatus | null>(null);
  const stopped = status.kind === "timeout" || status.kind === "unavailable";
  return (
    <div className="flex min-w-0 flex-col gap-3" data-slot="runner-frame">
      {stopped && (
        <div role="alert" className={cn(notice, "dark:bg-rose-950/60")}>
          <p className="flex items-center gap-2 font-semibold">
            <Hourglass aria-hidden="true" className="size-4" />
            {status.kind === "timeout"
              ? "This code ran too long and was stopped."
              : "The preview did not start."}
          </p>
          <p>
            {status.kind === "timeout"
              ? "A loop that never ends, or a render that sets state every time, can cause this."
              : "Its files may not have loaded: check your connection, then restart it."}
          </p>
          <Button variant="outline" size="sm" onClick={restart}>
            <RotateCcw aria-hidden="true" />
            Restart
          </Button>
        </div>
      )}
      {/* Escape in the preview lands here (use-runner's PREVIEW_EXIT): out of the frame, in place. */}
      <div
        tabIndex={-1}
        data-preview-exit
        role="group"
        aria-label={title}
        hidden={stopped}
        className="relative rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        {/* The frame comes with its first run, in its name (use-runner.ts): until then, its place. */}
        <div
          className={cn(
            "motion-safe:transition-opacity",
            status.kind === "compile-error" && "opacity-60",
          )}
        >
          {frameName === null ? (
            <div className={frameClass} />
          ) : earlyFrame ? (
            <AdoptedFrame key={frameKey} frame={earlyFrame} height={height} />
          ) : (
            <iframe
              key={frameKey}
              ref={attachFrame}
              name={frameName}
              src={runnerUrl}
              sandbox={RUNNER_SANDBOX}
              title={title}
              style={{ height: height ?? undefined }}
              className={frameClass}
            />
          )}
        </div>
        {status.kind === "runtime-error" && status !== dismissed && (
          <PreviewError
            status={status}
            onResetCode={onResetCode}
            onDismiss={() => setDismissed(status)}
          />
        )}
        {status.kind === "compile-error" && <StalePreviewNote kept={status.previewKept} />}
      </div>
      {status.kind === "loading" && (
        <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
          Starting the preview…
        </p>
      )}
    </div>
  );
}

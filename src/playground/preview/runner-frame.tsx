import { AlertTriangle, Hourglass, RotateCcw } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { RUNNER_FRAME_CLASS as frameClass, RUNNER_SANDBOX, runnerUrl } from "./early-frame";
import { MessageExplanation } from "../explain/message-explanation";
import type { RunnerHost } from "./use-runner";

interface RunnerFrameProps {
  runner: RunnerHost;
  /** Names the frame for assistive technology, e.g. "Counter preview". */
  title: string;
  /** Puts the original code back (offered with a runtime error). */
  onResetCode: () => void;
}

const notice =
  "flex flex-col items-start gap-3 rounded-lg border p-4 text-sm " +
  "border-rose-200 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-100";

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
 * The sandboxed preview. `allow-scripts` without `allow-same-origin` gives the frame an opaque
 * origin, so the reader's code cannot reach the guide's DOM or storage (STYLE.md, Playground).
 * `allow-forms` lets forms submit as they do in the reader's own tab (the runner's policy,
 * `form-action 'none'`, keeps a submission from ever loading a page); `allow-modals` lets
 * `alert`, `confirm` and `prompt` answer as they do there (the runner stops a dialog loop).
 */
export function RunnerFrame({ runner, title, onResetCode }: RunnerFrameProps) {
  const { status, attachFrame, frameKey, frameName, earlyFrame, height, restart } = runner;
  const names = status.kind === "runtime-error" ? componentNames(status.componentStack) : [];
  return (
    <div className="flex min-w-0 flex-col gap-3" data-slot="runner-frame">
      {(status.kind === "timeout" || status.kind === "unavailable") && (
        <div role="alert" className={notice}>
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
      {status.kind === "runtime-error" && (
        <div role="alert" className={notice}>
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle aria-hidden="true" className="size-4" />
            Your code threw an error.
          </p>
          {/* wrap-anywhere: a long word or URL wraps too, instead of running off the panel. */}
          <p className="w-full font-mono text-xs wrap-anywhere whitespace-pre-wrap">
            {status.message}
          </p>
          {names.length > 0 && (
            <p className="w-full font-mono text-xs wrap-anywhere whitespace-pre-wrap">
              {`The error occurred in:\n${names.map((name) => `  at <${name}>`).join("\n")}`}
            </p>
          )}
          <MessageExplanation text={status.message} />
          <Button variant="outline" size="sm" onClick={onResetCode}>
            <RotateCcw aria-hidden="true" />
            Reset code
          </Button>
        </div>
      )}
      {/* Escape in the preview lands here (use-runner's PREVIEW_EXIT): out of the frame, in place. */}
      <div
        tabIndex={-1}
        data-preview-exit
        role="group"
        aria-label={title}
        hidden={status.kind === "timeout" || status.kind === "unavailable"}
        className="rounded-lg outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        {/* The frame comes with its first run, in its name (use-runner.ts): until then, its place. */}
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
      {status.kind === "loading" && (
        <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
          Starting the preview…
        </p>
      )}
    </div>
  );
}

import runnerVersion from "virtual:runner-version";
import { frameName, RUNNER_PATH, type FrameStart } from "../frame-start";

export const runnerUrl = `${import.meta.env.BASE_URL}${RUNNER_PATH}?v=${runnerVersion}`;

/** The attributes of the runner's frame (see runner-frame.tsx for why each is there). */
export const RUNNER_SANDBOX = "allow-scripts allow-forms allow-modals";

export const RUNNER_FRAME_CLASS =
  "block min-h-32 w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-950";

/**
 * A runner frame started as soon as the press that first opens an Edit tab has been drawn,
 * while the panel's code is still on its way: at 4× CPU the panel's chunks arrive, run and
 * render the panel's own frame 375–560 ms after the press, and the frame's start (its page,
 * React's development build, the first run) came after that. Started in the press's own handler,
 * the frame's insertion and its process's start competed with drawing the pressed tab (the
 * press took ~180 ms more to show); a frame later, they overlap the chunks' download instead.
 * The panel's runner adopts the frame (use-runner.ts) and moves it into place with
 * `moveBefore`, which keeps a frame's page where `appendChild` would load it again; where a
 * browser has no `moveBefore`, no frame is started early and the panel makes its own.
 */
export interface EarlyFrame {
  element: HTMLIFrameElement;
  /** The run its name carries: the demo's code as shipped, run 1 of the panel's runner. */
  start: FrameStart;
  /** What the frame posted so far; from then on the runner listens itself, and none is kept. */
  takeMessages: () => MessageEvent[];
  /** Stops keeping its messages (the box went away before a panel took the frame). */
  drop: () => void;
}

function canMoveFrames() {
  return typeof Element === "function" && "moveBefore" in Element.prototype;
}

/**
 * Starts the frame of `source` in `parking` (a place of the Edit tab's, out of sight and of the
 * accessibility tree), or returns null where it could not be moved out of there intact.
 */
export function startEarlyFrame(
  parking: HTMLElement,
  source: { code: string; file: string },
  title: string,
): EarlyFrame | null {
  if (!canMoveFrames()) return null;
  const start: FrameStart = { runId: 1, source: source.code, file: source.file, checks: false };
  const element = document.createElement("iframe");
  element.name = frameName(start);
  element.src = runnerUrl;
  element.setAttribute("sandbox", RUNNER_SANDBOX);
  element.title = title;
  element.className = RUNNER_FRAME_CLASS;
  const messages: MessageEvent[] = [];
  const keep = (event: MessageEvent) => {
    if (event.source !== null && event.source === element.contentWindow) messages.push(event);
  };
  window.addEventListener("message", keep);
  parking.append(element);
  const drop = () => window.removeEventListener("message", keep);
  return {
    element,
    start,
    takeMessages: () => {
      drop();
      return messages.splice(0);
    },
    drop,
  };
}

import { act, screen } from "@testing-library/react";
import { onTestFinished, vi } from "vitest";
import { readFrameName, type FromRunner, type ToRunner } from "@/playground/protocol";

/** A MessageChannel whose ports deliver at once, so a test sees each request as it is sent. */
class SyncPort {
  peer: SyncPort | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  postMessage(data: unknown) {
    this.peer?.onmessage?.({ data });
  }
  close() {
    this.peer = null;
  }
}
class SyncChannel {
  port1 = new SyncPort();
  port2 = new SyncPort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

/**
 * A stand-in for the sandboxed runner page (jsdom loads no frames): it records what the guide
 * posts to the frame and answers through `window` messages whose source is that frame, as the
 * real runner does. `answer` decides the replies to each request; none means "stuck".
 */
export function fakeRunner(answer: (message: ToRunner) => FromRunner[] = () => []) {
  const sent: ToRunner[] = [];
  let frame: HTMLIFrameElement | null = null;
  // The frame's end of the port the guide handed over, if it has.
  let port: SyncPort | null = null;

  function emit(data: FromRunner, source: MessageEventSource | null = frame!.contentWindow) {
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data, source }));
    });
  }

  /**
   * Takes over the frame titled `title` and says "ready", as the runner's script does on load.
   * `runName`: like the runner, it also starts the run the frame's name carries (answered as
   * `answer` answers a run, not counted among the requests), and says so in "ready".
   */
  function start(title: string | RegExp, { runName = false } = {}) {
    frame = screen.getByTitle(title) as HTMLIFrameElement;
    const receive = (message: ToRunner) => {
      sent.push(message);
      const replies = answer(message);
      queueMicrotask(() => replies.forEach((reply) => emit(reply)));
    };
    // The guide sends its requests through the port it hands over with "channel".
    const original = globalThis.MessageChannel;
    globalThis.MessageChannel = SyncChannel as unknown as typeof MessageChannel;
    onTestFinished(() => {
      globalThis.MessageChannel = original;
    });
    vi.spyOn(frame.contentWindow!, "postMessage").mockImplementation(
      (message: unknown, _origin?: unknown, transfer?: unknown) => {
        const given = Array.isArray(transfer) ? (transfer[0] as SyncPort | undefined) : undefined;
        if ((message as ToRunner).type === "channel" && given) {
          given.onmessage = ({ data }) => receive(data as ToRunner);
          port = given;
          return;
        }
        receive(message as ToRunner);
      },
    );
    const first = runName ? readFrameName(frame.name) : null;
    emit({ type: "ready", started: first?.runId });
    if (first) {
      const replies = answer({ type: "run", ...first });
      queueMicrotask(() => replies.forEach((reply) => emit(reply)));
    }
    return frame;
  }

  /** What the guide asked to run or check (not its pings and hints). */
  const requests = () =>
    sent.filter((message) => message.type === "run" || message.type === "check");
  /**
   * Says `data` through the port the guide handed over, as the runner says "leaving";
   * `andWindow`: through the window too, before the guide has rendered anything in between.
   */
  function emitThroughPort(data: FromRunner, { andWindow = false } = {}) {
    const source = frame!.contentWindow;
    act(() => {
      port?.postMessage(data);
      if (andWindow) window.dispatchEvent(new MessageEvent("message", { data, source }));
    });
  }
  /** Says `messages` one after another, before the guide has rendered anything in between. */
  function emitTogether(messages: FromRunner[]) {
    const source = frame!.contentWindow;
    act(() => {
      for (const data of messages)
        window.dispatchEvent(new MessageEvent("message", { data, source }));
    });
  }
  return { sent, requests, start, emit, emitThroughPort, emitTogether, frame: () => frame };
}

/** Replies of a runner that renders anything it is given. */
export function renders(message: ToRunner): FromRunner[] {
  return message.type === "run" ? [{ type: "rendered", runId: message.runId }] : [];
}

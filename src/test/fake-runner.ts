import { act, screen } from "@testing-library/react";
import { vi } from "vitest";
import type { FromRunner, ToRunner } from "@/playground/protocol";

/**
 * A stand-in for the sandboxed runner page (jsdom loads no frames): it records what the guide
 * posts to the frame and answers through `window` messages whose source is that frame, as the
 * real runner does. `answer` decides the replies to each request; none means "stuck".
 */
export function fakeRunner(answer: (message: ToRunner) => FromRunner[] = () => []) {
  const sent: ToRunner[] = [];
  let frame: HTMLIFrameElement | null = null;

  function emit(data: FromRunner, source: MessageEventSource | null = frame!.contentWindow) {
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data, source }));
    });
  }

  /** Takes over the frame named `title` and says "ready", as the runner's script does on load. */
  function start(title: string | RegExp) {
    frame = screen.getByTitle(title) as HTMLIFrameElement;
    vi.spyOn(frame.contentWindow!, "postMessage").mockImplementation((message: unknown) => {
      sent.push(message as ToRunner);
      const replies = answer(message as ToRunner);
      queueMicrotask(() => replies.forEach((reply) => emit(reply)));
    });
    emit({ type: "ready" });
    return frame;
  }

  const requests = () => sent.filter((message) => message.type !== "ping");
  return { sent, requests, start, emit, frame: () => frame };
}

/** Replies of a runner that renders anything it is given. */
export function renders(message: ToRunner): FromRunner[] {
  return message.type === "run" ? [{ type: "rendered", runId: message.runId }] : [];
}

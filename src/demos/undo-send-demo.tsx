import { useEffect, useRef, useState } from "react";

const DELAY_SECONDS = 3;

type Status =
  | { kind: "idle" }
  | { kind: "waiting"; text: string }
  | { kind: "sent"; text: string }
  | { kind: "undone" };

const buttonClass =
  "h-9 rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

export function UndoSendDemo() {
  const [draft, setDraft] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // A DOM ref: React puts the <textarea> element here once it is on the page.
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  // A value the screen never shows: the id of the send that is waiting, or null.
  const timeoutRef = useRef<number | null>(null);
  const waiting = status.kind === "waiting";

  // Leaving the page (or Reset) cancels a send that is still waiting.
  useEffect(() => {
    return () => {
      if (timeoutRef.current !== null) clearTimeout(timeoutRef.current);
    };
  }, []);

  function send() {
    const text = draft.trim();
    if (!text || timeoutRef.current !== null) return;
    setStatus({ kind: "waiting", text });
    timeoutRef.current = window.setTimeout(() => {
      timeoutRef.current = null;
      setStatus({ kind: "sent", text });
      setDraft("");
    }, DELAY_SECONDS * 1000);
  }

  function undo() {
    if (timeoutRef.current === null) return;
    clearTimeout(timeoutRef.current);
    timeoutRef.current = null;
    setStatus({ kind: "undone" });
    fieldRef.current?.focus(); // back to the text, ready to fix it
  }

  return (
    <div className="flex max-w-md flex-col gap-3">
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        Message
        <textarea
          ref={fieldRef}
          rows={3}
          value={draft}
          readOnly={waiting}
          onChange={(event) => setDraft(event.target.value)}
          className="rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-normal text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-600 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={send}
          aria-disabled={waiting || !draft.trim()}
          className={`${buttonClass} bg-sky-700 text-white hover:bg-sky-800 dark:bg-sky-600 dark:text-slate-950 dark:hover:bg-sky-500`}
        >
          Send
        </button>
        <button
          type="button"
          onClick={undo}
          aria-disabled={!waiting}
          className={`${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`}
        >
          Undo
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {status.kind === "idle" && `Sending waits ${DELAY_SECONDS} seconds, so you can undo it.`}
        {status.kind === "waiting" && `Sending “${status.text}” in ${DELAY_SECONDS} seconds…`}
        {status.kind === "sent" && `Sent: “${status.text}”.`}
        {status.kind === "undone" && "Not sent. Your message is back in the box."}
      </p>
    </div>
  );
}

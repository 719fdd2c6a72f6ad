import { useCallback, useEffect, useRef, useState } from "react";
import { COPY_CONFIRMATION_MS } from "@/data/constants";

export type CopyState = "idle" | "copied" | "failed";

/** A failure message stays twice as long as the success tick: it has more to read. */
const FAILURE_VISIBLE_MS = COPY_CONFIRMATION_MS * 2;

/**
 * Copies text to the clipboard and reports how it went: "copied" for 2000 ms, or "failed"
 * when the Clipboard API is missing (an insecure origin) or the browser denies it.
 */
export function useCopy() {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = useCallback((next: CopyState) => {
    clearTimeout(timer.current);
    setState(next);
    timer.current = setTimeout(
      () => setState("idle"),
      next === "copied" ? COPY_CONFIRMATION_MS : FAILURE_VISIBLE_MS,
    );
  }, []);

  const copy = useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard?.writeText) throw new Error("Clipboard API unavailable");
        await navigator.clipboard.writeText(text);
        settle("copied");
      } catch {
        settle("failed");
      }
    },
    [settle],
  );

  return { state, copy };
}

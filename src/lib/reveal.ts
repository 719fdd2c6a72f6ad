/** How long a revealed panel is kept in view while the page around it settles. */
export const SETTLE_MS = 1500;
/** The reader's own moves, which end that: the page is theirs again. */
const READER_INPUT = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

/**
 * Brings a panel that has just opened (check results, a hint, a solution, a started challenge)
 * into view, scrolling no further than needed (`block: "nearest"`; html's scroll-padding keeps
 * it clear of the phone's sticky bars). Smooth, or instant when the reader prefers less motion.
 * Focus stays where it is: on the control that opened the panel.
 *
 * What is above the panel may still grow once it is there (the console takes the lines a check
 * printed a moment after its results), pushing the panel down out of view again: for a moment
 * after, each change in the page's size brings it back, until the reader scrolls, taps or types.
 */
export function revealPanel(element: Element | null | undefined, settleMs = SETTLE_MS) {
  if (!element) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const reveal = () =>
    element.scrollIntoView({
      block: "nearest",
      inline: "nearest",
      behavior: reduce ? "auto" : "smooth",
    });
  reveal();
  if (!settleMs || typeof ResizeObserver === "undefined") return;

  let observed = false;
  const observer = new ResizeObserver(() => {
    // The first call reports the size the page had when observed.
    if (!observed) observed = true;
    else if (element.isConnected) reveal();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
  };
  const timer = setTimeout(stop, settleMs);
  for (const type of READER_INPUT)
    window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(element.ownerDocument.body);
}

/** Where a jump lands a heading below the top of the window (html's scroll-padding-top). */
function landingLine() {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(padding) ? padding : 72;
}

/**
 * The heading the reader is in: the last one whose top has passed a line just below where a
 * jump lands it. Phones land headings lower (under the sticky bars), so the line follows
 * html's scroll-padding-top rather than a fixed number.
 */
export function activeHeadingId(headings: readonly { id: string }[], root: HTMLElement) {
  const tops = headings.map(
    (heading) => document.getElementById(heading.id)?.getBoundingClientRect().top ?? Infinity,
  );
  // At the very bottom the last headings may never reach the line; the lowest visible one wins.
  const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
  const line = atBottom ? window.innerHeight - 1 : landingLine() + 24;
  let active = headings[0]?.id ?? "";
  tops.forEach((top, index) => {
    if (top <= line) active = headings[index].id;
  });
  return active;
}

import { sections, type SectionId } from "@/data/sections";

/** The parts of `navigator.connection` (Chromium only) the plan reads. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
  /** Estimated bandwidth in Mb/s (Chromium caps it at 10). */
  downlink?: number;
}

/**
 * Below this estimated bandwidth, a connection is not "fast" even when it reports "4g": that
 * class starts at about 0.7 Mb/s, where the 16 lessons (~470 kB gzip, ~3.8 Mbit) would hold the
 * link for several seconds and slow the one request the reader is waiting for. At 5 Mb/s the
 * whole set moves in under a second.
 */
export const FAST_DOWNLINK_MBPS = 5;

/** True on a connection where fetching every lesson in the background costs the reader little. */
export function isFastConnection(connection: ConnectionHints | undefined) {
  if (!connection || connection.saveData) return false;
  if (connection.effectiveType !== "4g") return false;
  return connection.downlink === undefined || connection.downlink >= FAST_DOWNLINK_MBPS;
}

/**
 * Which lessons to fetch while the page is idle, in order, with `current` on screen.
 *
 * A visit that reads one lesson should not pay for sixteen, and a reader on a metered plan
 * cannot be told apart from one on a flat rate (most browsers expose no connection at all). So:
 * - Save-Data: nothing; only the reader's own intent (hover, focus, press) fetches a lesson.
 * - Otherwise the next lesson in reading order, the likeliest next click (the pager's "Next").
 * - Every other lesson only once the reader has opened a second lesson (`engaged`) AND the
 *   connection is known to be fast: they are browsing, and a switch should never wait.
 * Headless Chromium reports "4g" (with an estimated downlink), so a one-lesson visit such as
 * Lighthouse's never reaches the last case.
 */
export function prefetchPlan(
  current: SectionId,
  connection: ConnectionHints | undefined,
  engaged = false,
): SectionId[] {
  if (connection?.saveData) return [];
  const index = sections.findIndex((section) => section.id === current);
  const after = sections.slice(index + 1).map((section) => section.id);
  if (!engaged || !isFastConnection(connection)) return after.slice(0, 1);
  const before = sections.slice(0, index).map((section) => section.id);
  return [...after, ...before];
}

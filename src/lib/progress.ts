import { PROGRESS_CAP } from "@/data/constants";

/**
 * Scroll progress as a whole percentage of the scrollable height, from 0 to the cap.
 * A page that cannot scroll has made no progress.
 */
export function computeProgress(scrollTop: number, scrollHeight: number, viewportHeight: number) {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  const percent = Math.round((Math.max(0, scrollTop) / scrollable) * 100);
  return Math.min(PROGRESS_CAP, percent);
}

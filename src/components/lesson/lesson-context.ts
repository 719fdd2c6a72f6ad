import { createContext, useContext, useMemo, type ReactNode } from "react";

/** One `h2` of the lesson: its id on the page and its text. */
export interface LessonHeadingEntry {
  id: string;
  text: string;
}

export interface LessonInfo {
  /** The section id the lesson is shown under, e.g. "hooks". */
  sectionId: string;
  /** The lesson's `h2` headings in order (the build exports them from every lesson). */
  headings?: readonly LessonHeadingEntry[];
  /** Scrolls to one of those headings and focuses it, as "On this page" does. */
  onJump?: (headingId: string) => void;
}

export const LessonContext = createContext<LessonInfo>({ sectionId: "" });

export function useLesson() {
  return useContext(LessonContext);
}

/**
 * How many of the lesson's later parts are on the page (pipeline/rehype-lesson-parts.ts). Apart
 * from LessonContext so that revealing a part re-renders the parts, not every heading.
 */
export const RevealedPartsContext = createContext(Infinity);

interface LessonPartProps {
  part: string;
  /**
   * The part's content. The build passes a function (pipeline/recma-lazy-parts.ts), so that its
   * elements are created only once the part is revealed.
   */
  children?: ReactNode | (() => ReactNode);
}

/** One later part of a lesson: rendered once the lesson has revealed it. */
export function LessonPart({ part, children }: LessonPartProps) {
  const shown = Number(part) <= useContext(RevealedPartsContext);
  // The same elements on every later reveal, so React skips this part when the next one shows.
  const content = useMemo(
    () => (shown && typeof children === "function" ? children() : children),
    [shown, children],
  );
  return shown ? (content as ReactNode) : null;
}

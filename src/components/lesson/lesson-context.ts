import { createContext, useContext, type ReactNode } from "react";

export interface LessonInfo {
  /** The section id the lesson is shown under, e.g. "hooks". */
  sectionId: string;
}

export const LessonContext = createContext<LessonInfo>({ sectionId: "" });

export function useLesson() {
  return useContext(LessonContext);
}

/**
 * How many of the lesson's later parts are on the page (build/rehype-lesson-parts.ts). Apart
 * from LessonContext so that revealing a part re-renders the parts, not every heading.
 */
export const RevealedPartsContext = createContext(Infinity);

/** One later part of a lesson: rendered once the lesson has revealed it. */
export function LessonPart({ part, children }: { part: string; children?: ReactNode }) {
  return Number(part) <= useContext(RevealedPartsContext) ? children : null;
}

import { createContext, useContext } from "react";

export interface LessonInfo {
  /** The section id the lesson is shown under, e.g. "hooks". */
  sectionId: string;
}

export const LessonContext = createContext<LessonInfo>({ sectionId: "" });

export function useLesson() {
  return useContext(LessonContext);
}

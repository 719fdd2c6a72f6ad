import { STRICT_MODE_LESSON } from "./strict-mode-lesson";

export const strictModeLessonHref = `${import.meta.env.BASE_URL}?section=${STRICT_MODE_LESSON.sectionId}#${STRICT_MODE_LESSON.headingId}`;

/** One sentence under each preview: why a log appears twice, and where the lesson explains it. */
export function StrictModeNote() {
  return (
    <p className="text-xs text-slate-700 dark:text-slate-300" data-slot="strict-mode-note">
      Like a new Vite app in development, the preview runs in <code>&lt;StrictMode&gt;</code>, so
      components render twice and effects run setup, cleanup, setup (
      <a
        href={strictModeLessonHref}
        className="font-medium text-sky-800 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800 dark:text-sky-300 dark:decoration-sky-300/40 dark:hover:decoration-sky-300"
      >
        why effects run twice
      </a>
      ).
    </p>
  );
}

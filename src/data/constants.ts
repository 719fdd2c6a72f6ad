/**
 * The product's constants (SPEC §9) in one place. This module imports nothing, so every
 * layer may read it (the lint boundaries make that one exception).
 */
export const SECTION_COUNT = 16;
/** Tailwind `w-80`: 80 spacing units, 320 px. */
export const SIDEBAR_WIDTH_UNITS = 80;
export const SIDEBAR_TRANSITION_MS = 300;
export const COPY_CONFIRMATION_MS = 2000;
export const FORM_SUCCESS_MS = 3000;
export const DIAGRAM_MIN_WIDTH = 320;
export const DIAGRAM_DEFAULT_SIZE = { width: 600, height: 400 } as const;
export const RATING_MAX = 5;
export const POSTS_LIMIT = 3;
export const BODY_PREVIEW_CHARS = 100;
export const PROGRESS_CAP = 100;
export const ACCORDION_ITEMS = 5;
export const POSTS_URL = `https://jsonplaceholder.typicode.com/posts?_limit=${POSTS_LIMIT}`;

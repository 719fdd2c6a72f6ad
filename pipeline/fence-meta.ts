/** Options written after a fence's language, e.g. ```tsx title="src/App.tsx" fragment */
export interface FenceMeta {
  title?: string;
  /** Path of a real source file whose text fills the (empty) fence at build time. */
  file?: string;
  /** Reason a sample is deliberately incomplete: it is parsed, never type-checked. */
  fragment?: string;
  /** A TypeScript sample whose point is TypeScript itself: it gets no JavaScript view. */
  tsOnly?: boolean;
  /**
   * What a deliberately wrong sample shows ("sets state in an effect"): it still parses and
   * type-checks, but the linter, which would flag the very mistake, skips it.
   */
  mistake?: string;
}

const pair = /([a-z][a-z-]*)(?:="([^"]*)")?/g;

export function parseFenceMeta(meta: string | null | undefined): FenceMeta {
  const result: FenceMeta = {};
  if (!meta) return result;
  for (const [, key, value] of meta.matchAll(pair)) {
    if (key === "title" || key === "file") result[key] = value ?? "";
    // A bare `fragment` flag still counts: its reason defaults to "fragment".
    else if (key === "fragment") result.fragment = value || "fragment";
    else if (key === "ts-only") result.tsOnly = true;
    else if (key === "mistake") result.mistake = value || "mistake";
  }
  return result;
}

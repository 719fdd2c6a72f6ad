/** Where a reader's file lives in the language service. */

/** "src/demos/counter-demo.tsx" → "/src/demos/counter-demo.tsx"; "stale-interval.tsx" → "/src/stale-interval.tsx". */
export function readerPath(file: string) {
  const inSrc = file.replace(/^\/?src\//, "");
  return `/src/${/\.tsx?$/.test(inSrc) ? inSrc : `${inSrc.replace(/\.jsx?$/, "")}.tsx`}`;
}

import type { ReactNode } from "react";

/** A named export: the lesson maps it to `default` for lazy(). */
export function Settings(): ReactNode;

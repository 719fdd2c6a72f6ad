import type { ReactNode } from "react";

/** A heavy chart, loaded with lazy(): a default export, as lazy() expects. */
export default function Chart(): ReactNode;

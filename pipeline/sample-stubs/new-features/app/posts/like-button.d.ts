import type { ReactNode } from "react";

/** The "use client" button of the SSR vs CSR lesson's Next.js example. */
export function LikeButton(props: { initialLikes: number }): ReactNode;

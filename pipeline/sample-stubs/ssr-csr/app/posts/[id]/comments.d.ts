import type { ReactNode } from "react";

/** An async Server Component that loads a post's comments (selective hydration sample). */
export function Comments(props: { postId: string }): Promise<ReactNode>;

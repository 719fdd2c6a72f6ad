import { moduleLoader } from "@/lib/module-loader";

/**
 * The explanations of React's messages: a chunk of their own, asked for once a
 * playground panel opens (preload.ts) or a message needs one, never before a first Edit. Until
 * it arrives, and if it never does (offline), messages show as they are.
 */
export const explanations = moduleLoader(() => import("./explain"));

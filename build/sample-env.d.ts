/**
 * Ambient declarations the SSR vs CSR and Deployment samples need on top of the checker's own
 * build/sample-env.d.ts (helper "ts"): merge this file's entries into that one.
 */

declare module "sirv" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  /** sirv 3.0 index.d.ts: the options the lessons use. */
  export interface Options {
    dev?: boolean;
    etag?: boolean;
    maxAge?: number;
    immutable?: boolean;
    single?: string | boolean;
    extensions?: string[];
    dotfiles?: boolean;
    brotli?: boolean;
    gzip?: boolean;
  }
  export type NextHandler = () => void | Promise<void>;
  export type RequestHandler = (
    req: IncomingMessage,
    res: ServerResponse,
    next?: NextHandler,
  ) => void;
  export default function sirv(dir?: string, opts?: Options): RequestHandler;
}

/** Next.js adds its cache options to every `fetch` (next/types/global.d.ts). */
interface RequestInit {
  next?: { revalidate?: number | false; tags?: string[] };
}

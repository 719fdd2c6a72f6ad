/**
 * Ambient declarations for the lesson samples' type check (pipeline/sample-typecheck.ts): the few
 * packages the samples import that this project does not install, each with only the API the
 * lessons use, copied from the named release's own declarations. Every other package a sample
 * imports is a real dev dependency, checked against its real types.
 *
 * - next 16.4: 192 MB unpacked (43.7 MB packed) plus a native compiler per platform.
 * - vite-plugin-pwa 2.0: pulls workbox-build (Babel, Rollup 2) in.
 * - @sentry/vite-plugin 11.9: pulls a native parser (oxc-parser) per platform.
 * - @rolldown/plugin-babel 0.3: its engines need Node ≥ 22.12; this project runs on Node 20.
 * - sirv 3.0 (SSR vs CSR's hand-made server) and Next.js's `fetch` cache options.
 *
 * Not part of the app: tsconfig.node.json excludes this file.
 */

declare module "next" {
  export interface Metadata {
    title?: string | { default: string; template: string } | null;
    description?: string | null;
  }
}

declare module "next/cache" {
  /** next/dist/server/web/spec-extension/revalidate.d.ts */
  export function revalidatePath(originalPath: string, type?: "layout" | "page"): undefined;
  export function revalidateTag(tag: string, profile: string | { expire?: number }): undefined;
  export function updateTag(tag: string): undefined;
  export function refresh(): void;
  export function cacheTag(...tags: string[]): void;
  export function cacheLife(
    profile:
      | "default"
      | "seconds"
      | "minutes"
      | "hours"
      | "days"
      | "weeks"
      | "max"
      | { stale?: number; revalidate?: number; expire?: number },
  ): void;
}

declare module "next/navigation" {
  /** next/dist/client/components/navigation.d.ts and redirect.d.ts */
  export type RedirectType = "push" | "replace";
  export function redirect(url: string, type?: RedirectType): never;
  export function permanentRedirect(url: string, type?: RedirectType): never;
  export function notFound(): never;
  export function usePathname(): string;
  export function useSearchParams(): URLSearchParams;
  export function useParams<T extends Record<string, string | string[]>>(): T;
  export function useRouter(): {
    push(href: string, options?: { scroll?: boolean }): void;
    replace(href: string, options?: { scroll?: boolean }): void;
    refresh(): void;
    back(): void;
    forward(): void;
    prefetch(href: string): void;
  };
}

declare module "next/headers" {
  /** next/dist/server/request/cookies.d.ts and headers.d.ts */
  export function cookies(): Promise<{
    get(name: string): { name: string; value: string } | undefined;
    has(name: string): boolean;
  }>;
  export function headers(): Promise<Headers>;
}

declare module "next/link" {
  import type { AnchorHTMLAttributes, ReactNode, RefAttributes } from "react";
  /** next/dist/client/link.d.ts */
  export interface LinkProps {
    href: string | { pathname?: string; query?: Record<string, string> };
    replace?: boolean;
    scroll?: boolean;
    prefetch?: boolean | "auto" | null;
  }
  export default function Link(
    props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof LinkProps> &
      LinkProps &
      RefAttributes<HTMLAnchorElement> & { children?: ReactNode },
  ): ReactNode;
}

declare module "vite-plugin-pwa" {
  import type { Plugin } from "vite";
  /** vite-plugin-pwa 2.0 dist/index.d.ts, the options the lessons use. */
  export interface ManifestIcon {
    src: string;
    sizes?: string;
    type?: string;
    purpose?: string;
  }
  export interface VitePWAOptions {
    registerType?: "prompt" | "autoUpdate";
    strategies?: "generateSW" | "injectManifest";
    includeAssets?: string | string[];
    manifest?:
      | false
      | {
          name?: string;
          short_name?: string;
          description?: string;
          start_url?: string;
          display?: "fullscreen" | "standalone" | "minimal-ui" | "browser";
          theme_color?: string;
          background_color?: string;
          icons?: ManifestIcon[];
        };
    workbox?: { globPatterns?: string[]; navigateFallback?: string | null };
  }
  export function VitePWA(options?: Partial<VitePWAOptions>): Plugin[];
}

declare module "@sentry/vite-plugin" {
  import type { Plugin } from "vite";
  /** @sentry/bundler-plugins 11.9 build/types/vite/index.d.ts, the options the lessons use. */
  export interface SentryVitePluginOptions {
    org?: string;
    project?: string | string[];
    authToken?: string;
    release?: { name?: string };
    sourcemaps?: {
      assets?: string | string[];
      filesToDeleteAfterUpload?: string | string[];
    };
  }
  export function sentryVitePlugin(options?: SentryVitePluginOptions): Plugin[];
}

declare module "@rolldown/plugin-babel" {
  import type { Plugin } from "vite";
  /** @rolldown/plugin-babel 0.3 dist/index.d.mts: Babel's options plus include/exclude. */
  export interface RolldownBabelOptions {
    include?: string | RegExp | (string | RegExp)[];
    exclude?: string | RegExp | (string | RegExp)[];
    presets?: unknown[];
    plugins?: unknown[];
    parallel?: boolean | number;
    sourceMap?: boolean;
  }
  export default function babel(options: RolldownBabelOptions): Promise<Plugin>;
}

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

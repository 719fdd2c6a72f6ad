/** Where the fetch demo's one live call goes; the only origin besides our own. */
export const POSTS_ORIGIN = "https://jsonplaceholder.typicode.com";

/**
 * The one inline script the guide's pages may run: the boot script, inline in their <head>
 * (pipeline/prerender.ts), allowed by the hash of its text. Its config is a JSON data block beside
 * it, so the hash changes only when its code does; the build fails if it no longer matches
 * (`node scripts/boot-hash.mjs <hash>` updates it here and in the host files).
 */
export const BOOT_SCRIPT_HASH = "sha256-bagrETpMRjJZsU0VSBBhXikGg9r4M5jDTtQMQ2Gd4oE=";

const directives: [string, string][] = [
  ["default-src", "'self'"],
  // Files of our own origin, and the boot script by its hash: no other inline script runs.
  ["script-src", `'self' '${BOOT_SCRIPT_HASH}'`],
  // 'unsafe-inline' for styles only: Shiki colours tokens with style attributes, and Radix's
  // dialog scroll lock injects a <style> element.
  ["style-src", "'self' 'unsafe-inline'"],
  ["img-src", "'self' data:"],
  ["font-src", "'self'"],
  ["connect-src", `'self' ${POSTS_ORIGIN}`],
  // The playground's runner page (its own, stricter-to-the-guide policy below) in a frame.
  ["frame-src", "'self'"],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
];

/** Delivered in a <meta> tag by the prerendered HTML (frame-ancestors only works as a header). */
export const contentSecurityPolicy = directives.map((pair) => pair.join(" ")).join("; ");

/** Headers every response gets, whatever it is. */
export const commonHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), clipboard-read=(), clipboard-write=(self)",
};

/** The guide's policy for hosts that send headers: public/_headers, vercel.json, firebase.json. */
export const securityHeaders: Record<string, string> = {
  "Content-Security-Policy": `${contentSecurityPolicy}; frame-ancestors 'none'`,
  ...commonHeaders,
  "X-Frame-Options": "DENY",
};

/** Where the playground's runner page is served (src/playground/protocol.ts names it too). */
export const RUNNER_PAGE = "/playground.html";

/**
 * The runner page's own policy. It is the one page that may evaluate code (the reader's,
 * compiled in the page); it reaches only the site's files and the posts service the fetch
 * lessons use; and only the guide itself may frame it. Its opaque origin (the frame is
 * sandboxed without allow-same-origin) keeps it from the guide's DOM, storage and cookies.
 */
export const runnerContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  `connect-src ${POSTS_ORIGIN}`,
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

export const runnerHeaders: Record<string, string> = {
  "Content-Security-Policy": `${runnerContentSecurityPolicy}; frame-ancestors 'self'`,
  ...commonHeaders,
  "X-Frame-Options": "SAMEORIGIN",
};

/**
 * The runner page's scripts (`assets/playground-<hash>.js` and its small starter). The page
 * loads them in CORS mode: from its opaque origin, a script fetched without CORS counts as
 * another site's, and the browser then hides every error it throws ("Script error.") and every
 * promise it rejects, so the reader would never learn what their event handler threw. They are
 * public files; allowing any origin to read them gives nothing away.
 */
export const RUNNER_SCRIPT = /^\/assets\/playground-[\w-]+\.js$/;
export const runnerScriptHeaders: Record<string, string> = { "Access-Control-Allow-Origin": "*" };

/** The headers a response for `pathname` gets (used by `vite preview`, see static-host.ts). */
export function headersForPath(pathname: string) {
  if (pathname === RUNNER_PAGE) return runnerHeaders;
  if (RUNNER_SCRIPT.test(pathname)) return { ...securityHeaders, ...runnerScriptHeaders };
  return securityHeaders;
}

/** The prerendered views the boot script fetches (src/boot/view-fragment.ts). */
export const viewContentType = "application/json; charset=utf-8";

export const immutableAssets = "public, max-age=31536000, immutable";
export const revalidateHtml = "no-cache";

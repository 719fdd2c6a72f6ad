/** Where the fetch demo's one live call goes; the only origin besides our own. */
export const POSTS_ORIGIN = "https://jsonplaceholder.typicode.com";

const directives: [string, string][] = [
  ["default-src", "'self'"],
  ["script-src", "'self'"],
  // 'unsafe-inline' for styles only: Shiki colours tokens with style attributes, and Radix's
  // dialog scroll lock injects a <style> element. Scripts stay strictly same-origin.
  ["style-src", "'self' 'unsafe-inline'"],
  ["img-src", "'self' data:"],
  ["font-src", "'self'"],
  ["connect-src", `'self' ${POSTS_ORIGIN}`],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["form-action", "'self'"],
];

/** Delivered in a <meta> tag by the prerendered HTML (frame-ancestors only works as a header). */
export const contentSecurityPolicy = directives.map((pair) => pair.join(" ")).join("; ");

/** The same policy for hosts that send headers: public/_headers, vercel.json, firebase.json. */
export const securityHeaders: Record<string, string> = {
  "Content-Security-Policy": `${contentSecurityPolicy}; frame-ancestors 'none'`,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), clipboard-read=(), clipboard-write=(self)",
  "X-Frame-Options": "DENY",
};

export const immutableAssets = "public, max-age=31536000, immutable";
export const revalidateHtml = "no-cache";

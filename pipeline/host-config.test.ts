// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  commonHeaders,
  immutableAssets,
  revalidateHtml,
  headersForPath,
  RUNNER_PAGE,
  RUNNER_SCRIPT,
  runnerHeaders,
  runnerScriptHeaders,
  securityHeaders,
  viewContentType,
} from "./security-headers.ts";

/**
 * The host header files (public/_headers, vercel.json, firebase.json) are checked in, not
 * generated. This test reads each one the way its host matches paths, so the headers a
 * response would get can never drift from build/security-headers.ts.
 */

interface Rule {
  source: string;
  pattern: RegExp;
  headers: [key: string, value: string][];
}

const file = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), "utf8");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Netlify / Cloudflare Pages: a path per unindented line, `Key: value` lines under it. */
function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      // `*` is a splat that matches anything, slashes included.
      const pattern = new RegExp(`^${line.trim().split("*").map(escape).join(".*")}$`);
      rules.push({ source: line.trim(), pattern, headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(":");
    if (!rule || colon < 0) throw new Error(`_headers: stray line "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Vercel sources are path-to-regexp: `(…)` groups (nesting allowed) are regular expressions. */
function vercelPattern(source: string) {
  let regex = "";
  let depth = 0;
  for (const char of source) {
    if (char === "(") depth += 1;
    regex += depth ? char : escape(char);
    if (char === ")") depth -= 1;
  }
  return new RegExp(`^${regex}$`);
}

/** Firebase sources are globs: `**` crosses slashes, `*` does not, `@(a|b)` is one of. */
function firebasePattern(source: string) {
  const regex = source
    .split(/(\*\*|\*|[@!]\([^)]*\))/)
    .map((part, index) => {
      if (index % 2 === 0) return escape(part);
      if (part === "**") return ".*";
      if (part === "*") return "[^/]*";
      if (part.startsWith("!("))
        return `(?!(?:${part.slice(2, -1).split("|").map(escape).join("|")})$)[^/]*`;
      return `(?:${part.slice(2, -1).split("|").map(escape).join("|")})`;
    })
    .join("");
  return new RegExp(`^${regex}$`);
}

type KeyValue = { key: string; value: string }[];
const pairs = (headers: KeyValue) =>
  headers.map(({ key, value }): [string, string] => [key, value]);

const vercel = JSON.parse(file("vercel.json")) as {
  cleanUrls?: boolean;
  rewrites?: unknown[];
  routes?: unknown[];
  headers: { source: string; headers: KeyValue }[];
};
const firebase = JSON.parse(file("firebase.json")) as {
  hosting: {
    public: string;
    cleanUrls?: boolean;
    rewrites?: unknown[];
    headers: { source: string; headers: KeyValue }[];
  };
};

const hosts: Record<string, Rule[]> = {
  "public/_headers": parseHeadersFile(file("public/_headers")),
  "vercel.json": vercel.headers.map(({ source, headers }) => ({
    source,
    pattern: vercelPattern(source),
    headers: pairs(headers),
  })),
  "firebase.json": firebase.hosting.headers.map(({ source, headers }) => ({
    source,
    pattern: firebasePattern(source),
    headers: pairs(headers),
  })),
};

/**
 * The headers a response for `path` gets. Each header must come from one rule only: Netlify
 * and Cloudflare join the values of a header set twice, Vercel and Firebase let the last win.
 */
function headersFor(rules: Rule[], path: string) {
  const result: Record<string, string> = {};
  const setBy: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [key, value] of rule.headers) {
      const name = key.toLowerCase();
      if (setBy[name]) {
        throw new Error(`${path}: ${key} is set by both "${setBy[name]}" and "${rule.source}"`);
      }
      setBy[name] = rule.source;
      result[key] = value;
    }
  }
  return result;
}

function withoutCacheControl(headers: Record<string, string>) {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => key !== "Cache-Control"));
}

const html = ["/", "/index.html", "/404.html"];
const assets = [
  "/assets/index-BMEOxKNM.css",
  "/assets/index-iaQHhZ4l.js",
  "/assets/boot-0312dbe0.js",
];
const publicFiles = readdirSync(new URL("../public", import.meta.url)).filter(
  (name) => name !== "_headers",
);
const files = [...assets, ...publicFiles.map((name) => `/${name}`)];

it("the shared values are the ones the hosts are meant to send", () => {
  expect(immutableAssets).toBe("public, max-age=31536000, immutable");
  expect(revalidateHtml).toBe("no-cache");
  expect(Object.keys(securityHeaders)).toEqual(
    expect.arrayContaining([
      "Content-Security-Policy",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
    ]),
  );
});

describe.each(Object.entries(hosts))("%s", (name, rules) => {
  it.each(html)("sends exactly the guide's security headers on %s", (path) => {
    expect(withoutCacheControl(headersFor(rules, path))).toEqual(securityHeaders);
  });

  it("sends the runner page its own policy, framable by the guide only", () => {
    expect(withoutCacheControl(headersFor(rules, RUNNER_PAGE))).toEqual(runnerHeaders);
    // Versioned by its query (src/playground/preview/use-runner.ts): cacheable for good, so offline too.
    expect(headersFor(rules, RUNNER_PAGE)["Cache-Control"]).toBe(immutableAssets);
    expect(runnerHeaders["Content-Security-Policy"]).toContain("frame-ancestors 'self'");
    expect(runnerHeaders["X-Frame-Options"]).toBe("SAMEORIGIN");
  });

  it("lets the runner page's opaque origin load its scripts in CORS mode, and nothing else", () => {
    for (const script of [
      "/assets/playground-CqiSfvGd.js",
      "/assets/playground-start-1a2b3c4d.js",
    ]) {
      expect(RUNNER_SCRIPT.test(script)).toBe(true);
      expect(headersFor(rules, script)).toEqual(expect.objectContaining(runnerScriptHeaders));
      expect(headersForPath(script)).toEqual(expect.objectContaining(runnerScriptHeaders));
    }
    for (const other of [...assets, ...html, RUNNER_PAGE, "/assets/view-hooks-b95cb050.json"]) {
      expect(headersFor(rules, other)["Access-Control-Allow-Origin"]).toBeUndefined();
      expect(headersForPath(other)["Access-Control-Allow-Origin"]).toBeUndefined();
    }
  });

  it.each(files)("sends at least the common headers on %s", (path) => {
    expect(headersFor(rules, path)).toEqual(expect.objectContaining(commonHeaders));
  });

  it("sends unknown paths the guide's headers, or (Netlify) its 404.html <meta> policy", () => {
    const headers = withoutCacheControl(headersFor(rules, "/no/such/page"));
    expect(headers).toEqual(name === "public/_headers" ? commonHeaders : securityHeaders);
  });

  it.each(["/assets/view-hooks-b95cb050.json", "/assets/rest-hooks-0c1d2e3f.json"])(
    "serves the prerendered view file %s as JSON, cached for good",
    (file) => {
      const headers = headersFor(rules, file);
      expect(headers["Content-Type"]).toBe(viewContentType);
      expect(headers["Cache-Control"]).toBe(immutableAssets);
    },
  );

  it("gives scripts no JSON content type", () => {
    expect(headersFor(rules, "/assets/index-iaQHhZ4l.js")["Content-Type"]).toBeUndefined();
  });

  it.each(assets)("caches %s for a year, immutable", (path) => {
    expect(headersFor(rules, path)["Cache-Control"]).toBe(immutableAssets);
  });

  it.each(html)("has %s revalidated on every visit", (path) => {
    expect(headersFor(rules, path)["Cache-Control"]).toBe(revalidateHtml);
  });

  it.each(publicFiles)(
    "caches the unhashed /%s for a day (public/ files are not hashed)",
    (name) => {
      const cacheControl = headersFor(rules, `/${name}`)["Cache-Control"];
      expect(cacheControl).toBe("public, max-age=86400");
    },
  );
});

describe("unknown paths get dist/404.html, never index.html", () => {
  it("vercel.json has no rewrites and no clean URLs", () => {
    expect(vercel.rewrites ?? []).toEqual([]);
    expect(vercel.routes ?? []).toEqual([]);
    expect(vercel.cleanUrls ?? false).toBe(false);
  });

  it("firebase.json serves dist/ with no rewrites and no clean URLs", () => {
    expect(firebase.hosting.public).toBe("dist");
    expect(firebase.hosting.rewrites ?? []).toEqual([]);
    expect(firebase.hosting.cleanUrls ?? false).toBe(false);
  });
});

describe("serve.json (serve and serve -s)", () => {
  const serve = JSON.parse(file("public/serve.json")) as {
    headers?: { source: string; headers: KeyValue }[];
  };
  /** serve matches `source` as a glob against the path, with a leading slash added. */
  const servePattern = (source: string) =>
    new RegExp(`^/${source.replace(/^\//, "").split("*").map(escape).join("[^/]*")}$`);
  const serveHeaders = (path: string) =>
    Object.fromEntries(
      (serve.headers ?? [])
        .filter(({ source }) => servePattern(source).test(path))
        .flatMap(({ headers }) => pairs(headers)),
    );

  it("lets the runner page load its scripts in CORS mode, and only those", () => {
    expect(serveHeaders("/assets/playground-CqiSfvGd.js")).toEqual(runnerScriptHeaders);
    expect(serveHeaders("/assets/index-iaQHhZ4l.js")).toEqual({});
    expect(serveHeaders(RUNNER_PAGE)).toEqual({});
  });
});

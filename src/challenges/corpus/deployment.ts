import type { LessonCorpus } from "../types";
import { exposure, headers } from "../deployment";

const ASSETS = `"public, max-age=31536000, immutable"`;

export const corpus: LessonCorpus = {
  "env-exposure": {
    wrong: [
      {
        name: "keeps everything that does not look secret",
        source: exposure(
          `  return names.filter((name) => !/SECRET|TOKEN|PASSWORD|KEY/.test(name));`,
        ),
        message: /DATABASE_URL has no VITE_ prefix/,
      },
      {
        name: "thinks secrets are kept out even with the prefix",
        source: exposure(
          `  return names.filter((name) => name.startsWith("VITE_") && !name.includes("SECRET"));`,
        ),
        message: /VITE_STRIPE_SECRET_KEY reaches the browser even though it looks secret/,
      },
      {
        name: "accepts Create React App's and Next.js's prefixes too",
        source: exposure(
          `  return names.filter((name) => /^(VITE|REACT_APP|NEXT_PUBLIC)_/.test(name));`,
        ),
        message: /REACT_APP_API_URL is not in a Vite bundle/,
      },
      {
        name: "lists the lesson's two names, whatever the file holds",
        source: exposure(`  return ["VITE_API_URL", "VITE_SENTRY_DSN"];`),
        message: /VITE_STRIPE_SECRET_KEY reaches the browser/,
      },
      {
        name: "keeps every name that contains VITE_",
        source: exposure(`  return names.filter((name) => name.includes("VITE_"));`),
        message: /MY_VITE_URL contains VITE_ but does not start with it/,
      },
      {
        name: "checks the start without the underscore",
        source: exposure(`  return names.filter((name) => name.startsWith("VITE"));`),
        message: /VITEST_POOL starts with VITE but not with VITE_/,
      },
    ],
    right: [
      {
        name: "a regular expression",
        source: exposure(`  return names.filter((name) => /^VITE_/.test(name));`),
      },
      {
        name: "a loop that collects them",
        source: exposure(`  const exposed: string[] = [];
  for (const name of names) {
    if (name.slice(0, 5) === "VITE_") exposed.push(name);
  }
  return exposed;`),
      },
      {
        name: "typed, with the prefix as a constant and a named predicate",
        source: exposure(`  const PREFIX = "VITE_" as const;
  const isPublic = (name: string): boolean => name.indexOf(PREFIX) === 0;
  return names.filter(isPublic);`),
      },
      {
        name: "Vite's default envPrefix as a constant",
        source: exposure(`  const envPrefix = ["VITE_"];
  return names.filter((name) => envPrefix.some((prefix) => name.startsWith(prefix)));`),
      },
    ],
  },

  "cache-headers": {
    wrong: [
      {
        name: "caches index.html for an hour",
        source: headers(ASSETS, `"public, max-age=3600"`),
        message: /reuse index\.html for 3600 seconds without asking/,
      },
      {
        name: "revalidates the assets on every visit too",
        source: headers(`"no-cache"`, `"no-cache"`),
        message: /ask the server about every asset again/,
      },
      {
        name: "caches the assets for a day",
        source: headers(`"public, max-age=86400"`, `"no-cache"`),
        message: /keeps the assets for 86400 seconds/,
      },
      {
        name: "forgets immutable",
        source: headers(`"public, max-age=31536000"`, `"no-cache"`),
        message: /has no `immutable`/,
      },
      {
        name: "sends must-revalidate alone for index.html",
        source: headers(ASSETS, `"must-revalidate"`),
        message: /for as long as they guess/,
      },
      {
        name: "serves a stale index.html while it revalidates",
        source: headers(ASSETS, `"max-age=0, stale-while-revalidate=86400"`),
        message: /hand out its old index\.html while it asks the server in the background/,
      },
      {
        name: "a year with one digit missing",
        source: headers(`"public, max-age=3153600, immutable"`, `"no-cache"`),
        message: /keeps the assets for 3153600 seconds/,
      },
    ],
    right: [
      {
        name: "max-age=0 with must-revalidate for index.html",
        source: headers(`"max-age=31536000, immutable"`, `"max-age=0, must-revalidate"`),
      },
      {
        name: "other order, other case, two years",
        source: headers(`"Immutable, Public, Max-Age=63072000"`, `"private, no-cache"`),
      },
      {
        name: "typed constants, no-store for index.html",
        source: `// Cache-Control for a built Vite site.
const ONE_YEAR: number = 60 * 60 * 24 * 365;

export const assetCacheControl: string = \`public, max-age=\${ONE_YEAR}, immutable\`;
export const htmlCacheControl: string = "no-store";

export default function Headers() {
  return (
    <ul>
      <li>assets/*: {assetCacheControl}</li>
      <li>index.html: {htmlCacheControl}</li>
    </ul>
  );
}
`,
      },
      {
        name: "template literals built from a constant",
        source: headers(
          "`public, max-age=${60 * 60 * 24 * 365}, immutable`",
          "`no-cache, must-revalidate`",
        ),
      },
    ],
  },
};

import type { LessonChallenges } from "./types";

const env = `# .env for a Vite app
VITE_API_URL=https://api.example.com
VITE_SENTRY_DSN=https://public@sentry.example/1
DATABASE_URL=postgres://admin:secret@db.example/shop
STRIPE_SECRET_KEY=sk_live_123`;

const exposure = (list: string) => `/*
${env}
*/

// Which of these variables can code in the browser read with import.meta.env?
export const reachesTheBrowser: string[] = ${list};

export default function Exposure() {
  return <p>Reaches the browser: {reachesTheBrowser.join(", ") || "?"}</p>;
}
`;

const headers = (asset: string, html: string) => `// Cache-Control for a built Vite site.
// assets/index-4f9a1c2b.js is named by its content hash; index.html names the current assets.
export const assetCacheControl = ${asset};
export const htmlCacheControl = ${html};

export default function Headers() {
  return (
    <dl>
      <dt>assets/*</dt>
      <dd>{assetCacheControl || "?"}</dd>
      <dt>index.html</dt>
      <dd>{htmlCacheControl || "?"}</dd>
    </dl>
  );
}
`;

export const challenges: LessonChallenges = {
  "env-exposure": {
    starter: exposure(`["VITE_API_URL", "VITE_SENTRY_DSN", "DATABASE_URL", "STRIPE_SECRET_KEY"]`),
    solution: exposure(`["VITE_API_URL", "VITE_SENTRY_DSN"]`),
    hint: "Vite puts only variables with one particular prefix into the client bundle. Which ones have it?",
    explanation:
      "Vite exposes only `VITE_`-prefixed variables to client code, and it inlines their values into the built JavaScript, where anyone can read them. So `VITE_` variables must hold nothing secret, and the database URL and Stripe key stay on a server.",
    checks: [
      {
        name: "Only the two VITE_ variables reach the browser",
        run: ({ exports, expect }) => {
          const list = (exports.reachesTheBrowser ?? []) as string[];
          const wrong = list.filter((name) => !name.startsWith("VITE_"));
          expect(
            wrong.length === 0,
            `${wrong.join(" and ")} would not be in the bundle: Vite exposes only VITE_ variables (and a secret must never be one).`,
          );
          expect(
            list.includes("VITE_API_URL") && list.includes("VITE_SENTRY_DSN"),
            "Both VITE_ variables are inlined into the client bundle: list them.",
          );
        },
      },
    ],
  },

  "cache-headers": {
    starter: headers(`"no-store"`, `"public, max-age=31536000, immutable"`),
    solution: headers(`"public, max-age=31536000, immutable"`, `"no-cache"`),
    hint: "Which file can never change without changing its name, and which keeps its name while its content changes?",
    explanation:
      "A hashed asset gets a new name whenever its content changes, so it can be cached for a year and marked immutable. `index.html` keeps its name and points at the current assets, so browsers must revalidate it on every visit (`no-cache`); caching it for good would pin readers to an old release.",
    checks: [
      {
        name: "Hashed assets are cached for a year, immutable",
        run: ({ exports, expect }) => {
          const value = String(exports.assetCacheControl ?? "");
          expect(
            value.includes("max-age=31536000") && value.includes("immutable"),
            `"${value}" makes every visit download the assets again: their names change with their content, so they can be kept for good.`,
          );
        },
      },
      {
        name: "index.html is revalidated on every visit",
        run: ({ exports, expect }) => {
          const value = String(exports.htmlCacheControl ?? "");
          expect(
            value === "no-cache",
            `"${value}" lets browsers keep an old index.html, which names old assets: use "no-cache".`,
          );
        },
      },
    ],
  },
};

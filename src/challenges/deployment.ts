import type { CheckContext, LessonChallenges } from "./types";

/** The env module: the reader writes the body of `reachesTheBrowser`. */
export const exposure = (body: string) => `/**
 * The names in a .env file whose values client code can read after \`vite build\`
 * (as import.meta.env.NAME, inlined into the JavaScript every visitor downloads).
 */
export function reachesTheBrowser(names: string[]): string[] {
${body}
}

// The .env.production of the lesson's app.
const envFile = ["VITE_API_URL", "VITE_SENTRY_DSN", "SENTRY_AUTH_TOKEN", "DATABASE_URL"];

export default function Exposure() {
  const exposed = reachesTheBrowser(envFile);
  return (
    <ul className="font-mono text-sm">
      {envFile.map((name) => (
        <li key={name}>
          {name}: {exposed.includes(name) ? "in the bundle" : "stays on the build machine"}
        </li>
      ))}
    </ul>
  );
}
`;

/** The cache module: the two header values, as the reader writes them. */
export const headers = (asset: string, html: string) => `// Cache-Control for a built Vite site.
// assets/index-4f9a1c2b.js is named by its content hash; index.html names the current assets.
export const assetCacheControl = ${asset};
export const htmlCacheControl = ${html};

export default function Headers() {
  return (
    <dl>
      <dt>assets/*</dt>
      <dd>{assetCacheControl || "(none)"}</dd>
      <dt>index.html</dt>
      <dd>{htmlCacheControl || "(none)"}</dd>
    </dl>
  );
}
`;

// ---------------------------------------------------------------------------------------------
// env-exposure

const secretLooking = /SECRET|TOKEN|PASSWORD|PRIVATE|_KEY/;
const otherPrefix = /^(REACT_APP|NEXT_PUBLIC|PUBLIC|NUXT_PUBLIC)_/;

/** Why a name the answer listed does not reach the browser: each cause has its own check. */
const causes = {
  noPrefix: (name: string) =>
    `${name} has no VITE_ prefix, so Vite never copies it into client code: it stays on the build machine (where a server or the build itself may use it).`,
  otherTool: (name: string) =>
    `${name} is not in a Vite bundle: REACT_APP_ (Create React App) and NEXT_PUBLIC_ (Next.js) are other tools' prefixes, and Vite copies only names starting with VITE_ into import.meta.env.`,
  lookAlike: (name: string) =>
    /^VITE(?!_)/.test(name)
      ? `${name} starts with VITE but not with VITE_: Vite compares the start of each name with the whole prefix, underscore included, so it stays on the build machine.`
      : `${name} contains VITE_ but does not start with it: Vite looks only at the start of the name, so it stays on the build machine.`,
};

function causeOf(name: string): keyof typeof causes {
  if (otherPrefix.test(name)) return "otherTool";
  if (name.includes("VITE")) return "lookAlike";
  return "noPrefix";
}

/** The .env files "Check" tries: the lesson's, one with a secret, other tools', look-alikes. */
const envFiles = [
  ["VITE_API_URL", "VITE_SENTRY_DSN", "SENTRY_AUTH_TOKEN", "DATABASE_URL"],
  ["STRIPE_SECRET_KEY", "VITE_STRIPE_SECRET_KEY", "VITE_FEATURE_CHAT"],
  ["REACT_APP_API_URL", "NEXT_PUBLIC_API_URL", "VITE_APP_TITLE", "API_URL"],
  ["MY_VITE_URL", "VITEST_POOL", "VITE_APP_VERSION"],
];

/**
 * The answer's verdict on every file: what it lists that stays on the build machine, and what
 * it leaves out that reaches the browser. Null (with the reason) when it cannot be called.
 */
function answers({ exports }: CheckContext) {
  const reaches = exports.reachesTheBrowser as ((names: string[]) => unknown) | undefined;
  if (typeof reaches !== "function") return "Export the `reachesTheBrowser(names)` function.";
  const extra: string[] = [];
  const missing: string[] = [];
  for (const names of envFiles) {
    const result = reaches([...names]);
    if (!Array.isArray(result) && !(result instanceof Set))
      return `reachesTheBrowser returned ${JSON.stringify(result)}: return the array of names.`;
    const listed = new Set(result as Iterable<unknown>);
    for (const name of names)
      if (listed.has(name) !== name.startsWith("VITE_"))
        (name.startsWith("VITE_") ? missing : extra).push(name);
  }
  return { extra, missing };
}

/**
 * One check per cause, over every file: a wrong answer hears each of its mistakes once. The
 * first check also says when the function cannot be called; the others then did not run.
 */
function envCheck(
  name: string,
  find: (verdict: { extra: string[]; missing: string[] }) => string | undefined,
  why: (name: string) => string,
  first = false,
) {
  return {
    name,
    run: (context: CheckContext) => {
      const verdict = answers(context);
      if (typeof verdict === "string")
        if (first) context.expect(false, verdict);
        else context.notRun("Not tried yet (see above).");
      const wrong = find(verdict as Exclude<typeof verdict, string>);
      context.expect(!wrong, wrong ? why(wrong) : "");
    },
  };
}

// ---------------------------------------------------------------------------------------------
// cache-headers

/** "public, Max-Age=60, immutable" → { public: true, "max-age": "60", immutable: true }. */
function directives(value: unknown) {
  const found = new Map<string, string | true>();
  for (const part of String(value ?? "").split(",")) {
    const [name, argument] = part.split("=").map((piece) => piece.trim());
    if (name) found.set(name.toLowerCase(), argument?.replace(/^"|"$/g, "") ?? true);
  }
  return found;
}

const maxAge = (found: Map<string, string | true>) => {
  const value = found.get("max-age");
  return typeof value === "string" && /^\d+$/.test(value) ? Number(value) : null;
};

const YEAR = 31536000;

export const challenges: LessonChallenges = {
  "env-exposure": {
    starter: exposure(`  return names;`),
    solution: exposure(`  return names.filter((name) => name.startsWith("VITE_"));`),
    hint: "Vite copies only variables with one particular prefix into the client bundle, whatever their names say about them.",
    explanation:
      "Vite exposes only `VITE_`-prefixed variables to client code (its `envPrefix`), and it inlines their values into the built JavaScript, where anyone can read them. A `VITE_` name on a secret therefore publishes it; other tools' prefixes (`REACT_APP_`, `NEXT_PUBLIC_`) mean nothing to Vite. Everything else stays on the build machine.",
    checks: [
      envCheck(
        "Every VITE_ name reaches the browser, in the lesson's .env and in others",
        ({ missing }) => missing.find((name) => !secretLooking.test(name)),
        (name) =>
          `${name} starts with VITE_, so Vite inlines its value into the JavaScript every visitor downloads: return every such name of the list you are given.`,
        true,
      ),
      envCheck(
        "A secret with a VITE_ name reaches the browser too",
        ({ missing }) => missing.find((name) => secretLooking.test(name)),
        (name) =>
          `${name} reaches the browser even though it looks secret: the VITE_ prefix does not mean "safe", it means "copy this into the public bundle". Anyone can read it in DevTools, so a real secret must lose the prefix and stay on a server.`,
      ),
      envCheck(
        "Names without the prefix stay on the build machine",
        ({ extra }) => extra.find((name) => causeOf(name) === "noPrefix"),
        causes.noPrefix,
      ),
      envCheck(
        "Other tools' prefixes mean nothing to Vite",
        ({ extra }) => extra.find((name) => causeOf(name) === "otherTool"),
        causes.otherTool,
      ),
      envCheck(
        "Only names that start with VITE_, underscore included, reach the browser",
        ({ extra }) => extra.find((name) => causeOf(name) === "lookAlike"),
        causes.lookAlike,
      ),
    ],
  },

  "cache-headers": {
    starter: headers(`"no-store"`, `"public, max-age=31536000, immutable"`),
    solution: headers(`"public, max-age=31536000, immutable"`, `"no-cache"`),
    hint: "Which file can never change without changing its name, and which keeps its name while its content changes?",
    explanation:
      "A hashed asset gets a new name whenever its content changes, so it can be cached for a year and marked `immutable` (no revalidation even on reload). `index.html` keeps its name and points at the current assets, so browsers must revalidate it on every visit (`no-cache`, or `max-age=0`); a cached copy would pin readers to an old release.",
    checks: [
      {
        name: "Hashed assets are kept for a year, without revalidating",
        run: ({ exports, expect }) => {
          const value = exports.assetCacheControl;
          const found = directives(value);
          const show = JSON.stringify(value ?? "");
          expect(
            !found.has("no-store") && !found.has("no-cache"),
            `${show} makes every visit ${found.has("no-store") ? "download" : "ask the server about"} every asset again. Their names change with their content, so a cached copy can never be out of date: "public, max-age=31536000, immutable".`,
          );
          const age = maxAge(found);
          expect(
            age !== null && age >= YEAR,
            `${show} keeps the assets for ${age === null ? "a time the browser guesses" : `${age} seconds`}, then asks again. A hashed file never changes under its name: give it max-age=31536000 (a year).`,
          );
          expect(
            found.has("immutable"),
            `${show} has no \`immutable\`: on a reload the browser still asks the server about every asset. Add it: the file can never change under this name.`,
          );
        },
      },
      {
        name: "index.html is revalidated on every visit",
        run: ({ exports, expect }) => {
          const value = exports.htmlCacheControl;
          const found = directives(value);
          const show = JSON.stringify(value ?? "");
          const age = maxAge(found);
          const revalidates = found.has("no-cache") || found.has("no-store") || age === 0;
          expect(
            revalidates,
            !found.size
              ? 'With no Cache-Control, browsers guess how long to keep index.html, and a returning reader may get an old page that names old assets. Send "no-cache".'
              : `${show} lets browsers reuse index.html ${age === null ? "for as long as they guess" : `for ${age} seconds`} without asking, so after a deploy returning readers keep the old page, which names the old assets. Send "no-cache": the browser keeps a copy but checks it on every visit.`,
          );
          const stale = found.get("stale-while-revalidate");
          expect(
            found.has("no-cache") || found.has("no-store") || stale === undefined || stale === "0",
            `${show} lets a cache (the browser's or a CDN's) hand out its old index.html while it asks the server in the background, so a returning reader first gets the previous release. Drop \`stale-while-revalidate\` and send "no-cache".`,
          );
        },
      },
    ],
  },
};

import { createElement, StrictMode, useLayoutEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { CheckContext, LessonChallenges } from "./types";

type Strategy = "CSR" | "SSR" | "SSG";

/** Each page, the strategy the lesson's questions lead to, and why, per wrong pick. */
const scenarios: { page: string; choice: Strategy; why: string; wrong: Record<string, string> }[] =
  [
    {
      page: "a marketing page that changes once a month",
      choice: "SSG",
      why: "it is the same for everyone and may be as old as the last deploy, so build it once and serve the same HTML from a CDN",
      wrong: {
        SSR: "a server rendering every request for a page that changes once a month pays for freshness nobody needs",
        CSR: "search engines and link previews must see a marketing page, and most of them run no JavaScript",
      },
    },
    {
      page: "a logged-in dashboard behind a login",
      choice: "CSR",
      why: "no crawler ever sees it and every screen is personal",
      wrong: {
        SSR: 'server-rendering pages behind a login because "SSR is faster" is the classic mistake: a server, cold starts and hydration cost for a page no crawler will see',
        SSG: "a build machine cannot know each reader's data, and the page differs per reader",
      },
    },
    {
      page: "a product page whose price changes every minute",
      choice: "SSR",
      why: "it must be indexable and current at request time: a cached copy is out of date almost at once",
      wrong: {
        SSG: "a page built at deploy time shows a price that is out of date almost at once",
        CSR: "search engines must index a product page, and most crawlers run no JavaScript",
      },
    },
  ];

const picker = (
  values: string,
) => `// For each page, the rendering strategy that fits it best: "CSR", "SSR" or "SSG".
export const strategy: Record<string, "CSR" | "SSR" | "SSG" | ""> = ${values};

export default function Plan() {
  return (
    <ul>
      {Object.entries(strategy).map(([page, choice]) => (
        <li key={page}>
          {page}: {choice || "?"}
        </li>
      ))}
    </ul>
  );
}
`;

export const plan = (marketing: string, dashboard: string, product: string) =>
  picker(`{
  "a marketing page that changes once a month": "${marketing}",
  "a logged-in dashboard behind a login": "${dashboard}",
  "a product page whose price changes every minute": "${product}",
}`);

/**
 * Runs `body` with the reader's clock set to `hour`:30 today (time still moves on), so the
 * greeting can be checked in the morning and in the afternoon whatever the real time is.
 */
async function atHour<T>(hour: number, body: () => Promise<T>): Promise<T> {
  const RealDate = Date;
  const target = new RealDate();
  target.setHours(hour, 30, 0, 0);
  const offset = target.getTime() - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length) super(...(args as ConstructorParameters<DateConstructor>));
      else super(RealDate.now() + offset);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  try {
    return await body();
  } finally {
    globalThis.Date = RealDate;
  }
}

/** The hours each check hydrates at, and the greeting each must end on. */
const hours = [
  { hour: 9, greeting: "Good morning" },
  // Noon: the afternoon starts at 12, as in the starter (`hour < 12` is the morning).
  { hour: 12, greeting: "Good afternoon" },
  { hour: 15, greeting: "Good afternoon" },
];

/** Renders nothing; its layout effect says that the root it sits in has committed. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => {
    onCommit();
  });
  return null;
}

/**
 * Hydrates the reader's component (in StrictMode, as in development) over the HTML a server
 * sends for it, "Hello" (the server runs no effects and has no reader's clock). Resolves once
 * hydration has committed (a mismatch is reported by then) with the mismatch React saw, if any,
 * and the text then; with `greeting`, it waits (up to 2 s) for that text first.
 */
async function hydrate({ exports, waitFor, sleep }: CheckContext, hour: number, greeting?: string) {
  const container = document.createElement("div");
  container.innerHTML = "<p>Hello</p>";
  document.body.appendChild(container);
  const reported: unknown[] = [];
  let committed = false;
  return atHour(hour, async () => {
    // A sibling that renders nothing leaves the server's HTML as it is.
    const root = hydrateRoot(
      container,
      createElement(
        StrictMode,
        null,
        createElement(exports.default as ComponentType),
        createElement(Committed, { onCommit: () => (committed = true) }),
      ),
      { onRecoverableError: (error) => reported.push(error) },
    );
    const until = (done: () => boolean) =>
      waitFor(
        () => {
          if (!done()) throw new Error("wait");
        },
        { timeout: 2000 },
      ).catch(() => {});
    try {
      await until(() => committed);
      // React reports recoverable errors at the end of the commit.
      await sleep(10);
      if (greeting) await until(() => new RegExp(greeting, "i").test(container.textContent ?? ""));
      return { mismatch: reported[0] ?? null, text: container.textContent?.trim() ?? "" };
    } finally {
      root.unmount();
      container.remove();
    }
  });
}

const hourList = hours.map(({ hour }) => `${hour}:30`).join(", ");

const hydrationChecks = [
  {
    name: `Hydrating the server's "Hello" gives no mismatch (at ${hourList})`,
    run: async (context: CheckContext) => {
      for (const { hour } of hours) {
        const { mismatch, text } = await hydrate(context, hour);
        context.expect(
          mismatch === null,
          `At ${hour}:30 React reported a hydration mismatch: the server sent "Hello", but the browser's first render read the clock and drew "${text}". Keep the clock out of the first render: \`useSyncExternalStore\`'s third function gives hydration the server's value.`,
        );
      }
    },
  },
  {
    name: `Then the page greets by the hour: ${hours.map(({ hour, greeting }) => `"${greeting}" at ${hour}:30`).join(", ")}`,
    run: async (context: CheckContext) => {
      for (const { hour, greeting } of hours) {
        const { text } = await hydrate(context, hour, greeting);
        context.expect(
          new RegExp(greeting, "i").test(text),
          /^hello$/i.test(text)
            ? `At ${hour}:30 the page still says "Hello" after hydration: the greeting never replaces the server's text. (\`suppressHydrationWarning\` only hides the mismatch.) Read the clock once the browser has taken over.`
            : `At ${hour}:30 the page shows "${text}" after hydration, not "${greeting}".`,
        );
      }
    },
  },
];

export const clock = (
  body: string,
  answer = '""',
  imports = "useSyncExternalStore",
) => `import { ${imports} } from "react";

// Nothing to listen to here: the hour is read once, when the browser takes over.
const subscribe = () => () => {};

// The server renders this component to HTML; the browser then hydrates that HTML.
export default function Greeting() {
${body}
}

// When may the browser first read the clock: "during render" or "after hydration"?
export const answer: "during render" | "after hydration" | "" = ${answer};
`;

export const challenges: LessonChallenges = {
  "pick-a-strategy": {
    starter: plan("", "", ""),
    solution: plan("SSG", "CSR", "SSR"),
    hint: "Ask the lesson's questions in order: must search engines see it, is it the same for every visitor, and how stale may a reader see it?",
    explanation:
      "Static generation suits content that changes rarely and is the same for everyone; server rendering suits pages that must be both indexable and current at request time, like a price that changes every minute; client rendering suits private, interactive screens no crawler sees. All three still send JavaScript for interactivity.",
    checks: scenarios.map(({ page, choice, why, wrong }) => ({
      name: `${page}: ${choice}`,
      run: ({ exports, expect }) => {
        const strategy = (exports.strategy ?? {}) as Record<string, unknown>;
        const picked = String(strategy[page] ?? "")
          .trim()
          .toUpperCase();
        expect(
          picked === choice,
          picked
            ? `For ${page} you chose ${picked}: ${wrong[picked] ?? `${picked} is not one of CSR, SSR and SSG`}. ${choice} fits: ${why}.`
            : `You left ${page} empty. ${choice} fits: ${why}.`,
        );
      },
    })),
  },

  "hydration-safe": {
    starter: clock(`  const hour = new Date().getHours();
  return <p>{hour < 12 ? "Good morning" : "Good afternoon"}</p>;`),
    solution: clock(
      `  // null on the server and while hydrating, the browser's hour afterwards.
  const hour = useSyncExternalStore(subscribe, () => new Date().getHours(), () => null);
  if (hour === null) return <p>Hello</p>;
  return <p>{hour < 12 ? "Good morning" : "Good afternoon"}</p>;`,
      '"after hydration"',
    ),
    hint: "The server and the browser run this render at different times, maybe in different time zones. What must the first render not depend on? `useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)` lets hydration use the server's value.",
    explanation:
      "Hydration expects the browser's first render to match the server's HTML. Reading the clock during render can differ between the two, so React reports a mismatch. With `useSyncExternalStore`, React uses the third function's value (null, so \"Hello\") on the server and while hydrating, then renders again with the browser's hour. The clock is read only after hydration. (Setting state from an effect works too, but it renders twice on every mount, and the React Hooks lint rules flag it. `suppressHydrationWarning` would only hide the mismatch and keep \"Hello\".)",
    checks: [
      ...hydrationChecks,
      {
        name: 'The answer says the clock may be read "after hydration"',
        run: ({ exports, expect }) => {
          const answer = String(exports.answer ?? "")
            .trim()
            .toLowerCase();
          expect(
            answer === "after hydration",
            answer === "during render"
              ? 'You answered "during render": a clock read while rendering differs between server and browser, which is the mismatch itself. Set `answer` to "after hydration".'
              : 'Set `answer` to "after hydration": the clock differs between server and browser, so the first render must not read it.',
          );
        },
      },
    ],
  },
};

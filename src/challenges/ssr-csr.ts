import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { CheckContext, LessonChallenges } from "./types";

type Strategy = "CSR" | "SSR" | "SSG";

const scenarios: [string, Strategy, string][] = [
  [
    "a marketing page that changes once a month",
    "SSG",
    "build it once and serve the same HTML from a CDN",
  ],
  [
    "a logged-in dashboard behind a login",
    "CSR",
    "search engines never see it, and all its data is per reader",
  ],
  [
    "a product page whose price changes every minute",
    "SSR",
    "it must be indexable and current on every request",
  ],
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

/**
 * Hydrates the reader's component over the HTML a server sends for it ("Hello": the server runs
 * no effects) and resolves to the mismatch React reports, or null once the greeting is up.
 */
async function hydrationMismatch({ exports, waitFor }: CheckContext) {
  const container = document.createElement("div");
  container.innerHTML = "<p>Hello</p>";
  document.body.appendChild(container);
  const reported: unknown[] = [];
  const root = hydrateRoot(container, createElement(exports.default as ComponentType), {
    onRecoverableError: (error) => reported.push(error),
  });
  try {
    await waitFor(() => {
      if (!/^Good (morning|afternoon)$/.test(container.textContent ?? "")) throw new Error("wait");
    }).catch(() => {});
    return reported[0] ?? null;
  } finally {
    root.unmount();
    container.remove();
  }
}

const clock = (body: string) => `import { useSyncExternalStore } from "react";

// Nothing to listen to here: the hour is read once, when the browser takes over.
const subscribe = () => () => {};

// The server renders this component to HTML; the browser then hydrates that HTML.
export default function Greeting() {
${body}
}

// When may the browser first read the clock: "during render" or "after hydration"?
export const answer: "during render" | "after hydration" | "" = ANSWER;
`;

export const challenges: LessonChallenges = {
  "pick-a-strategy": {
    starter: picker(`{
  "a marketing page that changes once a month": "",
  "a logged-in dashboard behind a login": "",
  "a product page whose price changes every minute": "",
}`),
    solution: picker(`{
  "a marketing page that changes once a month": "SSG",
  "a logged-in dashboard behind a login": "CSR",
  "a product page whose price changes every minute": "SSR",
}`),
    hint: "Ask how often the page changes, whether search engines must read it, and whether it differs per reader.",
    explanation:
      "Static generation suits content that changes rarely; server rendering suits pages that must be both indexable and fresh; client rendering suits private, interactive screens. All three still send JavaScript for interactivity.",
    checks: scenarios.map(([page, choice, why]) => ({
      name: `${page}: ${choice}`,
      run: ({ exports, expect }) => {
        const strategy = (exports.strategy ?? {}) as Record<string, string>;
        expect(
          strategy[page] === choice,
          `You chose "${strategy[page] || "?"}". ${choice} fits best: ${why}.`,
        );
      },
    })),
  },

  "hydration-safe": {
    starter: clock(`  const hour = new Date().getHours();
  return <p>{hour < 12 ? "Good morning" : "Good afternoon"}</p>;`).replace("ANSWER", '""'),
    solution: clock(`  // null on the server and while hydrating, the browser's hour afterwards.
  const hour = useSyncExternalStore(subscribe, () => new Date().getHours(), () => null);
  if (hour === null) return <p>Hello</p>;
  return <p>{hour < 12 ? "Good morning" : "Good afternoon"}</p>;`).replace(
      "ANSWER",
      '"after hydration"',
    ),
    hint: "The server and the browser run this render at different times, maybe in different time zones. What must the first render not depend on? `useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)` lets hydration use the server's value.",
    explanation:
      "Hydration expects the browser's first render to match the server's HTML. Reading the clock during render can differ between the two, so React reports a mismatch. With `useSyncExternalStore`, React uses the third function's value (null, so \"Hello\") on the server and while hydrating, then renders again with the browser's hour. The clock is read only after hydration. (Setting state from an effect works too, but it renders twice on every mount, and the React Hooks lint rules flag it.)",
    checks: [
      {
        name: 'Hydrating the server\'s "Hello" gives no mismatch',
        run: async (context) => {
          const mismatch = await hydrationMismatch(context);
          context.expect(
            mismatch === null,
            'React reported a hydration mismatch: the server sent "Hello", but the browser\'s first render read the clock and drew something else.',
          );
        },
      },
      {
        name: "The answer says when the clock may be read",
        run: ({ exports, expect }) => {
          expect(
            exports.answer === "after hydration",
            'Set `answer` to "after hydration" once the first render no longer reads the time: the clock differs between server and browser.',
          );
        },
      },
      {
        name: "After mounting, the greeting follows the time of day",
        run: async ({ screen }) => {
          await screen.findByText(/^Good (morning|afternoon)$/);
        },
      },
    ],
  },
};

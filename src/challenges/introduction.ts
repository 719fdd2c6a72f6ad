import type { LessonChallenges } from "./types";

const sides = `const answers: Record<string, "browser" | "server" | ""> = ANSWERS;

export { answers };

export default function Sides() {
  return (
    <ul>
      {Object.entries(answers).map(([task, side]) => (
        <li key={task}>
          {task}: {side || "?"}
        </li>
      ))}
    </ul>
  );
}
`;

const answer = (values: string) => sides.replace("ANSWERS", values);

const expected: [string, "browser" | "server", string][] = [
  [
    "Check a password against the stored hash",
    "server",
    "the stored hashes must never reach the browser",
  ],
  [
    "Open a menu when the reader taps it",
    "browser",
    "it reacts to input on the reader's screen, with no data to fetch",
  ],
  ["Save an order to the database", "server", "only the server can reach the database"],
  [
    "Show a live character count while typing",
    "browser",
    "it depends only on what is in the text field",
  ],
];

const feed = (handler: string) => `import { useState } from "react";

const allPosts = ["First post", "Second post", "Third post", "Fourth post"];

export default function Feed() {
${handler}
  return (
    <div className="space-y-2">
      <ul>
        {allPosts.slice(0, shown).map((post) => (
          <li key={post}>{post}</li>
        ))}
      </ul>
      <button type="button" className="rounded border px-3" onClick={showMore}>
        Show more
      </button>
    </div>
  );
}
`;

export const challenges: LessonChallenges = {
  "browser-or-server": {
    starter: answer(`{
  "Check a password against the stored hash": "",
  "Open a menu when the reader taps it": "",
  "Save an order to the database": "",
  "Show a live character count while typing": "",
}`),
    solution: answer(`{
  "Check a password against the stored hash": "server",
  "Open a menu when the reader taps it": "browser",
  "Save an order to the database": "server",
  "Show a live character count while typing": "browser",
}`),
    hint: "Ask two questions: does it need data or secrets only the server holds, and does it only react to what the reader does on the page?",
    explanation:
      "Work that needs secrets or shared data (password hashes, the database) belongs on the server: anything sent to the browser can be read by anyone. Work that only reacts to the reader's input (menus, counters) belongs in the browser, where it needs no round trip.",
    checks: expected.map(([task, side, why]) => ({
      name: `"${task}" runs in the ${side}`,
      run: ({ exports, expect }) => {
        const answers = (exports.answers ?? {}) as Record<string, string>;
        expect(
          answers[task] === side,
          `You said "${answers[task] || "?"}". It belongs in the ${side}: ${why}.`,
        );
      },
    })),
  },

  "update-in-place": {
    starter: feed(`  let shown = 2;
  function showMore() {
    shown = shown + 2;
  }
`),
    solution: feed(`  const [shown, setShown] = useState(2);
  function showMore() {
    setShown((count) => count + 2);
  }
`),
    hint: "The page only changes when the component renders again. What makes a React component render again?",
    explanation:
      "A single page app changes the page in place instead of loading a new document. In React that means state: `setShown` stores the new count and renders the component again, so the list grows without any request for a new page. A plain variable is reset on every render and never triggers one.",
    checks: [
      {
        name: "Two posts show at first",
        run: ({ screen, expect }) => {
          expect(
            screen.queryAllByRole("listitem").length === 2,
            "The feed should start with two posts.",
          );
        },
      },
      {
        name: '"Show more" shows all four posts without reloading',
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Show more" }));
          const count = screen.queryAllByRole("listitem").length;
          expect(
            count === 4,
            `After "Show more" the feed shows ${count} posts: changing a plain variable does not render again.`,
          );
        },
      },
    ],
  },
};

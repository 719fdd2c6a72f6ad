import type { CheckContext, LessonChallenges } from "./types";

// This lesson comes before the TypeScript primer (Getting Started), so its code uses no
// TypeScript syntax: the types below are all inferred from the values.

/** The answers file: `answers` maps each task to "browser", "server" or "" (not answered). */
export const sides = (answers: string) => `export const answers = ${answers};

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

export const tasks = [
  "Check a password against the stored hash",
  "Open a menu when the reader taps it",
  "Save an order to the database",
  "Show a live character count while typing",
] as const;

/** `answers` as a learner writes it, one line per task, in the order of `tasks`. */
export const answerObject = (values: readonly string[]) =>
  `{\n${tasks.map((task, index) => `  "${task}": "${values[index]}",`).join("\n")}\n}`;

const expected: [(typeof tasks)[number], "browser" | "server", string][] = [
  [
    tasks[0],
    "server",
    "the stored hashes must never reach the browser, where anyone can read what a page holds",
  ],
  [
    tasks[1],
    "browser",
    "it only reacts to the reader's own input on the page, with nothing to fetch or keep",
  ],
  [
    tasks[2],
    "server",
    "only the server can reach the shared database; the browser sends it the order as a request",
  ],
  [
    tasks[3],
    "browser",
    "it depends only on what is in the text field, so a round trip to a server would only slow it down",
  ],
];

/** The feed: `allPosts`, and the component whose `handler` part the reader writes. */
export const feed = (
  handler: string,
  list = "allPosts.slice(0, shown)",
) => `import { useState } from "react";

const allPosts = ["First post", "Second post", "Third post", "Fourth post", "Fifth post", "Sixth post"];

export default function Feed() {
${handler}
  return (
    <div className="space-y-2">
      <ul>
        {${list}.map((post) => (
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

const posts = ({ screen }: Pick<CheckContext, "screen">) =>
  screen.queryAllByRole("listitem").length;

const stuck = (count: number) =>
  `After "Show more" the feed still shows ${count} posts: a plain variable starts again on every render, and changing it does not ask React to draw the component again. Keep the count in state: \`const [shown, setShown] = useState(2)\`, and call \`setShown\` in \`showMore\`.`;

export const challenges: LessonChallenges = {
  "browser-or-server": {
    starter: sides(answerObject(["", "", "", ""])),
    solution: sides(answerObject(["server", "browser", "server", "browser"])),
    hint: "Ask two questions: does it need data or secrets only the server holds, and does it only react to what the reader does on the page?",
    explanation:
      "Work that needs secrets or shared data (password hashes, the database) belongs on the server: anything sent to the browser can be read by anyone. Work that only reacts to the reader's input (menus, counters) belongs in the browser, where it needs no round trip.",
    checks: expected.map(([task, side, why]) => ({
      name: `"${task}" runs in the ${side}`,
      run: ({ exports, expect }) => {
        const answers = exports.answers;
        expect(
          answers && typeof answers === "object",
          'The file no longer exports `answers`: keep `export const answers = { … }` and write "browser" or "server" for each task.',
        );
        const given = (answers as Record<string, unknown>)[task];
        const answer = typeof given === "string" ? given.trim().toLowerCase() : "";
        expect(
          answer === side,
          answer === "browser" || answer === "server"
            ? `"${task}": you said ${answer}, but it belongs in the ${side}: ${why}.`
            : `"${task}" has no answer yet: write "browser" or "server". (It belongs in the ${side}: ${why}.)`,
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
    hint: "The page only changes when the component renders again. What makes a React component render again, and remember a value between renders?",
    explanation:
      "A single page app changes the page in place instead of loading a new document. In React that means state: `setShown` stores the new count and renders the component again, so the list grows without any request for a new page. A plain variable is reset on every render and never triggers one, and changing the page by hand behind React's back leaves React's picture of the page out of date.",
    checks: [
      {
        name: "Two posts show at first",
        run: ({ screen, expect }) => {
          const count = posts({ screen });
          expect(
            count === 2,
            `The feed starts with ${count} posts: it should show the first two, and two more on each "Show more".`,
          );
        },
      },
      {
        name: '"Show more" shows four posts, drawn by React',
        run: async ({ screen, user, renders, resetRenders, expect }) => {
          resetRenders();
          await user.click(screen.getByRole("button", { name: /show more/i }));
          const count = posts({ screen });
          expect(count !== 2, stuck(count));
          expect(
            renders("Feed") > 0,
            "The new posts appeared, but React never rendered Feed again: the list was changed by hand (with `document`), so React's picture of the page is out of date and its next render undoes or duplicates your change. Keep the count in state and let React draw the list from it.",
          );
          expect(
            count === 4,
            `After one "Show more" the feed shows ${count} posts instead of 4: show two more each time.`,
          );
        },
      },
      {
        name: 'Each "Show more" adds two: twice shows all six posts',
        run: async ({ screen, user, expect }) => {
          const button = screen.getByRole("button", { name: /show more/i });
          await user.click(button);
          await user.click(button);
          const count = posts({ screen });
          expect(count !== 2, stuck(count));
          expect(
            count === 6,
            `After two presses of "Show more" the feed shows ${count} posts instead of 6: each press should add two to the count you keep in state, e.g. \`setShown(shown + 2)\`, not set a fixed number.`,
          );
        },
      },
    ],
  },
};

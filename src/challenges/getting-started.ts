import type { LessonChallenges } from "./types";

export const challenges: LessonChallenges = {
  "capital-names": {
    starter: `function welcomeBanner() {
  return <h2>Welcome to your first React app</h2>;
}

export default function App() {
  return (
    <main>
      <welcomeBanner />
      <p>Edit this file and the preview updates.</p>
    </main>
  );
}
`,
    solution: `function WelcomeBanner() {
  return <h2>Welcome to your first React app</h2>;
}

export default function App() {
  return (
    <main>
      <WelcomeBanner />
      <p>Edit this file and the preview updates.</p>
    </main>
  );
}
`,
    hint: "JSX decides between an HTML tag and a component by the first letter of the name.",
    explanation:
      "A lower-case JSX tag is an HTML element, so `<welcomeBanner />` became an unknown `<welcomebanner>` tag with nothing inside. Capitalised, `<WelcomeBanner />` calls your component.",
    checks: [
      {
        name: 'The heading "Welcome to your first React app" shows',
        run: ({ screen, expect }) => {
          expect(
            screen.queryByRole("heading", { name: "Welcome to your first React app" }),
            "The banner's heading is missing: React rendered <welcomeBanner> as an unknown HTML tag.",
          );
        },
      },
    ],
  },

  "missing-import": {
    starter: `export default function Likes() {
  const [likes, setLikes] = useState(0);
  return (
    <button type="button" className="rounded border px-3" onClick={() => setLikes(likes + 1)}>
      Likes: {likes}
    </button>
  );
}
`,
    solution: `import { useState } from "react";

export default function Likes() {
  const [likes, setLikes] = useState(0);
  return (
    <button type="button" className="rounded border px-3" onClick={() => setLikes(likes + 1)}>
      Likes: {likes}
    </button>
  );
}
`,
    hint: "Read the error under the preview: which name is not defined, and which package provides it?",
    explanation:
      'Every module imports what it uses. Hooks come from the `react` package, so the file needs `import { useState } from "react";` at the top. Editors usually add it for you.',
    checks: [
      {
        name: "The button shows Likes: 0, and a click shows Likes: 1",
        run: async ({ screen, user, expect }) => {
          const button = screen.getByRole("button", { name: /Likes/ });
          expect(
            button.textContent === "Likes: 0",
            `Before any click the button shows "${button.textContent}".`,
          );
          await user.click(button);
          expect(button.textContent === "Likes: 1", `The button shows "${button.textContent}".`);
        },
      },
    ],
  },
};

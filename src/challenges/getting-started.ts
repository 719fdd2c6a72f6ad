import type { CheckContext, LessonChallenges } from "./types";

/** The banner component (`banner`) and the App that shows it (`use`, e.g. `<WelcomeBanner />`). */
export const bannerApp = (banner: string, use: string) => `${banner}

export default function App() {
  return (
    <main>
      ${use}
      <p>Edit this file and the preview updates.</p>
    </main>
  );
}
`;

export const lowerBanner = `function welcomeBanner() {
  return <h2>Welcome to your first React app</h2>;
}`;

/** The likes button, below the file's `imports` line(s). */
export const likes = (imports: string, state = "const [likes, setLikes] = useState(0);") =>
  `${imports}${imports ? "\n\n" : ""}export default function Likes() {
  ${state}
  return (
    <button type="button" className="rounded border px-3" onClick={() => setLikes(likes + 1)}>
      Likes: {likes}
    </button>
  );
}
`;

/** The profile of the primer's challenge: `state` declares `user`, `view` is what it returns. */
export const profile = (state: string, view: string) => `import { useState } from "react";

interface User {
  id: string;
  name: string;
}

const ada: User = { id: "u1", name: "Ada" };

export default function Profile() {
${state}

${view}
}
`;

export const crashingView = `  return (
    <div className="space-y-2">
      <p>Signed in as {user.name}</p>
      <button type="button" className="rounded border px-3" onClick={() => setUser(ada)}>
        Sign in as Ada
      </button>
    </div>
  );`;

export const checkedView = `  if (user === null) {
    return (
      <button type="button" className="rounded border px-3" onClick={() => setUser(ada)}>
        Sign in as Ada
      </button>
    );
  }
  return <p>Signed in as {user.name}</p>;`;

const pageText = (root: HTMLElement) => (root.textContent ?? "").replace(/\s+/g, " ").trim();

/** The reader's source without comments and string contents, for the rare type facts. */
const typeSource = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/(["'`])(?:\\.|(?!\1)[^\\\n])*\1/g, '""');

const signIn = ({ screen }: Pick<CheckContext, "screen">) =>
  screen.queryByRole("button", { name: /sign in as ada/i });

export const challenges: LessonChallenges = {
  "capital-names": {
    starter: bannerApp(lowerBanner, "<welcomeBanner />"),
    solution: bannerApp(
      `function WelcomeBanner() {
  return <h2>Welcome to your first React app</h2>;
}`,
      "<WelcomeBanner />",
    ),
    hint: "JSX decides between an HTML tag and a component by the first letter of the name.",
    explanation:
      "A lower-case JSX tag is an HTML element, so `<welcomeBanner />` became an unknown `<welcomebanner>` tag with nothing inside. Capitalised, `<WelcomeBanner />` is your component: React calls it and draws what it returns.",
    checks: [
      {
        name: 'The heading "Welcome to your first React app" shows',
        run: ({ screen, expect }) => {
          expect(
            screen.queryByRole("heading", { name: /welcome to your first react app/i }),
            "The banner's heading is missing: a JSX tag that starts with a lower-case letter, like `<welcomeBanner />`, is an HTML tag, not your component. Capitalise the component's name and the tag: `function WelcomeBanner()` and `<WelcomeBanner />`.",
          );
        },
      },
      {
        name: "App renders WelcomeBanner as a component",
        run: ({ renders, expect }) => {
          expect(
            renders("WelcomeBanner") + renders("welcomeBanner") > 0,
            "The heading shows, but no WelcomeBanner component rendered: calling it like a function (`{welcomeBanner()}`) or copying its markup into App makes it part of App. Keep the banner its own component, named with a capital letter, and write it as a tag: `<WelcomeBanner />`.",
          );
        },
      },
    ],
  },

  "missing-import": {
    starter: likes(""),
    solution: likes('import { useState } from "react";'),
    hint: "Read the error under the preview: which name is not defined, and which package provides it?",
    explanation:
      'Every module imports what it uses. Hooks come from the `react` package (all lower case), so the file needs `import { useState } from "react";` at the top. Editors usually add it for you.',
    checks: [
      {
        name: "The button starts at Likes: 0",
        run: ({ screen, expect }) => {
          const button = screen.queryByRole("button", { name: /likes/i });
          expect(button, "The Likes button is missing.");
          expect(
            /Likes:\s*0$/.test(button?.textContent?.trim() ?? ""),
            `Before any click the button shows "${button?.textContent}" instead of "Likes: 0".`,
          );
        },
      },
      {
        name: "Three clicks show Likes: 3",
        run: async ({ screen, user, expect }) => {
          const button = screen.getByRole("button", { name: /likes/i });
          for (let click = 0; click < 3; click += 1) await user.click(button);
          const shown = button.textContent?.trim() ?? "";
          expect(
            /Likes:\s*3$/.test(shown),
            `After three clicks the button shows "${shown}" instead of "Likes: 3": the count must live in state, \`const [likes, setLikes] = useState(0)\`, with \`useState\` imported from "react".`,
          );
        },
      },
    ],
  },

  "typed-user": {
    starter: profile("  const [user, setUser] = useState(null);", crashingView),
    solution: profile("  const [user, setUser] = useState<User | null>(null);", checkedView),
    hint: "`useState(null)` can only infer the type `null`. Which generic tells it what else the state may hold, and what must you check before reading `user.name`?",
    explanation:
      "`useState<User | null>(null)` says the state holds a User or null, so `setUser(ada)` is allowed and TypeScript refuses `user.name` until a check has ruled out null. The check (`if (user === null)`) is also what keeps the page from crashing before anyone has signed in: the types point at the bug the browser would otherwise find.",
    checks: [
      {
        name: "With nobody signed in, Profile offers only Sign in as Ada",
        run: ({ root, screen, expect }) => {
          expect(
            signIn({ screen }),
            'The "Sign in as Ada" button is missing while nobody is signed in.',
          );
          expect(
            !/signed in as/i.test(pageText(root)),
            `With nobody signed in the page shows "${pageText(root)}": \`user\` is null, so there is nobody to name. Check for null first (\`if (user === null)\`, or \`user ? … : …\`) and show only the button.`,
          );
        },
      },
      {
        name: "Signing in shows Signed in as Ada",
        run: async ({ root, screen, user, expect }) => {
          const button = signIn({ screen });
          expect(button, 'The "Sign in as Ada" button is missing while nobody is signed in.');
          await user.click(button!);
          expect(
            /signed in as ada/i.test(pageText(root)),
            `After signing in the page shows "${pageText(root)}" instead of "Signed in as Ada".`,
          );
        },
      },
      {
        name: "useState is told what it holds: a User or null",
        run: ({ code, expect }) => {
          const source = typeSource(code.source);
          expect(
            !/(:\s*any\b|<\s*any\s*[>,|]|\bas\s+any\b|\|\s*any\b|\bany\s*\||\bany\s*\[\])/.test(
              source,
            ),
            "The code uses `any`, which switches TypeScript's checking off: `user.name` would compile even while `user` is null. Give the state its real type instead: `useState<User | null>(null)`.",
          );
          expect(
            /useState\s*</.test(source) ||
              /useState\s*\(\s*(null|undefined)\s+as\s+[A-Za-z{]/.test(source),
            "`useState(null)` infers the type `null` and nothing else, so TypeScript rejects `setUser(ada)` and `user.name`. Pass the type as a generic: `useState<User | null>(null)`.",
          );
        },
      },
    ],
  },
};

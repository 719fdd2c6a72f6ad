import { renderCopy } from "./helpers/instances";
import type { CheckContext, CodeFacts, LessonChallenges } from "./types";

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

const NO_HEADING =
  "The banner's heading is missing: a JSX tag that starts with a lower-case letter, like `<welcomeBanner />`, is an HTML tag, not your component. Capitalise the component's name and the tag: `function WelcomeBanner()` and `<WelcomeBanner />`.";

const bannerHeading = (screen: CheckContext["screen"]) =>
  screen.queryByRole("heading", { name: /welcome to your first react app/i });

const pageText = (root: HTMLElement) => (root.textContent ?? "").replace(/\s+/g, " ").trim();

/**
 * The members of a union type as `typeArguments` gives it ("User | null" → ["User", "null"]),
 * with the file's own aliases written out: `type MaybeUser = User | null` counts as the union.
 */
function unionMembers(type: string, aliases: Record<string, string>, depth = 0): string[] {
  let inner = type.trim();
  while (/^\( .* \)$/.test(inner)) inner = inner.slice(2, -2).trim();
  const members: string[] = [];
  let level = 0;
  let current: string[] = [];
  for (const token of inner.split(" ")) {
    if (["(", "[", "{", "<"].includes(token)) level += 1;
    if ([")", "]", "}", ">"].includes(token)) level -= 1;
    if (token === "|" && level === 0) {
      if (current.length) members.push(current.join(" "));
      current = [];
    } else current.push(token);
  }
  if (current.length) members.push(current.join(" "));
  return members.flatMap((member) =>
    Object.hasOwn(aliases, member) && depth < 5
      ? unionMembers(aliases[member], aliases, depth + 1)
      : [member],
  );
}

/** A type as typeArguments gives it, spaced as a reader writes it: "Array < User >" → "Array<User>". */
const display = (type: string) =>
  type
    .replace(/ ([:;,])/g, "$1")
    .replace(/([<([]) /g, "$1")
    .replace(/ ([>)\]])/g, "$1");

/** What the `useState` that holds the user was told it holds, or why it falls short. */
function userStateType(code: CodeFacts) {
  const aliases = code.typeAliases();
  const typed = code.typeArguments("react", "useState");
  const members = typed.map(([type]) => (type ? unionMembers(type, aliases) : null));
  const right = members.some(
    (union) => union && union.length === 2 && union.includes("User") && union.includes("null"),
  );
  if (right) return null;
  const calls = code.calls("react", "useState");
  // The state that starts empty: `useState(null)`, `useState()`.
  const index = Math.max(
    0,
    calls.findIndex(
      ({ args }) => !args.length || (args[0].type === "Literal" && args[0].value === null),
    ),
  );
  const [type] = typed[index] ?? [];
  if (!type)
    return "`useState(null)` is given no type, so it infers the type `null` and nothing else: TypeScript then refuses `setUser(ada)` and `user.name`. Pass the type as a generic: `useState<User | null>(null)`.";
  return `\`useState<${display(type)}>\` says the state holds ${members[index]?.map(display).join(" or ")}, but it holds a User once someone signs in and \`null\` before: \`useState<User | null>(null)\`, the type the file declares and null, nothing else.`;
}

const NO_BUTTON = 'The Likes button is missing: keep the `<button>` that shows "Likes: …".';

const likesButton = (screen: Pick<CheckContext["screen"], "queryByRole">) =>
  screen.queryByRole("button", { name: /likes/i });

/** What is wrong when `button` does not show `clicks` likes, the same words in every check. */
function countProblem(button: HTMLElement, clicks: number) {
  const shown = button.textContent?.trim() ?? "";
  return new RegExp(`Likes:\\s*${clicks}$`).test(shown)
    ? null
    : `After ${clicks === 1 ? "one click" : `${clicks} clicks`} the button shows "${shown}" instead of "Likes: ${clicks}": the count must live in state, \`const [likes, setLikes] = useState(0)\`, with \`useState\` imported from "react".`;
}

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
          expect(bannerHeading(screen), NO_HEADING);
        },
      },
      {
        name: "App renders WelcomeBanner as a component, written as a JSX tag",
        run: ({ screen, renders, code, expect }) => {
          // Without the heading, the check above says why, in the same words.
          expect(bannerHeading(screen), NO_HEADING);
          expect(
            renders("WelcomeBanner") + renders("welcomeBanner") > 0,
            "The heading shows, but no WelcomeBanner component rendered: calling it like a function (`{welcomeBanner()}`) or copying its markup into App makes it part of App. Keep the banner its own component, named with a capital letter, and write it as a tag: `<WelcomeBanner />`.",
          );
          // The compiler's own createElement (a key after a spread) is JSX, not the reader's call.
          const [call] = code
            .calls("react", "createElement")
            .filter((found) => !found.text.startsWith("_createElement("));
          expect(
            !call,
            `WelcomeBanner renders, but through \`${call?.text}\` (line ${call?.line}): write it as a JSX tag, \`<WelcomeBanner />\`, which compiles to that very call and reads like the HTML around it.`,
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
          const button = likesButton(screen);
          expect(button, NO_BUTTON);
          expect(
            /Likes:\s*0$/.test(button?.textContent?.trim() ?? ""),
            `Before any click the button shows "${button?.textContent}" instead of "Likes: 0".`,
          );
        },
      },
      {
        name: "Each click adds one: Likes: 1, then 2, then 3",
        run: async ({ screen, user, expect }) => {
          const button = likesButton(screen);
          expect(button, NO_BUTTON);
          for (let click = 1; click <= 3; click += 1) {
            await user.click(button!);
            const problem = countProblem(button!, click);
            expect(!problem, problem ?? "");
          }
        },
      },
      {
        name: "Each Likes button counts its own likes, and a new one starts at 0",
        run: async (context) => {
          const { screen, user, unmount, within, expect } = context;
          const first = likesButton(screen);
          expect(first, NO_BUTTON);
          for (let click = 1; click <= 2; click += 1) {
            await user.click(first!);
            const problem = countProblem(first!, click);
            expect(!problem, problem ?? "");
          }
          const second = likesButton(within(renderCopy(context)));
          const shared = `A second Likes button shows "${second?.textContent?.trim()}" before anyone clicked it: the count lives outside the component, so every button shares it and it never starts again. Keep it in state inside Likes: \`const [likes, setLikes] = useState(0)\`.`;
          expect(/Likes:\s*0$/.test(second?.textContent?.trim() ?? ""), shared);
          await user.click(second!);
          expect(
            /Likes:\s*2$/.test(likesButton(screen)?.textContent?.trim() ?? ""),
            "Clicking a second Likes button changed the first one: each button must keep its own count, in state inside Likes.",
          );
          unmount();
          const fresh = likesButton(within(renderCopy(context)));
          expect(
            /Likes:\s*0$/.test(fresh?.textContent?.trim() ?? ""),
            `A Likes button shown again after it was removed starts at "${fresh?.textContent?.trim()}" instead of "Likes: 0": the count lives outside the component, so it outlives the button. Keep it in state inside Likes.`,
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
        name: "useState is told what it holds: a User or null, with no `any`",
        run: ({ code, expect }) => {
          expect(
            !code.usesType("any"),
            "The code uses `any`, which switches TypeScript's checking off: `user.name` would compile even while `user` is null. Give the state its real type instead: `useState<User | null>(null)`.",
          );
          const problem = userStateType(code);
          expect(!problem, problem ?? "");
        },
      },
    ],
  },
};

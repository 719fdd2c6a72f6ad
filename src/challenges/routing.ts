import type { LessonChallenges } from "./types";

const nextPath = (
  body: string,
) => `/** Where to go after signing in: only a path on this site, never another origin. */
export function safeNext(next: string | null): string {
${body}
}

const examples = ["/dashboard", "/orders?page=2", "//evil.example", "https://evil.example", null];

export default function NextPreview() {
  return (
    <ul className="font-mono text-sm">
      {examples.map((example) => (
        <li key={String(example)}>
          {String(example)} → {safeNext(example)}
        </li>
      ))}
    </ul>
  );
}
`;

const miniRouter = (render: string) => `import { useState, type ComponentType } from "react";

function Home() {
  return <h2>Home</h2>;
}
function About() {
  return <h2>About us</h2>;
}
function NotFound() {
  return <h2>Page not found</h2>;
}

const routes: Record<string, ComponentType> = { "/": Home, "/about": About };

export default function App() {
  const [path, setPath] = useState("/");
${render}
  return (
    <div className="space-y-2">
      <nav aria-label="Site" className="flex gap-2">
        {["/", "/about", "/old-page"].map((to) => (
          <button key={to} type="button" className="underline" onClick={() => setPath(to)}>
            Go to {to}
          </button>
        ))}
      </nav>
      <Page />
    </div>
  );
}
`;

const editor = (leave: string, prompt: string) => `import { useState } from "react";

export default function Editor() {
  const [view, setView] = useState<"editor" | "home">("editor");
  const [draft, setDraft] = useState("");
  const [asking, setAsking] = useState(false);

  function goHome() {
${leave}
  }

  if (view === "home") return <h2>Home</h2>;
  return (
    <div className="space-y-2">
      <label className="flex gap-2">
        Draft
        <input className="rounded border px-2" value={draft} onChange={(event) => setDraft(event.target.value)} />
      </label>
      <button type="button" className="rounded border px-3" onClick={goHome}>
        Home
      </button>
${prompt}
    </div>
  );
}
`;

const cases: [string | null, string][] = [
  ["/dashboard", "/dashboard"],
  ["/orders?page=2#top", "/orders?page=2#top"],
  ["//evil.example/login", "/"],
  ["https://evil.example", "/"],
  ["/\\evil.example", "/"],
  ["dashboard", "/"],
  [null, "/"],
];

export const challenges: LessonChallenges = {
  "safe-next": {
    starter: nextPath(`  return next ?? "/";`),
    solution:
      nextPath(`  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\\\")) return "/";
  return next;`),
    hint: "A return path is safe when it is a path on this site: it starts with one `/`. What do `//host` and `/\\host` mean to a browser?",
    explanation:
      "Browsers read `//evil.example` (and `/\\evil.example`) as another host with the current scheme, and `https://…` is another origin outright. Accepting only strings that start with a single `/` followed by something else keeps the redirect on your site; anything else falls back to `/`.",
    checks: cases.map(([input, expected]) => ({
      name: `safeNext(${JSON.stringify(input)}) returns "${expected}"`,
      run: ({ exports, expect }) => {
        const safeNext = exports.safeNext as ((next: string | null) => string) | undefined;
        expect(typeof safeNext === "function", "Export the `safeNext` function.");
        const actual = safeNext?.(input);
        expect(
          actual === expected,
          `safeNext(${JSON.stringify(input)}) returned ${JSON.stringify(actual)}. ${expected === "/" ? 'That would send the reader off the site (or nowhere); fall back to "/".' : "A path on this site should be kept as it is."}`,
        );
      },
    })),
  },

  "not-found": {
    starter: miniRouter(`  const Page = routes[path];
`),
    solution: miniRouter(`  const Page = routes[path] ?? NotFound;
`),
    hint: "Look up the path; when nothing matches, what should render instead of `undefined`?",
    explanation:
      'Every router needs a catch-all: React Router\'s `path="*"` route plays this part. Falling back to `NotFound` turns an unknown path into a page that says so, instead of a crash on an undefined component.',
    checks: [
      {
        name: 'Going to /about shows "About us"',
        run: async ({ screen, user }) => {
          await user.click(screen.getByRole("button", { name: "Go to /about" }));
          await screen.findByRole("heading", { name: "About us" });
        },
      },
      {
        name: 'Going to /old-page shows "Page not found" and keeps the navigation',
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Go to /old-page" }));
          expect(
            screen.queryByRole("heading", { name: "Page not found" }),
            'An unknown path shows no "Page not found" heading.',
          );
          expect(
            screen.queryByRole("navigation", { name: "Site" }),
            "The navigation disappeared with the page.",
          );
        },
      },
    ],
  },

  "unsaved-changes": {
    starter: editor(`    setView("home");`, ""),
    solution: editor(
      `    if (draft.trim()) setAsking(true);
    else setView("home");`,
      `      {asking && (
        <div role="alertdialog" aria-label="Unsaved changes" className="space-y-2 rounded border p-3">
          <p>You have unsaved changes. Leave anyway?</p>
          <button type="button" className="rounded border px-3" onClick={() => setView("home")}>
            Leave anyway
          </button>
          <button type="button" className="rounded border px-3" onClick={() => setAsking(false)}>
            Stay
          </button>
        </div>
      )}`,
    ),
    hint: "Before leaving, ask whether `draft` holds anything. Show the question in the page, with a way to leave and a way to stay.",
    explanation:
      "Navigation is only a state change here, so the guard is an `if` before it: with a draft, the component asks first (React Router's `useBlocker` does the same for real routes). An in-page dialog keeps the question accessible, where `window.confirm` would block the whole tab.",
    checks: [
      {
        name: "With an empty draft, Home leaves at once",
        run: async ({ screen, user }) => {
          await user.click(screen.getByRole("button", { name: "Home" }));
          await screen.findByRole("heading", { name: "Home" });
        },
      },
      {
        name: "With a draft, Home asks first and stays on the editor",
        run: async ({ screen, user, expect }) => {
          await user.type(screen.getByLabelText("Draft"), "Dear diary");
          await user.click(screen.getByRole("button", { name: "Home" }));
          expect(
            screen.queryByText(/unsaved changes/i),
            "Home left the editor without asking: the draft is lost.",
          );
          expect(screen.queryByLabelText("Draft"), "The editor disappeared.");
        },
      },
      {
        name: '"Leave anyway" then leaves, and "Stay" keeps the draft',
        run: async ({ screen, user, expect }) => {
          await user.type(screen.getByLabelText("Draft"), "Dear diary");
          await user.click(screen.getByRole("button", { name: "Home" }));
          const stay = screen.queryByRole("button", { name: "Stay" });
          expect(stay, 'There is no "Stay" button.');
          await user.click(stay!);
          expect(
            (screen.getByLabelText("Draft") as HTMLInputElement).value === "Dear diary",
            "Staying lost the draft.",
          );
          await user.click(screen.getByRole("button", { name: "Home" }));
          const leave = screen.queryByRole("button", { name: "Leave anyway" });
          expect(leave, 'There is no "Leave anyway" button.');
          await user.click(leave!);
          await screen.findByRole("heading", { name: "Home" });
        },
      },
    ],
  },
};

import { typeAddress } from "./helpers/router";
import { fillIn } from "./helpers/fields";
import type { CheckContext, LessonChallenges } from "./types";

/** The safe-next module: the reader writes the body of `safeNext`. */
export const nextModule = (
  body: string,
) => `/** Where to go after signing in: a path on this site, or null for anything that would leave it. */
export function safeNext(next: string | null): string | null {
${body}
}

// What ?next=… can hold once the address bar decoded it (%09 is a tab).
const examples = ["/orders?page=2#top", "//evil.example", "/\\t/evil.example", null];

export default function NextPreview() {
  return (
    <ul className="font-mono text-sm">
      {examples.map((example) => (
        <li key={String(example)}>
          {JSON.stringify(example)} → {JSON.stringify(safeNext(example))}
        </li>
      ))}
    </ul>
  );
}
`;

/**
 * A small site on a real data router. `routes` is the array given to createBrowserRouter; the
 * links cover a known page, an old address and a deeper unknown one.
 */
export const siteModule = (
  routes: string,
  imports = "",
) => `import { createBrowserRouter, Link, Outlet } from "react-router";
import { RouterProvider } from "react-router/dom";
${imports}
function Layout() {
  return (
    <div className="space-y-2">
      <nav aria-label="Site" className="flex gap-3 underline">
        <Link to="/">Home</Link>
        <Link to="/about">About</Link>
        <Link to="/old-page">Old page</Link>
        <Link to="/team/ada/profile">Ada's profile</Link>
      </nav>
      <Outlet />
    </div>
  );
}

function Home() {
  return <h2>Home</h2>;
}

function About() {
  return <h2>About us</h2>;
}

function NotFound() {
  return <h2>Page not found</h2>;
}

const router = createBrowserRouter(${routes});

export default function App() {
  return <RouterProvider router={router} />;
}
`;

/** The routes of siteModule, with `children` (after Home and About) and `siblings` to replace. */
export const siteRoutes = (children: string, siblings = "") => `[
  {
    path: "/",
    Component: Layout,
    children: [
      { index: true, Component: Home },
      { path: "about", Component: About },${children}
    ],
  },${siblings}
]`;

/**
 * The profile editor on a data router. `blocker` goes after the editor's state (bio, savedBio),
 * `prompt` at the end of its form; `routerImports` ends the react-router import.
 */
export const editorModule = (
  blocker: string,
  prompt: string,
  routerImports = ", useBlocker",
  reactImports = "useState, type SubmitEvent",
) => `import { ${reactImports} } from "react";
import { createBrowserRouter, Link, Outlet${routerImports} } from "react-router";
import { RouterProvider } from "react-router/dom";

function Layout() {
  return (
    <div className="space-y-3">
      <nav aria-label="Site" className="flex gap-3 underline">
        <Link to="/">Home</Link>
        <Link to="/profile/edit">Edit profile</Link>
      </nav>
      <Outlet />
    </div>
  );
}

function Home() {
  return <h2>Home</h2>;
}

function EditProfile() {
  const [bio, setBio] = useState("");
  const [savedBio, setSavedBio] = useState("");
${blocker}

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSavedBio(bio);
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-2">
      <h2>Edit profile</h2>
      <label className="flex flex-col gap-1">
        Bio
        <textarea className="rounded border p-2" value={bio} onChange={(event) => setBio(event.target.value)} />
      </label>
      <button type="submit" className="rounded border px-3">
        Save
      </button>
${prompt}
    </form>
  );
}

const router = createBrowserRouter([
  {
    path: "/",
    Component: Layout,
    children: [
      { index: true, Component: Home },
      { path: "profile/edit", Component: EditProfile },
    ],
  },
]);

export default function App() {
  return <RouterProvider router={router} />;
}
`;

// ---------------------------------------------------------------------------------------------
// safe-next

type SafeNext = (next: string | null) => unknown;

const origin = () => window.location.origin;
const show = (value: unknown) => (value === undefined ? "undefined" : JSON.stringify(value));

/** Calls the reader's safeNext; a throw becomes a failure that says which input threw. */
function callSafeNext({ exports, expect }: CheckContext, input: string | null) {
  const safeNext = exports.safeNext as SafeNext | undefined;
  expect(
    typeof safeNext === "function",
    "Export the `safeNext` function (`export function safeNext(next: string | null)`).",
  );
  try {
    return safeNext!(input);
  } catch (error) {
    expect(
      false,
      `safeNext(${show(input)}) threw ${error instanceof Error ? `"${error.message}"` : "an error"}. Something that is not an address should give null, not a crash: \`new URL\` throws on it, so wrap it in try/catch.`,
    );
  }
}

/**
 * What a refusal may return: null, or a path of this site that no parser can read as another
 * host (one leading slash, no tab or newline, same origin once parsed).
 */
function staysOnSite(result: unknown) {
  if (result === null) return true;
  if (typeof result !== "string" || !/^\/(?![/\\])/.test(result) || /[\t\n\r]/.test(result))
    return false;
  try {
    return new URL(result, origin()).origin === origin();
  } catch {
    return false;
  }
}

const askedForNull =
  'a path of this site, where the task asks for `null`: refusing is the caller\'s cue to pick where to go (`safeNext(next) ?? "/dashboard"`), and a fallback of your own hides that anything was refused.';

/**
 * One check: every input (a list, or a function that makes it from this site's address) must
 * give null, with `why` explaining the trick when the result would leave the site. With
 * `nullOnly: false` a path that stays on the site is fine too (an input that is itself harmless).
 */
function refuses(
  name: string,
  inputs: string[] | (() => string[]),
  why: (input: string, result: unknown) => string,
  { nullOnly = true } = {},
) {
  return {
    name,
    run: (context: CheckContext) => {
      for (const input of typeof inputs === "function" ? inputs() : inputs) {
        const result = callSafeNext(context, input);
        context.expect(
          nullOnly ? result === null : staysOnSite(result),
          `safeNext(${show(input)}) returned ${show(result)}${staysOnSite(result) ? `, ${askedForNull}` : `. ${why(input, result)}`}`,
        );
      }
    },
  };
}

const parseAdvice =
  "Ask the browser's own parser instead: `new URL(next, window.location.origin)`, keep it only if its `origin` is yours, and return its `pathname + search + hash`.";

// A path with a query, a hash, words with spaces, and a // or a scheme later in the address,
// where it decides nothing.
const kept = [
  "/dashboard",
  "/orders?page=2#top",
  "/users/ada/edit",
  "/search?q=react router hooks#results",
  "/search?q=https://evil.example",
  "/docs/a//b",
];

// ---------------------------------------------------------------------------------------------
// not-found

const linkTo = async ({ screen, user }: CheckContext, name: string) => {
  await user.click(screen.getByRole("link", { name }));
};

/** Waits (briefly) for a heading; null if it never comes. */
const heading = ({ screen }: CheckContext, name: RegExp) =>
  screen.findByRole("heading", { name }, { timeout: 1000 }).catch(() => null);

async function showsNotFound(
  context: CheckContext,
  go: string | ((context: CheckContext) => Promise<void>),
  path: string,
) {
  const { screen, expect } = context;
  await (typeof go === "string" ? linkTo(context, go) : go(context));
  const found = await heading(context, /page not found/i);
  if (!found) {
    expect(
      !screen.queryByRole("heading", { name: /^home$/i }),
      `${path} shows the home page: the catch-all redirects there, so a reader who followed an old link never learns that the page is gone. Render the NotFound page for it: \`{ path: "*", Component: NotFound }\`.`,
    );
    expect(
      false,
      `${path} matches no route, so React Router shows its own error screen ("404 Not Found") instead of your NotFound page. Add a catch-all route, \`{ path: "*", Component: NotFound }\`, to the layout route's children: "*" matches any path the other routes did not.`,
    );
  }
  expect(
    screen.queryByRole("navigation", { name: "Site" }),
    `${path} shows "Page not found", but the site's navigation is gone, so the reader is stranded. The catch-all replaced the layout: put \`{ path: "*", Component: NotFound }\` among the layout route's children, so it renders inside the layout's <Outlet />.`,
  );
}

// ---------------------------------------------------------------------------------------------
// unsaved-changes

const bio = ({ screen }: CheckContext) =>
  screen.queryByRole("textbox", { name: /bio/i }) as HTMLTextAreaElement | null;
const leaveButton = ({ screen }: CheckContext) =>
  screen.queryByRole("button", { name: /^leave\b/i });
const stayButton = ({ screen }: CheckContext) => screen.queryByRole("button", { name: /^stay\b/i });

async function openEditor(context: CheckContext, draft = "") {
  await linkTo(context, "Edit profile");
  const found = await heading(context, /edit profile/i);
  context.expect(found, 'The "Edit profile" link does not open the editor.');
  // A reader takes longer than this before clicking: the page's effects (where useBlocker
  // registers its blocker) have run by then.
  await context.sleep(50);
  // Filled in at once (one change): how the draft was typed is not what these checks are about,
  // and typing it key by key cost a check that opens the editor twice most of its 5 s under load.
  if (draft) fillIn(bio(context)!, draft);
}

/** Clicks Home and waits a moment: the navigation either happens or is blocked. */
async function tryToLeave(context: CheckContext) {
  await linkTo(context, "Home");
  await context.sleep(50);
}

async function expectLeft(context: CheckContext, message: string) {
  const { screen, waitFor, expect } = context;
  const home = () => screen.queryByRole("heading", { name: /^home$/i });
  // Decided as soon as either shows: the home page, or the question that blocked leaving.
  await waitFor(
    () => {
      if (!screen.queryByText(/unsaved changes/i) && !home()) throw new Error("not yet");
    },
    { timeout: 1000 },
  ).catch(() => {});
  expect(home(), message);
}

async function expectAsked(context: CheckContext, draft: string) {
  const { screen, expect } = context;
  expect(
    bio(context),
    `With "${draft}" in the bio, Home left the editor at once and the draft was lost. Block the navigation while the bio differs from what was saved: \`useBlocker(bio !== savedBio)\` (or a function that returns that).`,
  );
  expect(
    bio(context)!.value === draft,
    `The bio lost its text ("${draft}" became "${bio(context)!.value}").`,
  );
  expect(
    screen.queryByText(/unsaved changes/i) && leaveButton(context) && stayButton(context),
    'Leaving was stopped, but nothing on the page asks the reader what to do. While `blocker.state === "blocked"`, show "You have unsaved changes…" with a "Leave" button (`blocker.proceed()`) and a "Stay" button (`blocker.reset()`).',
  );
}

export const challenges: LessonChallenges = {
  "safe-next": {
    starter: nextModule(`  // Looks safe: a path that starts with one slash.
  if (next && next.startsWith("/") && !next.startsWith("//")) return next;
  return null;`),
    solution: nextModule(`  if (!next) return null;
  let url: URL;
  try {
    url = new URL(next, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  // "/.//evil.example" parses to the path "//evil.example": still another site for a link.
  if (url.pathname.startsWith("//")) return null;
  return url.pathname + url.search + url.hash;`),
    hint: "Checking the first characters sees what you see, not what the browser's URL parser reads: it deletes tabs and newlines and treats `\\` like `/`. Let the parser read it, then compare origins.",
    explanation:
      "`new URL(next, window.location.origin)` reads the value exactly as a link, `window.location` or a redirect will: tabs and newlines removed, `\\` read as `/`, `//host` as another host. If the origin it lands on is not yours, refuse. Then return the parts you checked (`pathname + search + hash`), not the raw string, and refuse a pathname that starts with `//` (what `/.//evil.example` parses to), since that too would be read as another host.",
    checks: [
      {
        name: "Paths on this site come back as they are, with their query and hash",
        run: (context) => {
          for (const input of kept) {
            const result = callSafeNext(context, input);
            const same =
              typeof result === "string" &&
              staysOnSite(result) &&
              new URL(result, origin()).href === new URL(input, origin()).href;
            context.expect(
              same,
              `safeNext(${show(input)}) returned ${show(result)}. A path on this site, with its ?query and #hash, should come back unchanged, so the reader lands where they were going.${/.\/\/|:\/\//.test(input) ? " Only the start of an address decides where it goes: a // or a scheme later on, in the path or the query, is harmless. Let the parser read it rather than searching the text." : ""}`,
            );
          }
        },
      },
      refuses(
        "Other sites are refused: //evil.example, https://…, javascript:",
        [
          "//evil.example",
          "https://evil.example/login",
          "HTTPS://EVIL.EXAMPLE",
          "javascript:alert(document.cookie)",
          " JavaScript:alert(1)",
        ],
        (input) =>
          input.startsWith("//")
            ? "A browser reads //evil.example as another host with the current scheme: that is another site. Return null."
            : "That address leaves your site (or runs code). Return null for anything whose origin is not yours.",
      ),
      refuses(
        "Look-alikes of this site's own address are refused",
        () => {
          const { protocol, hostname } = window.location;
          return [`${origin()}@evil.example/login`, `${protocol}//${hostname}.evil.example/login`];
        },
        (input) =>
          `It looks like this site's address, but its host is ${input.includes("@") ? "evil.example: what comes before @ is a user name" : `${window.location.hostname}.evil.example, another site`}. Comparing the start of the text cannot tell; compare the parsed \`origin\`: \`new URL(next, window.location.origin).origin === window.location.origin\`.`,
      ),
      refuses(
        "A backslash, which browsers read as a slash, is refused",
        ["/\\evil.example", "\\/\\/evil.example", "/\\/evil.example"],
        () =>
          `URL parsers treat \`\\\` like \`/\` in web addresses, so this is //evil.example, another site, to the browser. ${parseAdvice}`,
      ),
      refuses(
        "A tab or newline hidden in the path (?next=/%09/evil.example) is refused",
        ["/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "\t//evil.example"],
        () =>
          `That is what \`?next=/%09/evil.example\` decodes to. URL parsers delete every tab and newline in an address before reading it, so the browser reads //evil.example, another site, while a check of the first characters sees "/" and a harmless-looking tab. ${parseAdvice}`,
      ),
      refuses(
        "The result never starts with // (/.//evil.example)",
        ["/.//evil.example", "/..//evil.example"],
        (input, result) =>
          result === "//evil.example"
            ? `The parser removed the dot segment of ${show(input)}, so its pathname is "//evil.example", and a link, \`window.location\` or a redirect reads a value starting with // as another host. Refuse a pathname that starts with "//".`
            : "That value would send the reader to another site.",
        // As written, "/.//evil.example" stays on this site: only a result starting with // leaves.
        { nullOnly: false },
      ),
      {
        name: "A missing or unreadable next gives null",
        run: (context) => {
          for (const input of [null, "", "http://[::1", "https://exa mple.com/"]) {
            const result = callSafeNext(context, input);
            context.expect(
              result === null,
              `safeNext(${show(input)}) returned ${show(result)}: with nothing usable, return null, and let the caller pick where to go (\`safeNext(next) ?? "/dashboard"\`).`,
            );
          }
        },
      },
    ],
  },

  "not-found": {
    starter: siteModule(siteRoutes("")),
    solution: siteModule(
      siteRoutes(`
      // Matches any path the routes above did not, inside the layout.
      { path: "*", Component: NotFound },`),
    ),
    hint: "React Router has a path that matches anything the other routes did not. Where must that route live so the layout (and its navigation) still renders around it?",
    explanation:
      'A child route with `path: "*"` matches whatever the other routes did not; routes are ranked by how specific they are, so `about` still wins on `/about`. As a child of the layout route, the NotFound page renders in the layout\'s `<Outlet />`, so the navigation stays and the reader can find their way back. Without it React Router shows its own error screen, and a top-level `*` route would replace the whole layout.',
    checks: [
      {
        name: "The links reach About and Home",
        run: async (context) => {
          await linkTo(context, "About");
          context.expect(
            await heading(context, /about us/i),
            'The "About" link does not show the About page.',
          );
          await linkTo(context, "Home");
          context.expect(
            await heading(context, /^home$/i),
            'The "Home" link does not show the home page.',
          );
        },
      },
      {
        name: '/old-page shows "Page not found" inside the layout',
        run: (context) => showsNotFound(context, "Old page", "/old-page"),
      },
      {
        name: "Any other unknown address shows it too: /about-us, /old-page/2024, /blog/2024/05/hello",
        run: async (context) => {
          for (const path of ["/about-us", "/old-page/2024", "/blog/2024/05/hello"]) {
            await showsNotFound(context, (current) => typeAddress(current, path), path);
            await linkTo(context, "Home");
            await heading(context, /^home$/i);
          }
        },
      },
      {
        name: 'A deeper unknown path (/team/ada/profile) shows it too, and "Home" then works',
        run: async (context) => {
          await showsNotFound(context, "Ada's profile", "/team/ada/profile");
          await linkTo(context, "Home");
          context.expect(
            await heading(context, /^home$/i),
            'After "Page not found", the "Home" link does not bring the reader back.',
          );
        },
      },
    ],
  },

  "unsaved-changes": {
    starter: editorModule("", "", ""),
    solution: editorModule(
      `  const isDirty = bio !== savedBio;
  const blocker = useBlocker(isDirty);`,
      `      {blocker.state === "blocked" && (
        <div role="alert" className="space-y-2 rounded border p-3">
          <p>You have unsaved changes. Are you sure you want to leave?</p>
          <button type="button" className="rounded border px-3" onClick={() => blocker.proceed()}>
            Leave
          </button>
          <button type="button" className="rounded border px-3" onClick={() => blocker.reset()}>
            Stay
          </button>
        </div>
      )}`,
    ),
    hint: '`useBlocker` takes whether there is something to lose: compare the bio with what was saved. While `blocker.state` is `"blocked"`, show the question; `proceed()` and `reset()` answer it.',
    explanation:
      '`useBlocker(bio !== savedBio)` stops every navigation inside the app while the bio holds unsaved text, and only then: an empty or saved bio leaves at once. The blocker\'s `state` becomes `"blocked"`, which is when the page shows its question; "Leave" calls `blocker.proceed()` to finish the navigation, "Stay" calls `blocker.reset()` to cancel it and keep the draft. A reload or a closed tab is outside the router: a `beforeunload` listener covers those.',
    checks: [
      {
        name: "With nothing typed, Home leaves at once",
        run: async (context) => {
          await openEditor(context);
          await tryToLeave(context);
          await expectLeft(
            context,
            "With an empty bio, Home did not leave the editor: block only when there is something to lose (`useBlocker(bio !== savedBio)`), or every link feels broken.",
          );
        },
      },
      {
        name: "With a draft, Home asks first and keeps the draft",
        run: async (context) => {
          await openEditor(context, "Maps");
          await tryToLeave(context);
          await expectAsked(context, "Maps");
        },
      },
      {
        name: '"Stay" keeps the draft and closes the question; "Leave" then goes',
        run: async (context) => {
          await openEditor(context, "Trains");
          await tryToLeave(context);
          await expectAsked(context, "Trains");
          await context.user.click(stayButton(context)!);
          await context.sleep(50);
          context.expect(
            bio(context)?.value === "Trains",
            '"Stay" left the editor or lost the draft: it should cancel the navigation with `blocker.reset()`.',
          );
          context.expect(
            !stayButton(context),
            'After "Stay", the question is still on screen: show it only while `blocker.state === "blocked"`, not whenever the bio is unsaved.',
          );
          await tryToLeave(context);
          await expectAsked(context, "Trains");
          await context.user.click(leaveButton(context)!);
          await expectLeft(
            context,
            '"Leave" did not leave the editor: it should let the stopped navigation go on with `blocker.proceed()`.',
          );
        },
      },
      {
        name: "After Save, Home leaves at once",
        run: async (context) => {
          await openEditor(context, "Cats");
          await context.user.click(context.screen.getByRole("button", { name: "Save" }));
          await tryToLeave(context);
          await expectLeft(
            context,
            "After Save there is nothing to lose, yet Home still stops: block while the bio differs from what was saved (`bio !== savedBio`), not while it holds text.",
          );
        },
      },
      {
        name: "A second round: after Save, more typing asks again, and typing back to the saved text leaves at once",
        run: async (context) => {
          const { screen, user, expect } = context;
          await openEditor(context, "Cats");
          await user.click(screen.getByRole("button", { name: "Save" }));
          await user.type(bio(context)!, " and dogs");
          await tryToLeave(context);
          expect(
            bio(context),
            'After saving "Cats" and typing " and dogs", Home left the editor at once and the new text was lost: blocking must follow every change, not only the first one. Block while the bio differs from what was saved last (`bio !== savedBio`), not until something was saved once.',
          );
          await expectAsked(context, "Cats and dogs");
          await user.click(stayButton(context)!);
          await user.type(bio(context)!, "{Backspace}".repeat(" and dogs".length));
          await tryToLeave(context);
          await expectLeft(
            context,
            'With the bio typed back to the saved "Cats", Home still stops: there is nothing to lose when the bio equals what was saved (`bio !== savedBio`), however it got there.',
          );
        },
      },
      {
        name: "A second visit to the editor starts clean: Home leaves at once",
        run: async (context) => {
          await openEditor(context, "Cats");
          await context.user.click(context.screen.getByRole("button", { name: "Save" }));
          await tryToLeave(context);
          await expectLeft(context, "After Save there is nothing to lose, yet Home still stops.");
          await openEditor(context);
          await tryToLeave(context);
          await expectLeft(
            context,
            "On a second visit, with nothing typed, Home did not leave the editor: what counts as saved is kept outside the editor (a module-level variable), so the fresh, empty bio looks unsaved. Compare the bio with the editor's own state, `bio !== savedBio`.",
          );
        },
      },
      {
        name: "The navigation is blocked with useBlocker",
        run: ({ code, expect }) => {
          expect(
            code.uses("react-router", "useBlocker"),
            "The task asks for `useBlocker`: it stops every navigation inside the app (links, `navigate()`, Back) in one place, and `blocker.proceed()` and `blocker.reset()` answer it. Import it from react-router and call it in the editor.",
          );
        },
      },
      {
        name: "After the draft is erased, Home leaves at once",
        run: async (context) => {
          await openEditor(context, "Oops");
          await context.user.clear(bio(context)!);
          await tryToLeave(context);
          await expectLeft(
            context,
            "With the typed text erased again, Home still stops: block on what would be lost now (`bio !== savedBio`), not on whether the reader ever typed.",
          );
        },
      },
    ],
  },
};

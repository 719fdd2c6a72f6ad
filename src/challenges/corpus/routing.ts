import type { LessonCorpus } from "../types";
import { editorModule, nextModule, siteModule, siteRoutes } from "../routing";

const blockedPrompt = `      {blocker.state === "blocked" && (
        <div role="alert">
          <p>You have unsaved changes. Are you sure you want to leave?</p>
          <button type="button" onClick={() => blocker.proceed()}>
            Leave
          </button>
          <button type="button" onClick={() => blocker.reset()}>
            Stay
          </button>
        </div>
      )}`;

export const corpus: LessonCorpus = {
  "safe-next": {
    wrong: [
      {
        name: "checks the first characters with a regular expression",
        source: nextModule(`  if (next && /^\\/[^/\\\\]/.test(next)) return next;
  return null;`),
        message:
          /%09\/evil\.example.*delete every tab and newline.*new URL\(next, window\.location\.origin\)/,
      },
      {
        name: "trims the value, then checks the first characters",
        source: nextModule(`  const path = next?.trim() ?? "";
  if (path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\\\")) return path;
  return null;`),
        message: /URL parsers delete every tab and newline in an address before reading it/,
      },
      {
        name: "only checks for a leading slash",
        source: nextModule(`  return next?.startsWith("/") ? next : null;`),
        message: /safeNext\("\/\/evil\.example"\) returned "\/\/evil\.example".*another host/,
      },
      {
        name: "refuses anything with a scheme, and nothing else",
        source:
          nextModule(`  if (!next || next.includes("://") || next.startsWith("javascript:")) return null;
  return next;`),
        message: /\/\/evil\.example.*another host/,
      },
      {
        name: "the lesson's parser without the // check (/.//evil.example)",
        source: nextModule(`  if (!next) return null;
  let url: URL;
  try {
    url = new URL(next, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;`),
        message: /pathname is "\/\/evil\.example".*Refuse a pathname that starts with "\/\/"/,
      },
      {
        name: "parses without try/catch",
        source: nextModule(`  if (!next) return null;
  const url = new URL(next, window.location.origin);
  if (url.origin !== window.location.origin || url.pathname.startsWith("//")) return null;
  return url.pathname + url.search + url.hash;`),
        message: /threw .*wrap it in try\/catch/,
      },
      {
        name: "compares hosts and falls back to the home page",
        source: nextModule(`  try {
    const url = new URL(next ?? "/", location.href);
    const sameSite = url.protocol === location.protocol && url.host === location.host;
    if (!sameSite || url.pathname.startsWith("//")) return "/";
    return \`\${url.pathname}\${url.search}\${url.hash}\`;
  } catch {
    return "/";
  }`),
        message: /returned "\/", a path of this site, where the task asks for `null`/,
      },
      {
        name: "trusts absolute addresses that start with this site's origin",
        source: nextModule(`  if (!next) return null;
  // A full address of this site is fine as it is.
  if (next.startsWith(window.location.origin)) return next;
  try {
    const url = new URL(next, window.location.origin);
    if (url.origin !== window.location.origin || url.pathname.startsWith("//")) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }`),
        message:
          /looks like this site's address, but its host is evil\.example: what comes before @ is a user name/,
      },
      {
        name: "refuses a //, a backslash or a tab anywhere in the value",
        source: nextModule(`  if (!next || !next.startsWith("/")) return null;
  // Anything that could hide another host is refused, wherever it is.
  if (next.includes("//") || next.includes("\\\\") || /[\\t\\n\\r]/.test(next)) return null;
  return next;`),
        message:
          /safeNext\("\/search\?q=https:\/\/evil\.example"\) returned null.*a \/\/ or a scheme later on/,
      },
    ],
    right: [
      {
        name: "removes what the parser removes, then checks the first characters",
        source:
          nextModule(`  // URL parsers drop tabs and newlines and read "\\\\" as "/": do the same before looking.
  const path = (next ?? "").replace(/[\\t\\n\\r]/g, "").replaceAll("\\\\", "/");
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  return path;`),
      },
      {
        name: "an early-return parser that normalises the slashes",
        source: nextModule(`  if (next === null || next === "") return null;
  if (!URL.canParse(next, window.location.origin)) return null;
  const { origin, pathname, search, hash } = new URL(next, window.location.origin);
  if (origin !== window.location.origin) return null;
  return pathname.replace(/^\\/+/, "/") + search + hash;`),
      },
      {
        name: "a typed helper that turns a parsed URL into a path",
        source: nextModule(`  if (next === null || next === "") return null;
  const parsed: URL | null = URL.canParse(next, window.location.origin)
    ? new URL(next, window.location.origin)
    : null;
  return parsed && sameSitePath(parsed);`).replace(
          "export function safeNext",
          `/** The path, query and hash of \`url\` when it is on this site and cannot be read as another host. */
function sameSitePath({ origin, pathname, search, hash }: URL): string | null {
  if (origin !== window.location.origin || pathname.startsWith("//")) return null;
  return \`\${pathname}\${search}\${hash}\`;
}

export function safeNext`,
        ),
      },
    ],
  },

  "not-found": {
    wrong: [
      {
        name: "adds the catch-all beside the layout, not inside it",
        source: siteModule(
          siteRoutes(
            "",
            `
  { path: "*", Component: NotFound },`,
          ),
        ),
        message: /navigation is gone.*among the layout route's children/,
      },
      {
        name: "uses the layout's error element as the 404 page",
        source: siteModule(`[
  {
    path: "/",
    Component: Layout,
    errorElement: <NotFound />,
    children: [
      { index: true, Component: Home },
      { path: "about", Component: About },
    ],
  },
]`),
        message: /navigation is gone/,
      },
      {
        name: "lists the one old address it knows about",
        source: siteModule(
          siteRoutes(`
      { path: "old-page", Component: NotFound },`),
        ),
        message: /\/team\/ada\/profile matches no route.*path: "\*"/,
      },
      {
        name: "redirects unknown paths to the home page",
        source: siteModule(
          siteRoutes(`
      { path: "*", element: <Navigate to="/" replace /> },`),
          `import { Navigate } from "react-router";\n`,
        ),
        message: /shows the home page: the catch-all redirects there/,
      },
      {
        name: "lists the addresses the links go to",
        source: siteModule(
          siteRoutes(`
      { path: "old-page", Component: NotFound },
      { path: "team/*", Component: NotFound },`),
        ),
        message: /\/about-us matches no route.*path: "\*"/,
      },
      {
        name: "catches unknown pages with a dynamic segment",
        source: siteModule(
          siteRoutes(`
      // Any page name that is not one of ours.
      { path: ":page", Component: NotFound },`),
        ),
        message: /\/old-page\/2024 matches no route.*path: "\*"/,
      },
    ],
    right: [
      {
        name: "a catch-all element with an absolute child path",
        source: siteModule(
          siteRoutes(`
      { path: "/*", element: <NotFound /> },`),
        ),
      },
      {
        name: "declarative routes under <BrowserRouter>",
        source: `import { BrowserRouter, Link, Outlet, Route, Routes } from "react-router";

function Layout() {
  return (
    <div>
      <nav aria-label="Site">
        <Link to="/">Home</Link> <Link to="/about">About</Link> <Link to="/old-page">Old page</Link>{" "}
        <Link to="/team/ada/profile">Ada's profile</Link>
      </nav>
      <Outlet />
    </div>
  );
}

export default function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Layout />}>
          <Route index element={<h2>Home</h2>} />
          <Route path="about" element={<h2>About us</h2>} />
          <Route path="*" element={<h2>Sorry, page not found</h2>} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
`,
      },
      {
        name: "a pathless layout route with the catch-all and a way home",
        source: siteModule(
          `[
  {
    Component: Layout,
    children: [
      { path: "/", Component: Home },
      { path: "/about", Component: About },
      {
        path: "*",
        element: (
          <>
            <NotFound />
            <p>
              <Link to="/">Back to the home page</Link>
            </p>
          </>
        ),
      },
    ],
  },
]`,
        ),
      },
      {
        name: "typed route objects in a constant of their own",
        source: siteModule("routes", `import type { RouteObject } from "react-router";\n`).replace(
          "const router = createBrowserRouter(routes);",
          `const routes: RouteObject[] = [
  {
    path: "/",
    Component: Layout,
    children: [
      { index: true, Component: Home },
      { path: "about", Component: About },
      { path: "*", Component: NotFound },
    ],
  },
];

const router = createBrowserRouter(routes);`,
        ),
      },
    ],
  },

  "unsaved-changes": {
    wrong: [
      {
        name: "blocks while the bio holds text, even after saving",
        source: editorModule(`  const blocker = useBlocker(bio.trim() !== "");`, blockedPrompt),
        message: /After Save there is nothing to lose.*bio !== savedBio/,
      },
      {
        name: "blocks once the reader has typed anything",
        source: editorModule(
          `  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (bio) setTouched(true);
  }, [bio]);
  const blocker = useBlocker(touched);`,
          blockedPrompt,
          ", useBlocker",
          "useEffect, useState, type SubmitEvent",
        ),
        message: /typed text erased again, Home still stops/,
      },
      {
        name: "shows the question whenever the bio is unsaved",
        source: editorModule(
          `  const isDirty = bio !== savedBio;
  const blocker = useBlocker(isDirty);`,
          `      {isDirty && (
        <div role="alert">
          <p>You have unsaved changes. Leave anyway?</p>
          <button type="button" onClick={() => blocker.proceed?.()}>
            Leave
          </button>
          <button type="button" onClick={() => blocker.reset?.()}>
            Stay
          </button>
        </div>
      )}`,
        ),
        message: /After "Stay", the question is still on screen/,
      },
      {
        name: "blocks, but never asks",
        source: editorModule(`  useBlocker(bio !== savedBio);`, ""),
        message: /nothing on the page asks the reader/,
      },
      {
        name: "always blocks",
        source: editorModule(`  const blocker = useBlocker(true);`, blockedPrompt),
        message: /With an empty bio, Home did not leave the editor/,
      },
      {
        name: "blocks until something was saved once",
        source: editorModule(
          `  // Nothing saved yet and something typed: that is a draft.
  const blocker = useBlocker(bio !== "" && savedBio === "");`,
          blockedPrompt,
        ),
        message: /After saving "Cats" and typing " and dogs", Home left the editor at once/,
      },
      {
        name: "remembers the saved text in a module-level variable",
        source: editorModule(`  const blocker = useBlocker(bio !== lastSaved);`, blockedPrompt)
          .replace(
            "function EditProfile() {",
            '// Kept outside the component, so it survives leaving the page.\nlet lastSaved = "";\n\nfunction EditProfile() {',
          )
          .replace("    setSavedBio(bio);", "    lastSaved = bio;\n    setSavedBio(bio);"),
        message: /On a second visit, with nothing typed, Home did not leave.*module-level variable/,
      },
    ],
    right: [
      {
        name: "the lesson's EditProfile: a blocker function and a beforeunload listener",
        source: editorModule(
          `  const isDirty = bio !== savedBio;

  // Block only real page changes, not a change of ?tab=… on this same page.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  // Reloading or closing the tab is outside the router: the browser asks instead.
  useEffect(() => {
    if (!isDirty) return;
    function warn(event: BeforeUnloadEvent) {
      event.preventDefault();
    }
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);`,
          blockedPrompt,
          ", useBlocker",
          "useEffect, useState, type SubmitEvent",
        ),
      },
      {
        name: "an alert dialog with other wording, answered through the blocker",
        source: editorModule(
          `  const blocker = useBlocker(
    ({ nextLocation }) => bio !== savedBio && nextLocation.pathname !== "/profile/edit",
  );
  const blocked = blocker.state === "blocked";`,
          `      {blocked ? (
        <div role="alertdialog" aria-labelledby="leave-title">
          <h3 id="leave-title">Unsaved changes</h3>
          <p>Your bio is not saved yet.</p>
          <button type="button" onClick={blocker.reset}>
            Stay on this page
          </button>
          <button type="button" onClick={blocker.proceed}>
            Leave without saving
          </button>
        </div>
      ) : null}`,
        ),
      },
      {
        name: "a typed blocker function and the question in a component of its own",
        source: editorModule(
          `  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    bio !== savedBio && currentLocation.pathname !== nextLocation.pathname;
  const blocker: Blocker = useBlocker(shouldBlock);`,
          `      <LeavePrompt blocker={blocker} />`,
          ", useBlocker, type Blocker, type BlockerFunction",
        ).replace(
          "function EditProfile() {",
          `function LeavePrompt({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== "blocked") return null;
  return (
    <section role="alert" aria-label="Unsaved changes">
      <p>You have unsaved changes in your bio.</p>
      <button type="button" onClick={() => blocker.reset()}>
        Stay
      </button>
      <button type="button" onClick={() => blocker.proceed()}>
        Leave
      </button>
    </section>
  );
}

function EditProfile() {`,
        ),
      },
    ],
  },
};

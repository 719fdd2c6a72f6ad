import { renderCopy } from "./helpers/instances";
import { stateFromProps, stateSetDuringRender } from "./helpers/state-copies";
import { typeAddress } from "./helpers/router";
import type {
  Challenge,
  ChallengeCheck,
  CheckContext,
  CodeNode,
  LessonChallenges,
  SetupContext,
} from "./types";

export const fruitList = `const fruits = ["Apple", "Apricot", "Banana", "Cherry"];

function FruitList({ query }: { query: string }) {
  const shown = fruits.filter((fruit) => fruit.toLowerCase().includes(query.toLowerCase()));
  return (
    <ul>
      {shown.map((fruit) => (
        <li key={fruit}>{fruit}</li>
      ))}
    </ul>
  );
}`;

export const cart = (reducer: string) => `import { useReducer } from "react";

type Action = { type: "add"; name: string } | { type: "remove"; name: string } | { type: "clear" };

${reducer}

export default function Cart() {
  const [items, dispatch] = useReducer(cartReducer, []);
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        {["Tea", "Cake"].map((name) => (
          <button key={name} type="button" className="rounded border px-3" onClick={() => dispatch({ type: "add", name })}>
            Add {name}
          </button>
        ))}
        <button type="button" className="rounded border px-3" onClick={() => dispatch({ type: "clear" })}>
          Clear
        </button>
      </div>
      <p role="status">{items.length} in cart</p>
      <ul>
        {items.map((name) => (
          <li key={name}>
            {name}{" "}
            <button type="button" className="underline" onClick={() => dispatch({ type: "remove", name })}>
              Remove {name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
`;

const listed = (screen: { queryAllByRole: (role: "listitem") => HTMLElement[] }) =>
  screen.queryAllByRole("listitem").map((item) => item.textContent ?? "");

const FRUITS = ["Apple", "Apricot", "Banana", "Cherry"];
const fruitsShown = (screen: CheckContext["screen"]) =>
  FRUITS.filter((fruit) => listed(screen).some((item) => item.includes(fruit)));
const orNothing = (names: string[]) => names.join(", ") || "nothing";

const matching = (query: string) =>
  FRUITS.filter((fruit) => fruit.toLowerCase().includes(query.toLowerCase()));

/** Waits (briefly) until the list shows `names`: a deferred list catches up a moment later. */
const showing = (context: CheckContext, names: string[], screen = context.screen) =>
  context
    .waitFor(
      () => {
        if (fruitsShown(screen).join() !== names.join()) throw new Error("not yet");
      },
      { timeout: 1000 },
    )
    .catch(() => {});

/** Types `typed` into the filter; the list must then show exactly `expected`. */
const filtering = (typed: string, expected: string[], thenClear = false): ChallengeCheck => ({
  name: `Typing "${typed}" leaves ${orNothing(expected)}${thenClear ? ", and clearing the filter shows all four again" : ""}`,
  run: async (context) => {
    const { screen, user, expect } = context;
    const field = screen.getByLabelText(/filter/i);
    await user.type(field, typed);
    await showing(context, expected);
    const shown = fruitsShown(screen);
    expect(
      shown.join() === expected.join(),
      `After typing "${typed}" the list shows ${orNothing(shown)}, not ${orNothing(expected)}: the list does not follow the filter's text. Keep the query in FruitFinder, the closest common parent, pass it down to FruitList as a prop, and filter with that prop while rendering (a copy in the list's own state, \`useState(query)\`, keeps only the first value).`,
    );
    if (!thenClear) return;
    await user.clear(field);
    await showing(context, FRUITS);
    const all = fruitsShown(screen);
    expect(
      all.length === FRUITS.length,
      `After clearing the filter the list shows ${orNothing(all)}: with an empty query every fruit should show again.`,
    );
  },
});

/**
 * Types `keys` one at a time ("{Backspace}" erases one letter); after each, the list must show
 * the fruits that match the field's text at that moment.
 */
const eachKey = (keys: string[]): ChallengeCheck => ({
  name: `Every keystroke filters at once: ${keys.map((key) => (key === "{Backspace}" ? "Backspace" : `"${key}"`)).join(", ")}`,
  run: async (context) => {
    const { screen, user, expect } = context;
    const field = screen.getByLabelText(/filter/i) as HTMLInputElement;
    for (const key of keys) {
      await user.type(field, key);
      const expected = matching(field.value);
      await showing(context, expected);
      const shown = fruitsShown(screen);
      expect(
        shown.join() === expected.join(),
        `With "${field.value}" in the filter the list shows ${orNothing(shown)}, not ${orNothing(expected)}: the list is a keystroke behind or ahead of the field. Render the list from the same query the field shows, in the same render: FruitFinder's state, passed down as a prop.`,
      );
    }
  },
});

/** The fruits left after a remove, and what went wrong if they are not `left`. */
function removal(before: string[], removed: string, after: string[]) {
  const left = before.filter((name) => name !== removed);
  if (after.join() === left.join()) return null;
  const shown = orNothing(after);
  if (after.length === 0)
    return `Removing ${removed} emptied the whole cart: the \`remove\` case gave back no items. A case without a \`return\` falls through into the next one, here \`clear\`. End the case with \`return items.filter((name) => name !== action.name);\`.`;
  if (after.join() === before.join())
    return `After removing ${removed} the cart still shows ${shown}: the \`remove\` case gave back the cart unchanged. \`filter\` returns a new array and changes nothing, so its result must be what the case returns: \`return items.filter((name) => name !== action.name);\`.`;
  return `After removing ${removed} the cart shows ${shown}, not ${orNothing(left)}: the \`remove\` case kept the wrong items. Return every item except the removed one: \`items.filter((name) => name !== action.name)\`.`;
}

const CART_ITEMS = ["Tea", "Cake"];
/** The cart's items in the order it lists them. */
const inCart = (screen: CheckContext["screen"]) =>
  listed(screen).flatMap((item) => CART_ITEMS.filter((name) => item.startsWith(name)));
const cartCount = (screen: CheckContext["screen"]) =>
  Number(/\d+/.exec(screen.getByRole("status").textContent ?? "")?.[0] ?? Number.NaN);

/** Adds the items in order, removes one, and expects the others to stay, in order. */
const removing = (added: string[], removed: string): ChallengeCheck => ({
  name: `Adding ${added.join(" and ")}, then removing ${removed}, keeps ${orNothing(added.filter((name) => name !== removed))}`,
  run: async ({ screen, user, expect }) => {
    for (const name of added) await user.click(screen.getByRole("button", { name: `Add ${name}` }));
    await user.click(screen.getByRole("button", { name: `Remove ${removed}` }));
    const after = inCart(screen);
    expect(!removal(added, removed, after), removal(added, removed, after) ?? "");
    const count = cartCount(screen);
    expect(
      count === after.length,
      `The cart lists ${orNothing(after)} but its status says ${count} in cart: the count must come from the same items.`,
    );
  },
});

// ---------------------------------------------------------------------------------------------
// people-loader

/** The people directory as the reader finds it: which person is open, and the answer, in state. */
export const peopleStarter = `import { useEffect, useState } from "react";
import { createBrowserRouter, Outlet } from "react-router";
import { RouterProvider } from "react-router/dom";

interface Person {
  id: string;
  name: string;
  role: string;
}

const people = [
  { id: "1", name: "Ada Lovelace" },
  { id: "2", name: "Grace Hopper" },
];

function Layout() {
  return (
    <div className="space-y-3">
      <h1 className="font-semibold">People</h1>
      <Outlet />
    </div>
  );
}

function Directory() {
  const [personId, setPersonId] = useState<string | null>(null);
  const [person, setPerson] = useState<Person | null>(null);

  useEffect(() => {
    if (personId === null) return;
    let ignore = false;
    fetch(\`/api/people/\${personId}\`)
      .then((response) => response.json())
      .then((data: Person) => {
        if (!ignore) setPerson(data);
      });
    return () => {
      ignore = true;
    };
  }, [personId]);

  return (
    <>
      <nav aria-label="People" className="flex gap-3">
        {people.map((entry) => (
          <button key={entry.id} type="button" className="underline" onClick={() => setPersonId(entry.id)}>
            {entry.name}
          </button>
        ))}
      </nav>
      {person ? (
        <article>
          <h2>{person.name}</h2>
          <p>{person.role}</p>
        </article>
      ) : (
        <p>Pick a person.</p>
      )}
    </>
  );
}

const router = createBrowserRouter([
  { path: "/", Component: Layout, children: [{ index: true, Component: Directory }] },
]);

export default function App() {
  return <RouterProvider router={router} />;
}
`;

/** The directory as the lesson would write it; the corpus swaps its parts for learners' versions. */
export const peopleParts = {
  imports: `import {
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  Link,
  Outlet,
  useLoaderData,
  useParams,
  useRouteError,
  type LoaderFunctionArgs,
} from "react-router";
import { RouterProvider } from "react-router/dom";`,
  nav: `        {people.map((person) => (
          <Link key={person.id} to={\`/people/\${person.id}\`}>
            {person.name}
          </Link>
        ))}`,
  loader: `// Runs before Profile renders: the id comes from the URL's :personId.
async function personLoader({ params, request }: LoaderFunctionArgs) {
  const id = encodeURIComponent(params.personId ?? "");
  const response = await fetch(\`/api/people/\${id}\`, { signal: request.signal });
  if (response.status === 404) throw data("No such person", { status: 404 });
  if (!response.ok) throw new Error(\`HTTP error! status: \${response.status}\`);
  const person: unknown = await response.json();
  if (!isPerson(person)) throw new Error("The server sent an unexpected person.");
  return person;
}`,
  profile: `function Profile() {
  const person = useLoaderData<typeof personLoader>();
  return (
    <article>
      <h2>{person.name}</h2>
      <p>{person.role}</p>
    </article>
  );
}`,
  error: `function ProfileError() {
  const { personId } = useParams<"personId">();
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <p role="alert">{missing ? \`No person has the id \${personId}.\` : "Could not load this person."}</p>
  );
}`,
  routes: `[
  {
    path: "/",
    Component: Layout,
    children: [
      { index: true, Component: Home },
      {
        path: "people/:personId",
        loader: personLoader,
        Component: Profile,
        ErrorBoundary: ProfileError,
      },
    ],
  },
]`,
};

export type PeopleParts = typeof peopleParts;

export const peopleApp = (parts: Partial<PeopleParts> = {}) => {
  const { imports, nav, loader, profile, error, routes } = { ...peopleParts, ...parts };
  return `${imports}

interface Person {
  id: string;
  name: string;
  role: string;
}

function isPerson(value: unknown): value is Person {
  if (typeof value !== "object" || value === null) return false;
  const { id, name, role } = value as Record<string, unknown>;
  return typeof id === "string" && typeof name === "string" && typeof role === "string";
}

const people = [
  { id: "1", name: "Ada Lovelace" },
  { id: "2", name: "Grace Hopper" },
];

function Layout() {
  return (
    <div className="space-y-3">
      <h1 className="font-semibold">People</h1>
      <nav aria-label="People" className="flex gap-3 underline">
${nav}
      </nav>
      <Outlet />
    </div>
  );
}

function Home() {
  return <p>Pick a person.</p>;
}

${loader}

${profile}

${error}

const router = createBrowserRouter(${routes});

export default function App() {
  return <RouterProvider router={router} />;
}
`;
};

const PEOPLE: Record<string, { id: string; name: string; role: string }> = {
  "1": { id: "1", name: "Ada Lovelace", role: "Mathematician" },
  "2": { id: "2", name: "Grace Hopper", role: "Computer scientist" },
};

/** The person a request asks for: the last segment of its path, decoded. */
const askedFor = (url: string) => {
  const last = new URL(url, "http://localhost").pathname.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

const askedForPath = (url: string) => new URL(url, "http://localhost").pathname;

/** Answers /api/people/1 and /2 with Ada and Grace, anything else with a 404. */
const answerPeople = ({ server }: SetupContext) =>
  server.answer((request) => {
    const person = /^\/api\/people\/[^/]+$/.test(askedForPath(request.url))
      ? PEOPLE[askedFor(request.url)]
      : undefined;
    if (person) request.respond(person);
    else request.respond({ message: "Not found" }, { status: 404 });
  });

/** What the page says right now, for messages and for spotting React Router's own screens. */
function pageText({ root }: CheckContext) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  while (walker.nextNode()) words.push(walker.currentNode.textContent ?? "");
  return words.join(" ").replace(/\s+/g, " ").trim();
}

const HOOK_IN_LOADER =
  "The loader calls a hook, and throws there before any request is sent: a loader is not a component, it runs before anything renders, so `useParams` cannot work there. Read the id from the loader's argument instead: `async function personLoader({ params }: LoaderFunctionArgs)`, then `params.personId`.";

type FunctionNode = CodeNode & { id?: { name?: string } | null };

/**
 * True when a React Router hook is called in a plain function (a name that is neither a
 * component's nor a hook's), such as a loader: it throws there before any request is sent, and
 * React's "Invalid hook call" is all that shows. Read from the syntax tree, since the page only
 * shows the route's error message.
 */
function hookInLoader({ code, warnings }: CheckContext) {
  if (warnings.some((line) => /Invalid hook call/i.test(line))) return true;
  const functions = ["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]
    .flatMap((type) => code.nodes(type) as FunctionNode[])
    .sort((a, b) => b.start - a.start);
  const names = new Map<CodeNode, string>();
  for (const declarator of code.nodes("VariableDeclarator")) {
    const { id, init } = declarator as CodeNode & { id: { name?: string }; init?: CodeNode };
    if (init && id.name) names.set(init, id.name);
  }
  return ["useParams", "useLoaderData", "useNavigate"].some((hook) =>
    code.calls("react-router", hook).some((call) => {
      const inner = functions.find((fn) => fn.start <= call.node.start && call.node.end <= fn.end);
      const name = inner && (inner.id?.name ?? names.get(inner));
      return !!name && /^[a-z]/.test(name) && !/^use[A-Z0-9]/.test(name);
    }),
  );
}

/** Goes to `path` and waits for a heading named `name`; null if it never comes. */
async function openProfile(context: CheckContext, path: string, name: string) {
  await typeAddress(context, path);
  return context.screen
    .findByRole("heading", { name: new RegExp(name, "i") }, { timeout: 1500 })
    .catch(() => null);
}

/** Why `path` did not show `name`, in the lesson's words. */
function whyNoProfile(context: CheckContext, path: string, id: string, name: string) {
  if (hookInLoader(context)) return HOOK_IN_LOADER;
  const text = pageText(context);
  const asked = context.server.requests.map((request) => askedForPath(request.url));
  if (/404 Not Found/i.test(text) && asked.length === 0)
    return `${path} matches no route, so React Router shows its own "404 Not Found" screen. Give each person an address: a route \`{ path: "people/:personId", loader: personLoader, Component: Profile }\` among the layout's children, where ":personId" matches the 1 or 2 in the address.`;
  if (asked.length > 0 && !asked.includes(`/api/people/${id}`))
    return `For ${path} the page asked the server for ${asked.join(", ")}, not /api/people/${id}: the id must come from the router's address. In the loader read \`params.personId\` (the router fills it from ":personId"); \`window.location\` is the browser's address, which a router may not use.`;
  if (asked.length === 0)
    return `${path} sent no request for ${name}. Load the person in the route's loader: \`fetch(\`/api/people/\${params.personId}\`)\`, returned from the loader and read with \`useLoaderData()\`.`;
  return `${path} asked for /api/people/${id} and got ${name}, but the page never showed "${name}" as a heading (it shows: "${text.slice(0, 120)}"). Render the loader's answer: \`const person = useLoaderData<typeof personLoader>()\`, then \`<h2>{person.name}</h2>\`.`;
}

function peopleChallenge(): Challenge {
  return {
    starter: peopleStarter,
    solution: peopleApp(),
    hint: "Which part of this state should live in the address bar, and which part did the server send? Routing's loaders run before a page renders, and they receive the URL's params.",
    explanation:
      "Which person is open is now part of the URL, `/people/2`: the names are links, so a profile can be bookmarked, shared and reached with Back, and no component keeps it in state. The server's answer is not copied into state either: the route's `loader` fetches it with the id from `params.personId` before the profile renders, and `useLoaderData()` hands it over, so the page appears with its data and a new address always brings its own answer. A 404 becomes a thrown `data(…, { status: 404 })`, which the route's `ErrorBoundary` shows inside the layout, reading the id with `useParams()`.",
    checks: [
      {
        name: "Each name is a link to its own address, /people/1 and /people/2",
        run: ({ screen, expect }) => {
          for (const [id, person] of Object.entries(PEOPLE)) {
            const link = screen.queryByRole("link", { name: new RegExp(person.name, "i") });
            const button = screen.queryByRole("button", { name: new RegExp(person.name, "i") });
            expect(
              link,
              button
                ? `${person.name} is a button, so her profile has no address: nobody can bookmark it, share it or come back to it with Back. Make each name a link, \`<Link to={\`/people/\${person.id}\`}>\`, and let the URL hold which person is open.`
                : `There is no link named "${person.name}": keep the names of the people, as links to /people/${id}.`,
            );
            const href = link!.getAttribute("href") ?? "";
            expect(
              new URL(href, "http://localhost").pathname === `/people/${id}`,
              `The link "${person.name}" goes to ${href}, not /people/${id}: \`<Link to={\`/people/\${person.id}\`}>\`.`,
            );
          }
        },
      },
      {
        name: "Opening /people/2 directly shows Grace Hopper",
        setup: answerPeople,
        run: async (context) => {
          const found = await openProfile(context, "/people/2", "Grace Hopper");
          context.expect(found, whyNoProfile(context, "/people/2", "2", "Grace Hopper"));
        },
      },
      {
        name: "The profile's data is loaded by the route's loader, before the profile renders",
        run: async (context) => {
          const { screen, server, expect } = context;
          expect(
            screen.queryByText(/pick a person/i),
            'The home page should say "Pick a person." until a name is chosen.',
          );
          await typeAddress(context, "/people/2");
          const [request] = await server.waitForRequests(1, 1500).catch(() => []);
          if (!request) {
            expect(!hookInLoader(context), HOOK_IN_LOADER);
            expect(false, whyNoProfile(context, "/people/2", "2", "Grace Hopper"));
          }
          const stillHome = !!screen.queryByText(/pick a person/i);
          request!.respond(PEOPLE["2"]);
          expect(
            stillHome,
            "While /api/people/2 was still loading, the page had already left the home page for an empty profile: the profile fetches in an effect, after it renders. Move the request into the route's `loader`: the router runs it first and shows the profile with its data, read with `useLoaderData()`, so no component keeps a copy of it in state.",
          );
          const shown = await screen
            .findByRole("heading", { name: /grace hopper/i }, { timeout: 1500 })
            .catch(() => null);
          expect(shown, whyNoProfile(context, "/people/2", "2", "Grace Hopper"));
        },
      },
      {
        name: "Going from Ada to Grace shows Grace, with one request for each",
        setup: answerPeople,
        run: async (context) => {
          const { screen, server, expect } = context;
          const ada = await openProfile(context, "/people/1", "Ada Lovelace");
          expect(ada, whyNoProfile(context, "/people/1", "1", "Ada Lovelace"));
          const grace = await openProfile(context, "/people/2", "Grace Hopper");
          const stale = !grace && !!screen.queryByRole("heading", { name: /ada lovelace/i });
          expect(
            !stale,
            "After going from /people/1 to /people/2 the page still shows Ada Lovelace. Both addresses render the same Profile, so React keeps it, and its state: a copy of the first answer in `useState` (or an effect that does not depend on `personId`) never changes. Read the person straight from `useLoaderData()`, which follows the address.",
          );
          expect(grace, whyNoProfile(context, "/people/2", "2", "Grace Hopper"));
          const count = server.requests.length;
          expect(
            count === 2,
            `Opening two profiles sent ${count} requests (${server.requests.map((request) => askedForPath(request.url)).join(", ")}): the profile fetches again in an effect although the loader already did. The loader's answer, from \`useLoaderData()\`, is all the profile needs.`,
          );
        },
      },
      {
        name: 'An unknown id, /people/9, shows "No person has the id 9." inside the page',
        setup: answerPeople,
        run: async (context) => {
          const { screen, expect } = context;
          await typeAddress(context, "/people/9");
          const said = await screen
            .findByText(/no person has the id 9\b/i, {}, { timeout: 1500 })
            .catch(() => null);
          if (!said) {
            const text = pageText(context);
            expect(!hookInLoader(context), HOOK_IN_LOADER);
            expect(
              !/Unexpected Application Error/i.test(text),
              `For /people/9 React Router shows its own error screen ("${text.slice(0, 80)}…"): the loader threw, and the route has nothing to show instead. Give the profile route an \`ErrorBoundary\` (or \`errorElement\`) that says "No person has the id 9.".`,
            );
            expect(
              !/no (such )?person|no person has the id/i.test(text),
              `The page says "${text.slice(0, 100)}", without the id from the address. Read it in the error component with \`useParams()\` ("No person has the id {personId}.").`,
            );
            expect(
              false,
              `The server answered 404 for /api/people/9, yet the page shows "${text.slice(0, 100)}". Check \`response.ok\` (or the status) in the loader and throw \`data("No such person", { status: 404 })\`; the route's \`ErrorBoundary\` then shows "No person has the id 9.".`,
            );
          }
          expect(
            screen.queryByRole("navigation", { name: /people/i }),
            "For /people/9 the error message replaced the whole page, the names included, so the reader is stranded. Put the `ErrorBoundary` on the profile route rather than the layout: it renders in the layout's `<Outlet />`.",
          );
        },
      },
    ],
  };
}

export const challenges: LessonChallenges = {
  "lift-state": {
    starter: `import { useState } from "react";

${fruitList}

function FilterInput() {
  const [query, setQuery] = useState("");
  return (
    <label className="flex gap-2">
      Filter
      <input className="rounded border px-2" value={query} onChange={(event) => setQuery(event.target.value)} />
    </label>
  );
}

export default function FruitFinder() {
  return (
    <div className="space-y-2">
      <FilterInput />
      <FruitList query="" />
    </div>
  );
}
`,
    solution: `import { useState } from "react";

${fruitList}

function FilterInput({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  return (
    <label className="flex gap-2">
      Filter
      <input className="rounded border px-2" value={query} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

export default function FruitFinder() {
  const [query, setQuery] = useState("");
  return (
    <div className="space-y-2">
      <FilterInput query={query} onChange={setQuery} />
      <FruitList query={query} />
    </div>
  );
}
`,
    hint: "Two siblings need the same value. Which component is the closest one above both of them?",
    explanation:
      "The query now lives in `FruitFinder`, the closest common parent. It passes the value down to both children and a setter down to the input, so typing updates the one source of truth and both children render from it in the same render. No child keeps a copy, so nothing has to be synced in an effect (which would cost a second render per keystroke).",
    checks: [
      filtering("ap", ["Apple", "Apricot"]),
      filtering("an", ["Banana"], true),
      filtering("Ch", ["Cherry"]),
      eachKey(["a", "p", "r", "{Backspace}", "{Backspace}"]),
      {
        name: "The query has one owner, FruitFinder: no copy in a child's state, no effect that passes it along",
        run: async ({ screen, user, renders, resetRenders, code, exports, expect }) => {
          const [copy] = stateFromProps(code);
          expect(
            !copy,
            `Line ${copy?.line} keeps a copy of a prop in state (\`${copy?.text}\`): the copy takes only the first value, and whatever keeps it in step (a \`key\` that remounts the child, a setter called while rendering) is a second owner of the query. Use the prop itself: filter with \`query\` while rendering.`,
          );
          const [corrected] = stateSetDuringRender(code);
          expect(
            !corrected,
            `Line ${corrected?.line} sets state while rendering (\`${corrected?.text}\`) to keep a copy of the query in step: that renders the child twice per keystroke and gives the query two owners. Use the prop itself: filter with \`query\` while rendering.`,
          );
          const [call] = code.stateSetInEffects();
          expect(
            !call,
            `Line ${call?.line} sets state in an effect (\`${call?.text}\`): that copies a value React could compute while rendering, and costs a second render per keystroke. Keep the query in FruitFinder alone and filter the fruits from it during render.`,
          );
          resetRenders();
          await user.type(screen.getByLabelText(/filter/i), "ap");
          const finder = (exports.default as { name?: string } | undefined)?.name || "FruitFinder";
          const input = renders("FilterInput");
          const parent = renders(finder);
          expect(
            parent > 0,
            `While you typed, ${finder} never rendered: the query is not its state. Move \`useState\` for the query into ${finder}, the closest common parent of the field and the list, and pass the query down to both.`,
          );
          // An input with no state of its own renders only when its parent does.
          expect(
            input <= parent,
            `While you typed two letters, FilterInput rendered ${input} times and FruitFinder ${parent}: the input still keeps its own copy of the query and passes it up after each render (from an effect), so every keystroke renders twice. Keep the query only in FruitFinder, pass it to the input as its value, and call \`onChange\` from the input's change handler.`,
          );
        },
      },
      {
        name: "Two finders on one page filter on their own, and a finder mounted later starts with every fruit",
        run: async (context) => {
          const { screen, user, within, expect } = context;
          // The copies' fields are found by tag: a label's htmlFor="…" id is not unique twice.
          const other = within(renderCopy(context));
          await user.type(screen.getByLabelText(/filter/i), "ap");
          await showing(context, ["Apple", "Apricot"]);
          const shared =
            'the query is kept outside the components (a module-level variable), so every FruitFinder shares it and a new one starts from the last query typed. Keep it in FruitFinder\'s state: `const [query, setQuery] = useState("")`.';
          expect(
            fruitsShown(other).length === FRUITS.length,
            `Typing "ap" in one finder filtered another finder's list too (${orNothing(fruitsShown(other))}): ${shared}`,
          );
          const laterContainer = renderCopy(context);
          const later = within(laterContainer);
          const field = laterContainer.querySelector("input")!;
          expect(
            field.value === "" && fruitsShown(later).length === FRUITS.length,
            `A finder mounted later starts with "${field.value}" in its field and shows ${orNothing(fruitsShown(later))}: ${shared}`,
          );
        },
      },
    ],
  },

  "people-loader": peopleChallenge(),

  "reducer-fallthrough": {
    starter: cart(`function cartReducer(items: string[], action: Action): string[] {
  switch (action.type) {
    case "add":
      return items.includes(action.name) ? items : [...items, action.name];
    case "remove":
      items.filter((name) => name !== action.name);
    case "clear":
      return [];
  }
}`),
    solution: cart(`function cartReducer(items: string[], action: Action): string[] {
  switch (action.type) {
    case "add":
      return items.includes(action.name) ? items : [...items, action.name];
    case "remove":
      return items.filter((name) => name !== action.name);
    case "clear":
      return [];
  }
}`),
    hint: "Read the `remove` case slowly. What does it return, and where does the switch go next?",
    explanation:
      "A reducer must return the next state for every action. The `remove` case computed a filtered array but dropped it, then fell through into `clear`. Returning the filtered array ends the case, so removing one item keeps the others.",
    checks: [
      removing(["Tea", "Cake"], "Tea"),
      removing(["Cake", "Tea"], "Tea"),
      removing(["Tea", "Cake"], "Cake"),
      {
        name: "Each step shows the right cart: add Tea and Cake, remove Tea, add Tea again, remove Cake",
        run: async ({ screen, user, expect }) => {
          const steps: [string, string, string[]][] = [
            ["Add Tea", "adding Tea", ["Tea"]],
            ["Add Cake", "adding Cake", ["Tea", "Cake"]],
            ["Remove Tea", "removing Tea", ["Cake"]],
            ["Add Tea", "adding Tea again", ["Cake", "Tea"]],
            ["Remove Cake", "removing Cake", ["Tea"]],
          ];
          let before: string[] = [];
          for (const [button, what, expected] of steps) {
            await user.click(screen.getByRole("button", { name: button }));
            const after = inCart(screen);
            const removed = button.startsWith("Remove") ? button.slice(7) : null;
            expect(
              after.join() === expected.join(),
              (removed && removal(before, removed, after)) ||
                `After ${what} the cart shows ${orNothing(after)}, not ${orNothing(expected)}: every action must return the next cart, built from the cart it is given.`,
            );
            const count = cartCount(screen);
            expect(
              count === after.length,
              `After ${what} the cart lists ${orNothing(after)} but its status says ${count} in cart: the count must come from the same items.`,
            );
            before = after;
          }
        },
      },
      {
        name: "Two carts on one page keep their own items, and a cart mounted later starts empty",
        run: async (context) => {
          const { screen, user, within, expect } = context;
          const other = within(renderCopy(context));
          await user.click(screen.getByRole("button", { name: "Add Tea" }));
          await user.click(other.getByRole("button", { name: "Add Cake" }));
          const shared =
            "the cart lives outside the reducer's state (a module-level array), so every cart shares it. A reducer computes the next cart only from the `items` it is given and the action.";
          // Tea went into the first cart only: in the second it can only come from the first.
          expect(
            !inCart(other).includes("Tea"),
            `With two carts, Tea added to the first one showed up in the second (${orNothing(inCart(other))}): ${shared}`,
          );
          const later = within(renderCopy(context));
          expect(
            inCart(later).length === 0,
            `A cart mounted later starts with ${orNothing(inCart(later))}, not empty: ${shared}`,
          );
        },
      },
      {
        name: "Clear empties the cart, and adding works again after it",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Add Tea" }));
          await user.click(screen.getByRole("button", { name: "Add Cake" }));
          await user.click(screen.getByRole("button", { name: "Clear" }));
          const cleared = inCart(screen);
          expect(
            cleared.length === 0 && cartCount(screen) === 0,
            `After Clear the cart shows ${orNothing(cleared)} (${cartCount(screen)} in cart): the \`clear\` case should return an empty array.`,
          );
          await user.click(screen.getByRole("button", { name: "Add Cake" }));
          const after = inCart(screen);
          expect(
            after.join() === "Cake",
            `After Clear and then Add Cake the cart shows ${orNothing(after)}, not Cake: every case must return the next cart.`,
          );
        },
      },
    ],
  },
};

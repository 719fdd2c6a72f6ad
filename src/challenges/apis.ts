import { renderCopy } from "./helpers/instances";
import { renderCaught } from "./helpers/render-caught";
import type { CheckContext, FakeServer, LessonChallenges } from "./types";

type Person = { id: number; name: string };

const pioneers: Person[] = [
  { id: 1, name: "Ada Lovelace" },
  { id: 2, name: "Grace Hopper" },
];
const others: Person[] = [
  { id: 7, name: "Margaret Hamilton" },
  { id: 8, name: "Katherine Johnson" },
  { id: 9, name: "Dorothy Vaughan" },
];

/** A guard for one user (the lesson's isUser), for the profile's module. */
export const userGuard = `
function isUser(value: unknown): value is User {
  if (typeof value !== "object" || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === "number" && typeof name === "string";
}
`;

/** The lesson's type guards (Error handling): the JSON stays `unknown` until they checked it. */
export const userGuards = `${userGuard}
function isUserList(value: unknown): value is User[] {
  return Array.isArray(value) && value.every(isUser);
}
`;

/** The users list; `helpers` go between the type and the component (e.g. userGuards). */
export const usersApp = (
  body: string,
  helpers = "",
) => `import { useEffect, useState } from "react";

type User = { id: number; name: string };
${helpers}
export default function Users() {
${body}
}
`;

/** The profile; `helpers` go between the type and the component (e.g. userGuard). */
export const profile = (
  effect: string,
  helpers = "",
) => `import { useEffect, useState } from "react";

type User = { id: number; name: string };
${helpers}
export default function Profile() {
  const [id, setId] = useState(1);
  const [user, setUser] = useState<User | null>(null);

  function show(nextId: number) {
    if (nextId === id) return;
    setUser(null); // the old profile goes while the new one loads
    setId(nextId);
  }

${effect}

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <button type="button" className="rounded border px-3" onClick={() => show(1)}>User 1</button>
        <button type="button" className="rounded border px-3" onClick={() => show(2)}>User 2</button>
      </div>
      <p role="status">{user ? user.name : "Loading…"}</p>
    </div>
  );
}
`;

/**
 * The loading-state challenge's effect, the same in its starter and its solution (with
 * userGuards in the module): as the lesson fetches, a bad status throws, the JSON is checked
 * before it reaches state, and the request the cleanup aborted is no failure.
 */
export const loadUsers = `  useEffect(() => {
    const controller = new AbortController();
    async function load() {
      try {
        const response = await fetch("/api/users", { signal: controller.signal });
        if (!response.ok) throw new Error(\`HTTP error! status: \${response.status}\`);
        const data: unknown = await response.json();
        if (!isUserList(data)) throw new Error("Unexpected response from /api/users");
        setUsers(data);
      } catch (error) {
        // Cancelled on purpose (unmount, or Strict Mode's test run): not a failure.
        if (controller.signal.aborted) return;
        console.error(error); // an error message is the next challenge
      }
    }
    load();
    return () => controller.abort();
  }, []);`;

const list = `  return (
    <ul>
      {users.map((user) => (
        <li key={user.id}>{user.name}</li>
      ))}
    </ul>
  );`;

const textOf = (element: HTMLElement) => element.textContent ?? "";

/** Waits (up to 2 s, for a busy machine) until `done` holds; never throws. */
const settle = (waitFor: CheckContext["waitFor"], done: () => boolean) =>
  waitFor(
    () => {
      if (!done()) throw new Error("not yet");
    },
    { timeout: 2000 },
  ).catch(() => {});

/** A check that answers every request with `people` and expects them all on screen. */
const listsEveryone = (people: Person[], what: string, delay = 0) => ({
  name: `${what[0].toUpperCase()}${what.slice(1)}: every user is listed and the loading text is gone`,
  setup: ({ server }: { server: FakeServer }) =>
    server.answer((request) => request.respond(people, { delay })),
  run: async ({ root, waitFor, expect }: CheckContext) => {
    const shown = () => people.every((person) => textOf(root).includes(person.name));
    await settle(waitFor, () => shown() && !/loading users/i.test(textOf(root)));
    expect(
      shown(),
      `After ${what}, the list does not show ${people.map((person) => person.name).join(", ")}: once the answer arrives, render the users it holds.`,
    );
    expect(
      !/loading users/i.test(textOf(root)),
      `After ${what}, "Loading users…" is still on screen beside the list: show it only while nothing has arrived yet, and leave it once the data is there.`,
    );
  },
});

/** The HTTP-errors challenge: renders alone, answers with `answer`, expects the message. */
const endsInMessage = (
  what: string,
  answer: (request: Parameters<Parameters<FakeServer["answer"]>[0]>[0]) => void,
  fix: string,
) => ({
  name: `${what[0].toUpperCase()}${what.slice(1)} shows "Could not load users."`,
  run: async (context: CheckContext) => {
    // The first render's own requests stay unanswered; this copy's get the failure.
    context.server.answer(answer);
    const { container, crash } = renderCaught(context);
    await settle(
      context.waitFor,
      () => crash() !== null || /could not load users/i.test(textOf(container)),
    );
    context.expect(crash() === null, `The component crashed on ${what} (${crash()}): ${fix}`);
    context.expect(
      /could not load users/i.test(textOf(container)),
      `After ${what}, nothing says "Could not load users.": ${fix}`,
    );
  },
});

const okFix =
  "`fetch` resolves for any answer the server gives, even an error status, so its error body went on to the list code. Check `response.ok` and throw when it is false, so the failure takes the same path as a network error and ends in the message.";

const pendingFor = (server: FakeServer, id: number) =>
  server.requests.filter((request) => request.url.endsWith(`/${id}`) && !request.answered);

/** Waits until the reader's code asked for user `id`; false when it never did. */
const requested = (waitFor: CheckContext["waitFor"], server: FakeServer, id: number) =>
  waitFor(
    () => {
      if (!pendingFor(server, id).length) throw new Error("no request");
    },
    { timeout: 1000 },
  ).then(
    () => true,
    () => false,
  );

const person = (id: number) => pioneers.find((entry) => entry.id === id)!;

/**
 * A race: the profile starts on user `first` (answered at once when `loaded`), the reader clicks
 * `clicks` in turn while nothing answers, then the last click's answer arrives first and the
 * older ones after it. The profile must end on the last click's user.
 */
const race = (clicks: number[], loaded: boolean) => ({
  name: `Clicking ${clicks.map((id) => `User ${id}`).join(", then ")}${loaded ? " after User 1 has loaded" : " while User 1 is still loading"} ends on ${person(clicks.at(-1)!).name}, whatever order the answers come in`,
  run: async ({ screen, user, server, waitFor, root, sleep, expect }: CheckContext) => {
    if (loaded) {
      expect(await requested(waitFor, server, 1), "The profile never asked for user 1.");
      for (const request of pendingFor(server, 1)) request.respond(person(1));
      await settle(waitFor, () => textOf(root).includes(person(1).name));
    }
    for (const id of clicks) {
      await user.click(screen.getByRole("button", { name: `User ${id}` }));
      expect(
        await requested(waitFor, server, id),
        `Clicking User ${id} sent no request for user ${id}: keep the buttons working while a profile loads, and let the effect fetch whenever \`id\` changes.`,
      );
    }
    const last = person(clicks.at(-1)!);
    const older = [1, 2].filter((id) => id !== last.id).map(person);
    // The newest answer first, then the stale ones: responses do not arrive in order.
    for (const request of pendingFor(server, last.id)) request.respond(last);
    await settle(waitFor, () => textOf(root).includes(last.name));
    for (const stale of older)
      for (const request of pendingFor(server, stale.id)) request.respond(stale);
    await sleep(150);
    const shown = textOf(root);
    const wrong = older.find((stale) => shown.includes(stale.name));
    expect(
      !wrong,
      `The profile shows ${wrong?.name}, not ${last.name}: the request for user ${wrong?.id} answered last and overwrote the newer one. In the effect's cleanup, abort that request (an AbortController whose signal goes to fetch) or set an \`ignore\` flag the callback checks before \`setUser\`.`,
    );
    expect(
      shown.includes(last.name),
      `The profile shows "${shown.replace(/User 1|User 2/g, "").trim()}" instead of ${last.name}: its answer came, but an older answer arrived after it and replaced it in state. Stop the old request's answer from reaching state at all: abort it, or set an \`ignore\` flag, in the effect's cleanup.`,
    );
  },
});

export const challenges: LessonChallenges = {
  "loading-state": {
    starter: usersApp(
      `  const [users, setUsers] = useState<User[]>([]);

${loadUsers}

${list}`,
      userGuards,
    ),
    solution: usersApp(
      `  const [users, setUsers] = useState<User[] | null>(null);

${loadUsers}

  if (users === null) return <p role="status">Loading users…</p>;
  if (users.length === 0) return <p>No users yet.</p>;
${list}`,
      userGuards,
    ),
    hint: 'An empty array means two things here: still loading, and no users. Give "not loaded yet" a value of its own.',
    explanation:
      'Starting from `null` separates "nothing yet" from "an empty list". While it is `null` the component shows a status line, which screen readers announce; once the data arrives the list replaces it, and an empty answer says so instead of looking like a wait that never ends. The effect already follows the lesson: a bad status throws, the JSON stays `unknown` until `isUserList` has checked it, and the request the cleanup aborted (`controller.signal.aborted`) is not treated as a failure.',
    checks: [
      {
        name: '"Loading users…" shows until the answer arrives, and only then the users',
        run: async ({ root, server, sleep, waitFor, expect }) => {
          const loading = () => /loading users/i.test(textOf(root));
          // Whether the loading text went away at any moment (it must not before the answer).
          let gone = false;
          const observer = new MutationObserver(() => {
            if (!loading()) gone = true;
          });
          observer.observe(root, { childList: true, subtree: true, characterData: true });
          const early = loading();
          // Nothing answers yet: StrictMode's first, aborted request has ended, though.
          await sleep(400);
          observer.disconnect();
          expect(
            early,
            'Nothing says the users are loading: the list is just empty, which reads as "no users". Give "not loaded yet" a value of its own (such as `null`) and show "Loading users…" while it lasts.',
          );
          expect(
            !gone,
            "The loading text went away while the request was still on its way: only the answer (or a failure) may end it. Two usual causes: in development React runs the effect twice, and the first, aborted request ended and turned loading off (ignore the end of a request you aborted: `controller.signal.aborted` is true); or a timer turned it off, guessing how long the answer takes.",
          );
          expect(
            !/no users/i.test(textOf(root)),
            'While the request is on its way, the page says "Loading users…" and "No users yet." at once: nothing has arrived, so nothing says there are no users. Show "No users yet." only when an answer came with an empty list.',
          );
          for (const request of server.requests) if (!request.answered) request.respond(others);
          const shown = () => others.every((person) => textOf(root).includes(person.name));
          await settle(waitFor, () => shown() && !loading());
          expect(
            shown(),
            `Once the answer arrived, the list does not show ${others.map((person) => person.name).join(", ")}: render the users it holds.`,
          );
          expect(
            !loading(),
            'Once the answer arrived, "Loading users…" is still on screen beside the list: show it only while nothing has arrived yet.',
          );
        },
      },
      listsEveryone(pioneers, "a slow answer", 300),
      listsEveryone(others, "an answer with three other users"),
      {
        name: 'An empty answer says "No users yet." instead of loading forever',
        setup: ({ server }) => server.answer((request) => request.respond([])),
        run: async ({ root, waitFor, expect }) => {
          await settle(waitFor, () => /no users/i.test(textOf(root)));
          expect(
            !/loading users/i.test(textOf(root)),
            'The server answered with an empty list, and the component still says "Loading users…": an empty answer is an answer. Tell "not loaded yet" from "no users" by a value of its own (such as `null`), not by the list\'s length.',
          );
          expect(
            /no users/i.test(textOf(root)),
            'The server answered with an empty list and the screen shows nothing: say "No users yet." when the list is empty.',
          );
        },
      },
    ],
  },

  "http-errors": {
    starter: usersApp(`  const [users, setUsers] = useState<User[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/users", { signal: controller.signal })
      .then((response) => response.json())
      .then((data) => setUsers(data))
      .catch(() => {
        // Cancelled on purpose (unmount, or Strict Mode's test run): not a failure.
        if (!controller.signal.aborted) setError("Could not load users.");
      });
    return () => controller.abort();
  }, []);

  if (error) return <p role="alert">{error}</p>;
${list}`),
    solution: usersApp(
      `  const [users, setUsers] = useState<User[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/users", { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(\`HTTP error! status: \${response.status}\`);
        return response.json();
      })
      .then((data: unknown) => {
        if (!isUserList(data)) throw new Error("Unexpected response from /api/users");
        setUsers(data);
      })
      .catch(() => {
        // Cancelled on purpose (unmount, or Strict Mode's test run): not a failure.
        if (!controller.signal.aborted) setError("Could not load users.");
      });
    return () => controller.abort();
  }, []);

  if (error) return <p role="alert">{error}</p>;
${list}`,
      userGuards,
    ),
    hint: "`fetch` rejects only when the network fails. A 500 answer still resolves: what on the response tells you it failed?",
    explanation:
      "`response.ok` is true only for statuses 200–299. Throwing when it is false sends every error status, 4xx and 5xx alike, down the same `catch` path as a network error, so the reader sees one clear message instead of a crash on the error body. The body is then taken as `unknown` and checked by `isUserList` before it reaches state: a good status with an unexpected shape fails the same way, instead of crashing later inside render.",
    checks: [
      endsInMessage(
        "a 500 answer",
        (request) => request.respond({ error: "Database down" }, { status: 500 }),
        okFix,
      ),
      endsInMessage(
        "a 503 answer",
        (request) => request.respond({ error: "Try again later" }, { status: 503 }),
        `${okFix} Any status outside 200–299 is a failure, not only 500: \`response.ok\` covers them all.`,
      ),
      endsInMessage(
        "a 404 answer",
        (request) => request.respond({ error: "Not found" }, { status: 404 }),
        `${okFix} A 4xx status (404 Not Found, 401 Unauthorized, …) is as much a failure as a 5xx: \`response.ok\` is false for both.`,
      ),
      endsInMessage(
        "a 403 answer whose body is an empty list",
        (request) => request.respond([], { status: 403 }),
        "the status said the request was refused, but the body looked like a list, so the code took it for one. Decide by `response.ok` before reading the body: the shape of the body cannot tell you the request failed.",
      ),
      endsInMessage(
        "a network failure",
        (request) => request.fail(),
        "when the network fails, `fetch` itself rejects: catch that rejection and show the message.",
      ),
      {
        name: "A good answer lists the users, with no error message",
        run: async (context) => {
          context.server.answer((request) => request.respond(others));
          const { container, crash } = renderCaught(context);
          await settle(context.waitFor, () => textOf(container).includes("Dorothy Vaughan"));
          context.expect(crash() === null, `The component crashed on a good answer (${crash()}).`);
          context.expect(
            others.every((entry) => textOf(container).includes(entry.name)),
            "A good answer (status 200) did not list its users: only a status outside 200–299 is an error.",
          );
          context.expect(
            !/could not load/i.test(textOf(container)),
            'A good answer shows "Could not load users.": only a failed request should.',
          );
        },
      },
    ],
  },

  "stale-response": {
    starter: profile(`  useEffect(() => {
    fetch("/api/users/" + id)
      .then((response) => response.json())
      .then((data: User) => setUser(data));
  }, [id]);`),
    solution: profile(
      `  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/users/" + id, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(\`HTTP error! status: \${response.status}\`);
        return response.json();
      })
      .then((data: unknown) => {
        if (!isUser(data)) throw new Error("Unexpected response for user " + id);
        setUser(data);
      })
      .catch((error: unknown) => {
        // Aborted by the cleanup below: a newer id (or unmount) took over. Not a failure.
        if (controller.signal.aborted) return;
        console.error(error);
      });
    return () => controller.abort();
  }, [id]);`,
      userGuard,
    ),
    hint: "When `id` changes, the previous request is still on its way. The effect's cleanup runs before the next request starts: what can it tell the old one?",
    explanation:
      "The cleanup aborts the request of the previous `id`, so its late answer can no longer overwrite the newer one (a flag such as `let ignore = false` set in the cleanup works too). Aborting also frees the connection, and the rejection it causes is expected: `controller.signal.aborted` tells it from a real failure, which is still logged. As the lesson does, a bad status throws and the JSON stays `unknown` until `isUser` has checked it.",
    checks: [
      race([2], false),
      race([2, 1], true),
      race([2], true),
      race([2, 1, 2], true),
      {
        name: "Two profiles side by side each load their own user",
        run: async (context) => {
          const { server, waitFor, within, expect } = context;
          const other = renderCopy(context);
          await settle(waitFor, () => pendingFor(server, 1).length >= 2);
          for (const request of pendingFor(server, 1)) request.respond(person(1));
          const loaded = (element: HTMLElement) => textOf(element).includes(person(1).name);
          await settle(waitFor, () => loaded(context.root) && loaded(other));
          const stuck = [context.root, other].filter((element) => !loaded(element)).length;
          expect(
            stuck === 0,
            `With two profiles on the page, ${stuck === 2 ? "both" : "one"} never showed ${person(1).name}: loading one profile cancelled (or ignored) the other's request. The AbortController or the ignore flag is kept outside the effect (a module-level variable), so every Profile shares it. Create it inside the effect, for that effect's request, and abort it (or set it) in that effect's cleanup.`,
          );
          expect(within(other).queryByRole("status"), "The second profile shows no status line.");
        },
      },
    ],
  },
};

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

export const usersApp = (body: string) => `import { useEffect, useState } from "react";

type User = { id: number; name: string };

export default function Users() {
${body}
}
`;

export const profile = (effect: string) => `import { useEffect, useState } from "react";

type User = { id: number; name: string };

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

/** The loading-state challenge's effect, the same in its starter and its solution. */
export const loadUsers = `  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/users", { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.json();
      })
      .then((data: User[]) => setUsers(data))
      .catch((error: Error) => {
        if (error.name !== "AbortError") console.error(error); // an error message is the next challenge
      });
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
  "`fetch` resolves for any answer the server gives, even a 500, so its error body went on to the list code. Check `response.ok` and throw when it is false, so the failure takes the same path as a network error and ends in the message.";

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
    starter: usersApp(`  const [users, setUsers] = useState<User[]>([]);

${loadUsers}

${list}`),
    solution: usersApp(`  const [users, setUsers] = useState<User[] | null>(null);

${loadUsers}

  if (users === null) return <p role="status">Loading users…</p>;
  if (users.length === 0) return <p>No users yet.</p>;
${list}`),
    hint: 'An empty array means two things here: still loading, and no users. Give "not loaded yet" a value of its own.',
    explanation:
      'Starting from `null` separates "nothing yet" from "an empty list". While it is `null` the component shows a status line, which screen readers announce; once the data arrives the list replaces it, and an empty answer says so instead of looking like a wait that never ends.',
    checks: [
      {
        name: 'While the answer is on its way, "Loading users…" shows',
        run: async ({ root, sleep, expect }) => {
          const early = /loading users/i.test(textOf(root));
          // The server has not answered: StrictMode's first, cancelled request has ended, though.
          await sleep(100);
          const later = /loading users/i.test(textOf(root));
          expect(
            later || !early,
            "The loading text went away while the request was still on its way: in development React runs the effect twice, and the first, cancelled request ended and turned loading off. Ignore the end of a request you aborted (its error is an AbortError, and `controller.signal.aborted` is true).",
          );
          expect(
            later,
            'Nothing says the users are loading: the list is just empty, which reads as "no users". Give "not loaded yet" a value of its own (such as `null`) and show "Loading users…" while it lasts.',
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
    fetch("/api/users")
      .then((response) => response.json())
      .then((data: User[]) => setUsers(data))
      .catch(() => setError("Could not load users."));
  }, []);

  if (error) return <p role="alert">{error}</p>;
${list}`),
    solution: usersApp(`  const [users, setUsers] = useState<User[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetch("/api/users")
      .then((response) => {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.json();
      })
      .then((data: User[]) => setUsers(data))
      .catch(() => setError("Could not load users."));
  }, []);

  if (error) return <p role="alert">{error}</p>;
${list}`),
    hint: "`fetch` rejects only when the network fails. A 500 answer still resolves: what on the response tells you it failed?",
    explanation:
      "`response.ok` is true only for statuses 200–299. Throwing when it is false sends server errors down the same `catch` path as network errors, so the reader sees one clear message instead of a crash on the error body.",
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
    solution: profile(`  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/users/" + id, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.json();
      })
      .then((data: User) => setUser(data))
      .catch((error: Error) => {
        if (error.name !== "AbortError") console.error(error);
      });
    return () => controller.abort();
  }, [id]);`),
    hint: "When `id` changes, the previous request is still on its way. The effect's cleanup runs before the next request starts: what can it tell the old one?",
    explanation:
      "The cleanup aborts the request of the previous `id`, so its late answer can no longer overwrite the newer one (a flag such as `let ignore = false` set in the cleanup works too). Aborting also frees the connection, and the `AbortError` it causes is expected, so it is not reported.",
    checks: [race([2], false), race([2, 1], true), race([2], true)],
  },
};

import type { LessonChallenges } from "./types";

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { "Content-Type": "application/json" } });

/** Answers like a real server would, after `ms`, and honours an AbortSignal like fetch does. */
const delayed = (response: () => Response, ms: number, signal?: AbortSignal | null) =>
  new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("The request was aborted.", "AbortError"));
    const timer = setTimeout(() => resolve(response()), ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("The request was aborted.", "AbortError"));
    });
  });

const users = [
  { id: 1, name: "Ada Lovelace" },
  { id: 2, name: "Grace Hopper" },
];

const usersApp = (body: string) => `import { useEffect, useState } from "react";

type User = { id: number; name: string };

export default function Users() {
${body}
}
`;

const profile = (effect: string) => `import { useEffect, useState } from "react";

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
const loadUsers = `  useEffect(() => {
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

export const challenges: LessonChallenges = {
  "loading-state": {
    starter: usersApp(`  const [users, setUsers] = useState<User[]>([]);

${loadUsers}

  return (
    <ul>
      {users.map((user) => (
        <li key={user.id}>{user.name}</li>
      ))}
    </ul>
  );`),
    solution: usersApp(`  const [users, setUsers] = useState<User[] | null>(null);

${loadUsers}

  if (users === null) return <p role="status">Loading users…</p>;
  return (
    <ul>
      {users.map((user) => (
        <li key={user.id}>{user.name}</li>
      ))}
    </ul>
  );`),
    hint: 'An empty array means two things here: still loading, and no users. Give "not loaded yet" a value of its own.',
    explanation:
      'Starting from `null` separates "nothing yet" from "an empty list". While it is `null` the component shows a status line, which screen readers announce; once the data arrives the list replaces it.',
    checks: [
      {
        name: 'While the request is on its way, "Loading users…" shows',
        setup: ({ mockFetch }) =>
          mockFetch((_url, init) => delayed(() => json(users), 300, init?.signal)),
        run: async ({ screen, expect }) => {
          const status = screen.queryByRole("status");
          expect(
            status?.textContent?.includes("Loading users"),
            'Nothing tells the reader that users are loading: show a status "Loading users…" until the data arrives.',
          );
        },
      },
      {
        name: "Once loaded, both users are listed and the loading text is gone",
        setup: ({ mockFetch }) => mockFetch(() => json(users)),
        run: async ({ screen, expect }) => {
          await screen.findByText("Grace Hopper");
          expect(
            screen.queryByText(/Loading users/) === null,
            "The loading text stayed after the users arrived.",
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
  return (
    <ul>
      {users.map((user) => (
        <li key={user.id}>{user.name}</li>
      ))}
    </ul>
  );`),
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
  return (
    <ul>
      {users.map((user) => (
        <li key={user.id}>{user.name}</li>
      ))}
    </ul>
  );`),
    hint: "`fetch` rejects only when the network fails. A 500 answer still resolves: what on the response tells you it failed?",
    explanation:
      "`response.ok` is true only for statuses 200–299. Throwing when it is false sends server errors down the same `catch` path as network errors, so the reader sees one clear message instead of a crash on the error body.",
    checks: [
      {
        name: 'A 500 answer shows "Could not load users."',
        setup: ({ mockFetch }) => mockFetch(() => json({ error: "Database down" }, 500)),
        run: async ({ screen, expect, waitFor }) => {
          await waitFor(() => {
            if (!screen.queryByRole("alert")) throw new Error("no alert yet");
          }).catch(() => {});
          expect(
            screen.queryByRole("alert")?.textContent === "Could not load users.",
            "A server error reached the list code instead of the error message: check `response.ok`.",
          );
        },
      },
      {
        name: "A network failure shows the same message",
        setup: ({ mockFetch }) => mockFetch(() => Promise.reject(new TypeError("Failed to fetch"))),
        run: async ({ screen }) => {
          await screen.findByText("Could not load users.");
        },
      },
      {
        name: "A good answer lists the users",
        setup: ({ mockFetch }) => mockFetch(() => json(users)),
        run: async ({ screen }) => {
          await screen.findByText("Ada Lovelace");
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
    checks: [
      {
        name: "Clicking User 2 while User 1 is still loading ends on Grace Hopper",
        setup: ({ mockFetch }) => {
          // User 1's answer always arrives after User 2's, however long the click takes.
          let secondAnswered = () => {};
          const second = new Promise<void>((resolve) => (secondAnswered = resolve));
          mockFetch((url, init) => {
            if (!url.endsWith("/2"))
              return second.then(() => delayed(() => json(users[0]), 50, init?.signal));
            return delayed(() => json(users[1]), 30, init?.signal).then((response) => {
              secondAnswered();
              return response;
            });
          });
        },
        run: async ({ screen, user, sleep, expect }) => {
          await user.click(screen.getByRole("button", { name: "User 2" }));
          await sleep(400);
          const shown = screen.getByRole("status").textContent;
          expect(
            shown === "Grace Hopper",
            `The profile shows "${shown}": User 1's slow answer arrived last and overwrote User 2.`,
          );
        },
      },
      {
        name: "Clicking User 2 after User 1 has loaded shows Grace Hopper",
        setup: ({ mockFetch }) =>
          mockFetch((url) => json(url.endsWith("/2") ? users[1] : users[0])),
        run: async ({ screen, user }) => {
          await screen.findByText("Ada Lovelace");
          await user.click(screen.getByRole("button", { name: "User 2" }));
          await screen.findByText("Grace Hopper");
        },
      },
    ],
  },
};

import type { LessonCorpus } from "../types";
import { loadUsers, profile, userGuard, userGuards, usersApp } from "../apis";

const list = `  return (
    <ul>
      {users.map((user) => (
        <li key={user.id}>{user.name}</li>
      ))}
    </ul>
  );`;

/** The lesson's UserList (Loading states), with its getUsers in the same file. */
const lessonUserList = `import { useEffect, useState } from "react";

interface User {
  id: number;
  name: string;
}

async function getUsers(): Promise<User[]> {
  const response = await fetch("/api/users");
  if (!response.ok) {
    throw new Error(\`HTTP error! status: \${response.status}\`);
  }
  return response.json();
}

type State =
  | { status: "loading" }
  | { status: "error" }
  | { status: "success"; users: User[] };

export function UserList() {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    let ignore = false;
    async function load() {
      try {
        const users = await getUsers();
        if (!ignore) setState({ status: "success", users });
      } catch {
        if (!ignore) setState({ status: "error" });
      }
    }
    load();
    return () => {
      ignore = true;
    };
  }, []);

  if (state.status === "loading") {
    return <p role="status">Loading users…</p>;
  }
  if (state.status === "error") {
    return <p role="alert">Could not load users.</p>;
  }
  if (state.users.length === 0) {
    return <p>No users yet.</p>;
  }
  return (
    <ul>
      {state.users.map((user) => (
        <li key={user.id}>{user.name}</li>
      ))}
    </ul>
  );
}
`;

const httpApp = (effect: string, message = "{error}") =>
  usersApp(`  const [users, setUsers] = useState<User[]>([]);
  const [error, setError] = useState<string | null>(null);

${effect}

  if (error) return <p role="alert">${message}</p>;
${list}`);

export const corpus: LessonCorpus = {
  "loading-state": {
    wrong: [
      {
        name: "takes an empty list for loading",
        source: usersApp(
          `  const [users, setUsers] = useState<User[]>([]);

${loadUsers}

  if (users.length === 0) return <p role="status">Loading users…</p>;
${list}`,
          userGuards,
        ),
        message:
          /empty list, and the component still says "Loading users…".*not by the list's length/,
      },
      {
        name: "tests !users on an empty array",
        source: usersApp(
          `  const [users, setUsers] = useState<User[]>([]);

${loadUsers}

  if (!users) return <p>Loading users…</p>;
${list}`,
          userGuards,
        ),
        message: /Nothing says the users are loading/,
      },
      {
        name: "turns loading off in finally, also for the aborted request",
        source: usersApp(`  const [users, setUsers] = useState<User[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/users", { signal: controller.signal })
      .then((response) => response.json())
      .then((data: User[]) => setUsers(data))
      .catch(() => {})
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, []);

  if (loading) return <p>Loading users…</p>;
  if (users.length === 0) return <p>No users yet.</p>;
${list}`),
        message: /went away while the request was still on its way.*runs the effect twice/,
      },
      {
        name: "never turns loading off",
        source: usersApp(
          `  const [users, setUsers] = useState<User[]>([]);
  const [loading] = useState(true);

${loadUsers}

  return (
    <div>
      {loading && <p>Loading users…</p>}
      {users.length === 0 && !loading && <p>No users yet.</p>}
      <ul>
        {users.map((user) => (
          <li key={user.id}>{user.name}</li>
        ))}
      </ul>
    </div>
  );`,
          userGuards,
        ),
        message: /"Loading users…" is still on screen beside the list/,
      },
      {
        name: "shows nothing for an empty list",
        source: usersApp(
          `  const [users, setUsers] = useState<User[] | null>(null);

${loadUsers}

  if (!users) return <p role="status">Loading users…</p>;
${list}`,
          userGuards,
        ),
        message: /empty list and the screen shows nothing: say "No users yet\."/,
      },
      {
        name: "turns loading off after a fixed wait",
        source: usersApp(
          `  const [users, setUsers] = useState<User[]>([]);
  const [loading, setLoading] = useState(true);

${loadUsers}

  // The API usually answers within a quarter of a second.
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), 250);
    return () => clearTimeout(timer);
  }, []);

  if (loading) return <p role="status">Loading users…</p>;
  if (users.length === 0) return <p>No users yet.</p>;
${list}`,
          userGuards,
        ),
        message: /went away while the request was still on its way.*a timer turned it off/,
      },
      {
        name: "shows the loading text and the empty message side by side",
        source: usersApp(
          `  const [users, setUsers] = useState<User[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/users", { signal: controller.signal })
      .then((response) => response.json())
      .then((data: User[]) => {
        setUsers(data);
        setLoading(false);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);

  return (
    <div>
      {loading && <p role="status">Loading users…</p>}
      {users.length === 0 && <p>No users yet.</p>}
      <ul>
        {users.map((user) => (
          <li key={user.id}>{user.name}</li>
        ))}
      </ul>
    </div>
  );`,
        ),
        message: /"Loading users…" and "No users yet\." at once/,
      },
    ],
    right: [
      { name: "the lesson's UserList with a discriminated union", source: lessonUserList },
      {
        name: "async/await with an isLoading flag that ignores aborts",
        source: usersApp(`  const [users, setUsers] = useState<User[]>([]);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    async function load() {
      try {
        const response = await fetch("/api/users", { signal: controller.signal });
        setUsers(await response.json());
      } catch (error) {
        if (!controller.signal.aborted) console.error(error);
      } finally {
        if (!controller.signal.aborted) setIsLoading(false);
      }
    }
    load();
    return () => controller.abort();
  }, []);

  return (
    <section>
      {isLoading ? (
        <p role="status" aria-live="polite">Loading <em>users</em>...</p>
      ) : users.length ? (
        <ul>
          {users.map((user) => (
            <li key={user.id}>{user.name}</li>
          ))}
        </ul>
      ) : (
        <p>No users found.</p>
      )}
    </section>
  );`),
      },
      {
        name: "undefined until loaded, ternaries in JSX",
        source: usersApp(`  const [users, setUsers] = useState<User[]>();

  useEffect(() => {
    let ignore = false;
    fetch("/api/users")
      .then((response) => response.json())
      .then((data: User[]) => {
        if (!ignore) setUsers(data);
      });
    return () => {
      ignore = true;
    };
  }, []);

  if (users === undefined) return <p>Loading users…</p>;
  return users.length === 0 ? (
    <p>No users yet.</p>
  ) : (
    <ul>
      {users.map((user) => (
        <li key={user.id}>{user.name}</li>
      ))}
    </ul>
  );`),
      },
      {
        name: "a status union, JSON checked as unknown, aborts told by signal.aborted",
        source: usersApp(
          `  type Load = { status: "loading" } | { status: "done"; users: User[] } | { status: "failed" };
  const [load, setLoad] = useState<Load>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    async function run(): Promise<void> {
      try {
        const response = await fetch("/api/users", { signal: controller.signal });
        if (!response.ok) throw new Error(\`HTTP error! status: \${response.status}\`);
        const data: unknown = await response.json();
        if (!isUserList(data)) throw new Error("Unexpected response from /api/users");
        setLoad({ status: "done", users: data });
      } catch {
        if (!controller.signal.aborted) setLoad({ status: "failed" });
      }
    }
    run();
    return () => controller.abort();
  }, []);

  switch (load.status) {
    case "loading":
      return <p role="status">Loading users…</p>;
    case "failed":
      return <p role="alert">Could not load users.</p>;
    case "done":
      return load.users.length === 0 ? (
        <p>No users yet.</p>
      ) : (
        <ul>
          {load.users.map((user) => (
            <li key={user.id}>{user.name}</li>
          ))}
        </ul>
      );
  }`,
          userGuards,
        ),
      },
    ],
  },

  "http-errors": {
    wrong: [
      {
        name: "throws only for status 500",
        source: httpApp(`  useEffect(() => {
    fetch("/api/users")
      .then((response) => {
        if (response.status === 500) throw new Error("Server error");
        return response.json();
      })
      .then((data: User[]) => setUsers(data))
      .catch(() => setError("Could not load users."));
  }, []);`),
        message: /crashed on a 503 answer.*Any status outside 200–299/,
      },
      {
        name: "falls back to an empty list when the body is not an array",
        source: httpApp(`  useEffect(() => {
    fetch("/api/users")
      .then((response) => response.json())
      .then((data) => setUsers(Array.isArray(data) ? data : []))
      .catch(() => setError("Could not load users."));
  }, []);`),
        message: /After a 500 answer, nothing says "Could not load users\.".*Check `response\.ok`/,
      },
      {
        name: "shows the error's own text",
        source: httpApp(`  useEffect(() => {
    fetch("/api/users")
      .then((response) => {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.json();
      })
      .then((data: User[]) => setUsers(data))
      .catch((err: Error) => setError(err.message));
  }, []);`),
        message: /After a 500 answer, nothing says "Could not load users\."/,
      },
      {
        name: "handles a bad status, then silences every other error",
        source: httpApp(`  useEffect(() => {
    fetch("/api/users")
      .then((response) => {
        if (!response.ok) {
          setError("Could not load users.");
          return [];
        }
        return response.json();
      })
      .then((data: User[]) => setUsers(data))
      .catch(() => {});
  }, []);`),
        message:
          /After a network failure, nothing says "Could not load users\.".*catch that rejection/,
      },
      {
        name: "throws only for server errors (5xx)",
        source: httpApp(`  useEffect(() => {
    fetch("/api/users")
      .then((response) => {
        if (response.status >= 500) throw new Error("Server error " + response.status);
        return response.json();
      })
      .then((data: User[]) => setUsers(data))
      .catch(() => setError("Could not load users."));
  }, []);`),
        message: /crashed on a 404 answer.*A 4xx status/,
      },
      {
        name: "checks the body's shape instead of the status",
        source: usersApp(
          `  const [users, setUsers] = useState<User[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/users", { signal: controller.signal })
      .then((response) => response.json())
      .then((data: unknown) => {
        // Whatever the status, a list of users is a good answer.
        if (!isUserList(data)) throw new Error("Unexpected response");
        setUsers(data);
      })
      .catch(() => {
        if (!controller.signal.aborted) setError("Could not load users.");
      });
    return () => controller.abort();
  }, []);

  if (error) return <p role="alert">{error}</p>;
${list}`,
          userGuards,
        ),
        message: /403 answer whose body is an empty list.*Decide by `response\.ok`/,
      },
    ],
    right: [
      {
        name: "the lesson's getUsers and UserList",
        source: lessonUserList.replace(
          "export function UserList",
          "export default function UserList",
        ),
      },
      {
        name: "async/await with try/catch",
        source: httpApp(
          `  useEffect(() => {
    let ignore = false;
    async function load() {
      try {
        const response = await fetch("/api/users");
        if (!response.ok) throw new Error(\`HTTP error! status: \${response.status}\`);
        const data: User[] = await response.json();
        if (!ignore) setUsers(data);
      } catch (err) {
        console.error(err);
        if (!ignore) setError("failed");
      }
    }
    load();
    return () => {
      ignore = true;
    };
  }, []);`,
          "Could not load users. Please try again.",
        ),
      },
      {
        name: "rejects a bad status inside the then",
        source: httpApp(`  useEffect(() => {
    fetch("/api/users")
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then(setUsers, () => setError("Could not load users."));
  }, []);`),
      },
      {
        name: "async/await, a typed request helper, JSON guarded, aborts told by signal.aborted",
        source: usersApp(
          `  const [users, setUsers] = useState<User[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    async function getUsers(signal: AbortSignal): Promise<User[]> {
      const response = await fetch("/api/users", { signal });
      if (!response.ok) throw new Error(\`HTTP error! status: \${response.status}\`);
      const data: unknown = await response.json();
      if (!isUserList(data)) throw new Error("Unexpected response from /api/users");
      return data;
    }
    getUsers(controller.signal).then(setUsers, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error(error);
      setFailed(true);
    });
    return () => controller.abort();
  }, []);

  if (failed) return <p role="alert">Could not load users. Please try again later.</p>;
${list}`,
          userGuards,
        ),
      },
    ],
  },

  "stale-response": {
    wrong: [
      {
        name: "creates an AbortController but never passes its signal",
        source: profile(`  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/users/" + id)
      .then((response) => response.json())
      .then((data: User) => setUser(data))
      .catch(() => {});
    return () => controller.abort();
  }, [id]);`),
        message: /shows Ada Lovelace, not Grace Hopper: the request for user 1 answered last/,
      },
      {
        name: "one ignore flag for the whole module, reset by each effect",
        source: profile(`  useEffect(() => {
    ignore = false;
    fetch("/api/users/" + id)
      .then((response) => response.json())
      .then((data: User) => {
        if (!ignore) setUser(data);
      });
    return () => {
      ignore = true;
    };
  }, [id]);`).replace(
          "export default function Profile",
          "let ignore = false;\n\nexport default function Profile",
        ),
        message: /answered last and overwrote the newer one.*`ignore` flag/,
      },
      {
        name: "checks the flag before fetching instead of before setUser",
        source: profile(`  useEffect(() => {
    let ignore = false;
    if (!ignore) {
      fetch("/api/users/" + id)
        .then((response) => response.json())
        .then((data: User) => setUser(data));
    }
    return () => {
      ignore = true;
    };
  }, [id]);`),
        message: /shows Ada Lovelace, not Grace Hopper/,
      },
      {
        name: "disables the buttons while a profile loads",
        source: profile(`  useEffect(() => {
    fetch("/api/users/" + id)
      .then((response) => response.json())
      .then((data: User) => setUser(data));
  }, [id]);`).replaceAll(
          '<button type="button" className="rounded border px-3"',
          '<button type="button" disabled={user === null} className="rounded border px-3"',
        ),
        message: /Clicking User 2 sent no request for user 2/,
      },
      {
        name: "remembers each answer's id but lets an old answer replace a new one",
        source: `import { useEffect, useState } from "react";

type User = { id: number; name: string };
type Answer = { id: number; user: User };

export default function Profile() {
  const [id, setId] = useState(1);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    fetch("/api/users/" + id)
      .then((response) => response.json())
      .then((user: User) => setAnswer({ id, user }));
  }, [id]);

  const current = answer?.id === id ? answer.user : null;
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        {[1, 2].map((n) => (
          <button key={n} type="button" onClick={() => setId(n)}>
            User {n}
          </button>
        ))}
      </div>
      <p role="status">{current ? current.name : "Loading…"}</p>
    </div>
  );
}
`,

        message:
          /shows "Loading…" instead of Grace Hopper: its answer came, but an older answer arrived after it/,
      },
      {
        name: "keeps one AbortController for the whole module",
        source: profile(`  useEffect(() => {
    // Cancel whatever was loading before, then start this request.
    current?.abort();
    current = new AbortController();
    fetch("/api/users/" + id, { signal: current.signal })
      .then((response) => response.json())
      .then((data: User) => setUser(data))
      .catch(() => {});
  }, [id]);`).replace(
          "export default function Profile",
          "let current: AbortController | null = null;\n\nexport default function Profile",
        ),
        message:
          /With two profiles on the page, one never showed Ada Lovelace.*module-level variable/,
      },
      {
        name: "debounces the request instead of cancelling it",
        source: profile(`  useEffect(() => {
    // Wait until the clicks settle, then ask once.
    const timer = setTimeout(() => {
      fetch("/api/users/" + id)
        .then((response) => response.json())
        .then((data: User) => setUser(data));
    }, 200);
    return () => clearTimeout(timer);
  }, [id]);`),
        message: /the request for user \d answered last and overwrote the newer one/,
      },
    ],
    right: [
      {
        name: "an ignore flag with async/await, as the lesson's UserList does",
        source: profile(`  useEffect(() => {
    let ignore = false;
    async function load() {
      const response = await fetch(\`/api/users/\${id}\`);
      const data: User = await response.json();
      if (!ignore) setUser(data);
    }
    load();
    return () => {
      ignore = true;
    };
  }, [id]);`),
      },
      {
        name: "AbortController with async/await, checking signal.aborted",
        source: profile(`  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      try {
        const response = await fetch(\`/api/users/\${id}\`, { signal: controller.signal });
        if (!response.ok) throw new Error(\`HTTP error! status: \${response.status}\`);
        setUser(await response.json());
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error);
      }
    })();
    return () => controller.abort();
  }, [id]);`),
      },
      {
        name: "an ignore flag, a typed async loader and the lesson's isUser guard",
        source: profile(
          `  useEffect(() => {
    let ignore = false;
    async function loadUser(userId: number): Promise<void> {
      const response = await fetch(\`/api/users/\${userId}\`);
      if (!response.ok) throw new Error(\`HTTP error! status: \${response.status}\`);
      const data: unknown = await response.json();
      if (!isUser(data)) throw new Error(\`Unexpected response for user \${userId}\`);
      if (!ignore) setUser(data);
    }
    loadUser(id).catch((error: unknown) => {
      if (!ignore) console.error(error);
    });
    return () => {
      ignore = true;
    };
  }, [id]);`,
          userGuard,
        ),
      },
    ],
  },
};

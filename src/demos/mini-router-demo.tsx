import { ArrowLeft, Home } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

const users = [
  { id: "1", name: "Ada Lovelace" },
  { id: "2", name: "Grace Hopper" },
  { id: "3", name: "Alan Turing" },
];

const navItems = [
  { to: "/", label: "Home" },
  { to: "/users", label: "Users" },
];

/** Matches a pattern such as "/users/:userId" against a path; returns its params or null. */
function matchPath(pattern: string, path: string) {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part.startsWith(":")) params[part.slice(1)] = got[index];
    else if (part !== got[index]) return null;
  }
  return params;
}

/** Like NavLink: "/" is active only at the root, other links also on their child paths. */
function isActive(to: string, path: string) {
  return path === to || (to !== "/" && path.startsWith(`${to}/`));
}

/** A router faked in memory: a history stack, a matcher and the same active-link rule. */
export function MiniRouterDemo() {
  const [history, setHistory] = useState(["/"]);
  const path = history[history.length - 1];
  const navigate = (to: string) => setHistory((stack) => [...stack, to]);
  const goBack = () => setHistory((stack) => (stack.length > 1 ? stack.slice(0, -1) : stack));
  const params = matchPath("/users/:userId", path);
  const user = users.find((candidate) => candidate.id === params?.userId);

  return (
    <div className="flex flex-col gap-4">
      <p
        role="status"
        className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
      >
        URL: {path}
      </p>
      <nav aria-label="Mini router app" className="flex gap-2">
        {navItems.map((item) => (
          <Button
            key={item.to}
            variant="ghost"
            size="sm"
            aria-current={isActive(item.to, path) ? "page" : undefined}
            className="aria-[current=page]:bg-sky-100 aria-[current=page]:text-sky-900 dark:aria-[current=page]:bg-sky-900 dark:aria-[current=page]:text-sky-100"
            onClick={() => navigate(item.to)}
          >
            {item.label}
          </Button>
        ))}
      </nav>
      <div className="min-h-28 rounded-lg border border-slate-200 p-4 text-sm text-slate-800 dark:border-slate-700 dark:text-slate-200">
        {path === "/" && <p>Home page. Open “Users” to see a list.</p>}
        {path === "/users" && (
          <ul className="flex flex-col gap-1">
            {users.map((item) => (
              <li key={item.id}>
                <Button variant="outline" size="sm" onClick={() => navigate(`/users/${item.id}`)}>
                  {item.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {user && (
          <div className="flex flex-col items-start gap-3">
            <p className="text-base font-semibold text-slate-900 dark:text-white">{user.name}</p>
            <p className="font-mono text-xs text-slate-700 dark:text-slate-300">
              useParams() → {`{ userId: "${params?.userId}" }`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={goBack}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
              <Button size="sm" onClick={() => navigate("/")}>
                <Home aria-hidden="true" />
                Go home
              </Button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

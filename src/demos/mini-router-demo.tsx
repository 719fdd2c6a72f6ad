import { ArrowLeft, Home } from "lucide-react";
import { useState, type ComponentProps, type MouseEvent } from "react";

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

interface LinkProps extends ComponentProps<"a"> {
  to: string;
  onNavigate: (to: string) => void;
}

/**
 * Like <Link>: a real link (the "link" role, its address shown on hover) that the router follows
 * instead of the browser loading a page. A real router leaves Ctrl/⌘-click and middle-click to
 * the browser, which opens a new tab; these addresses exist only in this component's memory, so
 * every click, middle-click too, is followed here.
 */
function Link({ to, onNavigate, children, ...props }: LinkProps) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    onNavigate(to);
  }
  return (
    <a
      href={to}
      onClick={follow}
      onAuxClick={(event) => {
        if (event.button === 1) follow(event); // the middle button
      }}
      {...props}
    >
      {children}
    </a>
  );
}

/** A router faked in memory: a history stack, a matcher and the same active-link rule. */
export function MiniRouterDemo() {
  const [history, setHistory] = useState(["/"]);
  const path = history[history.length - 1];
  const navigate = (to: string) => setHistory((stack) => [...stack, to]);
  // Back is an action on the history, not a place: a button (like navigate(-1)), not a link.
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
          <Link
            key={item.to}
            to={item.to}
            onNavigate={navigate}
            aria-current={isActive(item.to, path) ? "page" : undefined}
            className={navLink}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <div className="min-h-28 rounded-lg border border-slate-200 p-4 text-sm text-slate-800 dark:border-slate-700 dark:text-slate-200">
        {path === "/" && <p>Home page. Open “Users” to see a list.</p>}
        {path === "/users" && (
          <ul className="flex flex-col gap-1">
            {users.map((item) => (
              <li key={item.id}>
                <Link to={`/users/${item.id}`} onNavigate={navigate} className={outline}>
                  {item.name}
                </Link>
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
              <button type="button" className={outline} onClick={goBack}>
                <ArrowLeft aria-hidden="true" size={16} />
                Back
              </button>
              <Link to="/" onNavigate={navigate} className={primary}>
                <Home aria-hidden="true" size={16} />
                Go home
              </Link>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

// Tailwind classes: what every link and button shares (shape, text, a focus ring for keyboard
// users), then each look in light and dark mode.
const base =
  "inline-flex h-8 cursor-pointer items-center justify-center gap-2 rounded-md px-3 " +
  "text-sm font-medium " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600";
const primary =
  `${base} bg-sky-700 text-white hover:bg-sky-800 ` +
  "dark:bg-sky-600 dark:text-slate-950 dark:hover:bg-sky-500";
const outline =
  `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 ` +
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";
// The current page's link is highlighted: aria-current="page" is both its style and its meaning.
const navLink =
  `${base} text-slate-700 hover:bg-slate-100 hover:text-slate-900 ` +
  "dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white " +
  "aria-[current=page]:bg-sky-100 aria-[current=page]:text-sky-900 " +
  "dark:aria-[current=page]:bg-sky-900 dark:aria-[current=page]:text-sky-100";

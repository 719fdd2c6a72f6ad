import { Home } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";

/** Any path but the root. The markup never mentions the path, so 404.html can hydrate. */
export function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);

  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-6 text-center dark:bg-slate-950">
      <div>
        <h1 className="text-7xl font-extrabold tracking-tight text-slate-900 dark:text-white">
          404
        </h1>
        <p className="mt-4 text-xl text-slate-700 dark:text-slate-300">Oops! Page not found</p>
        <Link
          to="/"
          className="mt-8 inline-flex items-center gap-2 rounded-md bg-sky-700 px-5 py-2.5 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:bg-sky-500 dark:text-slate-950 dark:hover:bg-sky-400"
        >
          <Home aria-hidden="true" className="size-4" />
          Return to Home
        </Link>
      </div>
    </main>
  );
}

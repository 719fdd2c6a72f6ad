import { isRouteErrorResponse, useRouteError } from "react-router";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's fallback when rendering a route fails. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-6 dark:bg-slate-950">
      <div role="alert" className="max-w-xl text-center">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
          Unexpected Application Error!
        </h1>
        <p className="mt-4 font-mono text-lg break-words text-rose-800 dark:text-rose-300">
          {describe(error)}
        </p>
        <a
          href="/"
          className="mt-8 inline-block font-medium text-sky-800 underline underline-offset-2 dark:text-sky-300"
        >
          Reload the guide
        </a>
      </div>
    </main>
  );
}

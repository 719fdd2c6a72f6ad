import { createElement, type ComponentProps, type ReactNode } from "react";
import { flushSync } from "react-dom";
import {
  Await,
  createContext,
  createMemoryRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createRoutesStub,
  createSearchParams,
  data,
  Form,
  generatePath,
  href,
  IDLE_BLOCKER,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  parsePath,
  redirect,
  redirectDocument,
  renderMatches,
  replace,
  resolvePath,
  Route,
  Router,
  RouterContextProvider,
  RouterProvider,
  Routes,
  ScrollRestoration,
  unstable_usePrompt,
  useActionData,
  useAsyncError,
  useAsyncValue,
  useBeforeUnload,
  useBlocker,
  useFetcher,
  useFetchers,
  useFormAction,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
  useSubmit,
  useViewTransitionState,
  type RouteObject,
} from "react-router";

type RouterOptions = Parameters<typeof createMemoryRouter>[1];

/**
 * React Router as a reader's code imports it, with the browser's history swapped for memory.
 * The preview is a frame of the runner page: a browser router there would start at
 * "/playground.html", and every `<Link>` would add entries to the guide's own Back button. A
 * memory router starts at "/" (or the `basename`), needs no URL, and starts afresh every time
 * the code runs again, since the reader's module (and its `createBrowserRouter` call) runs again.
 */
function createBrowserRouter(routes: RouteObject[], options: RouterOptions = {}) {
  const { basename, future, getContext, dataStrategy, patchRoutesOnNavigation } = options;
  return createMemoryRouter(routes, {
    basename,
    future,
    getContext,
    dataStrategy,
    patchRoutesOnNavigation,
    initialEntries: [basename ?? "/"],
  });
}

interface BrowserRouterProps {
  basename?: string;
  children?: ReactNode;
  useTransitions?: boolean;
}

/** `<BrowserRouter>` and `<HashRouter>`, in memory (see createBrowserRouter above). */
function BrowserRouter({ basename, children, useTransitions }: BrowserRouterProps) {
  return createElement(MemoryRouter, {
    basename,
    children,
    useTransitions,
    initialEntries: [basename ?? "/"],
  });
}

/**
 * What a single-page app uses (declarative and data mode, their hooks and helpers, and the
 * testing stub), named one by one: the package's framework-mode and server parts (sessions,
 * cookies, request handlers, `<Scripts>`, server components) cannot run in a preview, and
 * leaving them out halves what the router adds to the runner.
 */
export const reactRouter = {
  Await,
  BrowserRouter,
  createBrowserRouter,
  createContext,
  createHashRouter: createBrowserRouter,
  createMemoryRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createRoutesStub,
  createSearchParams,
  data,
  Form,
  generatePath,
  HashRouter: BrowserRouter,
  href,
  IDLE_BLOCKER,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  parsePath,
  redirect,
  redirectDocument,
  renderMatches,
  replace,
  resolvePath,
  Route,
  Router,
  RouterContextProvider,
  RouterProvider,
  Routes,
  ScrollRestoration,
  unstable_usePrompt,
  useActionData,
  useAsyncError,
  useAsyncValue,
  useBeforeUnload,
  useBlocker,
  useFetcher,
  useFetchers,
  useFormAction,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
  useSubmit,
  useViewTransitionState,
};

/**
 * `react-router/dom`'s RouterProvider is react-router's with react-dom's flushSync wired in;
 * made here from the same copy of react-router, so both entry points share one router context
 * (under Node's resolution, the two files would otherwise load two copies of the package).
 */
type RouterProviderProps = ComponentProps<typeof RouterProvider>;

function DomRouterProvider(props: RouterProviderProps) {
  // react-dom's flushSync returns what its callback returns; the router ignores it.
  const sync = flushSync as RouterProviderProps["flushSync"];
  return createElement(RouterProvider, { flushSync: sync, ...props });
}

export const reactRouterDom = { RouterProvider: DomRouterProvider };

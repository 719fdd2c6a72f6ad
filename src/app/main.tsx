import "@/styles/global.css";
import "virtual:code-theme.css";
import { startTransition } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app-providers";
import { initialView } from "./initial-view";
import { loadLesson, startIdlePrefetch } from "./lesson-loader";
import { routes } from "./router";
import { renderingIsWarm } from "./warm-up";
import { watchSharedLinks } from "./work/shared-link-arrival";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const base = import.meta.env.BASE_URL;
const view = initialView(window.location.pathname, window.location.search, base);
// Before the router reads the address: a shared link's code leaves it (read once).
if (view !== "404") watchSharedLinks();
const router = createBrowserRouter(routes, { basename: base });
const app = (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);

// Load the first lesson before rendering, so it renders (or hydrates) in one pass. If it
// cannot load, the page is rendered afresh rather than hydrated: the lesson's error boundary
// shows its "Try again" instead of the prerendered lesson, whose demos could not work.
const lessonLoaded =
  view === "404" ||
  (await loadLesson(view).then(
    () => true,
    () => false,
  ));

if (lessonLoaded && document.documentElement.dataset.view === view && container.firstElementChild) {
  // The page holds this very view, prerendered (the boot script may have swapped it in):
  // hydrate it, in slices, off the critical path.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Dev server, a lesson that failed to load, or the boot script could not fetch the view's
  // HTML (then it hid the wrong one).
  const root = createRoot(container);
  flushSync(() => root.render(app));
  renderingIsWarm();
  document.documentElement.classList.remove("boot-pending");
}

startIdlePrefetch(view === "404" ? undefined : view);

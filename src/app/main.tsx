import "@/styles/global.css";
import { startTransition } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { sectionFromSearch } from "@/data/sections";
import { AppProviders } from "./app-providers";
import { initialView } from "./initial-view";
import { loadLesson, prefetchLessonsWhenIdle } from "./lesson-loader";
import { routes } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const base = import.meta.env.BASE_URL;
const view = initialView(window.location.pathname, window.location.search, base);
const router = createBrowserRouter(routes, { basename: base });
const app = (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);

// Load the first lesson before rendering, so it renders (or hydrates) in one pass. A failure
// is left for the lesson's error boundary to show with a "Try again" button.
if (view !== "404") await loadLesson(sectionFromSearch(window.location.search)).catch(() => null);

if (document.documentElement.dataset.view === view && container.firstElementChild) {
  // The prerendered HTML is this very view: hydrate it, in slices, off the critical path.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Dev server, or a URL the prerendered HTML does not show (the boot script hid it).
  const root = createRoot(container);
  flushSync(() => root.render(app));
  document.documentElement.classList.remove("boot-pending");
}

prefetchLessonsWhenIdle();

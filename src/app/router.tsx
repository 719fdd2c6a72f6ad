import type { RouteObject } from "react-router";
import { GuidePage } from "./routes/guide-page";
import { NotFound } from "./routes/not-found";
import { RouteError } from "./routes/route-error";

/** Shared by the browser router and the build-time prerender. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { index: true, element: <GuidePage /> },
      { path: "*", element: <NotFound /> },
    ],
  },
];

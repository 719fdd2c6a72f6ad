import type { CheckContext } from "../types";

interface Navigator {
  push: (to: string) => unknown;
}

/**
 * Goes to `path` as if the reader typed it into the address bar: the preview's router lives in
 * memory, with no address bar, so this asks the navigator that React Router's <Router> hands to
 * every link (found on React's fiber above the page: the props of the <Router> that the
 * reader's RouterProvider or BrowserRouter renders).
 */
export async function typeAddress({ root, expect }: CheckContext, path: string) {
  const node = root.firstElementChild;
  const key = node && Object.keys(node).find((name) => name.startsWith("__reactFiber$"));
  type Fiber = { return: Fiber | null; memoizedProps?: { navigator?: Navigator } };
  let fiber = key ? ((node as unknown as Record<string, Fiber>)[key] ?? null) : null;
  while (fiber && typeof fiber.memoizedProps?.navigator?.push !== "function") fiber = fiber.return;
  expect(
    fiber,
    "The page is not inside a router any more: render the app through `<RouterProvider router={router} />`.",
  );
  fiber!.memoizedProps!.navigator!.push(path);
}

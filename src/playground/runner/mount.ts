import { createElement, StrictMode, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";

/**
 * Renders a reader's component into `container`, inside `<StrictMode>` as a new Vite project's
 * main.tsx does: in development, components render twice and effects run setup, cleanup, setup.
 * Errors while rendering (and in effects) go to `onError` with React's component stack instead
 * of the console: React's root options receive them, and the frame's owner shows them.
 */
export function mountComponent(
  container: HTMLElement,
  component: ComponentType,
  onError: (error: unknown, componentStack?: string) => void,
): Root {
  const root = createRoot(container, {
    onUncaughtError: (error, info) => onError(error, info.componentStack),
    // Caught by the reader's own error boundary: handled, as the reader meant it to be.
    onCaughtError: () => {},
    onRecoverableError: () => {},
  });
  flushSync(() => root.render(createElement(StrictMode, null, createElement(component))));
  return root;
}

/** Error text for a reader: the message, not a stack of our frames. */
export function describeError(error: unknown) {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

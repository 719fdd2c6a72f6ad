import { Component, createElement, type ComponentType, type ReactNode } from "react";
import type { CheckContext } from "../types";

interface RootBoundaryProps {
  children?: ReactNode;
  onCrash: (error: unknown) => void;
}

/**
 * The check's own last boundary near the root. An error the reader's code lets through lands
 * here instead of failing the check with a bare "Your component threw", so the check can say
 * what the crash means for the lesson's skill and how to fix it.
 */
class RootBoundary extends Component<RootBoundaryProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onCrash(error);
  }

  render() {
    return this.state.crashed ? null : this.props.children;
  }
}

/** The reader's component: the default export, or else the first exported function. */
export function readerComponent(exports: CheckContext["exports"]) {
  return (exports.default ??
    Object.values(exports).find((value) => typeof value === "function")) as ComponentType;
}

/**
 * Renders another copy of the reader's component under RootBoundary, in a fresh container.
 * `crash()` is the error that reached the root (its message), or null while there was none.
 */
export function renderCaught({ exports, render }: CheckContext) {
  let crashed: unknown = null;
  const container = render(
    createElement(
      RootBoundary,
      {
        onCrash: (error: unknown) => {
          crashed ??= error;
        },
      },
      createElement(readerComponent(exports)),
    ),
  );
  const crash = () =>
    crashed === null ? null : crashed instanceof Error ? crashed.message : String(crashed);
  return { container, crash };
}

import { AlertTriangle, RotateCcw } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

interface DemoBoundaryProps {
  children: ReactNode;
  /** Remounts the demo with fresh state (the owner changes the boundary's key). */
  onReset: () => void;
}

interface DemoBoundaryState {
  error: Error | null;
}

/**
 * Contains a crashing demo: the reader sees a short message and a way back, and the rest of
 * the lesson keeps working. React still needs a class for this; there is no hook equivalent.
 */
export class DemoBoundary extends Component<DemoBoundaryProps, DemoBoundaryState> {
  state: DemoBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): DemoBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Logged as a warning: the failure is handled, and the page is not broken.
    console.warn("A demo crashed and was contained:", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-rose-200 bg-rose-50 p-4 text-sm text-rose-900 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-100"
      >
        <p className="flex items-center gap-2 font-semibold">
          <AlertTriangle aria-hidden="true" className="size-4" />
          This demo stopped working.
        </p>
        <p>Something inside it threw an error. The rest of the lesson is fine.</p>
        <Button variant="outline" size="sm" onClick={this.props.onReset}>
          <RotateCcw aria-hidden="true" />
          Reset demo
        </Button>
      </div>
    );
  }
}

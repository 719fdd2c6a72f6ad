import type { LessonCorpus } from "../types";
import { crashApp, lazyApp, memoApp } from "../advanced";

/** The lesson's own typed boundary (Error boundaries, "Class" tab), as a reader would paste it. */
const lessonBoundary = `
interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to show instead of the children after a crash. */
  fallback?: ReactNode;
  /** Where the error goes, for example your error-reporting service. */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: Error | null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      this.props.fallback ?? (
        <div>
          <p role="alert">Something went wrong.</p>
          <button type="button" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
        </div>
      )
    );
  }
}
`;

const wrapped = `      <ErrorBoundary>
        <Widget />
      </ErrorBoundary>`;

export const corpus: LessonCorpus = {
  "error-boundary": {
    wrong: [
      {
        name: "wraps the widget in try/catch",
        source: crashApp("", "      <Widget />")
          .replace(
            `export default function Dashboard() {
  return (`,
            `export default function Dashboard() {
  let widget;
  try {
    widget = <Widget />;
  } catch {
    widget = <p>Something went wrong.</p>;
  }
  return (`,
          )
          .replace("      <Widget />\n      <p>", "      {widget}\n      <p>"),
        message: /nothing in your code caught the widget's error.*try\/catch around JSX/,
      },
      {
        name: "writes the boundary as a function with try/catch",
        source: crashApp(
          `
function ErrorBoundary({ children }: { children: ReactNode }) {
  try {
    return <>{children}</>;
  } catch {
    return <p>Something went wrong.</p>;
  }
}
`,
          wrapped,
        ),
        message:
          /whole dashboard disappeared.*class component with `static getDerivedStateFromError`/,
      },
      {
        name: "returns hasError but reads this.state.error",
        source: crashApp(
          `
class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  render() {
    if (this.state.error) return <p>Something went wrong.</p>;
    return this.props.children;
  }
}
`,
          wrapped,
        ),
        message: /widget came back instead of a fallback/,
      },
      {
        name: "wraps the whole page, paragraph included",
        source: crashApp(
          `
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Something went wrong.</p> : this.props.children;
  }
}
`,
          "      <ErrorBoundary>\n        <Widget />",
        ).replace(
          "      <p>The rest of the page still works.</p>\n",
          "        <p>The rest of the page still works.</p>\n      </ErrorBoundary>\n",
        ),
        message: /went away with the widget: the boundary wraps more than the part that may fail/,
      },
      {
        name: "shows only the error's own message",
        source: crashApp(
          `
class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>{this.state.error.message}</p> : this.props.children;
  }
}
`,
          wrapped,
        ),
        message:
          /shows "The widget broke" instead of a fallback that says "Something went wrong\."/,
      },
      {
        name: "forgets to render the children",
        source: crashApp(
          `
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) return <p>Something went wrong.</p>;
    return null;
  }
}
`,
          wrapped,
        ),
        message: /not on screen before anything broke.*return this\.props\.children/,
      },
      {
        name: "stops the widget from throwing instead",
        source: crashApp("", "      <Widget />").replace(
          '  if (broken) throw new Error("The widget broke");',
          "  if (broken) return <p>Something went wrong.</p>;",
        ),
        message: /No error boundary in your code/,
      },
      {
        name: "stops the widget from throwing, and a comment names getDerivedStateFromError",
        source: crashApp(
          `
// An error boundary would use static getDerivedStateFromError() and componentDidCatch(),
// but a widget that never throws needs neither.
`,
          "      <Widget />",
        ).replace(
          '  if (broken) throw new Error("The widget broke");',
          "  if (broken) return <p>Something went wrong.</p>;",
        ),
        message: /No error boundary in your code/,
      },
      {
        name: "keeps the failure in a module-level variable",
        source: crashApp(
          `
let crashed = false;

class ErrorBoundary extends Component<{ children: ReactNode }> {
  static getDerivedStateFromError() {
    crashed = true;
    return null;
  }

  render() {
    return crashed ? <p>Something went wrong.</p> : this.props.children;
  }
}
`,
          wrapped,
        ),
        message: /A dashboard mounted after the crash shows its fallback.*module-level variable/,
      },
    ],
    right: [
      {
        name: "the lesson's own typed ErrorBoundary",
        source: crashApp(lessonBoundary, wrapped).replace(
          "import { Component, useState, type ReactNode }",
          "import { Component, useState, type ErrorInfo, type ReactNode }",
        ),
      },
      {
        name: "a fallback prop, no role, logged in componentDidCatch",
        source: crashApp(
          `
type Props = { fallback: ReactNode; children: ReactNode };

class Boundary extends Component<Props, { hasError: boolean }> {
  state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  componentDidCatch(error: Error) {
    console.error("Widget crashed:", error);
  }

  render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
`,
          `      <Boundary fallback={<p className="text-red-700">Something went <strong>wrong</strong>.</p>}>
        <Widget />
      </Boundary>`,
        ),
      },
      {
        name: "the demo's fallback, with the message after the words",
        source: crashApp(
          `
class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert">
        <p>Something went wrong: {this.state.error.message}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>Try again</button>
      </div>
    );
  }
}
`,
          wrapped,
        ),
      },
      {
        name: "a class expression on React.Component, its static method an arrow",
        source: crashApp(
          `
type BoundaryState = { message: string | null };

const SafeArea = class extends React.Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { message: null };

  static getDerivedStateFromError = (error: unknown): BoundaryState => ({
    message: error instanceof Error ? error.message : String(error),
  });

  override render() {
    if (this.state.message === null) return this.props.children;
    return <p className="text-red-700">Something went wrong.</p>;
  }
};
`,
          `      <SafeArea>
        <Widget />
      </SafeArea>`,
        ).replace(
          'import { Component, useState, type ReactNode } from "react";',
          'import React, { useState, type ReactNode } from "react";',
        ),
      },
    ],
  },

  "memo-that-helps": {
    wrong: [
      {
        name: "useCallback without a dependency list",
        source: memoApp(`  const handlePick = useCallback((name: string) => setPicked(name));
`),
        message: /SlowList rendered \d+ time\(s\) while you typed 3 letters/,
      },
      {
        name: "lists every state as a dependency",
        source:
          memoApp(`  const handlePick = useCallback((name: string) => setPicked(name), [note, picked]);
`),
        message: /SlowList rendered 3 time\(s\) while you typed 3 letters.*useCallback/,
      },
      {
        name: "adds useCallback but passes an inline arrow",
        source: memoApp(
          `  const handlePick = useCallback((name: string) => setPicked(name), []);
`,
          "<SlowList onPick={(name) => handlePick(name)} />",
        ),
        message: /SlowList rendered 3 time\(s\) while you typed/,
      },
      {
        name: "adds useCallback but removes memo",
        source: memoApp(`  const handlePick = useCallback((name: string) => setPicked(name), []);
`).replace("const SlowList = memo(function SlowList(", "const SlowList = (function SlowList("),
        message: /SlowList rendered 3 time\(s\).*keep SlowList wrapped in `memo`/,
      },
      {
        name: "depends on picked, so a pick renders the list",
        source: memoApp(`  const handlePick = useCallback(
    (name: string) => {
      if (name !== picked) setPicked(name);
    },
    [picked],
  );
`),
        message: /SlowList rendered 2 time\(s\) when a colour was picked/,
      },
      {
        name: "moves handlePick out of the component and keeps the setter in a module variable",
        source: memoApp(`  pickInto = setPicked;
`).replace(
          "export default function Palette() {",
          `// Outside the component, handlePick is the same function on every render.
let pickInto: (name: string) => void = () => {};
const handlePick = (name: string) => pickInto(name);

export default function Palette() {`,
        ),
        message: /Picking Green in one palette.*module-level variable/,
      },
      {
        name: "moves handlePick out of the component, where setPicked is out of reach",
        source: memoApp("").replace(
          "export default function Palette() {",
          `function handlePick(name: string) {
  // @ts-expect-error setPicked lives in Palette
  setPicked(name);
}

export default function Palette() {`,
        ),
        message: /setPicked is not defined/,
      },
    ],
    right: [
      {
        name: "useMemo that returns the function",
        source: memoApp(`  const handlePick = useMemo(() => (name: string) => setPicked(name), []);
`).replace("import { memo, useCallback, useState }", "import { memo, useMemo, useState }"),
      },
      {
        name: "passes the state setter itself",
        source: memoApp("", "<SlowList onPick={setPicked} />").replace(
          "import { memo, useCallback, useState }",
          "import { memo, useState }",
        ),
      },
      {
        name: "React.useCallback with setPicked as a dependency, arrow component in memo",
        source: memoApp(`  const handlePick = React.useCallback(
    function handlePick(name: string) {
      setPicked(name);
    },
    [setPicked],
  );
`)
          .replace(
            "import { memo, useCallback, useState }",
            'import React, { memo, useState } from "react";\n//',
          )
          .replace(
            "const SlowList = memo(function SlowList({ onPick }: { onPick: (name: string) => void }) {",
            "const SlowList = memo(({ onPick }: { onPick: (name: string) => void }) => {",
          ),
      },
      {
        name: "passes useReducer's dispatch, which never changes",
        source: memoApp("", "<SlowList onPick={pick} />")
          .replace(
            '  const [picked, setPicked] = useState("none");',
            `  // A reducer whose action is the picked name: dispatch is stable, like a setter.
  const [picked, pick] = useReducer((_previous: string, name: string) => name, "none");`,
          )
          .replace(
            "import { memo, useCallback, useState }",
            "import { memo, useReducer, useState }",
          ),
      },
    ],
  },

  "suspense-fallback": {
    wrong: [
      {
        name: "wraps the button in the boundary too",
        source: lazyApp(`      {shown && <Chart />}`)
          .replace(
            '    <div className="space-y-2">\n      <button',
            '    <Suspense fallback={<p>Loading chart…</p>}>\n    <div className="space-y-2">\n      <button',
          )
          .replace("    </div>\n  );\n}", "    </div>\n    </Suspense>\n  );\n}"),
        message: /The button vanished while the chart loaded/,
      },
      {
        name: "a Suspense boundary without a fallback",
        source: lazyApp(`      <Suspense>{shown && <Chart />}</Suspense>`),
        message: /Nothing says the chart is loading/,
      },
      {
        name: "the lesson's generic Loading… text",
        source: lazyApp(
          `      <Suspense fallback={<p>Loading…</p>}>{shown && <Chart />}</Suspense>`,
        ),
        message: /Nothing says the chart is loading.*"Loading chart…"/,
      },
      {
        name: "loading text of its own beside the chart",
        source: lazyApp(`      {shown && (
        <>
          <p>Loading chart...</p>
          <Suspense fallback={null}>
            <Chart />
          </Suspense>
        </>
      )}`),
        message: /the chart arrived but "Loading chart…" stayed/i,
      },
      {
        name: "a loading text of its own, hidden by a timer",
        source: lazyApp(`      {loading && <p>Loading chart…</p>}
      {shown && (
        <Suspense fallback={null}>
          <Chart />
        </Suspense>
      )}`)
          .replace(
            "  const [shown, setShown] = useState(false);",
            "  const [shown, setShown] = useState(false);\n  const [loading, setLoading] = useState(false);",
          )
          .replace(
            "onClick={() => setShown(true)}",
            `onClick={() => {
          setShown(true);
          setLoading(true);
          setTimeout(() => setLoading(false), 100);
        }}`,
          ),
        message: /For a moment after the click the page said neither/,
      },
      {
        name: "a boundary with the fallback, but the chart outside the condition",
        source: lazyApp(`      <Suspense fallback={<p>Loading chart…</p>}>
        <Chart />
      </Suspense>`).replace(
          "  const [shown, setShown] = useState(false);",
          "  const [, setShown] = useState(false);",
        ),
        message: /Before anyone pressed "Show chart", the page already shows/,
      },
    ],
    right: [
      {
        name: "the boundary around the condition, three dots",
        source: lazyApp(`      <Suspense fallback={<p>Loading chart...</p>}>
        {shown ? <Chart /> : null}
      </Suspense>`),
      },
      {
        name: "a styled fallback with the text split up",
        source: lazyApp(`      {shown && (
        <Suspense
          fallback={
            <div role="status" aria-live="polite" className="animate-pulse">
              <span>Loading</span> <strong>chart</strong>…
            </div>
          }
        >
          <Chart />
        </Suspense>
      )}`),
      },
      {
        name: "a typed fallback component of its own",
        source: lazyApp(`      {shown && (
        <Suspense fallback={<Pending what="chart" />}>
          <Chart />
        </Suspense>
      )}`)
          .replace(
            "export default function Report() {",
            `function Pending({ what }: { what: string }): ReactNode {
  return <p role="status">Loading {what}…</p>;
}

export default function Report() {`,
          )
          .replace("type ComponentType }", "type ComponentType, type ReactNode }"),
      },
      {
        name: "a transition's isPending beside a Suspense boundary",
        source: lazyApp(`      {isPending && <p>Loading chart…</p>}
      {shown && (
        <Suspense fallback={isPending ? null : <p>Loading chart…</p>}>
          <Chart />
        </Suspense>
      )}`)
          .replace(
            "  const [shown, setShown] = useState(false);",
            "  const [shown, setShown] = useState(false);\n  const [isPending, startTransition] = useTransition();",
          )
          .replace(
            "onClick={() => setShown(true)}",
            "onClick={() => startTransition(() => setShown(true))}",
          )
          .replace("Suspense, useState,", "Suspense, useState, useTransition,"),
      },
    ],
  },
};

import type { LessonChallenges } from "./types";

const crashApp = (
  boundary: string,
  tree: string,
) => `import { Component, useState, type ReactNode } from "react";

function Widget() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error("The widget broke");
  return (
    <button type="button" className="rounded border px-3" onClick={() => setBroken(true)}>
      Break the widget
    </button>
  );
}
${boundary}
export default function Dashboard() {
  return (
    <div className="space-y-2">
${tree}
      <p>The rest of the page still works.</p>
    </div>
  );
}
`;

const memoApp = (onPick: string) => `import { memo, useCallback, useState } from "react";

const SlowList = memo(function SlowList({ onPick }: { onPick: (name: string) => void }) {
  console.log("SlowList rendered");
  return (
    <ul>
      {["Red", "Green", "Blue"].map((name) => (
        <li key={name}>
          <button type="button" className="underline" onClick={() => onPick(name)}>{name}</button>
        </li>
      ))}
    </ul>
  );
});

export default function Palette() {
  const [note, setNote] = useState("");
  const [picked, setPicked] = useState("none");
${onPick}
  return (
    <div className="space-y-2">
      <label className="flex gap-2">
        Note
        <input className="rounded border px-2" value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <p role="status">Picked: {picked}</p>
      <SlowList onPick={handlePick} />
    </div>
  );
}
`;

const lazyApp = (
  body: string,
) => `import { lazy, Suspense, useState, type ComponentType } from "react";

// Stands in for import("./chart"): a module that takes a moment to arrive.
const Chart = lazy(
  () =>
    new Promise<{ default: ComponentType }>((resolve) =>
      setTimeout(() => resolve({ default: () => <p>Sales chart</p> }), 200),
    ),
);

export default function Report() {
  const [shown, setShown] = useState(false);
  return (
    <div className="space-y-2">
      <button type="button" className="rounded border px-3" onClick={() => setShown(true)}>
        Show chart
      </button>
${body}
    </div>
  );
}
`;

const renders = (logs: string[]) => logs.filter((line) => line === "SlowList rendered").length;

export const challenges: LessonChallenges = {
  "error-boundary": {
    starter: crashApp("", "      <Widget />"),
    solution: crashApp(
      `
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (this.state.failed) return <p role="alert">Something went wrong.</p>;
    return this.props.children;
  }
}
`,
      `      <ErrorBoundary>
        <Widget />
      </ErrorBoundary>`,
    ),
    hint: "An error boundary is still a class component with `static getDerivedStateFromError`. Wrap only the part that may fail.",
    explanation:
      "When `Widget` throws while rendering, React looks for the closest boundary above it. The boundary switches to its fallback, and everything outside it, such as the paragraph, keeps rendering. Without one, the whole tree is removed.",
    checks: [
      {
        name: 'Breaking the widget shows "Something went wrong." in its place',
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Break the widget" }));
          expect(
            screen.queryByRole("alert")?.textContent === "Something went wrong.",
            'No fallback with role="alert" and the text "Something went wrong." appeared.',
          );
        },
      },
      {
        name: "The rest of the page stays on screen",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Break the widget" }));
          expect(
            screen.queryByText("The rest of the page still works."),
            "The whole dashboard disappeared: the error reached the root.",
          );
        },
      },
    ],
  },

  "memo-that-helps": {
    starter: memoApp(`  const handlePick = (name: string) => setPicked(name);
`),
    solution: memoApp(`  const handlePick = useCallback((name: string) => setPicked(name), []);
`),
    hint: "`memo` skips a render only when every prop is the same as last time. Is `handlePick` the same function on every render?",
    explanation:
      "An arrow function written in the component body is a new function on each render, so `memo` sees a changed prop and renders `SlowList` anyway. `useCallback` returns the same function until its dependencies change (`setPicked` never does), so typing in the note no longer touches the list.",
    checks: [
      {
        name: "Typing in the note does not render SlowList again",
        run: async ({ screen, user, logs, expect }) => {
          const before = renders(logs);
          await user.type(screen.getByLabelText("Note"), "abc");
          const extra = renders(logs) - before;
          expect(
            extra === 0,
            `SlowList rendered ${extra} more time(s) while typing: its onPick prop changes every render.`,
          );
        },
      },
      {
        name: "Picking Green still works",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Green" }));
          expect(
            screen.getByRole("status").textContent === "Picked: Green",
            "Picking Green did not update the status.",
          );
        },
      },
    ],
  },

  "suspense-fallback": {
    starter: lazyApp(`      {shown && <Chart />}`),
    solution: lazyApp(`      {shown && (
        <Suspense fallback={<p role="status">Loading chart…</p>}>
          <Chart />
        </Suspense>
      )}`),
    hint: "A lazy component suspends while its code loads. Which component shows something in the meantime?",
    explanation:
      "`<Suspense fallback>` renders its fallback while anything inside it suspends, then swaps in the chart once the lazy module has loaded. Placing it just around the chart keeps the button on screen.",
    checks: [
      {
        name: 'While the chart loads, "Loading chart…" shows beside the button',
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Show chart" }));
          expect(
            screen.queryByRole("status")?.textContent === "Loading chart…",
            'Nothing says the chart is loading: wrap it in <Suspense> with a fallback "Loading chart…".',
          );
          expect(
            screen.queryByRole("button", { name: "Show chart" }),
            "The button vanished while the chart loaded.",
          );
        },
      },
      {
        name: "Then the chart appears",
        run: async ({ screen, user }) => {
          await user.click(screen.getByRole("button", { name: "Show chart" }));
          await screen.findByText("Sales chart");
        },
      },
    ],
  },
};

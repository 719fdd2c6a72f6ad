import { renderCopy } from "./helpers/instances";
import { renderCaught } from "./helpers/render-caught";
import type { CheckContext, CodeFacts, CodeNode, LessonChallenges } from "./types";

export const crashApp = (
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

export const memoApp = (
  onPick: string,
  list = "<SlowList onPick={handlePick} />",
) => `import { memo, useCallback, useState } from "react";

const SlowList = memo(function SlowList({ onPick }: { onPick: (name: string) => void }) {
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
      ${list}
    </div>
  );
}
`;

export const lazyApp = (
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

const breakButton = (view: ReturnType<CheckContext["within"]>) =>
  view.queryByRole("button", { name: /break the widget/i });

/** Renders the reader's Dashboard under RootBoundary and presses "Break the widget". */
async function breakWidget(context: CheckContext, caught = renderCaught(context)) {
  const { within, user, waitFor, expect } = context;
  const { container: page, crash } = caught;
  const view = within(page);
  const button = breakButton(view);
  expect(
    button,
    "The widget is not on screen before anything broke: while there is no error, the boundary must render its children (`return this.props.children`).",
  );
  await user.click(button!);
  // The fallback appears in the same commit as the crash; waitFor only absorbs a slow machine.
  await waitFor(
    () => {
      if (breakButton(view)) throw new Error("not yet");
    },
    { timeout: 500 },
  ).catch(() => {});
  expect(
    crash() === null,
    "The whole dashboard disappeared: nothing in your code caught the widget's error, so it went up to the root. A try/catch around JSX cannot catch it (the widget renders later, inside React). Wrap `<Widget />` in an error boundary: a class component with `static getDerivedStateFromError`.",
  );
  expect(
    !breakButton(view),
    "The widget came back instead of a fallback: the boundary caught the error, but its render() still returns the children, so React mounted a fresh widget. Make render() check the same state that getDerivedStateFromError returns (e.g. `{ hasError: true }` and `this.state.hasError`).",
  );
  return page;
}

const memberName = (member: CodeNode) => {
  const key = member.key as CodeNode | undefined;
  if (!key || member.computed) return null;
  return key.type === "Identifier" ? (key.name as string) : (key.value as string);
};

/**
 * The error boundaries in the reader's code, read from its syntax tree: classes that extend
 * React's Component with a static getDerivedStateFromError or a componentDidCatch method (a
 * method or a property holding a function). A comment that names them is no boundary.
 */
function errorBoundaries(code: CodeFacts) {
  if (!code.uses("react", "Component") && !code.uses("react", "PureComponent")) return [];
  return [...code.nodes("ClassDeclaration"), ...code.nodes("ClassExpression")].filter(
    (node) =>
      node.superClass &&
      ((node.body as CodeNode).body as CodeNode[]).some(
        (member) =>
          (member.static && memberName(member) === "getDerivedStateFromError") ||
          (!member.static && memberName(member) === "componentDidCatch"),
      ),
  );
}

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
      "When `Widget` throws while rendering, React looks for the closest boundary above it. The boundary switches to its fallback, and everything outside it, such as the paragraph, keeps rendering. Without one, the error reaches the root and the whole tree is removed. A try/catch cannot do this: the JSX only describes the widget, React renders it later.",
    checks: [
      {
        name: 'Breaking the widget shows "Something went wrong." in its place',
        run: async (context) => {
          const page = await breakWidget(context);
          context.expect(
            /something went wrong/i.test(page.textContent ?? ""),
            `The widget's place shows "${page.textContent?.replace("The rest of the page still works.", "").trim() || "nothing"}" instead of a fallback that says "Something went wrong.": give the boundary's render() that fallback once it has caught an error.`,
          );
        },
      },
      {
        name: "The rest of the page stays on screen",
        run: async (context) => {
          const page = await breakWidget(context);
          context.expect(
            /the rest of the page still works/i.test(page.textContent ?? ""),
            'The paragraph "The rest of the page still works." went away with the widget: the boundary wraps more than the part that may fail. Put it around `<Widget />` only.',
          );
        },
      },
      {
        name: "An error boundary (a class component) catches the crash",
        run: ({ code, expect }) => {
          expect(
            errorBoundaries(code).length > 0,
            "No error boundary in your code: the widget should still be able to crash, and a class component with `static getDerivedStateFromError` (or `componentDidCatch`) should catch it. Changing the widget so it never throws hides this bug, not the next one.",
          );
        },
      },
      {
        name: "Each dashboard has its own boundary: breaking one leaves another whole, and a dashboard mounted later starts whole",
        run: async (context) => {
          const { within, expect } = context;
          const other = renderCaught(context);
          await breakWidget(context);
          const shared =
            "the boundary's failure is kept outside the boundary (a module-level variable or a static field), so every boundary shares it. Keep it in the boundary's own state: return `{ failed: true }` from `static getDerivedStateFromError` and read `this.state.failed` in render().";
          expect(
            breakButton(within(other.container)),
            `Breaking the widget in one dashboard replaced the widget of another dashboard too: ${shared}`,
          );
          const later = renderCopy(context);
          expect(
            breakButton(within(later)),
            `A dashboard mounted after the crash shows its fallback before anything broke in it: ${shared}`,
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
        run: async ({ screen, user, renders, resetRenders, expect }) => {
          resetRenders();
          await user.type(screen.getByLabelText(/note/i), "abc");
          const extra = renders("SlowList");
          expect(
            extra === 0,
            `SlowList rendered ${extra} time(s) while you typed 3 letters in the note: one of its props changed on every render of Palette. \`memo\` compares props with Object.is, and a function written in the component body is a new function each time. Keep the same \`handlePick\` with \`useCallback(…, [])\` (its dependencies must not change while typing), and keep SlowList wrapped in \`memo\`.`,
          );
        },
      },
      {
        name: "Picking a colour still updates the status, every time",
        run: async ({ screen, user, expect }) => {
          for (const name of ["Green", "Blue", "Red"]) {
            await user.click(screen.getByRole("button", { name }));
            const status = screen.getByRole("status").textContent ?? "";
            expect(
              status.includes(name),
              `After picking ${name}, the status reads "${status}": the list's onPick no longer reaches \`setPicked\`.`,
            );
          }
        },
      },
      {
        name: "Two palettes on one page keep their own pick",
        run: async (context) => {
          const { user, within, expect } = context;
          const second = within(renderCopy(context));
          await user.click(context.screen.getByRole("button", { name: "Green" }));
          const own = context.screen.getByRole("status").textContent ?? "";
          const other = second.getByRole("status").textContent ?? "";
          expect(
            own.includes("Green") && !other.includes("Green"),
            `Picking Green in one palette left it at "${own}" and changed the other to "${other}": handlePick reaches a setter kept outside the component (a module-level variable), which the last palette to render overwrote. Each Palette needs its own handlePick: keep it in the component, with \`useCallback\`, so it stays the same between that palette's renders.`,
          );
        },
      },
      {
        name: "Picking a colour does not render SlowList again either",
        run: async ({ screen, user, renders, resetRenders, expect }) => {
          resetRenders();
          await user.click(screen.getByRole("button", { name: "Green" }));
          await user.click(screen.getByRole("button", { name: "Blue" }));
          const extra = renders("SlowList");
          expect(
            extra === 0,
            `SlowList rendered ${extra} time(s) when a colour was picked, although nothing it shows changed: \`handlePick\` changes when \`picked\` does. It only calls \`setPicked\`, which never changes, so its dependency list can be empty.`,
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
        name: "Before Show chart is pressed, neither the chart nor its loading text shows",
        run: async ({ root, sleep, expect }) => {
          await sleep(300);
          const text = root.textContent ?? "";
          expect(
            !/loading chart|sales chart/i.test(text),
            `Before anyone pressed "Show chart", the page already shows "${text.replace("Show chart", "").trim()}": the chart loads only when asked for. Keep \`shown && …\` around the chart, and put the Suspense boundary around that chart (or inside the condition).`,
          );
        },
      },
      {
        name: 'While the chart loads, "Loading chart…" shows beside the button',
        run: async ({ root, screen, user, expect }) => {
          await user.click(screen.getByRole("button", { name: "Show chart" }));
          expect(
            /loading chart/i.test(root.textContent ?? ""),
            'Nothing says the chart is loading: wrap the chart in `<Suspense fallback={…}>` with a fallback that says "Loading chart…".',
          );
          expect(
            screen.queryByRole("button", { name: "Show chart" }),
            "The button vanished while the chart loaded: the Suspense boundary wraps the button too, so its fallback replaces both. Put `<Suspense>` just around the chart.",
          );
        },
      },
      {
        name: "The loading text stays until the chart arrives, then the chart replaces it",
        run: async ({ root, screen, user, waitFor, expect }) => {
          // Every state the page passes through, from the click until the chart is there.
          const seen: string[] = [];
          const record = () => seen.push(root.textContent ?? "");
          const observer = new MutationObserver(record);
          observer.observe(root, { childList: true, subtree: true, characterData: true });
          await user.click(screen.getByRole("button", { name: "Show chart" }));
          record();
          await waitFor(
            () => {
              if (!/sales chart/i.test(root.textContent ?? "")) throw new Error("not yet");
            },
            { timeout: 2000 },
          ).catch(() => {});
          observer.disconnect();
          expect(
            /sales chart/i.test(root.textContent ?? ""),
            "The chart never appeared: render `<Chart />` inside the `<Suspense>` boundary.",
          );
          const gap = seen.find((text) => !/loading chart|sales chart/i.test(text));
          expect(
            gap === undefined,
            'For a moment after the click the page said neither "Loading chart…" nor showed the chart: the loading text went away before the chart arrived. A timer only guesses how long loading takes; the Suspense `fallback` shows exactly until the chart is ready.',
          );
          expect(
            !/loading chart/i.test(root.textContent ?? ""),
            'The chart arrived but "Loading chart…" stayed: make it the Suspense `fallback`, which React removes once the chart is ready, rather than text of its own.',
          );
        },
      },
    ],
  },
};

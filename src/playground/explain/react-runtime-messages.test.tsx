import {
  act,
  Component,
  createContext,
  useActionState,
  useEffect,
  useLayoutEffect,
  useOptimistic,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatConsoleArgs } from "../runner/console-format";
import { describeError } from "../runner/mount";
import { explanations } from "./loader";
import type { explainMessage as ExplainMessage } from "./explain";

/**
 * The mistakes learners make, run through React's development build: each message React
 * really logs (formatted as the runner's console panel shows it) or throws (as the runner's error
 * banner shows it) gets the explanation of that mistake.
 */
let explain: typeof ExplainMessage;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;

beforeAll(async () => {
  explain = (await explanations.load()).explainMessage;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

interface Run {
  /** What the console panel and the error banner would show. */
  messages: string[];
}

/** Renders `node` as the runner does (a root whose errors are reported), then runs `next`. */
async function run(node: ReactNode, next?: () => void): Promise<Run> {
  const messages: string[] = [];
  const log = (...args: unknown[]) => void messages.push(formatConsoleArgs(args));
  const error = vi.spyOn(console, "error").mockImplementation(log);
  const warn = vi.spyOn(console, "warn").mockImplementation(log);
  const container = document.createElement("div");
  const root = createRoot(container, {
    onUncaughtError: (thrown) => void messages.push(describeError(thrown)),
  });
  try {
    await act(async () => root.render(node));
    if (next) await act(async () => next());
    await act(async () => root.unmount());
  } catch (thrown) {
    // An effect that returned something else than a cleanup throws again on unmount.
    messages.push(describeError(thrown));
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
  return { messages };
}

function expectExplained({ messages }: Run, id: string) {
  const explained = messages.map((message) => explain(message)?.id ?? null);
  expect(explained, messages.join("\n---\n")).toContain(id);
}

/** A setter of the rendered component, for `next`. */
function handle<T>() {
  const box: { set: (value: T) => void } = { set: () => {} };
  return box;
}

describe("React's real messages get their explanation", () => {
  it("a list without keys, and two items with one key", async () => {
    const items = ["Milk", "Bread"];
    // React warns once per parent element name for as long as it stays loaded, and other test
    // files in this worker render keyless lists in a `ul`: a name of this test's own keeps the
    // warning ours to see.
    const List = "explain-missing-key-list" as "ul";
    expectExplained(
      await run(
        <List>
          {items.map((item) => (
            <li>{item}</li>
          ))}
        </List>,
      ),
      "missing-key",
    );
    expectExplained(
      await run(
        <ul>
          {["Milk", "Milk"].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>,
      ),
      "duplicate-key",
    );
  });

  it("a hook called only on some renders", async () => {
    const flag = handle<boolean>();
    function Conditional({ on }: { on: boolean }) {
      const [count] = useState(0);
      if (on) {
        // eslint-disable-next-line react-hooks/rules-of-hooks -- the mistake under test
        useState(1);
      }
      useEffect(() => {});
      return <p>{count}</p>;
    }
    function Host() {
      const [on, setOn] = useState(false);
      flag.set = setOn;
      return <Conditional on={on} />;
    }
    const more = await run(<Host />, () => flag.set(true));
    expectExplained(more, "hook-order");
    expect(more.messages.every((message) => explain(message)?.id === "hook-order")).toBe(true);

    function EarlyReturn({ on }: { on: boolean }) {
      const [count] = useState(0);
      if (on) return <p>early</p>;
      // eslint-disable-next-line react-hooks/rules-of-hooks -- the mistake under test
      useEffect(() => {});
      return <p>{count}</p>;
    }
    function Host2() {
      const [on, setOn] = useState(false);
      flag.set = setOn;
      return <EarlyReturn on={on} />;
    }
    expectExplained(await run(<Host2 />, () => flag.set(true)), "hook-order");
  });

  it("a setter called while rendering, in a loop and in another component", async () => {
    function Loop() {
      const [count, setCount] = useState(0);
      setCount(count + 1);
      return <p>{count}</p>;
    }
    expectExplained(await run(<Loop />), "too-many-re-renders");

    function Parent() {
      const [total, setTotal] = useState(0);
      return <Child onTotal={setTotal} total={total} />;
    }
    function Child({ onTotal, total }: { onTotal: (total: number) => void; total: number }) {
      if (total === 0) onTotal(1);
      return <p>{total}</p>;
    }
    expectExplained(await run(<Parent />), "update-while-rendering");
  });

  it("an effect that updates on every render", async () => {
    function Depth() {
      const [count, setCount] = useState(0);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the mistake under test
      useLayoutEffect(() => setCount(count + 1));
      return <p>{count}</p>;
    }
    expectExplained(await run(<Depth />), "maximum-update-depth");
  });

  it("inputs that switch between controlled and uncontrolled, or cannot change", async () => {
    const value = handle<string | undefined>();
    function Field({ initial }: { initial?: string }) {
      const [text, setText] = useState(initial);
      value.set = setText;
      return <input value={text} onChange={(event) => setText(event.target.value)} />;
    }
    expectExplained(await run(<Field />, () => value.set("Ada")), "uncontrolled-to-controlled");
    expectExplained(
      await run(<Field initial="Ada" />, () => value.set(undefined)),
      "controlled-to-uncontrolled",
    );
    expectExplained(await run(<input value="Ada" />), "value-without-onchange");
    expectExplained(
      await run(<input value="Ada" defaultValue="Grace" onChange={() => {}} />),
      "value-and-default-value",
    );
  });

  it("invalid nesting, HTML attribute names, event props and DOM props", async () => {
    expectExplained(
      await run(
        <p>
          <div>block</div>
        </p>,
      ),
      "invalid-nesting",
    );
    // The mistakes are JSX TypeScript rejects; the runner compiles them all the same.
    const html = { class: "card", onclick: () => {}, isActive: true };
    expectExplained(await run(<div {...{ class: html.class }}>x</div>), "html-attribute-name");
    expectExplained(
      await run(<button {...{ onclick: html.onclick }}>x</button>),
      "event-prop-name",
    );
    expectExplained(await run(<div {...{ isActive: html.isActive }}>x</div>), "unknown-dom-prop");
    expectExplained(
      await run(<button {...({ onClick: false } as object)}>x</button>),
      "listener-not-a-function",
    );
    expectExplained(
      await run(<div {...({ style: "color: red" } as object)}>x</div>),
      "style-object",
    );
  });

  it("an object, a Date or a function where JSX expects something to show", async () => {
    const user = { name: "Ada" };
    expectExplained(await run(<p>{user as unknown as ReactNode}</p>), "object-as-child");
    expectExplained(await run(<p>{new Date(0) as unknown as ReactNode}</p>), "object-as-child");
    function Header() {
      return <h1>Title</h1>;
    }
    expectExplained(await run(<main>{Header as unknown as ReactNode}</main>), "function-as-child");
  });

  it("an async component and an async effect", async () => {
    async function Posts() {
      await Promise.resolve();
      return <p>Posts</p>;
    }
    expectExplained(await run(<Posts />), "async-component");
    // `useEffect(async () => …)`, which the runner compiles (TypeScript and the linter object).
    const load = (async () => {
      await Promise.resolve();
    }) as unknown as () => void;
    function Loader() {
      useEffect(load, []);
      return <p>Loading</p>;
    }
    expectExplained(await run(<Loader />), "effect-return-value");
  });

  it("an import that is undefined and a lower-case component", async () => {
    const Card = undefined as unknown as () => ReactNode;
    function App() {
      return <Card />;
    }
    expectExplained(await run(<App />), "element-type-invalid");
    const Tag = "myButton" as unknown as "div";
    expectExplained(await run(<Tag>x</Tag>), "tag-casing");
  });

  it("hooks used in ways React warns about", async () => {
    let version = 0;
    function Snapshot() {
      const value = useSyncExternalStore(
        () => () => {},
        () => ({ version: version++ }),
      );
      return <p>{value.version}</p>;
    }
    expectExplained(await run(<Snapshot />), "uncached-snapshot");

    const count = handle<number>();
    function Counter() {
      const [value, setValue] = useState(0);
      count.set = (next) =>
        (setValue as unknown as (a: number, b: () => void) => void)(next, () => {});
      return <p>{value}</p>;
    }
    expectExplained(await run(<Counter />, () => count.set(1)), "setter-callback");

    const Theme = createContext("light");
    const Provider = Theme.Provider as unknown as (props: { children: ReactNode }) => ReactNode;
    expectExplained(await run(<Provider>x</Provider>), "provider-without-value");

    const like = handle<boolean>();
    function Like() {
      const [liked, setLiked] = useOptimistic(false);
      like.set = setLiked;
      return <p>{String(liked)}</p>;
    }
    expectExplained(await run(<Like />, () => like.set(true)), "optimistic-outside-transition");

    const send = handle<void>();
    function Form() {
      const [sent, dispatch] = useActionState(async (previous: number) => previous + 1, 0);
      send.set = () => dispatch();
      return <p>{sent}</p>;
    }
    expectExplained(await run(<Form />, () => send.set()), "action-outside-transition");
  });

  it("an error boundary without getDerivedStateFromError", async () => {
    class Boundary extends Component<{ children: ReactNode }> {
      componentDidCatch() {}
      render() {
        return this.props.children;
      }
    }
    function Broken(): ReactNode {
      throw new Error("broken");
    }
    expectExplained(
      await run(
        <Boundary>
          <Broken />
        </Boundary>,
      ),
      "error-boundary-method",
    );
  });

  it("server HTML that the first render in the browser does not match", async () => {
    const messages: string[] = [];
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    function Clock({ time }: { time: string }) {
      return <p>{time}</p>;
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Clock time="12:05" />);
    try {
      await act(async () => {
        hydrateRoot(container, <Clock time="13:05" />, {
          onRecoverableError: (thrown) => void messages.push(describeError(thrown)),
        });
      });
    } finally {
      error.mockRestore();
    }
    expectExplained({ messages }, "hydration-mismatch");
  });
});

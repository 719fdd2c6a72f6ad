import { fillIn } from "./helpers/fields";
import { renderCopy } from "./helpers/instances";
import { declaredFunction } from "./helpers/syntax";
import type {
  Challenge,
  ChallengeCheck,
  CheckContext,
  CodeNode,
  LessonChallenges,
  LiveResources,
  SetupContext,
} from "./types";

type Screen = CheckContext["screen"];

export const tickerApp = (effect: string) => `import { useEffect, useState } from "react";

function Ticker() {
  const [ticks, setTicks] = useState(0);

${effect}

  return <p role="status">Ticks: {ticks}</p>;
}

export default function App() {
  const [shown, setShown] = useState(true);
  return (
    <div className="space-y-3">
      <button type="button" className="rounded border px-3" onClick={() => setShown(!shown)}>
        {shown ? "Hide ticker" : "Show ticker"}
      </button>
      {shown && <Ticker />}
    </div>
  );
}
`;

export const toggles = (hook: string) => `import { useState } from "react";

${hook}

function Switch({ label }: { label: string }) {
  const [on, toggle] = useToggle();
  return (
    <button type="button" role="switch" aria-checked={on} onClick={toggle} className="rounded border px-3">
      {label}: {on ? "on" : "off"}
    </button>
  );
}

export default function Settings() {
  return (
    <div className="flex gap-3">
      <Switch label="Wi-Fi" />
      <Switch label="Bluetooth" />
      <Switch label="Location" />
    </div>
  );
}
`;

export const search = (effect: string) => `import { useEffect, useState } from "react";

type Result = { id: string; title: string };

// The answer comes from outside the app: check its shape before trusting it.
function isResults(value: unknown): value is Result[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item?.id === "string" && typeof item?.title === "string")
  );
}

export default function Search() {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Result[]>([]);

${effect}

  return (
    <div className="space-y-2">
      <label className="flex gap-2">
        Search
        <input className="rounded border px-2" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <ul>{query !== "" && results.map((result) => <li key={result.id}>{result.title}</li>)}</ul>
    </div>
  );
}
`;

/**
 * The search the timer sends, as the lesson writes a fetch: the status checked, the JSON taken
 * as `unknown` and checked, an abort (`options` carries the signal) not reported as a failure.
 */
export const searchLater = (options = "", onError = 'console.error("Search failed:", error)') =>
  `fetch(\`/api/search?q=\${encodeURIComponent(query)}\`${options})
        .then((response) => {
          if (!response.ok) throw new Error(\`Search failed: \${response.status}\`);
          return response.json();
        })
        .then((data: unknown) => {
          if (isResults(data)) setResults(data);
        })
        .catch((error: unknown) => ${onError})`;

const LABELS = ["Wi-Fi", "Bluetooth", "Location"];

/** A switch's value as its reader sees it: aria-checked, else "on"/"off" in its text. */
function isOn(screen: Pick<Screen, "queryByRole" | "getByRole">, label: string) {
  const element =
    screen.queryByRole("switch", { name: new RegExp(label, "i") }) ??
    screen.getByRole("button", { name: new RegExp(label, "i") });
  if (element instanceof HTMLInputElement) return element.checked;
  const checked = element.getAttribute("aria-checked") ?? element.getAttribute("aria-pressed");
  return checked ? checked === "true" : /\bon\b/i.test(element.textContent ?? "");
}

const SHARED =
  "Clicking one switch changed another (or found it already flipped): the switches share one value. A custom hook shares logic, not state: keep the on/off value in `useState` inside `useToggle`, and let each switch call the hook, so each one gets its own.";

const NOT_STATE =
  "A click left the switch as it was: the value it shows is not state, so the click re-rendered nothing (changing a ref or a variable never does). Keep the on/off value in `useState` inside `useToggle`.";

const NO_FLIP =
  "A second click on a switch should turn it off again: `toggle` must flip the value, `setOn((value) => !value)`.";

const describeSwitches = (values: Record<string, boolean>) =>
  LABELS.map((label) => `${label} ${values[label] ? "on" : "off"}`).join(", ");

const switchNamed = (screen: Pick<Screen, "queryByRole" | "getByRole">, label: string) =>
  screen.queryByRole("switch", { name: new RegExp(label, "i") }) ??
  screen.getByRole("button", { name: new RegExp(label, "i") });

/** Clicks the switches in turn; after each click, only the clicked one may have flipped. */
const flipping = (sequence: string[]): ChallengeCheck => {
  const expected = Object.fromEntries(LABELS.map((label) => [label, false]));
  for (const label of sequence) expected[label] = !expected[label];
  return {
    name: `Clicking ${sequence.join(", then ")} leaves ${describeSwitches(expected)}`,
    run: async ({ screen, user, expect }) => {
      const want = Object.fromEntries(LABELS.map((label) => [label, false]));
      for (const [index, label] of sequence.entries()) {
        await user.click(switchNamed(screen, label));
        want[label] = !want[label];
        const shown = Object.fromEntries(LABELS.map((name) => [name, isOn(screen, name)]));
        const others = LABELS.filter((name) => name !== label && shown[name] !== want[name]);
        expect(others.length === 0, SHARED);
        expect(
          shown[label] === want[label],
          index === 0 || sequence.indexOf(label) === index
            ? sequence.slice(0, index).some((name) => name !== label)
              ? SHARED
              : NOT_STATE
            : NO_FLIP,
        );
      }
    },
  };
};

const SEARCH_MS = 300;

/** Types `text` into the field within one task: a reader typing faster than any timer. */
function typeQuickly(input: HTMLElement, text: string) {
  if (!text) fillIn(input, "");
  for (const char of text) fillIn(input, (input as HTMLInputElement).value + char);
}

/** What a request searched for: its `q` (or first) query parameter. */
function termOf(request: { url: string }) {
  const params = new URL(request.url, "http://localhost").searchParams;
  return params.get("q") ?? [...params.values()][0] ?? "";
}

/** What each request searched for, in order. */
const searched = (server: CheckContext["server"]) => server.requests.map(termOf);

/** The server's answer to a search for `term`: one result, "Result for <term>". */
const resultsFor = (term: string) => [{ id: term, title: `Result for ${term}` }];

const listSearches = (terms: string[]) => terms.map((term) => `"${term}"`).join(", ");

/** When each search of the current check was sent (performance.now()), in order. */
const sentAt: number[] = [];

const answerSearches = ({ server }: SetupContext) => {
  sentAt.length = 0;
  server.answer((request) => {
    sentAt.push(performance.now());
    return resultsFor(termOf(request));
  });
};

/** Waits (up to a second) until "Result for <term>" shows; the caller then checks that it did. */
const untilShown = ({ screen, waitFor }: Pick<CheckContext, "screen" | "waitFor">, term: string) =>
  waitFor(
    () => {
      // waitFor retries only a callback that throws.
      if (!resultShown(screen, term)) throw new Error("not yet");
    },
    { timeout: 1000 },
  ).catch(() => {});

/** The result "Result for <term>" is in the list: that exact row, not one that starts with it. */
const resultShown = (screen: Screen, term: string) =>
  screen
    .queryAllByRole("listitem")
    .some((item) => item.textContent?.trim() === `Result for ${term}`);

/**
 * Waits until `count` searches were sent (or gave up), then a little longer: the timers of one
 * burst of typing all fire together, so any extra search comes right after.
 */
async function searchesAfter({ server, waitFor, sleep }: CheckContext, count: number) {
  await waitFor(
    () => {
      if (server.requests.length < count) throw new Error("not yet");
    },
    { timeout: 1500 },
  ).catch(() => {});
  await sleep(100);
  return searched(server);
}

const tooMany = (typed: string, terms: string[]) =>
  `Typing "${typed}" quickly sent ${terms.length} searches (${listSearches(terms)}): every keystroke's timer still fired. Return a cleanup from the effect, \`return () => clearTimeout(id)\`: React runs it before the effect runs again, so each keystroke cancels the timer of the one before.`;

const NONE_SENT =
  "No search was sent after the typing stopped: the timer was cancelled before it could fire. Did the effect call `clearTimeout(id)` at once instead of returning a function that calls it (`return () => clearTimeout(id)`)?";

const ticksShown = (status: HTMLElement) => Number(/\d+/.exec(status.textContent ?? "")?.[0] ?? 0);
const STOPPED =
  "The ticker stays at 0 and no interval is running: it was stopped as soon as it started. Did the effect call `clearInterval(id)` instead of returning a function that calls it (`return () => clearInterval(id)`)?";

const tooManyIntervals = (running: number) =>
  `${running} intervals are running for one ticker. In development React runs each effect twice (StrictMode) to reveal effects without a cleanup: return \`() => clearInterval(id)\` so the first interval stops.`;

/** Intervals, or timeouts for a ticker that chains them: either way, what keeps it ticking. */
const timers = ({ intervals, timeouts }: LiveResources) => intervals + timeouts;

export const challenges: LessonChallenges = {
  "stale-interval": {
    starter: tickerApp(`  useEffect(() => {
    setInterval(() => {
      console.log("tick");
      setTicks(ticks + 1);
    }, 100);
  }, []);`),
    solution: tickerApp(`  useEffect(() => {
    const id = setInterval(() => {
      console.log("tick");
      setTicks((t) => t + 1);
    }, 100);
    return () => clearInterval(id);
  }, []);`),
    hint: "The interval's callback was created in the first render, so `ticks` in it is always 0. And what stops the interval when the ticker leaves the screen?",
    explanation:
      "`setTicks(t => t + 1)` reads the latest value at each tick, so the callback needs no fresh `ticks` and the effect can run once. Returning `() => clearInterval(id)` is the cleanup: React calls it when the Ticker unmounts (and, in development, between StrictMode's two runs of the effect), so exactly one interval runs while the ticker is shown and none after.",
    checks: [
      {
        name: "The ticker counts up past 3, one a tick, a tick every 100 ms",
        run: async ({ screen, waitFor, live, expect }) => {
          // The ticker mounted, and its interval started, just before the check began.
          const start = performance.now();
          const shown = () => ticksShown(screen.getByRole("status"));
          // Judged by the reader's own timer calls, not the clock: a loaded machine runs the
          // 100 ms interval late (once, none in 2 s), never wrongly. A stale `ticks` sets
          // 0 + 1 at every call, so three calls leave a stuck ticker at 1.
          await waitFor(
            () => {
              const { timerCalls } = live();
              if (shown() >= 3 || timerCalls >= 3 || (!timerCalls && !timers(live()))) return;
              throw new Error("not yet");
            },
            { timeout: 4000 },
          ).catch(() => {});
          // The third call's update may still be on its way to the screen.
          await waitFor(
            () => {
              if (shown() < 3) throw new Error("not yet");
            },
            { timeout: 300 },
          ).catch(() => {});
          const [ticks, elapsed] = [shown(), performance.now() - start];
          expect(ticks > 0 || timers(live()) > 0, STOPPED);
          expect(
            ticks >= 3 || live().timerCalls < 3,
            `The ticker is stuck at ${ticks}: the interval's callback still reads \`ticks\` from the first render (0), so every tick sets 0 + 1. Use the updater form, \`setTicks((t) => t + 1)\`, which always gets the latest value.`,
          );
          const running = timers(live());
          // Two intervals count twice as fast: the check below says why, in the same words.
          expect(running <= 1, tooManyIntervals(running));
          // Timers never fire early: 100 ms ticks make at most one per whole 100 ms so far.
          const most = Math.floor((elapsed + 20) / 100) + 1;
          expect(
            ticks <= most,
            `The ticker reached ${ticks} in ${Math.round(elapsed)} ms: faster than one a tick every 100 ms. Give the interval its delay, \`setInterval(…, 100)\`, and add one each tick, \`setTicks((t) => t + 1)\`.`,
          );
        },
      },
      {
        name: "While the ticker is shown, exactly one interval runs",
        run: ({ live, expect }) => {
          const running = timers(live());
          expect(running !== 0, STOPPED);
          expect(running === 1, tooManyIntervals(running));
        },
      },
      {
        name: "Hiding the ticker stops its interval",
        run: async ({ screen, user, live, expect }) => {
          await user.click(screen.getByRole("button", { name: "Hide ticker" }));
          const running = timers(live());
          expect(
            running === 0,
            `After "Hide ticker" removed the ticker, ${running} interval(s) kept running: the effect starts an interval but its cleanup does not stop it. Return \`() => clearInterval(id)\` from the effect.`,
          );
        },
      },
      {
        name: "Shown again, the ticker starts a new count from 0, with one interval",
        run: async ({ screen, user, live, waitFor, expect }) => {
          const shown = () => ticksShown(screen.getByRole("status"));
          await waitFor(
            () => {
              if (shown() < 1) throw new Error("not yet");
            },
            { timeout: 1500 },
          ).catch(() => {});
          expect(shown() > 0 || timers(live()) > 0, STOPPED);
          await user.click(screen.getByRole("button", { name: "Hide ticker" }));
          // Left running by the first ticker: the check above this one counts those.
          const leftOver = timers(live());
          await user.click(screen.getByRole("button", { name: "Show ticker" }));
          const first = shown();
          expect(
            first === 0,
            `Shown again, the ticker starts at ${first}, not 0: its count lives outside the component (a variable at the top of the module), so it outlives the ticker. Keep it in state, \`const [ticks, setTicks] = useState(0)\`: a component shown again starts with fresh state.`,
          );
          const started = timers(live()) - leftOver;
          expect(
            started > 0,
            "Shown again, the ticker starts no interval: the effect must start one each time the ticker mounts (a flag that says one was started outlives the ticker).",
          );
          expect(started === 1, tooManyIntervals(started));
        },
      },
    ],
  },

  "custom-hook": {
    starter: toggles(`// Shared by every component that calls the hook.
let on = false;

function useToggle(): [boolean, () => void] {
  const [, rerender] = useState(0);
  const toggle = () => {
    on = !on;
    rerender((n) => n + 1);
  };
  return [on, toggle];
}`),
    solution: toggles(`function useToggle(initial = false): [boolean, () => void] {
  const [on, setOn] = useState(initial);
  const toggle = () => setOn((value) => !value);
  return [on, toggle];
}`),
    hint: "A custom hook shares logic, not state. Where must the on/off value live so that each component calling the hook gets its own?",
    explanation:
      "Calling `useState` inside `useToggle` gives every component that calls the hook its own state, exactly as if it called `useState` itself. A variable outside the hook is one value for the whole module, shared by every switch, and React does not know when it changes.",
    checks: [
      flipping(["Wi-Fi"]),
      flipping(["Wi-Fi", "Bluetooth"]),
      flipping(["Bluetooth", "Location", "Bluetooth"]),
      {
        name: "Switches shown again start off, whatever was flipped before",
        run: async (context) => {
          const { screen, user, unmount, within, expect } = context;
          await user.click(switchNamed(screen, "Wi-Fi"));
          expect(isOn(screen, "Wi-Fi"), NOT_STATE);
          unmount();
          const again = within(renderCopy(context));
          const on = LABELS.filter((label) => isOn(again, label));
          expect(
            on.length === 0,
            `Shown again, ${on.length > 1 ? `${on.slice(0, -1).join(", ")} and ${on[on.length - 1]} are` : `${on[0]} is`} already on: the on/off values live outside the components (in the module), so they outlive the switches. Keep the value in \`useState\` inside \`useToggle\`: state belongs to the component that calls the hook, and starts again when it mounts.`,
          );
        },
      },
      {
        name: "Every switch still gets its value from the custom hook useToggle",
        run: ({ code, expect }) => {
          const hook = declaredFunction(code, "useToggle");
          const called = code.nodes("CallExpression").some((node) => {
            const callee = node.callee as CodeNode;
            return callee.type === "Identifier" && callee.name === "useToggle";
          });
          expect(
            hook && called,
            "The switches no longer use `useToggle`: the task is to fix the custom hook, so keep `function useToggle()`, with the state inside it, and call it in each switch.",
          );
        },
      },
    ],
  },

  "debounce-cleanup": {
    starter: search(`  useEffect(() => {
    if (!query) return;
    setTimeout(() => {
      ${searchLater()};
    }, ${SEARCH_MS});
  }, [query]);`),
    solution: search(`  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const id = setTimeout(() => {
      ${searchLater(
        ", { signal: controller.signal }",
        `{
          // Aborted: the query changed or the box left the screen, so no one wants this answer.
          if (!controller.signal.aborted) console.error("Search failed:", error);
        }`,
      )};
    }, ${SEARCH_MS});
    return () => {
      clearTimeout(id);
      controller.abort();
    };
  }, [query]);`),
    hint: "Each keystroke runs the effect again. What should happen to the timer the previous run started, to a request it already sent, and to the last timer when the search box leaves the screen?",
    explanation:
      "The cleanup runs before the effect runs again, so each keystroke cancels the timer of the keystroke before it: only the last timer survives 300 ms of quiet, and one search is sent, for the whole query. The same cleanup aborts a search that was already sent, so its answer, arriving after the query changed, is dropped (`signal.aborted` tells that apart from a real failure). React also runs the cleanup when the component unmounts, so a search still waiting is cancelled instead of firing for a component that is gone.",
    checks: [
      {
        name: 'Typing "react hooks" quickly sends one search, for "react hooks", and shows its result',
        setup: answerSearches,
        run: async (context) => {
          const { screen, expect } = context;
          typeQuickly(screen.getByLabelText(/search/i), "react hooks");
          const terms = await searchesAfter(context, 1);
          expect(terms.length > 0, NONE_SENT);
          expect(terms.length === 1, tooMany("react hooks", terms));
          expect(
            terms[0] === "react hooks",
            `The one search was for "${terms[0]}", not "react hooks": the timer searched with a query from an earlier render. Start the timer in an effect that depends on \`query\`, and clear it in the cleanup.`,
          );
          await untilShown(context, "react hooks");
          expect(
            resultShown(screen, "react hooks"),
            'The search for "react hooks" was answered, but its result never showed: put the answer in state (`setResults(data)`).',
          );
        },
      },
      {
        name: 'Pausing after "re" and again after "react" sends two searches, "re" then "react", each 300 ms after the typing stopped',
        setup: answerSearches,
        run: async (context) => {
          const { screen, expect } = context;
          const field = screen.getByLabelText(/search/i);
          for (const [count, typed] of [
            [1, "re"],
            [2, "act"],
          ] as const) {
            typeQuickly(field, typed);
            const stopped = performance.now();
            const terms = await searchesAfter(context, count);
            expect(terms.length >= count, NONE_SENT);
            expect(terms.length <= count, tooMany(typed, terms.slice(count - 1)));
            const waited = (sentAt[count - 1] ?? Infinity) - stopped;
            // A browser never fires a timer early; Node (the unit tests) counts from the start
            // of its loop's turn, which a busy machine makes tens of ms early. The wrong
            // answers this tells apart wait a third as long.
            expect(
              waited >= SEARCH_MS - 50,
              `The search for "${terms[count - 1]}" went out ${Math.round(waited)} ms after the typing stopped: wait for ${SEARCH_MS} ms of quiet, \`setTimeout(…, ${SEARCH_MS})\`, so a reader who is still typing sends nothing.`,
            );
          }
          const terms = searched(context.server);
          expect(
            terms.join() === "re,react",
            `After a pause at "re" and one at "react" the searches were ${listSearches(terms) || "none"}: each pause should send one search, for what the box holds then. Keep \`query\` in the effect's dependencies so every new query starts a new timer.`,
          );
        },
      },
      {
        name: "An answer that comes back after the query changed is never shown",
        run: async ({ screen, server, sleep, waitFor, expect }) => {
          const field = screen.getByLabelText(/search/i);
          const waiting = (term: string) =>
            server.requests.find((request) => termOf(request) === term && !request.answered);
          const sent = (term: string) =>
            waitFor(
              () => {
                if (!waiting(term)) throw new Error("not yet");
              },
              { timeout: 1500 },
            ).catch(() => {});
          typeQuickly(field, "re");
          await sent("re");
          expect(waiting("re"), NONE_SENT);
          typeQuickly(field, "act");
          await sent("react");
          const latest = waiting("react");
          expect(latest, NONE_SENT);
          // Every earlier search is answered now, while the box says "react": each must be dropped.
          for (const request of server.requests)
            if (request !== latest) request.respond(resultsFor(termOf(request)));
          await sleep(100);
          const stale = screen
            .queryAllByRole("listitem")
            .map((item) => /^Result for (.*)$/.exec(item.textContent?.trim() ?? "")?.[1])
            .find((term) => term !== undefined && term !== "react");
          expect(
            stale === undefined,
            `The answer for "${stale}" arrived after the box said "react", and its result showed: a search that is no longer wanted must be dropped. Make the cleanup abort it too (\`const controller = new AbortController()\`, \`{ signal: controller.signal }\` on the fetch, \`controller.abort()\` in the cleanup), or set an \`ignore\` flag there that the answer checks.`,
          );
          latest!.respond(resultsFor("react"));
          await untilShown({ screen, waitFor }, "react");
          expect(
            resultShown(screen, "react"),
            `The answer for "react", the query in the box, never showed (searches sent: ${listSearches(searched(server))}): only answers to earlier queries may be dropped.`,
          );
        },
      },
      {
        name: "An empty box searches nothing, also after it is cleared",
        setup: answerSearches,
        run: async (context) => {
          const { screen, server, sleep, expect } = context;
          const field = screen.getByLabelText(/search/i);
          typeQuickly(field, "a");
          await searchesAfter(context, 1);
          typeQuickly(field, "");
          // Proving that nothing comes takes a whole timer's length.
          await sleep(SEARCH_MS + 100);
          const terms = searched(server);
          expect(
            !terms.includes(""),
            `A search for an empty query was sent (searches: ${listSearches(terms)}): an empty box has nothing to ask for. Start no timer when the query is empty: \`if (!query) return;\` at the top of the effect.`,
          );
        },
      },
      {
        name: "A search still waiting when the box leaves the screen is cancelled",
        setup: answerSearches,
        run: async ({ screen, unmount, live, sleep, server, expect }) => {
          typeQuickly(screen.getByLabelText(/search/i), "react");
          unmount();
          const { timeouts } = live();
          await sleep(SEARCH_MS + 100);
          const terms = searched(server);
          expect(
            timeouts === 0 && terms.length === 0,
            `After the search box left the screen, ${timeouts} timer(s) were still waiting${terms.length ? ` and sent ${listSearches(terms)}` : ""}, for a component that is gone. Clear the timer in the effect's cleanup, \`return () => clearTimeout(id)\`: React runs it on unmount too.`,
          );
        },
      },
    ],
  },
  "stopwatch-ref": stopwatchChallenge(),
};

// ---------------------------------------------------------------------------------------------
// stopwatch-ref (function declarations, so the challenges object above can use them)

/** The stopwatch app: `body` goes in the Stopwatch before its JSX, `imports` from "react". */
export function stopwatchApp(imports: string, body: string) {
  return `import { ${imports} } from "react";

function Stopwatch() {
  const [tenths, setTenths] = useState(0);

${body}

  return (
    <div className="space-y-2">
      <p role="timer" className="font-mono text-2xl">{(tenths / 10).toFixed(1)} s</p>
      <div className="flex gap-2">
        <button type="button" className="rounded border px-3" onClick={start}>
          Start
        </button>
        <button type="button" className="rounded border px-3" onClick={stop}>
          Stop
        </button>
      </div>
    </div>
  );
}

export default function App() {
  const [shown, setShown] = useState(true);
  return (
    <div className="space-y-3">
      <button type="button" className="rounded border px-3" onClick={() => setShown(!shown)}>
        {shown ? "Hide stopwatch" : "Show stopwatch"}
      </button>
      {shown && <Stopwatch />}
    </div>
  );
}
`;
}

type Scope = Pick<CheckContext["screen"], "queryByRole" | "queryAllByText">;

/** The seconds a stopwatch shows: its timer's text, else the first "1.2 s" on the page. */
function shownSeconds(scope: Scope) {
  const timer = scope.queryByRole("timer") ?? scope.queryAllByText(/\d+(\.\d+)?\s*s\b/)[0];
  return Number(/\d+(\.\d+)?/.exec(timer?.textContent ?? "")?.[0] ?? Number.NaN);
}

/** The Start (or Stop) button, found again each time: a reader may swap one for the other. */
function control(scope: Pick<CheckContext["screen"], "queryByRole">, name: "start" | "stop") {
  return scope.queryByRole("button", { name: new RegExp(`^${name}`, "i") });
}

function unusable(button: HTMLElement | null) {
  return (
    !button ||
    (button as HTMLButtonElement).disabled ||
    button.getAttribute("aria-disabled") === "true"
  );
}

/** Presses Start, or Stop, where the reader's page still offers it. */
async function press(context: CheckContext, name: "start" | "stop", scope: Scope = context.screen) {
  const button = control(scope as CheckContext["screen"], name);
  if (!unusable(button)) await context.user.click(button!);
}

/** Waits (up to 2 s: timers run late on a busy machine) until the time passes `seconds`. */
async function passes({ waitFor }: CheckContext, scope: Scope, seconds: number) {
  await waitFor(
    () => {
      if (!(shownSeconds(scope) > seconds)) throw new Error("not yet");
    },
    { timeout: 2000 },
  ).catch(() => {});
  return shownSeconds(scope) > seconds;
}

const NEW_EACH_RENDER =
  "A variable declared in the component (a `let`, or an object written there) is made anew on every render, so the id that Start stored is gone by the time Stop runs. Keep it in a ref, which survives renders without causing one: `const intervalRef = useRef<number | null>(null)`, then `intervalRef.current = setInterval(…)` in Start and `clearInterval(intervalRef.current)` in Stop.";

const STALE_CLEANUP =
  "If the id lives in state, an effect with `[]` sees only the first render's value (null), so its cleanup clears nothing; a ref's `current` is read when the cleanup runs.";

function stopwatchChallenge(): Challenge {
  return {
    starter: stopwatchApp(
      "useState",
      `  let intervalId: number | undefined;

  function start() {
    intervalId = setInterval(() => setTenths((t) => t + 1), 100);
  }

  function stop() {
    clearInterval(intervalId);
  }`,
    ),
    solution: stopwatchApp(
      "useEffect, useRef, useState",
      `  // The running interval's id, or null: kept across renders, never shown.
  const intervalRef = useRef<number | null>(null);

  function start() {
    if (intervalRef.current !== null) return; // already running
    // window.setInterval returns a number even where Node's types are loaded (a project with
    // Vitest), whose setInterval returns a Timeout object.
    intervalRef.current = window.setInterval(() => setTenths((t) => t + 1), 100);
  }

  function stop() {
    if (intervalRef.current !== null) clearInterval(intervalRef.current);
    intervalRef.current = null;
  }

  // Leaving the screen stops it too: the cleanup reads the id when it runs.
  useEffect(() => {
    return () => {
      if (intervalRef.current !== null) clearInterval(intervalRef.current);
    };
  }, []);`,
    ),
    hint: "Start and Stop run in different renders. Where can Start put the interval's id so that Stop, and the moment the stopwatch leaves the screen, still find it, without rendering again when it changes?",
    explanation:
      "A ref is one object that React keeps for the component's whole life, so the id Start writes into `intervalRef.current` is still there when Stop runs, several renders later, and changing it renders nothing. `null` means \"not running\": Start refuses to start a second interval, Stop clears the interval and sets `null` again so the next Start works. The effect's cleanup reads the ref when the stopwatch unmounts, so it clears the interval running then. Each Stopwatch has its own ref, unlike a variable outside the component.",
    checks: [
      {
        name: "Start counts up, and Stop freezes the time with no interval left running",
        run: async (context) => {
          const { screen, live, sleep, expect } = context;
          await press(context, "start");
          const moving = await passes(context, screen, 0.2);
          expect(
            moving,
            "Pressing Start did not make the time count up. Start should run `setInterval(() => setTenths((t) => t + 1), 100)` and keep its id.",
          );
          await press(context, "stop");
          const { intervals } = live();
          const stopped = shownSeconds(screen);
          await sleep(300);
          expect(
            intervals === 0 && shownSeconds(screen) === stopped,
            `After Stop, the time went on (${stopped.toFixed(1)} s, then ${shownSeconds(screen).toFixed(1)} s) and ${intervals} interval(s) still ran: Stop cleared an id that is not the running interval's. ${NEW_EACH_RENDER}`,
          );
        },
      },
      {
        name: "Pressing Start twice runs one interval, which Stop stops",
        run: async (context) => {
          const { live, expect } = context;
          await press(context, "start");
          await press(context, "start");
          const { intervals } = live();
          expect(
            intervals === 1,
            intervals === 0
              ? "After Start, no interval is running."
              : `Pressing Start twice started ${intervals} intervals, so the time runs ${intervals} times too fast, and the first interval's id was overwritten: Stop can never clear it. In Start, return early while an interval runs: \`if (intervalRef.current !== null) return;\`.`,
          );
          await press(context, "stop");
          expect(
            live().intervals === 0,
            `After Stop, ${live().intervals} interval(s) still run. ${NEW_EACH_RENDER}`,
          );
        },
      },
      {
        name: "Start after Stop runs the stopwatch again",
        run: async (context) => {
          const { screen, expect } = context;
          await press(context, "start");
          await passes(context, screen, 0.1);
          await press(context, "stop");
          const stopped = shownSeconds(screen);
          const start = control(screen, "start");
          expect(start, "After Stop, there is no Start button to press again.");
          expect(
            !unusable(start),
            "After Stop, Start stays disabled: its `disabled` reads the ref while rendering, and changing a ref renders nothing, so the button never learns that the stopwatch stopped. Never read a ref while rendering: keep what the screen shows (running or not) in state, and only the id in the ref.",
          );
          await press(context, "start");
          expect(
            await passes(context, screen, stopped),
            "After Stop, pressing Start again did not run the stopwatch. Stop must set the ref back to null (`intervalRef.current = null`), or Start still thinks an interval runs.",
          );
          await press(context, "stop");
        },
      },
      {
        name: "Hiding the running stopwatch stops its interval",
        run: async (context) => {
          const { screen, user, live, expect } = context;
          await press(context, "start");
          await user.click(screen.getByRole("button", { name: /hide stopwatch/i }));
          const { intervals } = live();
          expect(
            intervals === 0,
            `After "Hide stopwatch" removed the stopwatch, ${intervals} interval(s) kept running for a component that is gone. Clear it in an effect's cleanup, which React runs when the component unmounts: \`useEffect(() => () => clearInterval(…), [])\`. ${STALE_CLEANUP}`,
          );
        },
      },
      {
        name: "Two stopwatches side by side each stop their own interval",
        run: async (context) => {
          const { screen, within, live, waitFor, expect } = context;
          const other = within(renderCopy(context));
          await press(context, "start");
          await press(context, "start", other);
          await passes(context, other, 0.1);
          await press(context, "stop");
          const first = shownSeconds(screen);
          const second = shownSeconds(other);
          // Two more calls of whatever interval still runs (and their renders), not a fixed
          // 250 ms: a loaded machine may run the second stopwatch's interval late.
          const calls = live().timerCalls;
          await waitFor(
            () => {
              if (live().timerCalls < calls + 2) throw new Error("not yet");
            },
            { timeout: 1500 },
          ).catch(() => {});
          await waitFor(
            () => {
              if (!(shownSeconds(other) > second) && shownSeconds(screen) === first)
                throw new Error("not yet");
            },
            { timeout: 300 },
          ).catch(() => {});
          const firstFrozen = shownSeconds(screen) === first;
          const secondRuns = shownSeconds(other) > second;
          expect(
            firstFrozen || secondRuns,
            `With two stopwatches running, Stop on the first stopped the second one instead: the id lives in a variable outside the component, one for the whole module, which the second Start overwrote. Keep it in a ref inside Stopwatch (\`useRef\`): each stopwatch gets its own.`,
          );
          expect(
            secondRuns,
            "With two stopwatches, the second one does not run while the first is stopped: both share one id, kept outside the component. Keep it in a ref inside Stopwatch (`useRef`): each stopwatch gets its own.",
          );
          expect(
            firstFrozen,
            `With two stopwatches running, Stop on the first left it running. ${NEW_EACH_RENDER}`,
          );
          await press(context, "stop", other);
        },
      },
    ],
  };
}

import type { LessonChallenges, LiveResources } from "./types";

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

const toggles = (hook: string) => `import { useState } from "react";

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
    </div>
  );
}
`;

const search = (effect: string) => `import { useEffect, useState } from "react";

export default function Search() {
  const [query, setQuery] = useState("");

${effect}

  return (
    <label className="flex gap-2">
      Search
      <input className="rounded border px-2" value={query} onChange={(event) => setQuery(event.target.value)} />
    </label>
  );
}
`;

const switchState = (on: Element | null) => on?.getAttribute("aria-checked");

const ticksShown = (status: HTMLElement) => Number(/\d+/.exec(status.textContent ?? "")?.[0] ?? 0);
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
        name: "The ticker counts up past 3",
        run: async ({ screen, waitFor, live, expect }) => {
          const shown = () => ticksShown(screen.getByRole("status"));
          // Generous: a busy machine may run the 100 ms interval late, never wrongly.
          await waitFor(
            () => {
              if (shown() < 3) throw new Error("not yet");
            },
            { timeout: 2000 },
          ).catch(() => {});
          const ticks = shown();
          if (ticks === 0 && timers(live()) === 0)
            expect(
              false,
              "The ticker stays at 0 and no interval is running: it was stopped as soon as it started. Did the effect call `clearInterval(id)` instead of returning a function that calls it (`return () => clearInterval(id)`)?",
            );
          expect(
            ticks >= 3,
            `The ticker is stuck at ${ticks}: the interval's callback still reads \`ticks\` from the first render (0), so every tick sets 0 + 1. Use the updater form, \`setTicks((t) => t + 1)\`, which always gets the latest value.`,
          );
        },
      },
      {
        name: "While the ticker is shown, exactly one interval runs",
        run: ({ live, expect }) => {
          const running = timers(live());
          expect(
            running === 1,
            running === 0
              ? "No interval is running while the ticker is shown."
              : `${running} intervals are running for one ticker. In development React runs each effect twice (StrictMode) to reveal effects without a cleanup: return \`() => clearInterval(id)\` so the first interval stops.`,
          );
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
      "Calling `useState` inside `useToggle` gives every component that calls the hook its own state, like calling `useState` directly. A variable outside the hook is one value for the whole module, shared by every switch, and React does not know when it changes.",
    checks: [
      {
        name: "Turning Wi-Fi on leaves Bluetooth off",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("switch", { name: /Wi-Fi/ }));
          expect(
            switchState(screen.getByRole("switch", { name: /Wi-Fi/ })) === "true",
            "Wi-Fi did not turn on.",
          );
          expect(
            switchState(screen.getByRole("switch", { name: /Bluetooth/ })) === "false",
            "Bluetooth changed too.",
          );
        },
      },
      {
        name: "Then turning Bluetooth on leaves Wi-Fi on",
        run: async ({ screen, user, expect }) => {
          await user.click(screen.getByRole("switch", { name: /Wi-Fi/ }));
          await user.click(screen.getByRole("switch", { name: /Bluetooth/ }));
          const bluetooth = screen.getByRole("switch", { name: /Bluetooth/ });
          const wifi = screen.getByRole("switch", { name: /Wi-Fi/ });
          expect(
            switchState(bluetooth) === "true" && switchState(wifi) === "true",
            `Now Wi-Fi is ${wifi.textContent} and Bluetooth is ${bluetooth.textContent}: the two switches share one value.`,
          );
        },
      },
    ],
  },

  "debounce-cleanup": {
    starter: search(`  useEffect(() => {
    if (!query) return;
    setTimeout(() => console.log("search: " + query), 300);
  }, [query]);`),
    solution: search(`  useEffect(() => {
    if (!query) return;
    const id = setTimeout(() => console.log("search: " + query), 300);
    return () => clearTimeout(id);
  }, [query]);`),
    hint: "Each keystroke runs the effect again. What should happen to the timer the previous run started?",
    explanation:
      "The cleanup runs before the effect runs again, so each keystroke cancels the timer of the keystroke before it. Only the last timer survives 300 ms of quiet, and one search runs, for the whole word.",
    checks: [
      {
        name: 'Typing "react" quickly runs one search, for "react"',
        run: async ({ screen, user, sleep, logs, expect }) => {
          await user.type(screen.getByLabelText("Search"), "react");
          await sleep(500);
          const searches = logs.filter((line) => line.startsWith("search:"));
          expect(
            searches.length === 1 && searches[0] === "search: react",
            `The console shows ${searches.length} searches (${searches.join(", ")}): every keystroke's timer still fires.`,
          );
        },
      },
      {
        name: "Nothing is searched while the field is empty",
        run: async ({ sleep, logs, expect }) => {
          await sleep(250);
          expect(
            logs.length === 0,
            `The console shows ${logs.join(", ")} before anything was typed.`,
          );
        },
      },
    ],
  },
};

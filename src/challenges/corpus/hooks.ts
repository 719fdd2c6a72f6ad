import type { LessonCorpus } from "../types";
import { search, searchLater, stopwatchApp, tickerApp, toggles } from "../hooks";

const withImport = (source: string, name: string) =>
  source.replace("import { useEffect, useState }", `import { useEffect, ${name}, useState }`);

export const corpus: LessonCorpus = {
  "stale-interval": {
    wrong: [
      {
        name: "fixes the stale value but adds no cleanup",
        source: tickerApp(`  useEffect(() => {
    setInterval(() => {
      setTicks((t) => t + 1);
    }, 100);
  }, []);`),
        message: /2 intervals are running for one ticker.*return `\(\) => clearInterval\(id\)`/,
      },
      {
        name: "adds the cleanup but keeps the stale value",
        source: tickerApp(`  useEffect(() => {
    const id = setInterval(() => {
      console.log("tick");
      setTicks(ticks + 1);
    }, 100);
    return () => clearInterval(id);
  }, []);`),
        message:
          /stuck at 1: the interval's callback still reads `ticks` from the first render.*setTicks\(\(t\) => t \+ 1\)/,
      },
      {
        name: "calls clearInterval instead of returning a cleanup",
        source: tickerApp(`  useEffect(() => {
    const id = setInterval(() => setTicks((t) => t + 1), 100);
    return clearInterval(id);
  }, []);`),
        message: /stays at 0 and no interval is running.*instead of returning a function/,
      },
      {
        name: "guards against StrictMode's second run with a ref instead of cleaning up",
        source: withImport(
          tickerApp(`  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setInterval(() => setTicks((t) => t + 1), 100);
  }, []);`),
          "useRef",
        ),
        message:
          /After "Hide ticker" removed the ticker, 1 interval\(s\) kept running.*its cleanup/,
      },
      {
        name: "leaves out the interval's delay",
        source: tickerApp(`  useEffect(() => {
    const id = setInterval(() => setTicks((t) => t + 1));
    return () => clearInterval(id);
  }, []);`),
        message: /The ticker reached \d+ in \d+ ms: faster than one a tick every 100 ms/,
      },
      {
        name: "keeps the count at the top of the module, so it survives hiding",
        source: tickerApp(`  const [, setTicks] = useState(0);
  useEffect(() => {
    const id = setInterval(() => {
      count += 1;
      setTicks(count);
    }, 100);
    return () => clearInterval(id);
  }, []);
  const ticks = count;`)
          .replace("  const [ticks, setTicks] = useState(0);\n\n", "")
          .replace("function Ticker() {", "let count = 0;\n\nfunction Ticker() {"),
        message:
          /Shown again, the ticker starts at \d+, not 0: its count lives outside the component/,
      },
      {
        name: "clears without the interval's id",
        source: tickerApp(`  useEffect(() => {
    setInterval(() => setTicks((t) => t + 1), 100);
    return () => clearInterval();
  }, []);`),
        message: /2 intervals are running for one ticker/,
      },
    ],
    right: [
      {
        name: "the solution without its console line",
        source: tickerApp(`  useEffect(() => {
    const id = setInterval(() => setTicks((t) => t + 1), 100);
    return () => clearInterval(id);
  }, []);`),
      },
      {
        name: "depends on ticks and restarts the interval each tick",
        source: tickerApp(`  useEffect(() => {
    const id = setInterval(() => setTicks(ticks + 1), 100);
    return () => clearInterval(id);
  }, [ticks]);`),
      },
      {
        name: "chains timeouts instead of an interval",
        source: tickerApp(`  useEffect(() => {
    const id = window.setTimeout(() => setTicks((t) => t + 1), 100);
    return () => window.clearTimeout(id);
  }, [ticks]);`),
      },
      {
        name: "a useInterval custom hook with the callback in a ref",
        source: `import { useEffect, useRef, useState } from "react";

function useInterval(callback: () => void, delay: number) {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  });
  useEffect(() => {
    const id = setInterval(() => saved.current(), delay);
    return () => clearInterval(id);
  }, [delay]);
}

function Ticker() {
  const [ticks, setTicks] = useState(0);
  useInterval(() => setTicks(ticks + 1), 100);
  return <p role="status">Ticks: {ticks}</p>;
}

export default function App() {
  const [shown, setShown] = useState(true);
  return (
    <div>
      <button type="button" onClick={() => setShown((value) => !value)}>
        {shown ? "Hide ticker" : "Show ticker"}
      </button>
      {shown && <Ticker />}
    </div>
  );
}
`,
      },
    ],
  },

  "custom-hook": {
    wrong: [
      {
        name: "keeps the value in a ref",
        source: toggles(`function useToggle(): [boolean, () => void] {
  const on = useRef(false);
  const toggle = () => {
    on.current = !on.current;
  };
  return [on.current, toggle];
}`).replace('import { useState } from "react";', 'import { useRef } from "react";'),
        message: /A click left the switch as it was: the value it shows is not state/,
      },
      {
        name: "seeds each switch's state from one shared variable",
        source: toggles(`let current = false;

function useToggle(): [boolean, () => void] {
  const [on, setOn] = useState(current);
  const toggle = () => {
    current = !current;
    setOn(current);
  };
  return [on, toggle];
}`),
        message:
          /Clicking one switch changed another \(or found it already flipped\): the switches share one value/,
      },
      {
        name: "calls the hook once in Settings and hands the result to every switch",
        source: `import { useState } from "react";

function useToggle(initial = false): [boolean, () => void] {
  const [on, setOn] = useState(initial);
  return [on, () => setOn((value) => !value)];
}

function Switch({ label, on, toggle }: { label: string; on: boolean; toggle: () => void }) {
  return (
    <button type="button" role="switch" aria-checked={on} onClick={toggle}>
      {label}: {on ? "on" : "off"}
    </button>
  );
}

export default function Settings() {
  const [on, toggle] = useToggle();
  return (
    <div>
      <Switch label="Wi-Fi" on={on} toggle={toggle} />
      <Switch label="Bluetooth" on={on} toggle={toggle} />
      <Switch label="Location" on={on} toggle={toggle} />
    </div>
  );
}
`,
        message: /Clicking one switch changed another.*let each switch call the hook/,
      },
      {
        name: "keeps each switch's value in a module-level map, keyed by its label",
        source: toggles(`const values = new Map<string, boolean>();

function useToggle(key: string): [boolean, () => void] {
  const [on, setOn] = useState(values.get(key) ?? false);
  const toggle = () => {
    values.set(key, !on);
    setOn(!on);
  };
  return [on, toggle];
}`).replace("const [on, toggle] = useToggle();", "const [on, toggle] = useToggle(label);"),
        message: /Shown again, Wi-Fi is already on: the on\/off values live outside the components/,
      },
      {
        name: "drops the hook and keeps the state in each switch",
        source: toggles(`function useToggle(): [boolean, () => void] {
  return [false, () => {}];
}`)
          .replace(
            "const [on, toggle] = useToggle();",
            "const [on, setOn] = useState(false);\n  const toggle = () => setOn(!on);",
          )
          .replace(/\nfunction useToggle\(\)[^]*?\n}\n/, "\n"),
        message: /The switches no longer use `useToggle`/,
      },
      {
        name: "toggle only ever turns the switch on",
        source: toggles(`function useToggle(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  return [on, () => setOn(true)];
}`),
        message:
          /A second click on a switch should turn it off again.*setOn\(\(value\) => !value\)/,
      },
    ],
    right: [
      {
        name: "useReducer that flips a boolean",
        source: toggles(`function useToggle(initial = false) {
  return useReducer((on: boolean) => !on, initial);
}`).replace('import { useState } from "react";', 'import { useReducer } from "react";'),
      },
      {
        name: "useState with a memoised toggle and setOn(!on)",
        source: toggles(`function useToggle(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const toggle = useCallback(() => setOn(!on), [on]);
  return [on, toggle];
}`).replace('import { useState } from "react";', 'import { useCallback, useState } from "react";'),
      },
      {
        name: "returns an object, and the switch reads its fields",
        source: `import { useState } from "react";

function useToggle(initial = false) {
  const [on, setOn] = useState(initial);
  return { on, toggle: () => setOn((value) => !value) };
}

function Switch({ label }: { label: string }) {
  const { on, toggle } = useToggle();
  return (
    <label>
      <input type="checkbox" role="switch" checked={on} onChange={toggle} />
      {label}
    </label>
  );
}

export default function Settings() {
  return (
    <>
      {["Wi-Fi", "Bluetooth", "Location"].map((label) => (
        <Switch key={label} label={label} />
      ))}
    </>
  );
}
`,
      },
    ],
  },

  "debounce-cleanup": {
    wrong: [
      {
        name: "keeps the timer id in a plain variable and clears it on change",
        source: `import { useState } from "react";

type Result = { id: string; title: string };

export default function Search() {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Result[]>([]);
  let timer: ReturnType<typeof setTimeout> | undefined;

  function handleChange(value: string) {
    setQuery(value);
    clearTimeout(timer);
    if (!value) return;
    timer = setTimeout(() => {
      fetch(\`/api/search?q=\${encodeURIComponent(value)}\`)
        .then((response) => response.json())
        .then((data: Result[]) => setResults(data));
    }, 300);
  }

  return (
    <div>
      <label>
        Search <input value={query} onChange={(event) => handleChange(event.target.value)} />
      </label>
      <ul>{query !== "" && results.map((result) => <li key={result.id}>{result.title}</li>)}</ul>
    </div>
  );
}
`,
        message:
          /Typing "react hooks" quickly sent \d+ searches.*return \(\) => clearTimeout\(id\)/,
      },
      {
        name: "calls clearTimeout at once instead of returning a cleanup",
        source: search(`  useEffect(() => {
    if (!query) return;
    const id = setTimeout(() => {
      ${searchLater()};
    }, 300);
    return clearTimeout(id);
  }, [query]);`),
        message: /No search was sent after the typing stopped.*instead of returning a function/,
      },
      {
        name: "clears the previous timer through a ref, with no cleanup",
        source: search(`  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!query) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      ${searchLater()};
    }, 300);
  }, [query]);`).replace(
          "import { useEffect, useState }",
          "import { useEffect, useRef, useState }",
        ),
        message: /After the search box left the screen, 1 timer\(s\) were still waiting/,
      },
      {
        name: "adds the cleanup but drops the empty-box guard",
        source: search(`  useEffect(() => {
    const id = setTimeout(() => {
      ${searchLater()};
    }, 300);
    return () => clearTimeout(id);
  }, [query]);`),
        message: /A search for an empty query was sent.*if \(!query\) return;/,
      },
      {
        name: "debounces in the change handler and clears the timer on unmount, but keeps every answer",
        source: `import { useEffect, useRef, useState } from "react";

type Result = { id: string; title: string };

export default function Search() {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Result[]>([]);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function handleChange(value: string) {
    setQuery(value);
    window.clearTimeout(timer.current);
    if (value === "") return;
    timer.current = window.setTimeout(async () => {
      const response = await fetch("/api/search?q=" + encodeURIComponent(value));
      setResults(await response.json());
    }, 300);
  }

  return (
    <div>
      <label htmlFor="search">Search</label>
      <input id="search" value={query} onChange={(event) => handleChange(event.target.value)} />
      <ul>{query && results.map((result) => <li key={result.id}>{result.title}</li>)}</ul>
    </div>
  );
}
`,
        message: /The answer for "re" arrived after the box said "react", and its result showed/,
      },
      {
        name: "cleans up the timer but not the search already sent",
        source: search(`  useEffect(() => {
    if (!query) return;
    const id = setTimeout(() => {
      ${searchLater()};
    }, 300);
    return () => clearTimeout(id);
  }, [query]);`),
        message: /The answer for "re" arrived after the box said "react".*abort it too/,
      },
      {
        name: "waits only 100 ms, to feel quicker",
        source: search(`  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const id = setTimeout(() => {
      ${searchLater(", { signal: controller.signal }", "{\n          if (!controller.signal.aborted) console.error(error);\n        }")};
    }, 100);
    return () => {
      clearTimeout(id);
      controller.abort();
    };
  }, [query]);`),
        message:
          /The search for "re" went out \d+ ms after the typing stopped: wait for 300 ms of quiet/,
      },
      {
        name: "keeps the timer id at the top of the module and clears it when the query changes",
        source: search(`  useEffect(() => {
    clearTimeout(timer);
    if (!query) return;
    timer = setTimeout(() => {
      ${searchLater()};
    }, 300);
  }, [query]);`).replace(
          "export default function Search() {",
          "let timer: ReturnType<typeof setTimeout> | undefined;\n\nexport default function Search() {",
        ),
        message: /After the search box left the screen, 1 timer\(s\) were still waiting/,
      },
    ],
    right: [
      {
        name: "the lesson's useDebouncedValue hook, with an AbortController",
        source: `import { useEffect, useState } from "react";

interface SearchResult {
  id: string;
  title: string;
}

function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return debounced;
}

export default function SearchBox() {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<SearchResult[]>([]);
  const debouncedQuery = useDebouncedValue(query.trim(), 300);

  useEffect(() => {
    if (!debouncedQuery) return;
    const controller = new AbortController();
    fetch(\`/api/search?q=\${encodeURIComponent(debouncedQuery)}\`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(\`Search failed: \${response.status}\`);
        return response.json();
      })
      .then((data: SearchResult[]) => setResults(data))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("Something went wrong:", error);
      });
    return () => controller.abort();
  }, [debouncedQuery]);

  return (
    <>
      <input aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <ul>
        {query.trim() !== "" && results.map((result) => <li key={result.id}>{result.title}</li>)}
      </ul>
    </>
  );
}
`,
      },
      {
        name: "an async search with try/catch, aborted by the cleanup",
        source: search(`  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed === "") return;
    const controller = new AbortController();
    async function runSearch() {
      try {
        const response = await fetch("/api/search?q=" + encodeURIComponent(trimmed), {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error("Search failed: " + response.status);
        const data: unknown = await response.json();
        if (!isResults(data)) throw new Error("Unexpected search response");
        setResults(data);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error);
      }
    }
    const timer = window.setTimeout(runSearch, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);`),
      },
      {
        name: "a named search function and a cleanup that also ignores a late answer",
        source: search(`  useEffect(() => {
    if (query === "") return;
    let ignore = false;
    async function runSearch() {
      const response = await fetch(\`/api/search?q=\${encodeURIComponent(query)}\`);
      const data: Result[] = await response.json();
      if (!ignore) setResults(data);
    }
    const timeout = setTimeout(runSearch, 300);
    return () => {
      ignore = true;
      clearTimeout(timeout);
    };
  }, [query]);`),
      },
    ],
  },
  "stopwatch-ref": {
    wrong: [
      {
        name: "keeps the id in a variable outside the component",
        source: stopwatchApp(
          "useState",
          `  function start() {
    intervalId = setInterval(() => setTenths((t) => t + 1), 100);
  }

  function stop() {
    clearInterval(intervalId);
  }`,
        ).replace(
          "function Stopwatch() {",
          "let intervalId: number | undefined;\n\nfunction Stopwatch() {",
        ),
        message: /one for the whole module/,
      },
      {
        name: "keeps the id in state, and cleans up in an effect with []",
        source: stopwatchApp(
          "useEffect, useState",
          `  const [intervalId, setIntervalId] = useState<number | null>(null);

  function start() {
    if (intervalId !== null) return;
    setIntervalId(setInterval(() => setTenths((t) => t + 1), 100));
  }

  function stop() {
    if (intervalId !== null) clearInterval(intervalId);
    setIntervalId(null);
  }

  useEffect(() => {
    return () => {
      if (intervalId !== null) clearInterval(intervalId);
    };
  }, []);`,
        ),
        message: /kept running.*first render's value/,
      },
      {
        name: "keeps the id in a ref but starts a second interval on a second Start",
        source: stopwatchApp(
          "useEffect, useRef, useState",
          `  const intervalRef = useRef<number | null>(null);

  function start() {
    intervalRef.current = setInterval(() => setTenths((t) => t + 1), 100);
  }

  function stop() {
    if (intervalRef.current !== null) clearInterval(intervalRef.current);
    intervalRef.current = null;
  }

  useEffect(() => {
    return () => {
      if (intervalRef.current !== null) clearInterval(intervalRef.current);
    };
  }, []);`,
        ),
        message: /Start twice started 2 intervals/,
      },
      {
        name: "guards Start with the ref but never sets it back to null",
        source: stopwatchApp(
          "useEffect, useRef, useState",
          `  const intervalRef = useRef<number | null>(null);

  function start() {
    if (intervalRef.current) return;
    intervalRef.current = setInterval(() => setTenths((t) => t + 1), 100);
  }

  function stop() {
    if (intervalRef.current) clearInterval(intervalRef.current);
  }

  useEffect(() => {
    return () => {
      if (intervalRef.current) clearInterval(intervalRef.current);
    };
  }, []);`,
        ),
        message: /set the ref back to null/,
      },
      {
        name: "disables Start by reading the ref while rendering",
        source: stopwatchApp(
          "useEffect, useRef, useState",
          `  const intervalRef = useRef<number | null>(null);

  function start() {
    intervalRef.current = setInterval(() => setTenths((t) => t + 1), 100);
  }

  function stop() {
    if (intervalRef.current !== null) clearInterval(intervalRef.current);
    intervalRef.current = null;
  }

  useEffect(() => {
    return () => {
      if (intervalRef.current !== null) clearInterval(intervalRef.current);
    };
  }, []);`,
        ).replace("onClick={start}", "onClick={start} disabled={intervalRef.current !== null}"),
        message: /reads the ref while rendering/,
      },
      {
        name: "uses a ref for Start and Stop but forgets the unmount cleanup",
        source: stopwatchApp(
          "useRef, useState",
          `  const intervalRef = useRef<number | null>(null);

  function start() {
    if (intervalRef.current !== null) return;
    intervalRef.current = setInterval(() => setTenths((t) => t + 1), 100);
  }

  function stop() {
    if (intervalRef.current !== null) clearInterval(intervalRef.current);
    intervalRef.current = null;
  }`,
        ),
        message: /kept running for a component that is gone/,
      },
      {
        name: "writes a ref-like object in the component body",
        source: stopwatchApp(
          "useState",
          `  const timer = { id: null as number | null };

  function start() {
    if (timer.id !== null) return;
    timer.id = setInterval(() => setTenths((t) => t + 1), 100);
  }

  function stop() {
    if (timer.id !== null) clearInterval(timer.id);
    timer.id = null;
  }`,
        ),
        message: /made anew on every render/,
      },
    ],
    right: [
      {
        name: "a running flag in state and an effect that owns the interval (no ref)",
        source: stopwatchApp(
          "useEffect, useState",
          `  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setTenths((t) => t + 1), 100);
    return () => clearInterval(id);
  }, [running]);

  const start = () => setRunning(true);
  const stop = () => setRunning(false);`,
        ),
      },
      {
        name: "one button that toggles, with the id typed from setInterval",
        source: `import { useEffect, useRef, useState } from "react";

function Stopwatch() {
  const [tenths, setTenths] = useState(0);
  const [running, setRunning] = useState(false);
  const intervalRef = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  function toggle() {
    if (running) {
      clearInterval(intervalRef.current);
      intervalRef.current = undefined;
      setRunning(false);
    } else {
      intervalRef.current = setInterval(() => setTenths((t) => t + 1), 100);
      setRunning(true);
    }
  }

  useEffect(() => () => clearInterval(intervalRef.current), []);

  return (
    <div>
      <p role="timer">{(tenths / 10).toFixed(1)} s</p>
      <button type="button" onClick={toggle}>
        {running ? "Stop" : "Start"}
      </button>
    </div>
  );
}

export default function App() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        {shown ? "Hide stopwatch" : "Show stopwatch"}
      </button>
      {shown && <Stopwatch />}
    </>
  );
}
`,
      },
      {
        name: "a custom hook that keeps the id in a ref, with window.setInterval",
        source: stopwatchApp(
          "useEffect, useRef, useState",
          `  const { start, stop } = useRepeat(() => setTenths((t) => t + 1), 100);`,
        ).replace(
          "function Stopwatch() {",
          `function useRepeat(tick: () => void, ms: number) {
  const idRef = useRef<number | null>(null);

  useEffect(() => {
    return () => {
      if (idRef.current !== null) window.clearInterval(idRef.current);
    };
  }, []);

  return {
    start() {
      if (idRef.current === null) idRef.current = window.setInterval(tick, ms);
    },
    stop() {
      if (idRef.current !== null) window.clearInterval(idRef.current);
      idRef.current = null;
    },
  };
}

function Stopwatch() {`,
        ),
      },
    ],
  },
};

import type { LessonCorpus } from "../types";
import { tickerApp } from "../hooks";

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
};

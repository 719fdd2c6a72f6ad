import { Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";

const metrics = ["TTFB", "FCP", "LCP", "Interactive"] as const;
// Made-up but typical timings in ms, in the order above, for one page on a mid-range phone.
const strategies = [
  ["CSR", "Empty shell; JavaScript fetches data and renders", [100, 1300, 2100, 1300]],
  ["SSR", "Server fetches data and renders HTML per request", [600, 800, 800, 1800]],
  ["SSG", "HTML built ahead of time, served from a CDN", [100, 300, 300, 1300]],
] as const;
const END = 2400;
const STEP = 100;

const [wait, partial, done] = [
  "border-slate-300 bg-slate-50 text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200",
  "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100",
  "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100",
];

/** What the reader's screen shows at `t` ms, and how finished that looks. */
function screenAt([ttfb, fcp, lcp, ready]: readonly number[], t: number) {
  if (t < ttfb) return ["Waiting for the first byte", wait];
  if (t < fcp) return [lcp > fcp ? "Blank page: JavaScript downloading" : "HTML arriving", wait];
  if (t < lcp) return ["Spinner: fetching data", partial];
  if (t < ready) return ["Content visible, not interactive yet", partial];
  return ["Content visible and interactive", done];
}

export function RenderTimelineDemo() {
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const running = playing && time < END; // playback stops by itself at the end

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTime((t) => Math.min(t + STEP, END)), STEP);
    return () => clearInterval(timer);
  }, [running]);

  const togglePlay = () => {
    if (!running && time >= END) setTime(0);
    setPlaying(!running);
  };
  const withContent = strategies.filter(([, , at]) => time >= at[2]).map(([name]) => name);

  return (
    <div className="space-y-4 text-slate-800 dark:text-slate-100">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass} onClick={togglePlay}>
          {running ? <Pause aria-hidden="true" size={16} /> : <Play aria-hidden="true" size={16} />}
          {running ? "Pause" : "Play"}
        </button>
        <label className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium">
          <span>
            Time since the click: <span className="font-mono">{time} ms</span>
          </span>
          <input
            type="range"
            min={0}
            max={END}
            step={STEP}
            value={time}
            aria-valuetext={`${time} ms`}
            onChange={(event) => setTime(Number(event.target.value))}
            className="w-56 max-w-full accent-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
          />
        </label>
      </div>
      <p role="status" className="text-sm">
        Content visible: {withContent.length ? withContent.join(", ") : "none yet"}
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {strategies.map(([name, how, at]) => {
          const [text, tone] = screenAt(at, time);
          return (
            <li key={name} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="font-semibold text-slate-900 dark:text-white">{name}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">{how}</p>
              <p className={`my-3 min-h-16 rounded-md border p-2 text-sm ${tone}`}>{text}</p>
              <ul aria-label={`${name} milestones`} className="space-y-1 text-sm">
                {metrics.map((metric, index) => (
                  <li key={metric} className="flex items-center justify-between gap-2">
                    <span>{`${metric} ${at[index]} ms`}</span>
                    <span className={time >= at[index] ? reachedBadge : waitingBadge}>
                      {time >= at[index] ? "reached" : "waiting"}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

// Tailwind classes for the button: shape and text, a focus ring for keyboard users, and its
// colours in light and dark mode.
const buttonClass =
  "inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-md px-4 " +
  "text-sm font-medium " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 " +
  "bg-sky-700 text-white hover:bg-sky-800 " +
  "dark:bg-sky-600 dark:text-slate-950 dark:hover:bg-sky-500";

// The milestone badges, light and dark.
const badge = "rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";
const reachedBadge =
  `${badge} border-emerald-200 bg-emerald-50 text-emerald-800 ` +
  "dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200";
const waitingBadge =
  `${badge} border-slate-200 bg-slate-100 text-slate-700 ` +
  "dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200";

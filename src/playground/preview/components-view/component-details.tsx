import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { kindBadges } from "./component-tree";
import type { InspectorDetails, InspectorEntry } from "../../inspector-protocol";
import { effectRounds, isSkip, isStrictModeRound, phasesText, recordText } from "./reason-text";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const link =
  "font-medium text-sky-800 underline decoration-sky-800/40 underline-offset-2 hover:decoration-sky-800 dark:text-sky-300 dark:decoration-sky-300/40 dark:hover:decoration-sky-300";

function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="flex flex-col gap-1">
      <p className="text-xs font-semibold text-slate-800 dark:text-slate-200">{label}</p>
      {children}
    </section>
  );
}

function Entries({ entries, empty }: { entries: InspectorEntry[]; empty: string }) {
  if (!entries.length) return <p className="text-xs text-slate-700 dark:text-slate-300">{empty}</p>;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 font-mono text-xs">
      {entries.map((entry) => (
        <div key={entry.name} className="contents">
          <dt className="text-slate-700 dark:text-slate-300">{entry.name}</dt>
          <dd className="wrap-anywhere text-slate-900 dark:text-slate-100">{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Renders (numbered) and skips, newest first. */
function History({ details }: { details: InspectorDetails }) {
  const newestFirst = [...details.history].reverse();
  const rows = newestFirst.map((record, index) => {
    const skip = isSkip(record);
    // The latest render is number `renders`; each newer one counts one down.
    const newer = newestFirst.slice(0, index).filter((other) => !isSkip(other)).length;
    const label = `Render ${details.renders - newer}`;
    return { key: `${record.commit}-${index}`, label, text: recordText(record), skip };
  });
  if (!rows.length)
    return (
      <p className="text-xs text-slate-700 dark:text-slate-300">
        No render since this view opened. Use the preview, or run the code again.
      </p>
    );
  return (
    <ol className="flex flex-col gap-1 text-xs" aria-label="Renders, newest first">
      {rows.map((row) => (
        <li
          key={row.key}
          className={
            row.skip
              ? "rounded bg-emerald-50 px-2 py-1 text-emerald-950 dark:bg-emerald-950/50 dark:text-emerald-50"
              : "rounded bg-slate-50 px-2 py-1 text-slate-900 dark:bg-slate-900 dark:text-slate-100"
          }
        >
          {/* A skip's text says "Skipped" itself. */}
          {!row.skip && <span className="font-semibold">{row.label}: </span>}
          {row.text}
        </li>
      ))}
    </ol>
  );
}

function Hooks({ details, strictModeHref }: { details: InspectorDetails; strictModeHref: string }) {
  if (!details.hooks.length)
    return <p className="text-xs text-slate-700 dark:text-slate-300">It calls no hooks.</p>;
  const effects = new Map(details.effects.map((log) => [log.index, log]));
  return (
    <ol className="flex flex-col gap-1 text-xs">
      {details.hooks.map((hook) => {
        const log = effects.get(hook.index);
        const rounds = log ? effectRounds(log) : [];
        return (
          <li key={hook.index} className="flex flex-col gap-0.5">
            <span className="font-mono wrap-anywhere">
              <span className="text-slate-600 dark:text-slate-400">{hook.index}.</span>{" "}
              <span className="text-violet-800 dark:text-violet-300">{hook.hook}</span>
              {hook.name && <span className="font-semibold"> {hook.name}</span>}
              <span className="text-slate-600 dark:text-slate-400">: </span>
              <span className="text-slate-900 dark:text-slate-100">{hook.value}</span>
            </span>
            {rounds.length > 0 && (
              <ul className="ml-4 flex flex-col gap-0.5 text-slate-800 dark:text-slate-200">
                {rounds.map((round, index) => {
                  const strict =
                    index === 0 && details.seenSince === "mount" && isStrictModeRound(round.phases);
                  return (
                    <li key={`${round.commit}-${index}`}>
                      {index === 0 && details.seenSince === "mount" ? "On mount" : "After a render"}
                      : <span className="font-mono">{phasesText(round.phases)}</span>
                      {strict && (
                        <>
                          {" "}
                          <span className="block text-amber-900 dark:text-amber-200">
                            {round.phases[1] === "cleanup"
                              ? "StrictMode ran the effect, cleaned it up and ran it again, as it does on every mount in development, to show whether the cleanup undoes the setup"
                              : "StrictMode ran the effect twice, as it does on every mount in development; it returned no cleanup, so whatever its setup starts (an interval, a subscription) now runs twice"}{" "}
                            (
                            <a href={strictModeHref} className={link}>
                              why effects run twice
                            </a>
                            ).
                          </span>
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

interface ComponentDetailsProps {
  details: InspectorDetails | null;
  onRerun: () => void;
  /** The lesson part on StrictMode's double run (strict-mode-note.tsx's link, passed in so this
   * chunk shares no module with the preview's). */
  strictModeHref: string;
}

/** The selected component: why it rendered, its props, its hooks (or a class's state). */
export function ComponentDetails({ details, onRerun, strictModeHref }: ComponentDetailsProps) {
  if (!details)
    return (
      <p className="text-xs text-slate-700 dark:text-slate-300">
        Select a component in the tree, or with “Select in preview”, to see its props, state and
        renders.
      </p>
    );
  const badge = kindBadges[details.kind];
  const counted = details.seenSince === "mount" ? "since it mounted" : "since this view opened";
  return (
    <div className="flex min-w-0 flex-col gap-3" data-slot="component-details">
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-1.5 text-sm">
          <span className="font-mono font-semibold text-slate-900 dark:text-white">
            {details.name}
          </span>
          {details.key !== null && (
            <span className="font-mono text-xs text-slate-700 dark:text-slate-300">
              key=&quot;{details.key}&quot;
            </span>
          )}
          {badge && (
            <span className="rounded bg-slate-200 px-1 text-xs text-slate-800 dark:bg-slate-700 dark:text-slate-100">
              {badge}
            </span>
          )}
        </p>
        <p className="text-xs text-slate-800 dark:text-slate-200" data-slot="render-count">
          {plural(details.renders, "render")} {counted}
          {details.kind === "memo" && `, ${details.skipped} skipped by memo`}.
        </p>
        {details.seenSince === "open" && (
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-700 dark:text-slate-300">
            <span>
              It was on screen before this view opened: run the code again to watch it mount.
            </span>
            <Button variant="outline" size="sm" onClick={onRerun}>
              <RefreshCw aria-hidden="true" />
              Run again
            </Button>
          </div>
        )}
      </div>
      <Part label="Why it rendered">
        <History details={details} />
      </Part>
      <Part label="Props">
        <Entries entries={details.props} empty="No props." />
      </Part>
      {details.kind === "class" ? (
        <Part label="State">
          <Entries entries={details.state} empty="No state." />
        </Part>
      ) : details.kind !== "context" &&
        details.kind !== "suspense" &&
        details.kind !== "activity" &&
        details.kind !== "profiler" ? (
        <Part label="State and hooks">
          <Hooks details={details} strictModeHref={strictModeHref} />
        </Part>
      ) : null}
    </div>
  );
}

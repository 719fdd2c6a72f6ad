import { FileText, Hash } from "lucide-react";
import { useEffect, useRef } from "react";
import { splitMatches, type MatchRange, type SearchHit } from "@/lib/search";
import { cn } from "@/lib/cn";

interface SearchResultsProps {
  id: string;
  hits: readonly SearchHit[];
  active: number;
  optionId: (position: number) => string;
  onActivate: (position: number) => void;
  onChoose: (hit: SearchHit) => void;
}

/** The listbox the combobox controls; options are chosen by click or by Enter in the input. */
export function SearchResults({
  id,
  hits,
  active,
  optionId,
  onActivate,
  onChoose,
}: SearchResultsProps) {
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    list.current?.children[active]?.scrollIntoView({ block: "nearest" });
  }, [active, hits]);

  return (
    <div ref={list} id={id} role="listbox" aria-label="Results" className="flex flex-col gap-1">
      {hits.map((hit, position) => {
        const selected = position === active;
        const Icon = hit.headingId ? Hash : FileText;
        return (
          // Focus stays in the input (aria-activedescendant), so options take clicks only;
          // the keyboard reaches them through the input's arrow keys and Enter.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={hit.id}
            id={optionId(position)}
            role="option"
            aria-selected={selected}
            tabIndex={-1}
            onClick={() => onChoose(hit)}
            onPointerMove={() => !selected && onActivate(position)}
            className={cn(
              "flex cursor-pointer gap-3 rounded-lg px-3 py-2.5",
              selected
                ? "bg-sky-100 text-slate-900 outline-2 -outline-offset-2 outline-sky-600 dark:bg-sky-950 dark:text-white dark:outline-sky-500"
                : "text-slate-800 dark:text-slate-200",
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn(
                "mt-0.5 size-4 shrink-0",
                selected ? "text-sky-700 dark:text-sky-300" : "text-slate-500 dark:text-slate-400",
              )}
            />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium wrap-anywhere">
                {hit.heading ? (
                  <>
                    <span className="text-slate-600 dark:text-slate-400">{hit.sectionTitle}</span>
                    <span aria-hidden="true" className="px-1 text-slate-500">
                      ›
                    </span>
                    <span className="sr-only">, </span>
                    <Highlight text={hit.heading} matches={hit.headingMatches} />
                  </>
                ) : (
                  <Highlight text={hit.sectionTitle} matches={hit.headingMatches} />
                )}
              </span>
              {hit.snippet && (
                <span className="mt-0.5 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">
                  <Highlight text={hit.snippet} matches={hit.snippetMatches} />
                </span>
              )}
            </span>
          </div>
        );
      })}
    </div>
  );
}

function Highlight({ text, matches }: { text: string; matches: readonly MatchRange[] }) {
  return splitMatches(text, matches).map((part, position) =>
    part.match ? (
      <mark
        key={position}
        className="rounded-sm bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-300/25 dark:text-amber-100"
      >
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
